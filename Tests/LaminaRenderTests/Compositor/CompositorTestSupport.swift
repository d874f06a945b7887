import Foundation
import LaminaRender
import UIKitTesting

/// Builds render nodes for compositor tests: bounds at the origin, placed by `frame`.
func node(
    _ id: UInt, _ frame: CGRect, background: CGColor? = nil, contents: RenderNode.Contents? = nil,
    mask: RenderNode? = nil, sublayers: [RenderNode] = [], style: (inout RenderNode.Style) -> Void = { _ in },
    geometry: (inout RenderNode.Geometry) -> Void = { _ in }
) -> RenderNode {
    var g = RenderNode.Geometry(
        bounds: CGRect(origin: .zero, size: frame.size), position: CGPoint(x: frame.midX, y: frame.midY))
    geometry(&g)
    var s = RenderNode.Style()
    s.backgroundColor = background
    style(&s)
    return RenderNode(layerID: id, geometry: g, style: s, contents: contents, mask: mask, sublayers: sublayers)
}

/// A copy of `node` with a different geometry or style (same identity, sublayers and contents).
func changed(
    _ n: RenderNode, sublayers: [RenderNode]? = nil, style: (inout RenderNode.Style) -> Void = { _ in },
    geometry: (inout RenderNode.Geometry) -> Void = { _ in }
) -> RenderNode {
    var g = n.geometry
    geometry(&g)
    var s = n.style
    style(&s)
    return RenderNode(
        layerID: n.layerID, geometry: g, style: s, contents: n.contents, mask: n.mask,
        sublayers: sublayers ?? n.sublayers)
}

func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: r, green: g, blue: b, alpha: a)
}

let testRed = rgb(0.9, 0.15, 0.15)
let testBlue = rgb(0.15, 0.3, 0.9)
let testGreen = rgb(0.15, 0.7, 0.3)
let testYellow = rgb(0.95, 0.8, 0.1)

/// Composites `root` once onto white and returns the frame.
func render(_ root: RenderNode, width: Int, height: Int, scale: CGFloat = 1) -> CGImage {
    let compositor = Compositor(width: width, height: height, scale: scale, clearColor: .white)!
    compositor.composite(root)
    return compositor.makeImage()!
}

/// A root layer covering a `width` × `height` screen.
func screen(_ width: CGFloat, _ height: CGFloat, background: CGColor? = nil, _ sublayers: [RenderNode]) -> RenderNode {
    node(1, CGRect(x: 0, y: 0, width: width, height: height), background: background, sublayers: sublayers)
}

/// An image whose pixel (x, y), row 0 at the top, is `color(x, y)` as straight RGBA bytes.
func makeImage(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> CGImage {
    var bytes = [UInt8]()
    for y in 0..<height {
        for x in 0..<width {
            let c = color(x, y)
            let a = Int(c.3)
            bytes += [UInt8(Int(c.0) * a / 255), UInt8(Int(c.1) * a / 255), UInt8(Int(c.2) * a / 255), c.3]
        }
    }
    return CGImage(
        width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
        provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
}

/// A 12 × 8 test picture: four coloured quadrants with a dark 1-pixel frame, so orientation and
/// cropping are visible.
func quadrantImage() -> CGImage {
    makeImage(width: 12, height: 8) { x, y in
        if x == 0 || y == 0 || x == 11 || y == 7 { return (30, 30, 30, 255) }
        switch (x < 6, y < 4) {
        case (true, true): return (230, 40, 40, 255)
        case (false, true): return (40, 180, 60, 255)
        case (true, false): return (40, 70, 230, 255)
        case (false, false): return (240, 200, 30, 255)
        }
    }
}

extension CGImage {
    func rgba(_ x: Int, _ y: Int) -> PixelRGBA { pixel(x: x, y: y) }
}
