import CoreGraphics
public import Foundation

extension UIFont {
    /// A font weight, with Apple's values: −1 (lightest) through 0 (regular) to 1 (heaviest).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value.
        public var rawValue: CGFloat

        /// Creates a weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Creates a weight from its value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The lightest weight (−0.8).
        public static let ultraLight = Weight(-0.8)
        /// A thin weight (−0.6).
        public static let thin = Weight(-0.6)
        /// A light weight (−0.4).
        public static let light = Weight(-0.4)
        /// The regular weight (0).
        public static let regular = Weight(0)
        /// A medium weight (0.23).
        public static let medium = Weight(0.23)
        /// A semibold weight (0.3).
        public static let semibold = Weight(0.3)
        /// The bold weight (0.4).
        public static let bold = Weight(0.4)
        /// A heavy weight (0.56).
        public static let heavy = Weight(0.56)
        /// The heaviest weight (0.62).
        public static let black = Weight(0.62)

        /// The CSS-style weight (100...900) fontconfig matches: Apple's named weights map to the
        /// nine CSS weights in order (ultraLight 100 ... black 900); values between interpolate.
        var pangoWeight: Int {
            let table: [(CGFloat, CGFloat)] = [
                (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800),
                (0.62, 900),
            ]
            guard rawValue.isFinite else { return 400 }
            if rawValue <= table[0].0 { return 100 }
            for (lower, upper) in zip(table, table.dropFirst()) where rawValue <= upper.0 {
                let fraction = (rawValue - lower.0) / (upper.0 - lower.0)
                return Int((lower.1 + fraction * (upper.1 - lower.1)).rounded())
            }
            return 900
        }
    }

    /// The installed font families, sorted (those fontconfig finds; with the pinned test fonts,
    /// the DejaVu families and WenQuanYi Micro Hei).
    public class var familyNames: [String] { FontCatalogue.current.families }

    /// The names of the faces of `familyName`, lightest first; empty for an unknown family.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        let catalogue = FontCatalogue.current
        guard let family = catalogue.family(named: familyName) else { return [] }
        return catalogue.faces[family]?.map(\.name) ?? []
    }

    /// The standard size of the system font: 14 points, as on iOS.
    public class var systemFontSize: CGFloat { 14 }

    /// The size of small system text: 12 points, as on iOS.
    public class var smallSystemFontSize: CGFloat { 12 }

    /// The standard size of label text: 17 points, as on iOS.
    public class var labelFontSize: CGFloat { 17 }

    /// The standard size of button text: 18 points, as on iOS.
    public class var buttonFontSize: CGFloat { 18 }
}
