import CoreGraphics

/// UIKit's fixed colours and its system colours, which have a light and a dark appearance
/// (Apple's published values; comments give the light one).
extension UIColor {
    /// Gray 0.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Gray 1/3.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Gray 2/3.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Gray 1.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Gray 0.5.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// RGB (1, 0, 0).
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// RGB (0, 1, 0).
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// RGB (0, 0, 1).
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// RGB (0, 1, 1).
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// RGB (1, 1, 0).
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// RGB (1, 0, 1).
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// RGB (1, 0.5, 0).
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// RGB (0.5, 0, 0.5).
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// RGB (0.6, 0.4, 0.2).
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Gray 0 with alpha 0.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    /// The iOS system colour Red (#FF3B30, light appearance).
    public static var systemRed: UIColor { system(0xFF3B30, 0xFF453A) }
    /// The iOS system colour Orange (#FF9500, light appearance).
    public static var systemOrange: UIColor { system(0xFF9500, 0xFF9F0A) }
    /// The iOS system colour Yellow (#FFCC00, light appearance).
    public static var systemYellow: UIColor { system(0xFFCC00, 0xFFD60A) }
    /// The iOS system colour Green (#34C759, light appearance).
    public static var systemGreen: UIColor { system(0x34C759, 0x30D158) }
    /// The iOS system colour Mint (#00C7BE, light appearance).
    public static var systemMint: UIColor { system(0x00C7BE, 0x63E6E2) }
    /// The iOS system colour Teal (#30B0C7, light appearance).
    public static var systemTeal: UIColor { system(0x30B0C7, 0x40C8E0) }
    /// The iOS system colour Cyan (#32ADE6, light appearance).
    public static var systemCyan: UIColor { system(0x32ADE6, 0x64D2FF) }
    /// The iOS system colour Blue (#007AFF, light appearance).
    public static var systemBlue: UIColor { system(0x007AFF, 0x0A84FF) }
    /// The iOS system colour Indigo (#5856D6, light appearance).
    public static var systemIndigo: UIColor { system(0x5856D6, 0x5E5CE6) }
    /// The iOS system colour Purple (#AF52DE, light appearance).
    public static var systemPurple: UIColor { system(0xAF52DE, 0xBF5AF2) }
    /// The iOS system colour Pink (#FF2D55, light appearance).
    public static var systemPink: UIColor { system(0xFF2D55, 0xFF375F) }
    /// The iOS system colour Brown (#A2845E, light appearance).
    public static var systemBrown: UIColor { system(0xA2845E, 0xAC8E68) }
    /// The iOS system colour Gray (#8E8E93, light appearance).
    public static var systemGray: UIColor { system(0x8E8E93, 0x8E8E93) }
    /// The iOS system colour Gray2 (#AEAEB2, light appearance).
    public static var systemGray2: UIColor { system(0xAEAEB2, 0x636366) }
    /// The iOS system colour Gray3 (#C7C7CC, light appearance).
    public static var systemGray3: UIColor { system(0xC7C7CC, 0x48484A) }
    /// The iOS system colour Gray4 (#D1D1D6, light appearance).
    public static var systemGray4: UIColor { system(0xD1D1D6, 0x3A3A3C) }
    /// The iOS system colour Gray5 (#E5E5EA, light appearance).
    public static var systemGray5: UIColor { system(0xE5E5EA, 0x2C2C2E) }
    /// The iOS system colour Gray6 (#F2F2F7, light appearance).
    public static var systemGray6: UIColor { system(0xF2F2F7, 0x1C1C1E) }

    /// Primary text.
    public static var label: UIColor { system(0x000000, 0xFFFFFF) }
    /// Secondary text.
    public static var secondaryLabel: UIColor { system(0x3C3C43, 0xEBEBF5, alpha: 0.6) }
    /// Tertiary text.
    public static var tertiaryLabel: UIColor { system(0x3C3C43, 0xEBEBF5, alpha: 0.3) }
    /// Quaternary text.
    public static var quaternaryLabel: UIColor { system(0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16) }
    /// Placeholder text.
    public static var placeholderText: UIColor { system(0x3C3C43, 0xEBEBF5, alpha: 0.3) }
    /// Links.
    public static var link: UIColor { system(0x007AFF, 0x0984FF) }
    /// Thin separators (translucent).
    public static var separator: UIColor { system(0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6) }
    /// Thin separators (opaque).
    public static var opaqueSeparator: UIColor { system(0xC6C6C8, 0x38383A) }
    /// The main background.
    public static var systemBackground: UIColor { system(0xFFFFFF, 0x000000) }
    /// Content layered over the main background.
    public static var secondarySystemBackground: UIColor { system(0xF2F2F7, 0x1C1C1E) }
    /// Content layered over secondary backgrounds.
    public static var tertiarySystemBackground: UIColor { system(0xFFFFFF, 0x2C2C2E) }
    /// Grouped-content background.
    public static var systemGroupedBackground: UIColor { system(0xF2F2F7, 0x000000) }
    /// Content over the grouped background.
    public static var secondarySystemGroupedBackground: UIColor { system(0xFFFFFF, 0x1C1C1E) }
    /// Content over secondary grouped backgrounds.
    public static var tertiarySystemGroupedBackground: UIColor { system(0xF2F2F7, 0x2C2C2E) }
    /// Fills for thin and small shapes.
    public static var systemFill: UIColor { system(0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36) }
    /// Fills for medium-size shapes.
    public static var secondarySystemFill: UIColor { system(0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32) }
    /// Fills for large shapes.
    public static var tertiarySystemFill: UIColor { system(0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24) }
    /// Fills for large areas with complex content.
    public static var quaternarySystemFill: UIColor { system(0x747480, 0x767680, alpha: 0.08, darkAlpha: 0.18) }
    /// The default tint.
    public static var tintColor: UIColor { systemBlue }
}
