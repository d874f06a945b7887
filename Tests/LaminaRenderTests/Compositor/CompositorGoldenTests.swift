import Foundation
import LaminaRender
import Testing
import UIKitTesting

/// Golden images of the compositor, one per group of layer properties, on white.
///
/// Tolerance: 2 per channel (8-bit), no pixel beyond it. Cairo and pixman rasterise
/// deterministically for one library version; the slack covers rounding between builds.
@Suite struct CompositorGoldenTests {
    private func check(
        _ root: RenderNode, _ width: Int, _ height: Int, _ name: String, scale: CGFloat = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let image = render(root, width: width, height: height, scale: scale)
        GoldenImage.check(image, named: name, in: GoldenImage.directory(), tolerance: 2, sourceLocation: sourceLocation)
    }

    @Test func backgroundsBordersAndCorners() {
        let root = screen(
            160, 100,
            [
                node(2, CGRect(x: 10, y: 10, width: 60, height: 35), background: testBlue) { $0.cornerRadius = 12 },
                node(3, CGRect(x: 90, y: 10, width: 60, height: 35), background: testGreen) {
                    $0.cornerRadius = 14
                    $0.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
                },
                // The border is drawn inside the bounds and above the sublayer that overlaps it.
                node(
                    4, CGRect(x: 10, y: 55, width: 60, height: 35), background: testYellow,
                    sublayers: [node(5, CGRect(x: -6, y: 8, width: 30, height: 12), background: testRed)]
                ) {
                    $0.borderWidth = 4
                    $0.borderColor = rgb(0.1, 0.1, 0.1)
                },
                node(6, CGRect(x: 90, y: 55, width: 60, height: 35)) {
                    $0.cornerRadius = 10
                    $0.borderWidth = 3
                    $0.borderColor = testRed
                },
            ])
        check(root, 160, 100, "ca-background-border-corners")
    }

    @Test func masksToBoundsClipsSublayers() {
        let child = { (id: UInt) in node(id, CGRect(x: 30, y: 20, width: 60, height: 40), background: testRed) }
        let root = screen(
            160, 80,
            [
                node(2, CGRect(x: 10, y: 10, width: 60, height: 50), background: testBlue, sublayers: [child(3)]) {
                    $0.masksToBounds = true
                    $0.cornerRadius = 14
                },
                node(4, CGRect(x: 85, y: 10, width: 40, height: 30), background: testBlue, sublayers: [child(5)]),
            ])
        check(root, 160, 80, "ca-masks-to-bounds")
    }

