import Foundation
import LaminaRender
import Testing
import UIKitTesting

/// Turned, scaled and sheared groups composited by Lamina's resampler (bilinear filter, opacity
/// folded into the weights, one pass) look as cairo composites them, and a pixel's value does
/// not depend on which band or damaged rectangle paints it.
@Suite struct AffineResamplerTests {
    /// A translucent group holding a detailed picture (an image of hard-edged, translucent and
    /// graded pixels) and an opaque square, over a translucent blue strip on white.
    private static func scene(
        transform: CATransform3D, opacity: Float, additive: Bool = false, clippedByTurnedParent: Bool = false
    ) -> RenderNode {
        let picture = makeImage(width: 48, height: 40) { x, y in
            if (x / 6 + y / 5) % 2 == 0 { return (UInt8(x * 5), UInt8(y * 6), 200, 255) }
            return (240, UInt8(x * 3), UInt8(y * 4), UInt8(60 + (x * y) % 190))
        }
        let image = node(10, CGRect(x: 6, y: 8, width: 96, height: 60), contents: RenderNode.Contents(image: picture))
        let square = node(11, CGRect(x: 70, y: 40, width: 30, height: 30), background: testRed)
        let group = node(
            2, CGRect(x: 50, y: 40, width: 110, height: 80), background: rgb(0.95, 0.8, 0.1, 0.7),
            sublayers: [image, square],
            style: {
                $0.opacity = opacity
                $0.blendsAdditively = additive
            },
            geometry: { $0.transform = transform })
        let strip = node(3, CGRect(x: 0, y: 70, width: 260, height: 40), background: rgb(0.1, 0.3, 0.9, 0.5))
        guard clippedByTurnedParent else { return screen(260, 200, [strip, group]) }
        let parent = node(
            4, CGRect(x: 0, y: 0, width: 260, height: 200), sublayers: [group], style: { $0.masksToBounds = true },
            geometry: { $0.transform = CATransform3DMakeRotation(0.05, 0, 0, 1) })
        return screen(260, 200, [strip, parent])
    }

