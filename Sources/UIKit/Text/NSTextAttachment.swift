import CoreGraphics
public import Foundation

/// An image set in attributed text, shown in place of the attachment character (U+FFFC) of
/// the range that carries it as `NSAttributedString.Key.attachment`.
///
/// The image is drawn in `bounds`, whose origin is relative to the baseline (a negative y lowers
/// it below the baseline); a zero `bounds` draws the image at its size, standing on the
/// baseline. Its width is the room it takes in the line. Template images draw in their own
/// colours (iOS tints them with the text's colour).
open class NSTextAttachment: NSObject {
    /// Keeps Core Foundation from taking this object for no type (it must stay the first stored
    /// property: `FoundationTypeGuard`).
    private let foundationTypeGuard = FoundationTypeGuard()

    /// The character attachments replace: U+FFFC, OBJECT REPLACEMENT CHARACTER.
    public static let character = 0xFFFC

    /// The attachment's data (an image file, when `image` is nil).
    open var contents: Data?
    /// The type of `contents`, as a uniform type identifier.
    open var fileType: String?
    /// The image shown; nil shows the image `contents` holds, if any.
    open var image: UIImage?
    /// Where the image goes relative to the baseline, and its size; zero: the image's own size.
    open var bounds = CGRect.zero
    /// Points of room on either side of the attachment in a line (kept; Lamina adds none).
    open var lineLayoutPadding: CGFloat = 0

    /// Creates an attachment of `contentData` of type `uti`.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// Creates an empty attachment.
    public override convenience init() {
        self.init(data: nil, ofType: nil)
    }

    /// Creates an attachment showing `image`.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The engine's attachment: the upright bitmap and the box it is drawn in.
    var textAttachment: TextAttachment {
        let shown = image ?? contents.flatMap { UIImage(data: $0) }
        let size = bounds.size == .zero ? (shown?.size ?? .zero) : bounds.size
        return TextAttachment(image: shown?.uprightBitmap(), bounds: CGRect(origin: bounds.origin, size: size))
    }
}

extension NSAttributedString {
    /// A string of one attachment character carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
