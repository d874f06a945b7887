public import Foundation

/// Loading images from files and bundles.
extension UIImage {
    /// The screen scale file lookups prefer (`name@2x` on a 2× screen): the main screen's scale,
    /// rounded to a whole number from 1 to 3 (read from the thread-safe
    /// `ScreenRegistry.mainScreenScale`, since image loading is not tied to the main actor).
    static var preferredLookupScale: CGFloat {
        min(max(ScreenRegistry.mainScreenScale.rounded(), 1), 3)
    }

    /// The scales lookups try, best first: the preferred one, then larger ones, then smaller ones.
    static var lookupScales: [CGFloat] {
        let known: [CGFloat] = [1, 2, 3]
        let preferred = preferredLookupScale
        return [preferred] + known.filter { $0 > preferred } + known.filter { $0 < preferred }.reversed()
    }

    /// Loads the image file at `path` (any format `init(data:)` reads); nil when it is missing, unreadable or not an image.
    ///
    /// The scale comes from an `@2x`/`@3x` suffix on the file name (`icon@2x.png` has scale 2;
    /// a `~ipad`-style device suffix after it is allowed). As on iOS, when the preferred scale is
    /// above 1 a sibling `name@Nx.ext` at that scale is loaded instead if it exists.
    public convenience init?(contentsOfFile path: String) {
        var candidates: [String] = []
        if Self.preferredLookupScale > 1, Self.scale(fromFileName: path) == 1 {
            let url = URL(fileURLWithPath: path)
            let base = url.deletingPathExtension().path + "@\(Int(Self.preferredLookupScale))x"
            candidates.append(url.pathExtension.isEmpty ? base : base + "." + url.pathExtension)
        }
        candidates.append(path)
        guard let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }),
            let data = FileManager.default.contents(atPath: found)
        else { return nil }
        self.init(data: data, scale: Self.scale(fromFileName: found))
    }

    /// Loads the image `name` from the main bundle (see `init(named:in:compatibleWith:)`).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Loads the image `name` from `bundle` (the main bundle when nil).
    ///
    /// Without an extension the name is tried as `.png`, `.jpg`, `.jpeg`, then `.gif`, `.webp`,
    /// `.bmp`, `.ico`, `.tif`, `.tiff` and `.heic`; with one of those extensions only that one is
    /// tried. For each, `name`, `name@2x` and `name@3x` are
    /// looked up, the main screen's scale first (rounded, 1…3), then larger scales,
    /// then smaller ones; the file's suffix sets the image's scale.
    ///
    /// An image set of the bundle's asset catalogs (`*.xcassets` folders, `UIImage+Assets.swift`)
    /// is found first, its variant chosen for `traitCollection` (the current traits when nil).
    ///
    /// Divergences from iOS: there are no `~ipad`/`~iphone` file variants; Apple documents only
    /// PNG as loadable without an extension, while Lamina also tries the other formats, after PNG
    /// (it never changes which file a name that works on iOS loads); an asset's light or dark
    /// variant is chosen when the image loads (its `imageAsset` gives the others, and
    /// `UIImageView` switches to them when its traits change); results are not cached, so two calls return two equal but distinct objects.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        if let asset = Self.assetImage(named: name, in: bundle ?? .main, traits: traitCollection) {
            self.init(copying: asset)
            return
        }
        guard let path = Self.resourcePath(named: name, in: bundle ?? .main),
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        self.init(data: data, scale: Self.scale(fromFileName: path))
    }

    /// The file `init(named:in:compatibleWith:)` loads for `name`, or nil.
    static func resourcePath(named name: String, in bundle: Bundle) -> String? {
        guard !name.isEmpty else { return nil }
        let imageExtensions = ["png", "jpg", "jpeg", "gif", "webp", "bmp", "ico", "tif", "tiff", "heic"]
        let given = (name as NSString).pathExtension
        let base: String
        let extensions: [String]
        if imageExtensions.contains(given.lowercased()) {
            base = (name as NSString).deletingPathExtension
            extensions = [given]
        } else {
            base = name
            extensions = imageExtensions
        }
        // Each type at every scale before the next type: a PNG, which iOS finds for a name without
        // an extension, is never passed over for another format at a better scale.
        for type in extensions {
            for scale in lookupScales {
                let resource = scale == 1 ? base : base + "@\(Int(scale))x"
                if let path = bundle.path(forResource: resource, ofType: type) { return path }
            }
        }
        return nil
    }

    /// The scale an `@Nx` suffix on a file name declares (before any `~device` suffix), or 1.
    static func scale(fromFileName path: String) -> CGFloat {
        var stem = Substring(((path as NSString).lastPathComponent as NSString).deletingPathExtension)
        if let tilde = stem.lastIndex(of: "~") { stem = stem[..<tilde] }
        guard stem.hasSuffix("x"), let at = stem.lastIndex(of: "@") else { return 1 }
        let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits), value > 0,
            value <= 16
        else {
            return 1
        }
        return CGFloat(value)
    }
}