    private static func composite(_ root: RenderNode, resampling: Bool) throws -> (CGImage, CompositeReport) {
        let compositor = try #require(Compositor(width: 260, height: 200, clearColor: .white))
        compositor.resamplesTurnedGroups = resampling
        let report = compositor.composite(root)
        return (try #require(compositor.makeImage()), report)
    }

    private static let transforms: [(String, CATransform3D)] = [
        ("3°", CATransform3DMakeRotation(3 * .pi / 180, 0, 0, 1)),
        ("−15°", CATransform3DMakeRotation(-15 * .pi / 180, 0, 0, 1)),
        ("97°", CATransform3DMakeRotation(97 * .pi / 180, 0, 0, 1)),
        ("scaled 1.7, 33°", CATransform3DRotate(CATransform3DMakeScale(1.7, 1.7, 1), 33 * .pi / 180, 0, 0, 1)),
        ("scaled 0.6, −40°", CATransform3DRotate(CATransform3DMakeScale(0.6, 0.6, 1), -40 * .pi / 180, 0, 0, 1)),
        ("sheared", CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.2, c: -0.35, d: 0.9, tx: 0, ty: 0))),
        ("mirrored, 10°", CATransform3DRotate(CATransform3DMakeScale(-1, 1, 1), 10 * .pi / 180, 0, 0, 1)),
    ]

    /// Every transform and opacity: within 3 levels a channel of cairo's composite, the group
    /// resampled by Lamina in one and by cairo in the other. (Cairo fades the group in 8 bits
    /// before filtering it, Lamina folds the opacity into the filter: a few pixels differ by up to
    /// 3 levels, none by more.)
    @Test(arguments: [Float(1), 0.9, 0.35])
    func turnedGroupsLookAsCairoCompositesThem(opacity: Float) throws {
        for (name, transform) in Self.transforms {
            // A group at full opacity still needs one: its picture is drawn offscreen first.
            let root = Self.scene(transform: transform, opacity: opacity == 1 ? 0.999 : opacity)
            let (resampled, ours) = try Self.composite(root, resampling: true)
            let (painted, cairos) = try Self.composite(root, resampling: false)
            #expect(ours.resampledGroups == 1 && cairos.resampledGroups == 0, "\(name)")
            // 3 levels: the resampler rounds once (the opacity folded into its weights), cairo
            // after filtering and again after applying the opacity.
            let comparison = GoldenImage.compare(resampled, painted, tolerance: 3)
            #expect(comparison.differingPixels == 0, "\(name) at \(opacity): \(comparison)")
        }
    }

    /// The frame is the same, pixel for pixel, painted whole, in bands, and as a small damaged
    /// rectangle repainted after something over part of the group moved.
    @Test func pixelsDoNotDependOnTheRectanglePaintingThem() throws {
        let transform = CATransform3DMakeRotation(-22 * .pi / 180, 0, 0, 1)
        let root = Self.scene(transform: transform, opacity: 0.8)
        let whole = try #require(Compositor(width: 260, height: 200, clearColor: .white))
        whole.bandingThreshold = Int.max
        whole.composite(root)
        let banded = try #require(Compositor(width: 260, height: 200, clearColor: .white))
        banded.bandingThreshold = 1
        banded.processorCount = 5
        banded.composite(root)
        #expect(banded.lastBandCount > 1)
        let expected = try #require(whole.makeImage())
        #expect(
            GoldenImage.compare(try #require(banded.makeImage()), expected, tolerance: 0).maximumChannelDifference == 0)

        // A small layer over the group, shown then hidden: the damaged square is repainted alone.
        let dot = node(20, CGRect(x: 101, y: 77, width: 7, height: 9), background: testGreen)
        var sublayers = root.sublayers
        sublayers.append(dot)
        let partial = try #require(Compositor(width: 260, height: 200, clearColor: .white))
        partial.composite(changed(root, sublayers: sublayers))
        let report = partial.composite(root)
        #expect(report.damageRects == [CGRect(x: 101, y: 77, width: 7, height: 9)])
        #expect(report.resampledGroups == 1)
        #expect(
            GoldenImage.compare(try #require(partial.makeImage()), expected, tolerance: 0).maximumChannelDifference == 0
        )
    }

    /// What the resampler does not do goes to cairo, unchanged: additive blending, and a group
    /// clipped by a turned ancestor (a clip that is not a list of whole-pixel rectangles).
    @Test func additiveGroupsAndTurnedClipsAreLeftToCairo() throws {
        let transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        for root in [
            Self.scene(transform: transform, opacity: 0.7, additive: true),
            Self.scene(transform: transform, opacity: 0.7, clippedByTurnedParent: true),
        ] {
            let (resampled, ours) = try Self.composite(root, resampling: true)
            let (painted, _) = try Self.composite(root, resampling: false)
            #expect(ours.resampledGroups == 0 && ours.offscreenGroups >= 1)
            #expect(GoldenImage.compare(resampled, painted, tolerance: 0).maximumChannelDifference == 0)
        }
    }

    /// Extreme maps neither crash nor write outside the group's reach: a group shrunk to a
    /// speck, one blown up far past the screen, and one turned edge-on in 2-D (a degenerate
    /// shear) all composite within 3 levels of cairo or leave the frame to it.
    @Test func extremeMapsStayWithinTolerance() throws {
        for transform in [
            CATransform3DMakeScale(0.004, 0.004, 1),
            CATransform3DRotate(CATransform3DMakeScale(900, 900, 1), 0.2, 0, 0, 1),
            CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 1, c: 1, d: 1.000_000_1, tx: 0, ty: 0)),
        ] {
            let root = Self.scene(transform: transform, opacity: 0.6)
            let (resampled, _) = try Self.composite(root, resampling: true)
            let (painted, _) = try Self.composite(root, resampling: false)
            // 3 levels, as for the ordinary maps: one rounding against cairo's two.
            let comparison = GoldenImage.compare(resampled, painted, tolerance: 3)
            #expect(comparison.differingPixels == 0, "\(comparison)")
        }
    }

    /// Turned image layers (contents, not groups: a spinning picture, a particle) drawn between
    /// half and twice their pixel size go through the resampler too. Inside the image they match
    /// cairo's bilinear fill within 3 levels; along the edges cairo covers the turned rectangle
    /// exactly while the resampler fades the last half pixel (pixels outside the image are
    /// transparent), so a band about two pixels wide along the outline may differ more. Larger
    /// magnifications stay with cairo, whose edge stays sharp.
    @Test func turnedImagesLookAsCairoDrawsThem() throws {
        let picture = makeImage(width: 48, height: 40) { x, y in
            if (x / 6 + y / 5) % 2 == 0 { return (UInt8(x * 5), UInt8(y * 6), 200, 255) }
            return (240, UInt8(x * 3), UInt8(y * 4), UInt8(60 + (x * y) % 190))
        }
        for (name, transform) in Self.transforms {
            let image = node(
                10, CGRect(x: 60, y: 50, width: 72, height: 60), contents: RenderNode.Contents(image: picture),
                style: { $0.opacity = 0.8 }, geometry: { $0.transform = transform })
            let root = screen(260, 200, [image])
            let (resampled, _) = try Self.composite(root, resampling: true)
            let (painted, _) = try Self.composite(root, resampling: false)
            let strict = GoldenImage.compare(resampled, painted, tolerance: 3)
            let loose = GoldenImage.compare(resampled, painted, tolerance: 160)
            // Device pixels per image pixel: 1.5 times the transform's scale.
            let scale = 1.5 * hypot(Double(transform.m11), Double(transform.m12))
            let outline = 2 * (72 + 60) * scale / 1.5
            if scale <= 2 {
                #expect(strict.differingPixels > 0, "\(name): the resampler was not used")
                #expect(Double(strict.differingPixels) < outline * 2, "\(name): \(strict)")
                #expect(loose.differingPixels == 0, "\(name): \(loose)")
            } else {
                #expect(strict.differingPixels == 0, "\(name): left to cairo")
            }
        }
    }
}
