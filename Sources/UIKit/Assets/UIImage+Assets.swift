import Foundation

/// Images from the image sets of asset catalogs (`AssetCatalog`).
extension UIImage {
    /// The image of the image set `name` in `bundle`'s asset catalogs, chosen for `traits`
    /// (`UITraitCollection.current` when nil), or nil when there is no such set or its file does
    /// not load.
    ///
    /// Of the set's entries for every device or the pad (Lamina's idiom), those whose appearances
    /// fit the traits (light or dark, high contrast) are kept, the closest fit first; among them
    /// the scale lookups prefer (the main screen's, then larger, then smaller; an entry without a
    /// scale counts as 1×). The set's template-rendering intent sets `renderingMode`. A set with
    /// light and dark variants gives an image whose `imageAsset` holds both.
    static func assetImage(named name: String, in bundle: Bundle, traits: UITraitCollection?) -> UIImage? {
        guard let set = AssetCatalog.setPath(named: name, kind: .image, in: bundle),
            let contents = AssetCatalog.contents(of: set),
            let entries = contents["images"] as? [[String: Any]]
        else { return nil }
        let traits = traits ?? UITraitCollection.current
        let intent = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        func load(for style: UIUserInterfaceStyle) -> (file: String, image: UIImage)? {
            guard let file = bestFile(of: entries, style: style, highContrast: traits.accessibilityContrast == .high),
                let data = FileManager.default.contents(atPath: set + "/" + file.name),
                let image = UIImage(data: data, scale: file.scale)
            else { return nil }
            switch intent {
            case "template": return (file.name, image.withRenderingMode(.alwaysTemplate))
            case "original": return (file.name, image.withRenderingMode(.alwaysOriginal))
            default: return (file.name, image)
            }
        }
        let style = traits.userInterfaceStyle == .dark ? UIUserInterfaceStyle.dark : .light
        guard let chosen = load(for: style) else { return nil }
        // A set with light and dark variants gives an image that knows both (`imageAsset`), so an
        // image view shows the one for its own traits.
        let varies = entries.contains { entry in
            (entry["appearances"] as? [[String: Any]])?.contains { $0["appearance"] as? String == "luminosity" }
                ?? false
        }
        guard varies, let other = load(for: style == .dark ? .light : .dark) else { return chosen.image }
        let asset = UIImageAsset()
        asset.register(chosen.image, with: UITraitCollection(userInterfaceStyle: style))
        let otherImage = other.file == chosen.file ? chosen.image : other.image
        asset.register(otherImage, with: UITraitCollection(userInterfaceStyle: style == .dark ? .light : .dark))
        return asset.image(with: UITraitCollection(userInterfaceStyle: style))
    }

    /// The entry of `entries` to load for `style`: the closest appearance fit, then the scale
    /// lookups prefer; nil when none fits.
    private static func bestFile(
        of entries: [[String: Any]], style: UIUserInterfaceStyle, highContrast: Bool
    ) -> (name: String, scale: CGFloat)? {
        var best: (fit: Int, scaleRank: Int, file: String, scale: CGFloat)?
        for entry in entries {
            guard let file = entry["filename"] as? String, !file.contains("/"),
                let fit = AssetCatalog.fit(of: entry, style: style, highContrast: highContrast)
            else { continue }
            let scale = Self.assetScale(entry["scale"] as? String)
            let rank = lookupScales.firstIndex(of: scale) ?? lookupScales.count
            if let current = best, (current.fit, -current.scaleRank) >= (fit, -rank) { continue }
            best = (fit, rank, file, scale)
        }
        return best.map { ($0.file, $0.scale) }
    }

    /// The scale an image-set entry names (`"2x"`), 1 when absent or unreadable.
    private static func assetScale(_ text: String?) -> CGFloat {
        guard let text, text.hasSuffix("x"), let value = Double(text.dropLast()), value >= 1, value <= 16 else {
            return 1
        }
        return CGFloat(value)
    }
}