    @Test func shadowsFromAlphaAndFromPath() {
        var ellipse = PathStorage()
        ellipse.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 40), transform: .identity)
        let root = screen(
            160, 90,
            [
                // No path: the shadow follows the composited alpha, the sublayer sticking out included.
                node(
                    2, CGRect(x: 15, y: 15, width: 50, height: 40), background: testYellow,
                    sublayers: [node(3, CGRect(x: 35, y: 30, width: 25, height: 25), background: testBlue)]
                ) {
                    $0.cornerRadius = 8
                    $0.shadow = RenderNode.Shadow(
                        color: .black, opacity: 0.6, offset: CGSize(width: 4, height: 6), radius: 6)
                },
                node(4, CGRect(x: 95, y: 15, width: 50, height: 40), background: rgb(0.15, 0.3, 0.9, 0.4)) {
                    $0.shadow = RenderNode.Shadow(
                        color: testRed, opacity: 1, offset: CGSize(width: 0, height: 10), radius: 4, path: ellipse)
                },
            ])
        check(root, 160, 90, "ca-shadows")
    }

    @Test func groupOpacityOnlyWhereAllowed() {
        let pair = { (base: UInt) in
            [
                node(base, CGRect(x: 5, y: 5, width: 40, height: 40), background: testRed),
                node(base + 1, CGRect(x: 25, y: 25, width: 40, height: 40), background: testBlue),
            ]
        }
        let root = screen(
            160, 80,
            [
                // Group opacity: the overlap shows only the blue square, at half strength.
                node(2, CGRect(x: 5, y: 5, width: 70, height: 70), sublayers: pair(10)) { $0.opacity = 0.5 },
                // Without it each square fades on its own, and the red shows through the blue.
                node(3, CGRect(x: 85, y: 5, width: 70, height: 70), sublayers: pair(20)) {
                    $0.opacity = 0.5
                    $0.allowsGroupOpacity = false
                },
            ])
        check(root, 160, 80, "ca-group-opacity")
        let image = render(root, width: 160, height: 80)
        #expect(image.rgba(10 + 30, 10 + 30) != image.rgba(90 + 30, 10 + 30))
    }

    @Test func maskMultipliesTheCompositedAlpha() {
        let mask = node(9, CGRect(x: 10, y: 5, width: 60, height: 50), background: .black) { $0.cornerRadius = 25 }
        let fade = node(8, CGRect(x: 0, y: 0, width: 40, height: 60), background: rgb(0, 0, 0, 0.3))
        let root = screen(
            160, 70,
            [
                node(
                    2, CGRect(x: 5, y: 5, width: 80, height: 60), background: testBlue, mask: mask,
                    sublayers: [node(3, CGRect(x: 30, y: 20, width: 60, height: 20), background: testRed)]),
                node(4, CGRect(x: 95, y: 5, width: 60, height: 60), background: testGreen, mask: fade),
            ])
        check(root, 160, 70, "ca-mask")
    }

    @Test func contentsInAllTwelveGravities() {
        let gravities: [CALayerContentsGravity] = [
            .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight, .resize,
            .resizeAspect, .resizeAspectFill,
        ]
        let image = quadrantImage()
        var cells: [RenderNode] = []
        for (index, gravity) in gravities.enumerated() {
            var contents = RenderNode.Contents(image: image)
            contents.gravity = gravity
            contents.magnificationFilter = .nearest
            let frame = CGRect(x: 4 + (index % 4) * 44, y: 4 + (index / 4) * 34, width: 40, height: 30)
            cells.append(node(UInt(10 + index), frame, background: rgb(0.85, 0.85, 0.85), contents: contents))
        }
        check(screen(180, 106, cells), 180, 106, "ca-contents-gravity")
    }

    @Test func contentsCenterStretchesNinePartsAndContentsRectCrops() {
        let frame = makeImage(width: 12, height: 12) { x, y in
            let edge = x < 3 || y < 3 || x > 8 || y > 8
            let corner = (x < 3 || x > 8) && (y < 3 || y > 8)
            return corner ? (200, 30, 30, 255) : edge ? (30, 30, 160, 255) : (250, 230, 120, 255)
        }
        var stretched = RenderNode.Contents(image: frame)
        stretched.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        stretched.magnificationFilter = .nearest
        var plain = stretched
        plain.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        var cropped = RenderNode.Contents(image: quadrantImage())
        cropped.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        cropped.magnificationFilter = .nearest
        var retina = RenderNode.Contents(image: quadrantImage())
        retina.gravity = .center
        retina.contentsScale = 2
        retina.magnificationFilter = .nearest
        let root = screen(
            190, 60,
            [
                node(2, CGRect(x: 5, y: 5, width: 80, height: 40), contents: stretched),
                node(3, CGRect(x: 90, y: 5, width: 40, height: 50), contents: plain),
                node(4, CGRect(x: 135, y: 5, width: 24, height: 16), contents: cropped),
                node(
                    5, CGRect(x: 135, y: 30, width: 24, height: 16), background: rgb(0.85, 0.85, 0.85), contents: retina
                ),
            ])
        check(root, 190, 60, "ca-contents-ninepart-rect", scale: 1)
    }

    @Test func affineAndPerspectiveTransforms() {
        var contents = RenderNode.Contents(image: quadrantImage())
        contents.magnificationFilter = .linear
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 150
        let root = screen(
            200, 100,
            [
                node(2, CGRect(x: 20, y: 25, width: 50, height: 34), contents: contents) {
                    $0.borderWidth = 2
                } geometry: {
                    $0.transform = CATransform3DConcat(
                        CATransform3DMakeScale(1.2, 0.8, 1), CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
                },
                node(
                    3, CGRect(x: 100, y: 0, width: 100, height: 100),
                    sublayers: [
                        node(4, CGRect(x: 20, y: 25, width: 60, height: 40), contents: contents) { _ in
                        } geometry: {
                            $0.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
                        }
                    ]
                ) { _ in
                } geometry: {
                    $0.sublayerTransform = perspective
                },
            ])
        check(root, 200, 100, "ca-transforms")
    }

    @Test func depthSortingAndZPosition() {
        let squares = { (base: UInt) in
            [
                node(base, CGRect(x: 0, y: 0, width: 40, height: 40), background: testRed) { _ in
                } geometry: {
                    $0.transform = CATransform3DMakeTranslation(0, 0, 20)
                },
                node(base + 1, CGRect(x: 20, y: 20, width: 40, height: 40), background: testBlue) { _ in
                } geometry: {
                    $0.transform = CATransform3DMakeTranslation(0, 0, -20)
                },
            ]
        }
        let root = screen(
            210, 70,
            [
                // Flattening: sublayer order decides, blue on top.
                node(2, CGRect(x: 5, y: 5, width: 60, height: 60), sublayers: squares(10)),
                // Transform layer: depth decides, the nearer red on top.
                node(3, CGRect(x: 75, y: 5, width: 60, height: 60), sublayers: squares(20)) {
                    $0.flattensSublayers = false
                },
                // zPosition sorts siblings: the first layer is drawn last.
                node(
                    4, CGRect(x: 145, y: 5, width: 60, height: 60),
                    sublayers: [
                        node(30, CGRect(x: 0, y: 0, width: 40, height: 40), background: testGreen) { _ in
                        } geometry: {
                            $0.zPosition = 1
                        },
                        node(31, CGRect(x: 20, y: 20, width: 40, height: 40), background: testYellow),
                    ]),
            ])
        check(root, 210, 70, "ca-depth-and-z")
        let image = render(root, width: 210, height: 70)
        #expect(image.rgba(35, 35) == image.rgba(60, 60))  // blue on top in the flattening layer
        #expect(image.rgba(105, 35) == image.rgba(80, 10))  // red on top in the transform layer
        #expect(image.rgba(175, 35) == image.rgba(150, 10))  // green (zPosition 1) on top
    }
}
