public import CoreGraphics
public import Foundation

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer shortens text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No truncation: text is clipped at the bounds (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string, laid out in its bounds from the top left.
///
/// `font` takes a font or face name (`String`, as Core Animation accepts) or a `UIFont` (which
/// is a CTFont on iOS); Lamina has no CTFont or CGFont. The size always comes from `fontSize`, as
/// in Core Animation. An `NSAttributedString` is drawn with its characters in the layer's own
/// font and colour: its attributes are not applied yet. The text is drawn into the backing store
/// whenever a text property or the bounds size changes; setting a property to the value it has
/// redraws nothing.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`.
    ///
    /// Kept as a copy, as Core Animation's is: a mutable attributed string changed afterwards
    /// changes nothing until it is set again.
    open var string: Any? {
        didSet {
            if let mutable = string as? NSMutableAttributedString {
                string = NSAttributedString(attributedString: mutable)
            }
            redrawIfChanged(!sameLayerValue(oldValue, string))
        }
    }
    /// The font: a font or face name, or a `UIFont`; Helvetica by default (fontconfig substitutes).
    open var font: Any? = "Helvetica" { didSet { redrawIfChanged(!sameLayerValue(oldValue, font)) } }
    /// The font size in points, 36 by default.
    open var fontSize: CGFloat = 36 {
        didSet {
            fontSize = fontSize.isFinite && fontSize >= 0 ? fontSize : oldValue; redrawIfChanged(fontSize != oldValue)
        }
    }
    /// The text colour, opaque white by default.
    open var foregroundColor: CGColor? = .white { didSet { redrawIfChanged(foregroundColor != oldValue) } }
    /// Whether lines wrap at the bounds' width.
    open var isWrapped = false { didSet { redrawIfChanged(isWrapped != oldValue) } }
    /// Where text that does not fit is shortened.
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { redrawIfChanged(truncationMode != oldValue) }
    }
    /// How lines are aligned in the bounds.
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { redrawIfChanged(alignmentMode != oldValue) }
    }
    /// Whether glyphs snap to pixels (stored; Pango decides).
    open var allowsFontSubpixelQuantization = false

    /// Creates a layer with no text.
    public override init() { super.init() }

    /// Copies `layer`'s model values, text properties included when it is a text layer.
    public override init(layer: Any) { super.init(layer: layer) }

    override func copyModelState(from other: CALayer) {
        super.copyModelState(from: other)
        guard let other = other as? CATextLayer else { return }
        font = other.font
        (isWrapped, truncationMode, alignmentMode) = (other.isWrapped, other.truncationMode, other.alignmentMode)
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    /// Creates a layer with no text: Lamina does not decode archived layers.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Draws the text.
    open override func draw(in ctx: CGContext) { drawText(in: ctx) }

    override var hasOpaqueBackingStore: Bool { false }

    override var renderVector: VectorContent? { textContent.map { .text($0) } }

    override var redrawsOnBoundsSizeChange: Bool { true }
}
