import CoreGraphics
import Foundation

/// The page curl of UIKit's `.transitionCurlUp` and `.transitionCurlDown`, drawn flat: the page
/// folds along a line at 45° that sweeps from the bottom-right corner to the top-left one. The
/// part of the page past the line is folded over: its back (paper white, shaded towards the
/// fold) lies mirrored across the line, above the part still flat.
extension RenderNode {
    /// Identity bits of the curl's extra nodes (the page's mask and the folded-back flap).
    private static let maskBit: UInt = 1 << 59
    private static let flapBit: UInt = 1 << 58

    /// The container showing the page curl at `progress`: up, the old state (`from`) is the
    /// page curling away from over `self`; down, `self` is the page uncurling over `from`.
    func curlNode(from: RenderNode?, progress p: Double, up: Bool) -> RenderNode {
        let bounds = geometry.bounds
        let page = up ? from : self
        let under = up ? self : from
        // How much of the page is still flat: all of it at the start of a curl up, none at its end.
        let flat = up ? 1 - p : p
        var copies: [RenderNode] = []
        if let under {
            copies.append(
                copy(
                    of: under, id: layerID | (up ? Self.toCopyBit : Self.fromCopyBit), transform: CATransform3DIdentity,
                    alpha: 1))
        }
        if let page, flat > 0 {
            let fold = Fold(bounds: bounds, flat: flat)
            let scale = page.contents?.contentsScale ?? under?.contents?.contentsScale ?? 2
            var pageCopy = copy(
                of: page, id: layerID | (up ? Self.fromCopyBit : Self.toCopyBit), transform: CATransform3DIdentity,
                alpha: 1)
            if flat < 1 {
                let mask = Self.polygonNode(
                    fold.flatPart, in: bounds, fill: .black, scale: scale, id: layerID | Self.maskBit, edge: nil)
                pageCopy = RenderNode(
                    layerID: pageCopy.layerID, geometry: pageCopy.geometry, style: pageCopy.style,
                    contents: pageCopy.contents, mask: mask, sublayers: pageCopy.sublayers)
            }
            copies.append(pageCopy)
            if flat < 1, fold.flap.count >= 3 {
                let paper = CGColor(gray: 0.94, alpha: 1)
                copies.append(
                    Self.polygonNode(
                        fold.flap, in: fold.flapBox, fill: paper, scale: scale, id: layerID | Self.flapBit,
                        edge: CGColor(gray: 0.6, alpha: 1)))
            }
        }
        var containerStyle = Style()
        containerStyle.isHidden = style.isHidden
        containerStyle.masksToBounds = style.masksToBounds
        return RenderNode(layerID: layerID, geometry: geometry, style: containerStyle, sublayers: copies)
    }

    /// A node over `box` (in the container's bounds space) showing `polygon` filled with `fill`,
    /// and outlined with `edge` when given.
    private static func polygonNode(
        _ polygon: [CGPoint], in box: CGRect, fill: CGColor, scale: CGFloat, id: UInt, edge: CGColor?
    ) -> RenderNode {
        let geometry = Geometry(bounds: box, position: box.origin, anchorPoint: .zero)
        guard polygon.count >= 3,
            let context = CGContext.makeFlippedBitmap(size: box.size, scale: scale, opaque: false)
        else { return RenderNode(layerID: id, geometry: geometry) }
        context.translateBy(x: -box.minX, y: -box.minY)
        let path = CGMutablePath()
        path.addLines(between: polygon)
        path.closeSubpath()
        context.addPath(path)
        context.setFillColor(fill)
        context.fillPath()
        if let edge {
            context.addPath(path)
            context.setStrokeColor(edge)
            context.setLineWidth(1 / scale)
            context.strokePath()
        }
        guard let image = context.makeImage() else { return RenderNode(layerID: id, geometry: geometry) }
        var contents = Contents(image: image)
        contents.contentsScale = scale
        return RenderNode(layerID: id, geometry: geometry, contents: contents)
    }
}

/// Where a page folds: the line `x + y = c` (in the page's own coordinates, from its top-left
/// corner), with the flat part on the top-left side and the rest folded over it.
struct Fold {
    /// The part of the page still flat.
    let flatPart: [CGPoint]
    /// The folded part, mirrored across the fold line.
    let flap: [CGPoint]
    /// A box holding the flap (it can reach past the page's top and left edges).
    let flapBox: CGRect

    /// The fold of a page filling `bounds` with the fraction `flat` of its diagonal still flat.
    init(bounds: CGRect, flat: Double) {
        let origin = bounds.origin
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
        ]
        let c = (bounds.width + bounds.height) * CGFloat(min(max(flat, 0), 1))
        func side(_ p: CGPoint) -> CGFloat { (p.x - origin.x) + (p.y - origin.y) - c }
        flatPart = Fold.clip(corners, keep: { side($0) <= 0 }, side: side)
        let folded = Fold.clip(corners, keep: { side($0) >= 0 }, side: side)
        // Mirror across x + y = c: move each point back along (1, 1) by twice its distance.
        flap = folded.map { p in
            let d = side(p)
            return CGPoint(x: p.x - d, y: p.y - d)
        }
        let xs = flap.map(\.x)
        let ys = flap.map(\.y)
        if let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(), maxX > minX, maxY > minY
        {
            flapBox = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).integral
        } else {
            flapBox = bounds
        }
    }

    /// The part of the convex polygon `points` where `keep` holds (one Sutherland–Hodgman pass
    /// against the line where `side` is 0).
    static func clip(_ points: [CGPoint], keep: (CGPoint) -> Bool, side: (CGPoint) -> CGFloat) -> [CGPoint] {
        var result: [CGPoint] = []
        for (index, current) in points.enumerated() {
            let previous = points[(index + points.count - 1) % points.count]
            let (inCurrent, inPrevious) = (keep(current), keep(previous))
            if inCurrent != inPrevious {
                let (a, b) = (side(previous), side(current))
                let t = a / (a - b)
                result.append(
                    CGPoint(x: previous.x + (current.x - previous.x) * t, y: previous.y + (current.y - previous.y) * t))
            }
            if inCurrent { result.append(current) }
        }
        return result
    }
}
