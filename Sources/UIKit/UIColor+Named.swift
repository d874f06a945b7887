import CoreGraphics

/// UIKit's fixed colours and its system colours (light appearance).
extension UIColor {
    private static func hex(_ value: UInt32, alpha: CGFloat = 1) -> UIColor {
        UIColor(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
    }

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
    public static var systemRed: UIColor { hex(0xFF3B30) }
    /// The iOS system colour Orange (#FF9500, light appearance).
    public static var systemOrange: UIColor { hex(0xFF9500) }
    /// The iOS system colour Yellow (#FFCC00, light appearance).
    public static var systemYellow: UIColor { hex(0xFFCC00) }
    /// The iOS system colour Green (#34C759, light appearance).
    public static var systemGreen: UIColor { hex(0x34C759) }
    /// The iOS system colour Mint (#00C7BE, light appearance).
    public static var systemMint: UIColor { hex(0x00C7BE) }
    /// The iOS system colour Teal (#30B0C7, light appearance).
    public static var systemTeal: UIColor { hex(0x30B0C7) }
    /// The iOS system colour Cyan (#32ADE6, light appearance).
    public static var systemCyan: UIColor { hex(0x32ADE6) }
    /// The iOS system colour Blue (#007AFF, light appearance).
    public static var systemBlue: UIColor { hex(0x007AFF) }
    /// The iOS system colour Indigo (#5856D6, light appearance).
    public static var systemIndigo: UIColor { hex(0x5856D6) }
    /// The iOS system colour Purple (#AF52DE, light appearance).
    public static var systemPurple: UIColor { hex(0xAF52DE) }
    /// The iOS system colour Pink (#FF2D55, light appearance).
    public static var systemPink: UIColor { hex(0xFF2D55) }
    /// The iOS system colour Brown (#A2845E, light appearance).
    public static var systemBrown: UIColor { hex(0xA2845E) }
    /// The iOS system colour Gray (#8E8E93, light appearance).
    public static var systemGray: UIColor { hex(0x8E8E93) }
    /// The iOS system colour Gray2 (#AEAEB2, light appearance).
    public static var systemGray2: UIColor { hex(0xAEAEB2) }
    /// The iOS system colour Gray3 (#C7C7CC, light appearance).
    public static var systemGray3: UIColor { hex(0xC7C7CC) }
    /// The iOS system colour Gray4 (#D1D1D6, light appearance).
    public static var systemGray4: UIColor { hex(0xD1D1D6) }
    /// The iOS system colour Gray5 (#E5E5EA, light appearance).
    public static var systemGray5: UIColor { hex(0xE5E5EA) }
    /// The iOS system colour Gray6 (#F2F2F7, light appearance).
    public static var systemGray6: UIColor { hex(0xF2F2F7) }

    /// Primary text.
    public static var label: UIColor { hex(0x000000) }
    /// Secondary text.
    public static var secondaryLabel: UIColor { hex(0x3C3C43, alpha: 0.6) }
    /// Tertiary text.
    public static var tertiaryLabel: UIColor { hex(0x3C3C43, alpha: 0.3) }
    /// Quaternary text.
    public static var quaternaryLabel: UIColor { hex(0x3C3C43, alpha: 0.18) }
    /// Placeholder text.
    public static var placeholderText: UIColor { hex(0x3C3C43, alpha: 0.3) }
    /// Links.
    public static var link: UIColor { hex(0x007AFF) }
    /// Thin separators (translucent).
    public static var separator: UIColor { hex(0x3C3C43, alpha: 0.29) }
    /// Thin separators (opaque).
    public static var opaqueSeparator: UIColor { hex(0xC6C6C8) }
    /// The main background.
    public static var systemBackground: UIColor { hex(0xFFFFFF) }
    /// Content layered over the main background.
    public static var secondarySystemBackground: UIColor { hex(0xF2F2F7) }
    /// Content layered over secondary backgrounds.
    public static var tertiarySystemBackground: UIColor { hex(0xFFFFFF) }
    /// Grouped-content background.
    public static var systemGroupedBackground: UIColor { hex(0xF2F2F7) }
    /// Content over the grouped background.
    public static var secondarySystemGroupedBackground: UIColor { hex(0xFFFFFF) }
    /// Content over secondary grouped backgrounds.
    public static var tertiarySystemGroupedBackground: UIColor { hex(0xF2F2F7) }
    /// Fills for thin and small shapes.
    public static var systemFill: UIColor { hex(0x787880, alpha: 0.2) }
    /// Fills for medium-size shapes.
    public static var secondarySystemFill: UIColor { hex(0x787880, alpha: 0.16) }
    /// Fills for large shapes.
    public static var tertiarySystemFill: UIColor { hex(0x767680, alpha: 0.12) }
    /// Fills for large areas with complex content.
    public static var quaternarySystemFill: UIColor { hex(0x747480, alpha: 0.08) }
    /// The default tint.
    public static var tintColor: UIColor { systemBlue }
}
