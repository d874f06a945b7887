public import CoreGraphics
import Foundation

/// A colour, as UIKit's drawing and views use it.
///
/// Immutable and safe to share across threads. Components are extended sRGB: values outside
/// 0...1 are kept, as on iOS. Non-finite components read as 0.
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The colour of a fixed colour; a dynamic colour's light appearance.
    let fixedColor: CGColor
    /// What a dynamic colour is in each trait collection; nil for a fixed colour.
    let dynamic: Dynamic?

    /// The Core Graphics colour: a dynamic colour resolved against `UITraitCollection.current`.
    public var cgColor: CGColor {
        guard let dynamic else { return fixedColor }
        return dynamic.resolve(in: UITraitCollection.current).cgColor
    }

    /// Creates a colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixedColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        dynamic = nil
    }

    /// The colour a `#colorLiteral(red:green:blue:alpha:)` names (Xcode's colour picker in
    /// code): sRGB components, as `init(red:green:blue:alpha:)` takes them.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Creates a gray colour.
    public init(white: CGFloat, alpha: CGFloat) {
        fixedColor = CGColor(gray: white, alpha: alpha)
        dynamic = nil
    }

    /// A colour that is whatever `dynamicProvider` returns for the trait collection it is used
    /// in: `cgColor` and drawing resolve it against `UITraitCollection.current`, views against
    /// their own traits (and again when their appearance changes).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        dynamic = .provider(dynamicProvider)
        fixedColor = CGColor(gray: 0, alpha: 0)
    }

    /// A system colour with a light and a dark appearance.
    init(light: CGColor, dark: CGColor) {
        dynamic = .pair(light: light, dark: dark)
        fixedColor = light
    }

    /// Creates a colour from hue, saturation and brightness, each in 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// Wraps a Core Graphics colour.
    public init(cgColor: CGColor) {
        fixedColor = cgColor
        dynamic = nil
    }

    /// A colour that paints `image` tiled: fills with it (`setFill()`) and views with it as their
    /// `backgroundColor` repeat the image from their origin at the image's scale. An empty image
    /// gives a clear colour. Drawn upright whatever the image's orientation says.
    public convenience init(patternImage image: UIImage) {
        guard let pixels = image.cgImage else {
            self.init(white: 0, alpha: 0)
            return
        }
        self.init(cgColor: CGColor(tiling: pixels, scale: image.scale))
    }

    /// Creates a Display P3 colour (drawn as sRGB: cairo has no colour management).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Returns the colour with a different alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch dynamic {
        case .pair(let light, let dark):
            return UIColor(light: light.copy(alpha: alpha) ?? light, dark: dark.copy(alpha: alpha) ?? dark)
        case .provider:
            return UIColor { self.resolvedColor(with: $0).withAlphaComponent(alpha) }
        case nil:
            return UIColor(cgColor: fixedColor.copy(alpha: alpha) ?? fixedColor)
        }
    }

    /// Reads sRGB components; always succeeds for gray and RGB colours.
    ///
    /// The result may be ignored, as with every method Swift imports from Objective-C on iOS.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        // A pattern colour has no components to read, as on iOS.
        guard cgColor.patternTile == nil else { return false }
        let c = cgColor.rgba
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Reads hue, saturation, brightness and alpha; the result may be ignored, as on iOS.
    @discardableResult
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard cgColor.patternTile == nil else { return false }
        let c = cgColor.rgba
        let maximum = max(c.red, c.green, c.blue)
        let minimum = min(c.red, c.green, c.blue)
        let delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == c.red {
                h = (c.green - c.blue) / delta
            } else if maximum == c.green {
                h = 2 + (c.blue - c.red) / delta
            } else {
                h = 4 + (c.red - c.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = c.alpha
        return true
    }

    /// Reads a gray level; succeeds only for colours made in a gray space, as on iOS (the result
    /// may be ignored).
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.colorSpace?.model == .monochrome, let values = cgColor.components else { return false }
        white?.pointee = values[0]
        alpha?.pointee = values[1]
        return true
    }

    /// Sets this colour as the current context's fill and stroke colour.
    open func set() {
        setFill()
        setStroke()
    }

    /// Sets this colour as the current context's fill colour.
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Sets this colour as the current context's stroke colour.
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Whether the two are equal: fixed colours by their components, system colours by both
    /// appearances, colours made with a provider only to themselves.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        switch (lhs.dynamic, rhs.dynamic) {
        case (nil, nil): lhs.fixedColor == rhs.fixedColor
        case (.pair(let l1, let d1), .pair(let l2, let d2)): l1 == l2 && d1 == d2
        case (.provider, .provider): lhs === rhs
        default: false
        }
    }

    /// Hashes the same parts equality compares.
    public func hash(into hasher: inout Hasher) {
        switch dynamic {
        case nil: hasher.combine(fixedColor)
        case .pair(let light, let dark): hasher.combine(light); hasher.combine(dark)
        case .provider: hasher.combine(ObjectIdentifier(self))
        }
    }

    open var description: String {
        let c = cgColor.rgba
        return String(format: "UIColor(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", c.red, c.green, c.blue, c.alpha)
    }

    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(max(saturation, 0), 1)
        let v = brightness
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

extension UIColor: _ExpressibleByColorLiteral {}

/// The type of a `#colorLiteral` with no other type to take: `UIColor`, as in Apple's UIKit.
public typealias _ColorLiteralType = UIColor
