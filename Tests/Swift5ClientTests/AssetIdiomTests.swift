import Foundation
import Testing
import UIKit
import UIKitTesting

/// `AssetIdioms.swift`, compiled in the Swift 5 language mode, with the catalog in `Fixtures`.
@MainActor
@Suite struct AssetIdiomTests {
    @Test func aBrandTileFollowsTheAppearance() {
        HeadlessHost.run(size: CGSize(width: 20, height: 20)) { host in
            let tile = BadgeTile(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            #expect(tile.badge.image?.size == CGSize(width: 4, height: 4))
            host.show(tile)
            host.renderFrame()
            #expect(host.pixel(x: 10, y: 10) == PixelRGBA(0xC0, 0x40, 0x20, 255))
            #expect(host.pixel(x: 1, y: 1) == PixelRGBA(255, 0, 255, 255))
            tile.overrideUserInterfaceStyle = .dark
            host.renderFrame()
            #expect(host.pixel(x: 10, y: 10) == PixelRGBA(255, 128, 0, 255))
        }
    }
}
