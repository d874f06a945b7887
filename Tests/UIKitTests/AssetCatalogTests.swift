import Foundation
import LaminaHeadless
import Testing
import UIKit
import UIKitTesting

/// Asset catalogs as Xcode writes them (`*.xcassets` folders of image and colour sets), bundled
/// as plain folders: `UIImage(named:)` and `UIColor(named:)` read them.
@MainActor @Suite struct AssetCatalogTests {
    /// A bundle directory whose `Assets.xcassets` holds `sets` (path in the catalog → Contents.json)
    /// and PNG files (path → pixel size); removed after `body`.
    func withCatalog(
        _ sets: [String: String], pngs: [String: Int] = [:], loose: [String: Int] = [:],
        _ body: (Bundle) throws -> Void
    ) throws {
        let root = try ImageTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Assets.xcassets")
        for (path, json) in sets {
            let folder = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        for (path, pixels) in pngs { try writePNG(catalog.appendingPathComponent(path), pixels: pixels) }
        for (path, pixels) in loose { try writePNG(root.appendingPathComponent(path), pixels: pixels) }
        try body(try #require(Bundle(path: root.path)))
    }

    /// A square PNG `pixels` wide: green, or blue when its name says dark.
    private func writePNG(_ url: URL, pixels: Int) throws {
        let dark = url.lastPathComponent.contains("dark")
        let image = ImageTestSupport.render(CGSize(width: pixels, height: pixels)) { context in
            ImageTestSupport.fill(
                context, CGRect(x: 0, y: 0, width: pixels, height: pixels), 0, dark ? 0 : 200, dark ? 200 : 0)
        }
        try #require(image.pngData()).write(to: url)
    }

    static let starSet = """
        { "images" : [
            { "filename" : "star.png", "idiom" : "universal", "scale" : "1x" },
            { "filename" : "star@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "filename" : "star-dark.png", "idiom" : "universal", "scale" : "1x" },
            { "filename" : "star-watch.png", "idiom" : "watch", "scale" : "2x" }
          ],
          "info" : { "author" : "xcode", "version" : 1 },
          "properties" : { "template-rendering-intent" : "template" } }
        """

    @Test func imageSetsGiveTheVariantForTheTraitsAndScale() throws {
        try withCatalog(
            [
                "Icons/Shapes/star.imageset": Self.starSet,
                "Icons": #"{ "properties" : { "provides-namespace" : true } }"#,
                "Group/plain.imageset": #"{ "images" : [ { "filename" : "plain.png", "idiom" : "universal" } ] }"#,
            ],
            pngs: [
                "Icons/Shapes/star.imageset/star.png": 4,
                "Icons/Shapes/star.imageset/star@2x.png": 8,
                "Icons/Shapes/star.imageset/star-dark.png": 5,
                "Group/plain.imageset/plain.png": 3,
            ],
            loose: ["plain.png": 7]
        ) { bundle in
            // A folder providing a namespace prefixes the name; one that does not, does not.
            #expect(UIImage(named: "star", in: bundle, compatibleWith: nil) == nil)
            let light = try #require(UIImage(named: "Icons/star", in: bundle, compatibleWith: nil))
            #expect(light.cgImage?.width == 4 && light.scale == 1 && light.renderingMode == .alwaysTemplate)
            let dark = try #require(
                UIImage(named: "Icons/star", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
            #expect(dark.cgImage?.width == 5)
            // The current traits choose when none are given.
            UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
                #expect(UIImage(named: "Icons/star", in: bundle, compatibleWith: nil)?.cgImage?.width == 5)
            }
            // The catalog comes before a loose file of the same name; an entry without a scale is 1×.
            let plain = try #require(UIImage(named: "plain", in: bundle, compatibleWith: nil))
            #expect(plain.cgImage?.width == 3 && plain.scale == 1 && plain.renderingMode == .automatic)
        }
    }

    @Test func aTwoTimesScreenPrefersTheTwoTimesEntry() throws {
        try HeadlessHost.run(size: CGSize(width: 10, height: 10), scale: 2) { _ in
            try withCatalog(
                ["star.imageset": Self.starSet],
                pngs: ["star.imageset/star.png": 4, "star.imageset/star@2x.png": 8, "star.imageset/star-dark.png": 5]
            ) { bundle in
                let image = try #require(UIImage(named: "star", in: bundle, compatibleWith: nil))
                #expect(image.cgImage?.width == 8 && image.scale == 2 && image.size == CGSize(width: 4, height: 4))
                // Dark has only a 1× entry: it wins on appearance, at its own scale.
                let dark = UIImage(
                    named: "star", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
                #expect(dark?.cgImage?.width == 5 && dark?.scale == 1)
            }
        }
    }

    static let brandSet = """
        { "colors" : [
            { "color" : { "color-space" : "srgb",
                "components" : { "alpha" : "1.000", "blue" : "0x40", "green" : "128", "red" : "1.000" } },
              "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "gray-gamma-22", "components" : { "alpha" : "0.500", "white" : "0.200" } },
              "idiom" : "universal" }
          ] }
        """

    @Test func colorSetsResolveAgainstTheTraitsTheyAreUsedIn() throws {
        try withCatalog(
            [
                "Brand.colorset": Self.brandSet,
                "Accent.colorset":
                    #"{ "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" } ] }"#,
                "Fixed.colorset":
                    #"{ "colors" : [ { "color" : { "components" : { "red" : 0, "green" : 255, "blue" : 0.5 } } } ] }"#,
                "Broken.colorset": "{ not json",
                "Empty.colorset": #"{ "colors" : [ { "color" : { "color-space" : "cmyk", "components" : { } } } ] }"#,
            ]
        ) { bundle in
            let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
            let light = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
            let dark = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
            #expect(light.cgColor.components == [1, 128.0 / 255, 64.0 / 255, 1])
            #expect(dark.cgColor.components == [0.2, 0.5])
            let fixedDark = UIColor(
                named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
            #expect(fixedDark?.cgColor.components == [0.2, 0.5])
            let accent = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
            #expect(
                accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor
                    == UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor)
            #expect(UIColor(named: "Fixed", in: bundle, compatibleWith: nil)?.cgColor.components == [0, 1, 0.5, 1])
            #expect(UIColor(named: "Broken", in: bundle, compatibleWith: nil) == nil)
            #expect(UIColor(named: "Empty", in: bundle, compatibleWith: nil) == nil)
            #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        }
    }

    @Test func aViewPaintsTheColorOfItsAppearance() throws {
        try withCatalog(["Brand.colorset": Self.brandSet]) { bundle in
            HeadlessHost.run(size: CGSize(width: 20, height: 20)) { host in
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                root.backgroundColor = .black
                let swatch = UIView(frame: root.bounds)
                swatch.backgroundColor = UIColor(named: "Brand", in: bundle, compatibleWith: nil)
                root.addSubview(swatch)
                host.show(root)
                host.renderFrame()
                #expect(host.pixel(x: 10, y: 10) == PixelRGBA(255, 128, 64, 255))
                // Dark: 0.2 gray at half opacity over black.
                swatch.overrideUserInterfaceStyle = .dark
                host.renderFrame()
                let pixel = host.pixel(x: 10, y: 10)
                #expect(abs(Int(pixel.red) - 26) <= 1 && pixel.red == pixel.green && pixel.green == pixel.blue)
            }
        }
    }

    @Test func anImageViewShowsTheVariantForItsOwnTraits() throws {
        try withCatalog(
            ["star.imageset": Self.starSet],
            pngs: ["star.imageset/star.png": 4, "star.imageset/star@2x.png": 8, "star.imageset/star-dark.png": 5]
        ) { bundle in
            try HeadlessHost.run(size: CGSize(width: 20, height: 20)) { host in
                let image = try #require(UIImage(named: "star", in: bundle, compatibleWith: nil))
                let asset = try #require(image.imageAsset)
                #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)).cgImage?.width == 5)
                #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)).cgImage?.width == 4)
                let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                // An original-colour copy: the set asks for a template.
                imageView.image = image.withRenderingMode(.alwaysOriginal)
                #expect(imageView.image?.imageAsset === asset)
                host.show(imageView)
                host.renderFrame()
                #expect(host.pixel(x: 10, y: 10) == PixelRGBA(0, 200, 0, 255))
                imageView.overrideUserInterfaceStyle = .dark
                host.renderFrame()
                #expect(host.pixel(x: 10, y: 10) == PixelRGBA(0, 0, 200, 255))
                #expect(imageView.image?.cgImage?.width == 4)  // the image set stays the one given
            }
        }
    }

    @Test func anAssetPicksTheMostSpecificFittingRegistration() {
        let asset = UIImageAsset()
        #expect(asset.image(with: UITraitCollection()).size == .zero)
        let any = UIImage(cgImage: ImageTestSupport.distinctPixels(width: 1, height: 1))
        let dark = UIImage(cgImage: ImageTestSupport.distinctPixels(width: 2, height: 2))
        let darkDouble = UIImage(cgImage: ImageTestSupport.distinctPixels(width: 3, height: 3))
        asset.register(any, with: UITraitCollection())
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        asset.register(
            darkDouble,
            with: UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
            ]))
        func width(_ traits: [UITraitCollection]) -> Int? {
            asset.image(with: UITraitCollection(traitsFrom: traits)).cgImage?.width
        }
        #expect(width([UITraitCollection(userInterfaceStyle: .light)]) == 1)
        #expect(width([UITraitCollection(userInterfaceStyle: .dark)]) == 2)
        #expect(width([UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)]) == 3)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)).imageAsset === asset)
        asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(width([UITraitCollection(userInterfaceStyle: .dark)]) == 1)
    }

    /// The images an asset hands out hold it, and it holds only what was registered: the last
    /// image let go frees the asset and its variants, whether the asset was made here or came
    /// with a catalog image.
    @Test func anAssetLivesAsLongAsAnImageItHandedOut() throws {
        weak var madeAsset: UIImageAsset?
        weak var madeVariant: UIImage?
        var image: UIImage? = {
            let asset = UIImageAsset()
            madeAsset = asset
            asset.register(
                UIImage(cgImage: ImageTestSupport.distinctPixels(width: 2, height: 2)),
                with: UITraitCollection(userInterfaceStyle: .dark))
            let handedOut = asset.image(with: UITraitCollection(userInterfaceStyle: .dark))
            #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === handedOut)
            madeVariant = handedOut
            return handedOut
        }()
        #expect(madeAsset != nil && image?.imageAsset === madeAsset)
        image = nil
        #expect(madeAsset == nil && madeVariant == nil)

        weak var catalogAsset: UIImageAsset?
        try withCatalog(
            ["star.imageset": Self.starSet],
            pngs: ["star.imageset/star.png": 4, "star.imageset/star@2x.png": 8, "star.imageset/star-dark.png": 5]
        ) { bundle in
            let image = try #require(UIImage(named: "star", in: bundle, compatibleWith: nil))
            #expect(image.imageAsset != nil)
            catalogAsset = image.imageAsset
        }
        #expect(catalogAsset == nil)
    }

    @Test func configurationsChooseTheAssetVariantByTheirTraits() throws {
        try withCatalog(
            ["star.imageset": Self.starSet],
            pngs: ["star.imageset/star.png": 4, "star.imageset/star@2x.png": 8, "star.imageset/star-dark.png": 5]
        ) { bundle in
            let dark = UIImage.Configuration().withTraitCollection(UITraitCollection(userInterfaceStyle: .dark))
            let image = try #require(UIImage(named: "star", in: bundle, with: dark))
            #expect(image.cgImage?.width == 5 && image.configuration === dark && image.symbolConfiguration == nil)
            let light = image.withConfiguration(
                UIImage.Configuration().withTraitCollection(UITraitCollection(userInterfaceStyle: .light)))
            #expect(light.cgImage?.width == 4 && light.renderingMode == .alwaysTemplate)
            // A symbol configuration on an image that is not a symbol: only its traits count.
            let applied = light.applyingSymbolConfiguration(
                UIImage.SymbolConfiguration(pointSize: 30).withTraitCollection(
                    UITraitCollection(userInterfaceStyle: .dark)))
            #expect(applied?.cgImage?.width == 5 && applied?.symbolConfiguration == nil)
            #expect(applied?.configuration?.traitCollection?.userInterfaceStyle == .dark)
        }
    }

    @Test func symbolConfigurationsCombineAndCompare() {
        typealias Symbol = UIImage.SymbolConfiguration
        let base = Symbol(pointSize: 20, weight: .bold)
        let combined = base.applying(Symbol(scale: .large))
        #expect(combined.pointSize == 20 && combined.weight == .bold && combined.scale == .large)
        #expect(base.scale == .unspecified)  // configurations are immutable
        #expect(combined.configurationWithoutWeight().weight == .unspecified)
        #expect(combined.configurationWithoutPointSizeAndWeight().pointSize == 0)
        #expect(combined.configurationWithoutScale().scale == .unspecified)
        #expect(combined.isEqual(to: Symbol(pointSize: 20, weight: .bold, scale: .large)))
        #expect(!combined.isEqual(to: base) && !combined.isEqual(to: nil))
        let traits = combined.withTraitCollection(UITraitCollection(userInterfaceStyle: .dark))
        #expect(traits.pointSize == 20 && traits.traitCollection?.userInterfaceStyle == .dark)
        #expect(!Symbol.preferringMulticolor().isEqual(to: Symbol.preferringMonochrome()))
        #expect(Symbol.unspecified.isEqual(to: Symbol()))
        #expect(Symbol(pointSize: .nan).pointSize == 0)
    }
}
