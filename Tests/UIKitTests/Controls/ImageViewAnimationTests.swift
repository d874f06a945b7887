import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// Image views playing frames: `animationImages` with `startAnimating()`, and animated images,
/// on the render side (no frame is drawn by the view), plus keyframe animations of a layer's
/// `contents`, the Core Animation idiom underneath.
@MainActor @Suite struct ImageViewAnimationTests {
    private func image(_ color: UIColor, size: CGFloat = 10) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: size, height: size), true, 1)
        defer { UIGraphicsEndImageContext() }
        color.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: size, height: size))
        return UIGraphicsGetImageFromCurrentImageContext()!
    }

    private static let red = PixelRGBA(255, 0, 0, 255)
    private static let green = PixelRGBA(0, 255, 0, 255)
    private static let blue = PixelRGBA(0, 0, 255, 255)
    private static let yellow = PixelRGBA(255, 255, 0, 255)
    private static let white = PixelRGBA(255, 255, 255, 255)

    /// An image view filling a 40 × 40 white screen, shown and rendered once.
    private func showImageView(_ host: HeadlessHost, image: UIImage?) -> UIImageView {
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        root.addSubview(view)
        host.show(root)
        host.renderFrame()
        return view
    }

    @Test func startAnimatingPlaysTheFramesForTheRepeatCountThenShowsTheImage() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let view = showImageView(host, image: image(.yellow))
            view.animationImages = [image(.red), image(.green), image(.blue)]
            view.animationDuration = 0.3
            view.animationRepeatCount = 2
            #expect(!view.isAnimating)
            view.startAnimating()
            #expect(view.isAnimating)
            var seen: [PixelRGBA] = []
            for step in 0..<6 {
                let report = host.advance(by: step == 0 ? 0.05 : 0.1)
                #expect(report.backingStoresRedrawn == 0)
                seen.append(host.pixel(x: 20, y: 20))
            }
            // At 0.05, 0.15 … 0.55 s: two passes of red, green, blue.
            #expect(seen == [Self.red, Self.green, Self.blue, Self.red, Self.green, Self.blue])
            host.advance(by: 0.1)
            host.advance(by: 0.1)
            #expect(!view.isAnimating)
            #expect(host.pixel(x: 20, y: 20) == Self.yellow)
        }
    }

    @Test func aZeroDurationGivesEachFrameAThirtiethAndStoppingShowsTheImage() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let view = showImageView(host, image: nil)
            view.animationImages = [image(.red), image(.green)]
            view.startAnimating()
            host.advance(by: 0.01)
            #expect(host.pixel(x: 20, y: 20) == Self.red)
            host.advance(by: 1.0 / 30)
            #expect(host.pixel(x: 20, y: 20) == Self.green)
            // Forever by default: still playing a second later.
            host.advance(by: 1.0 + 1.0 / 30)
            #expect(view.isAnimating)
            view.stopAnimating()
            host.renderFrame()
            #expect(!view.isAnimating)
            #expect(host.pixel(x: 20, y: 20) == Self.white)
        }
    }

    @Test func highlightedFramesPlayWhileHighlightedAndEmptyFramesPlayNothing() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let view = showImageView(host, image: image(.yellow))
            view.animationImages = []
            view.startAnimating()
            #expect(!view.isAnimating)
            view.animationImages = [image(.red)]
            view.highlightedAnimationImages = [image(.blue)]
            view.isHighlighted = true
            view.animationDuration = 1
            view.startAnimating()
            host.advance(by: 0.1)
            #expect(host.pixel(x: 20, y: 20) == Self.blue)
        }
    }

    @Test func anAnimatedImagePlaysAsSoonAsItIsShownUntilReplaced() throws {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let frames = [image(.red), image(.green), image(.blue)]
            let animated = UIImage.animatedImage(with: frames, duration: 0.3)
            let view = showImageView(host, image: animated)
            // The first frame is the contents; the frames loop on the render side.
            #expect(host.pixel(x: 20, y: 20) == Self.red)
            var seen: [PixelRGBA] = []
            for step in 0..<5 {
                host.advance(by: step == 0 ? 0.15 : 0.1)
                seen.append(host.pixel(x: 20, y: 20))
            }
            #expect(seen == [Self.green, Self.blue, Self.red, Self.green, Self.blue])
            #expect(!view.isAnimating)
            view.image = image(.yellow)
            host.advance(by: 0.1)
            #expect(host.pixel(x: 20, y: 20) == Self.yellow)
            #expect(view.layer.animationKeys()?.isEmpty ?? true)
        }
    }

    /// The sprite idiom: a discrete keyframe animation of `contents` on a standalone layer that
    /// has no contents, placed by the layer's gravity; `presentation()` shows the frame too.
    @Test func aKeyframeAnimationOfContentsPlacesFramesByTheLayersGravity() throws {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let view = showImageView(host, image: nil)
            let sprite = CALayer()
            sprite.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            sprite.contentsGravity = .center
            view.layer.addSublayer(sprite)
            host.renderFrame()
            let frames = [image(.red).cgImage!, image(.blue).cgImage!]
            let animation = CAKeyframeAnimation(keyPath: "contents")
            animation.values = frames
            animation.calculationMode = .discrete
            animation.duration = 1
            sprite.add(animation, forKey: "sprite")
            host.advance(by: 0.25)
            // A 10-pixel frame in the middle of 40, by the gravity.
            #expect(host.pixel(x: 20, y: 20) == Self.red)
            #expect(host.pixel(x: 12, y: 20) == Self.white)
            #expect((sprite.presentation()?.contents as? CGImage) === frames[0])
            host.advance(by: 0.5)
            #expect(host.pixel(x: 20, y: 20) == Self.blue)
            #expect((sprite.presentation()?.contents as? CGImage) === frames[1])
            host.advance(by: 0.5)
            #expect(host.pixel(x: 20, y: 20) == Self.white)
        }
    }

    /// Images do not blend: a basic animation of `contents` switches halfway (Core Animation
    /// cross-fades; docs/Compatibility.md). A view's image set inside an animation block changes at
    /// once, as in UIKit.
    @Test func contentsSwitchHalfwayAndAViewsImageChangesAtOnceInABlock() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let view = showImageView(host, image: image(.red))
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.contents = image(.red).cgImage
            view.layer.addSublayer(layer)
            host.renderFrame()
            let fade = CABasicAnimation(keyPath: "contents")
            fade.toValue = image(.blue).cgImage
            fade.duration = 1
            layer.add(fade, forKey: nil)
            host.advance(by: 0.4)
            #expect(host.pixel(x: 5, y: 5) == Self.red)
            host.advance(by: 0.2)
            #expect(host.pixel(x: 5, y: 5) == Self.blue)

            UIView.animate(withDuration: 1) { view.image = self.image(.green) }
            host.advance(by: 0.01)
            #expect(host.pixel(x: 20, y: 20) == Self.green)
            #expect(view.layer.animation(forKey: "contents") == nil)
        }
    }
}
