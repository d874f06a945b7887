internal import CCairo
import CoreGraphics
import Foundation

/// Tinted leaves: a layer that shows contents and nothing else (an emitter's particle, most
/// often) has its image multiplied by its tint at the image's own resolution, which gives, up to
/// rounding, what multiplying its drawn group gives, and costs the image's pixels instead of the
/// layer's on screen (a 16-pixel particle image, not every pixel the particle covers).
///
/// A tinted leaf that is not additive then needs no group at all and is drawn straight into the
/// target. An additive one keeps its group: pixman adds a turned or scaled image only through its
/// slow general path, where drawing into the group and adding that back both take fast paths.
extension PaintSession {
    /// Draws `node` (which `needsGroup` sends to a group) straight into the target when it is a
    /// tinted leaf that is not additive and its image is cheap to tint. False, having drawn
    /// nothing, otherwise.
    func drawTintedLeaf(_ node: RenderNode, _ a: CGAffineTransform, alpha: Double, target: PaintTarget) -> Bool {
        guard !node.style.blendsAdditively, let pixels = tintedPixels(node, a) else { return false }
        counters.layersPainted += 1
        drawContent(
            node, a, alpha: alpha * node.clampedOpacity, target: target, pathIndex: -1, drawsShadow: false,
            pixels: pixels)
        return true
    }

    /// The pixels of `node`'s image multiplied by its tint, when `node` is a leaf that shows only
    /// contents, whose only group-making property besides its tint is its additive blending, and
    /// whose image has no more pixels than the layer covers mapped by `a` (at least 4,096, at
    /// most `largestTintedImage`); else nil. An alpha-only image is returned as it is: a tint
    /// leaves black black. The choice never depends on the clip, so a layer across two bands or
    /// damage rectangles is drawn the same way in each.
    func tintedPixels(_ node: RenderNode, _ a: CGAffineTransform) -> PixelBuffer? {
        let style = node.style
        guard !tintsBlending, let tint = style.tint, let contents = node.contents, node.mask == nil,
            !node.hasAdditiveSublayer, !node.hasVisibleShadow, !node.hasVisibleBackground, !node.hasVisibleBorder,
            !node.sublayerList.contains(where: { !$0.style.isHidden })
        else { return nil }
        let pixels = contents.image.pixels
        guard pixels.format != .a8 else { return pixels }
        let area = Double(pixels.width) * Double(pixels.height)
        guard area <= Self.largestTintedImage, let device = node.boundsBox.mapped(by: Homography(affine: a)),
            area <= max(device.width * device.height, 4096), let copy = pixels.copy()
        else { return nil }
        Self.multiply(copy, by: tint)
        return copy
    }

    /// The most pixels an image is tinted whole for (1,024²): a larger one's group is tinted.
    static let largestTintedImage = Double(1024 * 1024)

    /// Multiplies the red, green and blue of every (premultiplied) pixel of `buffer` by `tint`.
    static func multiply(_ buffer: PixelBuffer, by tint: RenderNode.Tint) {
        let factors = (
            r: UInt32((tint.red * 255).rounded()), g: UInt32((tint.green * 255).rounded()),
            b: UInt32((tint.blue * 255).rounded())
        )
        func scaled(_ channel: UInt32, _ factor: UInt32) -> UInt32 {
            let t = channel &* factor &+ 0x80
            return (t &+ (t >> 8)) >> 8
        }
        for y in 0..<buffer.height {
            let row = (buffer.bytes + y * buffer.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<buffer.width {
                let p = row[x]
                guard p != 0 else { continue }
                let r = scaled((p >> 16) & 0xFF, factors.r)
                let g = scaled((p >> 8) & 0xFF, factors.g)
                let b = scaled(p & 0xFF, factors.b)
                row[x] = (p & 0xFF00_0000) | r << 16 | g << 8 | b
            }
        }
    }
}
