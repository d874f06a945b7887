import UIKit

/// Titles and captions of the showcase; text arrives with the Pango text engine.
enum ShowcaseText {
    static func drawTitle(_ text: String, in rect: CGRect) {}

    static func drawCaption(_ text: String, in rect: CGRect) {}
}
