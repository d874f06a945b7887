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
    /// scale counts as 1×). The set's template-rendering intent sets `renderingMode`.
    static func assetImage(named name: String, in bundle: Bundle, traits: UITraitCollection?) -> UIImage? {
        guard let set = AssetCatalog.setPath(named: name, kind: .image, in: bundle),
            let contents = AssetCatalog.contents(of: set),
            let entries = contents["images"] as? [[String: Any]]
        else { return nil }
        let traits = traits ?? UITraitCollection.current
        let highContrast = traits.accessibilityContrast == .high
        var best: (fit: Int, scaleRank: Int, file: String, scale: CGFloat)?
        for entry in entries {
            guard let file = entry["filename"] as? String, !file.contains("/"),
                let fit = AssetCatalog.fit(of: entry, style: traits.userInterfaceStyle, highContrast: highContrast)
            else { continue }
            let scale = Self.assetScale(entry["scale"] as? String)
            let rank = lookupScales.firstIndex(of: scale) ?? lookupScales.count
            if let current = best, (current.fit, -current.scaleRank) >= (fit, -rank) { continue }
            best = (fit, rank, file, scale)
        }
        guard let best, let data = FileManager.default.contents(atPath: set + "/" + best.file),
            let image = UIImage(data: data, scale: best.scale)
        else { return nil }
        let properties = contents["properties"] as? [String: Any]
        switch properties?["template-rendering-intent"] as? String {
        case "template": return image.withRenderingMode(.alwaysTemplate)
        case "original": return image.withRenderingMode(.alwaysOriginal)
        default: return image
        }
    }

    /// The scale an image-set entry names (`"2x"`), 1 when absent or unreadable.
    private static func assetScale(_ text: String?) -> CGFloat {
        guard let text, text.hasSuffix("x"), let value = Double(text.dropLast()), value >= 1, value <= 16 else {
            return 1
        }
        return CGFloat(value)
    }
}
