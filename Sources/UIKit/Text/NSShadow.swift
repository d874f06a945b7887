import CoreGraphics
public import Foundation

/// A drop shadow for text: the `NSAttributedString.Key.shadow` attribute's value.
///
/// Offsets are in the default user space and extend down and to the right, as UIKit documents;
/// the blur radius is in points. A shadow with no colour casts black at one third opacity.
/// Lamina casts the shadow of the glyphs (filled and stroked); underlines, strikethroughs and
/// backgrounds cast none.
open class NSShadow: NSObject, NSCopying {
    /// Keeps Core Foundation from taking this object for no type (it must stay the first stored
    /// property: `FoundationTypeGuard`).
    private let foundationTypeGuard = FoundationTypeGuard()

    /// How far the shadow falls from the text, in points (default: zero).
    open var shadowOffset = CGSize.zero
    /// How blurred the shadow is, in points (default: 0, a sharp shadow).
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour, a `UIColor` or `CGColor` (default: nil, black at one third opacity).
    open var shadowColor: Any?

    /// Creates a shadow with no offset, no blur and the default colour.
    public override init() {
        super.init()
    }

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    /// Whether `object` is a shadow with the same offset, blur and colour.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return other.textShadow == textShadow
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { textShadow.hashValue }

    /// The engine's shadow: non-finite numbers as 0, a missing or unknown colour as the default.
    var textShadow: TextShadow {
        let color = TextAttributes.color(shadowColor) ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3)
        return TextShadow(offset: shadowOffset, blur: shadowBlurRadius, color: color)
    }
}
