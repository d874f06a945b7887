import Foundation
import Testing
import UIKit
import UIKitTesting

/// Word wrapping never breaks inside a grapheme, where Unicode's line-breaking rules allow a
/// break its grapheme rules forbid (before an emoji modifier that follows a letter): pango
/// 1.50.12 aborted the process wrapping at such a break once it no longer fit (FuzzText).
@Suite struct TextGraphemeWrapTests {
    /// An Arabic footnote marker, a Thaana letter with an emoji skin-tone modifier and a Hebrew
    /// accent — one grapheme of three bidi and script runs — then an Arabic letter.
    static let grapheme = "\u{602}\u{78E}\u{1F3FE}\u{5A0}"

    /// A crash guard for the finding: 57-point text in a 24-point box aborted the process at
    /// either weight. Drawn there, it wraps as `aGraphemeIsNeverSplitAcrossLines` says: the
    /// grapheme on one line, the letter on the next.
    @Test func aLineBreakInsideAGraphemeWrapsWithoutAborting() {
        for weight in [UIFont.Weight.regular, .black] {
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 57, weight: weight)]
            let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16)).image { _ in
                (Self.grapheme + "\u{686}" as NSString).draw(
                    in: CGRect(x: 0, y: 0, width: 24, height: 16), withAttributes: attributes)
            }
            #expect(image.cgImage != nil)
            func height(_ text: String, width: CGFloat) -> CGFloat {
                (text as NSString).boundingRect(
                    with: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude),
                    options: .usesLineFragmentOrigin, attributes: attributes, context: nil
                ).height
            }
            #expect(
                height(Self.grapheme + "\u{686}", width: 24) == height(Self.grapheme, width: 1000)
                    + height("\u{686}", width: 1000), "weight \(weight.rawValue)")
        }
    }

    /// The grapheme stays on one line, the letter after it on the next: two lines, where pango
    /// alone breaks before the modifier and makes three.
    @Test func aGraphemeIsNeverSplitAcrossLines() {
        let font = UIFont.systemFont(ofSize: 12)
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        func height(_ text: String, width: CGFloat) -> CGFloat {
            (text as NSString).boundingRect(
                with: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                attributes: attributes, context: nil
            ).height
        }
        #expect(
            height(Self.grapheme + "\u{686}", width: 24) == height(Self.grapheme, width: 1000)
                + height("\u{686}", width: 1000))
    }

    /// Where pango still offers a break inside a grapheme after sealing (after a Hebrew accent,
    /// inside a grapheme ending in a zero-width joiner), the paragraph wraps by characters, and
    /// the grapheme still stays on one line: four lines, one a character.
    @Test func aBreakPangoKeepsOfferingWrapsByCharacters() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13)]
        let pieces = ["\u{301}\u{5A0}\u{1F3FB}\u{200D}", "\u{686}", "\u{5D0}", "\u{915}"]
        let bounds = (pieces.joined() as NSString).boundingRect(
            with: CGSize(width: 13, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: attributes, context: nil)
        let lines = pieces.map { ($0 as NSString).size(withAttributes: attributes).height }
        #expect(bounds.height == lines.reduce(0, +))
    }
}
