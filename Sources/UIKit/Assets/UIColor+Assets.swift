public import Foundation

/// Colours from the colour sets of asset catalogs (`AssetCatalog`).
extension UIColor {
    /// The colour `name` from the main bundle's asset catalogs (see
    /// `init(named:in:compatibleWith:)`).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` from `bundle`'s asset catalogs (the main bundle when nil), or nil
    /// when there is none or none of its entries is readable.
    ///
    /// Without `traitCollection`, a set with appearance variants (light, dark, high contrast)
    /// gives a dynamic colour that resolves against the traits it is used in, as on iOS; with
    /// one, the colour of the entry that fits those traits. Entries for every device or the pad
    /// (Lamina's idiom) are read; components may be written as Xcode does — floating point
    /// (`"0.502"`), 8-bit (`"128"`) or hexadecimal (`"0x80"`) — in sRGB, extended sRGB, extended
    /// linear sRGB, Display P3 or gray; an entry may name a system colour (`"systemBlueColor"`).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let set = AssetCatalog.setPath(named: name, kind: .color, in: bundle ?? .main),
            let entries = AssetCatalog.contents(of: set)?["colors"] as? [[String: Any]]
        else { return nil }
        let variants: [(entry: [String: Any], color: UIColor)] = entries.compactMap { entry in
            guard let color = Self.assetColor(entry["color"] as? [String: Any]) else { return nil }
            return (entry, color)
        }
        func resolve(_ traits: UITraitCollection) -> UIColor? {
            let highContrast = traits.accessibilityContrast == .high
            var best: (fit: Int, color: UIColor)?
            for variant in variants {
                guard
                    let fit = AssetCatalog.fit(
                        of: variant.entry, style: traits.userInterfaceStyle, highContrast: highContrast)
                else { continue }
                if best == nil || fit > best!.fit { best = (fit, variant.color) }
            }
            return best?.color
        }
        if let traitCollection {
            guard let color = resolve(traitCollection) else { return nil }
            self.init(cgColor: color.resolvedColor(with: traitCollection).cgColor)
        } else if variants.count == 1, variants[0].entry["appearances"] == nil {
            let color = variants[0].color
            if color.dynamic == nil {
                self.init(cgColor: color.cgColor)
            } else {
                self.init(dynamicProvider: { color.resolvedColor(with: $0) })
            }
        } else {
            guard
                resolve(UITraitCollection(userInterfaceStyle: .light)) != nil
                    || resolve(UITraitCollection(userInterfaceStyle: .dark)) != nil
            else { return nil }
            let fallback = variants.first?.color ?? .clear
            self.init(dynamicProvider: { traits in (resolve(traits) ?? fallback).resolvedColor(with: traits) })
        }
    }

    /// The colour of a colour-set entry's `color` dictionary, or nil when unreadable.
    static func assetColor(_ color: [String: Any]?) -> UIColor? {
        guard let color else { return nil }
        if let reference = color["reference"] as? String { return systemColor(named: reference) }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? { component(components[key]) }
        let alpha = value("alpha") ?? 1
        switch color["color-space"] as? String ?? "srgb" {
        case "gray-gamma-22", "extended-gray":
            guard let white = value("white") else { return nil }
            return UIColor(white: white, alpha: alpha)
        case "display-p3":
            guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        case "extended-linear-srgb":
            guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
            return UIColor(red: encoded(red), green: encoded(green), blue: encoded(blue), alpha: alpha)
        case "srgb", "extended-srgb":
            guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        default:
            return nil
        }
    }

    /// A component as Xcode writes it: `"0.502"` (0…1), `"128"` (0…255) or `"0x80"`; a JSON
    /// number is 0…1 when fractional or at most 1, else 0…255. Nil when unreadable or not finite.
    static func component(_ raw: Any?) -> CGFloat? {
        let result: Double?
        switch raw {
        case let text as String:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x") {
                result = UInt64(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if trimmed.contains(".") {
                result = Double(trimmed)
            } else {
                result = Double(trimmed).map { $0 / 255 }
            }
        case let number as NSNumber:
            let double = number.doubleValue
            result = double <= 1 || double != double.rounded() ? double : double / 255
        default:
            result = nil
        }
        guard let result, result.isFinite else { return nil }
        return CGFloat(result)
    }

    /// sRGB's encoding of a linear component (extended: the curve mirrored below zero).
    private static func encoded(_ linear: CGFloat) -> CGFloat {
        let magnitude = abs(linear)
        let value = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -value : value
    }

    /// The system colour a colour set refers to by its Objective-C name (`"systemBlueColor"`).
    static func systemColor(named name: String) -> UIColor? {
        switch name {
        case "systemRedColor": .systemRed
        case "systemOrangeColor": .systemOrange
        case "systemYellowColor": .systemYellow
        case "systemGreenColor": .systemGreen
        case "systemMintColor": .systemMint
        case "systemTealColor": .systemTeal
        case "systemCyanColor": .systemCyan
        case "systemBlueColor": .systemBlue
        case "systemIndigoColor": .systemIndigo
        case "systemPurpleColor": .systemPurple
        case "systemPinkColor": .systemPink
        case "systemBrownColor": .systemBrown
        case "systemGrayColor": .systemGray
        case "systemGray2Color": .systemGray2
        case "systemGray3Color": .systemGray3
        case "systemGray4Color": .systemGray4
        case "systemGray5Color": .systemGray5
        case "systemGray6Color": .systemGray6
        case "labelColor": .label
        case "secondaryLabelColor": .secondaryLabel
        case "tertiaryLabelColor": .tertiaryLabel
        case "quaternaryLabelColor": .quaternaryLabel
        case "placeholderTextColor": .placeholderText
        case "linkColor": .link
        case "separatorColor": .separator
        case "opaqueSeparatorColor": .opaqueSeparator
        case "systemBackgroundColor": .systemBackground
        case "secondarySystemBackgroundColor": .secondarySystemBackground
        case "tertiarySystemBackgroundColor": .tertiarySystemBackground
        case "systemGroupedBackgroundColor": .systemGroupedBackground
        case "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground
        case "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground
        case "systemFillColor": .systemFill
        case "secondarySystemFillColor": .secondarySystemFill
        case "tertiarySystemFillColor": .tertiarySystemFill
        case "quaternarySystemFillColor": .quaternarySystemFill
        case "blackColor": .black
        case "whiteColor": .white
        case "clearColor": .clear
        case "darkGrayColor": .darkGray
        case "lightGrayColor": .lightGray
        case "grayColor": .gray
        default: nil
        }
    }
}
