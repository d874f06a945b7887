import Foundation
import Testing
import UIKit
import UIKitTesting

/// `ImageColourIdioms.swift`, compiled in the Swift 5 language mode, rendering.
@MainActor
@Suite struct ImageColourIdiomTests {
    /// The scrim on a white window: 80 % black at the top (51 over white), 40 % half way, white at
    /// the bottom; translucent, though the view is opaque by default.
    @Test func theScrimDarkensThePhotoFromTheTop() {
        HeadlessHost.run(size: CGSize(width: 80, height: 60)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
            root.backgroundColor = .white
            let scrim = ScrimView(frame: root.bounds)
            #expect(scrim.isOpaque)
            root.addSubview(scrim)
            host.show(root)
            host.renderFrame()
            #expect(abs(Int(host.pixel(x: 40, y: 0).red) - 52) <= 2)
            #expect(abs(Int(host.pixel(x: 40, y: 30).red) - 153) <= 3)
            #expect(host.pixel(x: 40, y: 59).red >= 250)
            #expect(host.pixel(x: 40, y: 0).alpha == 255)
        }
    }

    /// A checkerboard background tiles from the view's origin: dark squares at (0, 0) and
    /// (4, 4) of every 8-point tile, light ones beside them.
    @Test func aCheckerboardBackgroundTiles() {
        HeadlessHost.run(size: CGSize(width: 40, height: 20)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            root.backgroundColor = .white
            let board = UIView(frame: CGRect(x: 8, y: 0, width: 24, height: 16))
            board.backgroundColor = .checkerboard(.white, .black, square: 4)
            root.addSubview(board)
            host.show(root)
            host.renderFrame()
            let black = PixelRGBA(0, 0, 0, 255)
            let white = PixelRGBA(255, 255, 255, 255)
            for tile in [0, 8, 16] {
                #expect(host.pixel(x: 8 + tile + 1, y: 1) == black)
                #expect(host.pixel(x: 8 + tile + 5, y: 1) == white)
                #expect(host.pixel(x: 8 + tile + 1, y: 5) == white)
                #expect(host.pixel(x: 8 + tile + 5, y: 13) == black)
            }
            #expect(host.pixel(x: 1, y: 1) == white)
        }
    }

    /// A red icon tinted blue keeps its shape; shown as a template it takes the view's tint.
    @Test func iconsTakeTheirTint() throws {
        let icon = UIImage.square(.red, side: 4)
        let blue = try #require(icon.tinted(with: .blue).cgImage)
        #expect(blue.pixel(x: 2, y: 2) == PixelRGBA(0, 0, 255, 255))
        #expect(icon.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        HeadlessHost.run(size: CGSize(width: 20, height: 10)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            root.backgroundColor = .white
            root.tintColor = .green
            let imageView = UIImageView(image: icon.withRenderingMode(.alwaysTemplate))
            imageView.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            root.addSubview(imageView)
            host.show(root)
            host.renderFrame()
            #expect(host.pixel(x: 2, y: 2) == PixelRGBA(0, 255, 0, 255))
            imageView.tintColor = .blue
            host.renderFrame()
            #expect(host.pixel(x: 2, y: 2) == PixelRGBA(0, 0, 255, 255))
        }
    }

    /// A downloaded GIF through `UIImage(data:)`: its first frame, at scale 1; its frames through
    /// an animated image.
    @Test func aDownloadedGIFShowsItsFirstFrame() throws {
        let url = try #require(Bundle.module.url(forResource: "frames", withExtension: "gif", subdirectory: "Fixtures"))
        let data = try Data(contentsOf: url)
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 8, height: 6) && image.scale == 1)
        #expect(image.images == nil)
        let animated = try #require(UIImage.animatedImage(withData: data))
        #expect(animated.images?.count == 4)
        #expect(abs(animated.duration - 1.1) < 1e-9)
        #expect(UIImage(data: Data("GIF89a, then nothing".utf8)) == nil)
    }

    /// `#colorLiteral` makes a `UIColor`, with or without a type to take, in sRGB components.
    @Test func colourLiteralsAreUIColors() {
        let brand: Any = Palette.brand
        #expect(brand is UIColor)
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(Palette.brand.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(red - 0.2) < 1e-6 && abs(green - 0.4) < 1e-6 && abs(blue - 0.6) < 1e-6 && alpha == 1)
        HeadlessHost.run(size: CGSize(width: 4, height: 4)) { host in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            view.backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
            host.show(view)
            host.renderFrame()
            #expect(host.pixel(x: 1, y: 1) == PixelRGBA(255, 0, 0, 255))
            view.backgroundColor = Palette.brand
            host.renderFrame()
            #expect(host.pixel(x: 1, y: 1) == PixelRGBA(51, 102, 153, 255))
        }
        #expect(Palette.warning.cgColor.alpha == 0.5)
    }

    /// The badge follows the tint it inherits: set above it, changed, dimmed.
    @Test func aBadgeFollowsItsInheritedTint() {
        HeadlessHost.run(size: CGSize(width: 20, height: 20)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            root.backgroundColor = .white
            let badge = TintedBadge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            root.addSubview(badge)
            host.show(root)
            root.tintColor = .red
            host.advance(by: 1)
            #expect(host.pixel(x: 10, y: 10) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 0, y: 0) == PixelRGBA(255, 255, 255, 255))
            root.tintColor = .green
            host.advance(by: 1)
            #expect(host.pixel(x: 10, y: 10) == PixelRGBA(0, 255, 0, 255))
            // Dimmed: a grey of green's luminance, 0.7152, which cairo stores as 183 (through 16 bits).
            root.tintAdjustmentMode = .dimmed
            host.advance(by: 1)
            #expect(host.pixel(x: 10, y: 10) == PixelRGBA(183, 183, 183, 255))
        }
    }

    /// A square avatar masked by a circle: the middle shows, the corners are clear.
    @Test func anAvatarMaskedByACircle() throws {
        let photo = try #require(UIImage.square(.red, side: 20).cgImage)
        let avatar = try #require(circleMasked(photo))
        #expect(avatar.width == 20 && avatar.height == 20)
        #expect(avatar.pixel(x: 10, y: 10) == PixelRGBA(255, 0, 0, 255))
        #expect(avatar.pixel(x: 0, y: 0).alpha == 0)
        #expect(avatar.pixel(x: 19, y: 19).alpha == 0)
    }
}
