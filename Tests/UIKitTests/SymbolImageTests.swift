import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIImage(systemName:)`: Lamina's own drawings of common symbols, sized and weighted by symbol
/// configurations, tinted as templates.
@MainActor @Suite struct SymbolImageTests {
    static let names = [
        "xmark", "plus", "minus", "checkmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
        "arrow.left", "arrow.right", "arrow.up", "arrow.down", "ellipsis", "line.3.horizontal", "play.fill",
        "pause.fill", "stop.fill", "circle", "circle.fill", "square", "square.fill", "star", "star.fill", "heart",
        "heart.fill", "xmark.circle", "xmark.circle.fill", "plus.circle", "plus.circle.fill", "minus.circle",
        "minus.circle.fill", "checkmark.circle", "checkmark.circle.fill", "info.circle", "info.circle.fill",
        "ellipsis.circle", "ellipsis.circle.fill", "magnifyingglass", "trash", "gear", "gearshape",
        "exclamationmark.triangle", "square.and.arrow.up", "house", "house.fill", "person", "person.fill", "bell",
        "bell.fill", "arrow.clockwise", "pencil", "photo", "envelope", "bookmark", "bookmark.fill", "clock",
        "paperplane", "doc", "folder", "globe", "lock", "lock.fill",
    ]

    /// How many pixels of `image` are more than half opaque.
    static func inkedPixels(_ image: UIImage) throws -> Int {
        let bitmap = try #require(image.cgImage)
        var count = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).alpha > 127 { count += 1 }
        }
        return count
    }

    @Test func everyNamedSymbolIsATemplateWithInk() throws {
        for name in Self.names {
            let image = try #require(UIImage(systemName: name), "\(name)")
            #expect(image.isSymbolImage && image.renderingMode == .alwaysTemplate, "\(name)")
            #expect(image.size == CGSize(width: 21, height: 21), "\(name)")
            let inked = try Self.inkedPixels(image)
            let all = Int(image.size.width * image.scale * image.size.height * image.scale)
            #expect(inked > all / 50 && inked < all * 3 / 4, "\(name): \(inked) of \(all)")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(named: "xmark") == nil)
        #expect(!(UIImage(named: "missing")?.isSymbolImage ?? false))
        #expect(UIImage.add.isSymbolImage && UIImage.checkmark.size.width == 21)
    }

    @Test func configurationsSizeAndWeighSymbols() throws {
        let large = try #require(
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(large.size == CGSize(width: 50, height: 50))
        #expect(large.symbolConfiguration?.pointSize == 40)
        let scaled = try #require(
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
        #expect(scaled.size.width == 28)  // 17 × 1.3 × 1.25, rounded
        let font = UIImage.SymbolConfiguration(font: UIFont.systemFont(ofSize: 32))
        #expect(UIImage(systemName: "plus", withConfiguration: font)?.size.width == 40)

        let regular = try Self.inkedPixels(large)
        let bold = try #require(large.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(bold.size == large.size && bold.symbolConfiguration?.weight == .bold)
        #expect(bold.symbolConfiguration?.pointSize == 40)
        #expect(try Self.inkedPixels(bold) > regular)
        let light = large.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40, weight: .ultraLight))
        #expect(try Self.inkedPixels(light) < regular)
    }

    @Test func markedDiscsAreCutOut() throws {
        // 19.2 points × 1.25 = 24: one point for each unit of the design grid.
        let image = try #require(
            UIImage(systemName: "xmark.circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 19.2)))
        let bitmap = try #require(image.cgImage)
        let s = Int(image.scale)
        #expect(bitmap.pixel(x: 12 * s, y: 12 * s).alpha == 0)  // the cross's middle: cut out
        #expect(bitmap.pixel(x: 12 * s, y: 5 * s).alpha == 255)  // the disc above the cross
        #expect(bitmap.pixel(x: 0, y: 0).alpha == 0)  // outside the disc
    }

    @Test func imageViewsTintSymbols() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let view = UIImageView(image: UIImage(systemName: "square.fill"))
            view.frame = CGRect(x: 0, y: 0, width: 21, height: 21)
            view.tintColor = .red
            host.show(view)
            host.renderFrame()
            #expect(host.pixel(x: 10, y: 10) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 30, y: 30) == PixelRGBA(0, 0, 0, 255))
        }
    }
}
