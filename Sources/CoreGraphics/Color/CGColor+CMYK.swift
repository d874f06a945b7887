public import Foundation

/// CMYK colours. Lamina has no colour management, so CMYK converts to sRGB by the naive formula
/// (red = (1 − cyan)(1 − black), and likewise for green and blue); Apple converts through ICC
/// profiles, so printed-ink colours come out brighter here than on iOS.
extension CGColor {
    /// Creates a colour in the generic CMYK space.
    public convenience init(
        genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat
    ) {
        self.init(
            space: CGColorSpaceCreateDeviceCMYK(), values: [cyan, magenta, yellow, black, alpha].map(CGColor.sanitize))
    }

    /// Straight sRGB from `[cyan, magenta, yellow, black, alpha]`, each ink clamped to 0…1.
    static func rgba(fromCMYK values: [CGFloat]) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func ink(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }
        let white = 1 - ink(values[3])
        return ((1 - ink(values[0])) * white, (1 - ink(values[1])) * white, (1 - ink(values[2])) * white, values[4])
    }

    /// `[cyan, magenta, yellow, black, alpha]` from straight sRGB, with as much black as possible.
    static func cmyk(fromRGBA c: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) -> [CGFloat] {
        let white = max(c.red, c.green, c.blue)
        guard white > 0 else { return [0, 0, 0, 1, c.alpha] }
        return [1 - c.red / white, 1 - c.green / white, 1 - c.blue / white, 1 - white, c.alpha]
    }
}

extension CGContext {
    /// Sets a CMYK fill colour (drawn converted to sRGB: see `CGColor`'s CMYK initializer).
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha))
    }

    /// Sets a CMYK stroke colour (drawn converted to sRGB: see `CGColor`'s CMYK initializer).
    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha))
    }
}
