import CoreGraphics

extension UIColor {
    /// A name for the colour that assistive technologies read ("dark red", "light gray",
    /// "vibrant yellow green"), in English.
    ///
    /// Lamina's own naming (Apple does not publish its table): grays by brightness; other colours
    /// by one of twelve hues (a darker magenta is purple), qualified by brightness and saturation. Pattern colours are
    /// "pattern"; transparency is not named.
    public var accessibilityName: String {
        var hue: CGFloat = 0
        var saturation: CGFloat = 0
        var brightness: CGFloat = 0
        guard getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil) else { return "pattern" }
        guard hue.isFinite, saturation.isFinite, brightness.isFinite else { return "unknown" }
        if brightness < 0.12 { return "black" }
        if saturation < 0.12 {
            switch brightness {
            case 0.93...: return "white"
            case 0.6...: return "light gray"
            case 0.42...: return "gray"
            default: return "dark gray"
            }
        }
        var name = Self.hueNames[Int((hue * 12 + 0.5).rounded(.down)) % 12]
        if name == "magenta", brightness < 0.65 { name = "purple" }  // a darker magenta reads as purple
        if brightness < 0.45 { return "dark " + name }
        if saturation < 0.4 { return (brightness > 0.75 ? "light " : "grayish ") + name }
        if saturation > 0.85, brightness > 0.85 { return "vibrant " + name }
        return name
    }

    /// The names of twelve hues, 30° apart from red.
    private static let hueNames = [
        "red", "orange", "yellow", "yellow green", "green", "green", "cyan", "blue", "blue", "purple", "magenta",
        "pink",
    ]
}
