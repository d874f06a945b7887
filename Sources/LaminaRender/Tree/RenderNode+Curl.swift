import CoreGraphics
import Foundation

/// The page curl of UIKit's `.transitionCurlUp` and `.transitionCurlDown` (and Core Animation's
/// `"pageCurl"`/`"pageUnCurl"`): the page rolls up from its bottom edge around a horizontal
/// cylinder that climbs the page, its back (lighter) coming over what is still flat, and
/// uncovers the content below; curling down is the same motion run backwards, the new page
/// unrolling over the old one.
///
/// The page is drawn as horizontal bands, each a copy of the page clipped to its rows and
/// stretched (or mirrored, past the top of the cylinder) onto where those rows lie seen from
/// the front: a row `s` points past the cylinder's foot lies at `foot + r sin(s / r)` while on
/// the cylinder, and at `foot − (s − πr)` once it has come over, lying flat on the page.
extension RenderNode {
    /// Identity bits of the curl's bands (the index goes in the bits below `bandIndexShift + 6`).
    private static let bandBit: UInt = 1 << 58
    private static let bandIndexShift: UInt = 50
    /// The shading over a band: its identity is the band's with this bit.
    private static let shadeBit: UInt = 1 << 57

    /// The container showing the page curl at `progress`: up, the old state (`from`) is the
    /// page curling away from over `self`; down, `self` is the page uncurling over `from`.
    func curlNode(from: RenderNode?, progress p: Double, up: Bool) -> RenderNode {
        let bounds = geometry.bounds
        let page = up ? from : self
        let under = up ? self : from
        var nodes: [RenderNode] = []
        if let under {
            let id = layerID | (up ? Self.toCopyBit : Self.fromCopyBit)
            nodes.append(copy(of: under, id: id, transform: CATransform3DIdentity, alpha: 1))
        }
        if let page {
            let pageCopy = copy(
                of: page, id: layerID | (up ? Self.fromCopyBit : Self.toCopyBit), transform: CATransform3DIdentity,
                alpha: 1)
            let curl = PageCurl(bounds: bounds, curled: min(max(up ? p : 1 - p, 0), 1))
            if curl.curled == 0 {
                nodes.append(pageCopy)
            } else {
                let bands = curl.bands.enumerated().map { index, band in
                    bandNode(
                        band, of: pageCopy, in: bounds,
                        id: layerID | Self.bandBit | (UInt(index) << Self.bandIndexShift))
                }
                // The curl stays within the page: what rolls past the top edge is cut off.
                var clip = Style()
                clip.masksToBounds = true
                nodes.append(
                    RenderNode(
                        layerID: layerID | Self.bandBit | Self.shadeBit,
                        geometry: Geometry(bounds: bounds, position: bounds.origin, anchorPoint: .zero), style: clip,
                        sublayers: bands))
            }
        }
        var containerStyle = Style()
        containerStyle.isHidden = style.isHidden
        containerStyle.masksToBounds = style.masksToBounds
        return RenderNode(layerID: layerID, geometry: geometry, style: containerStyle, sublayers: nodes)
    }

    /// A node clipping `page` to the band's rows and placing them where the band lies, with the
    /// band's shading over them.
    private func bandNode(_ band: PageCurl.Band, of page: RenderNode, in bounds: CGRect, id: UInt) -> RenderNode {
        let rows = CGRect(x: bounds.minX, y: band.top, width: bounds.width, height: band.bottom - band.top)
        var placed = Geometry(bounds: rows, position: CGPoint(x: bounds.minX, y: band.shownTop), anchorPoint: .zero)
        placed.transform = CATransform3DMakeScale(1, band.stretch, 1)
        var clip = Style()
        clip.masksToBounds = true
        var sublayers = [page]
        if let shade = band.shade {
            var look = Style()
            look.backgroundColor = shade
            sublayers.append(
                RenderNode(
                    layerID: id | Self.shadeBit,
                    geometry: Geometry(bounds: rows, position: rows.origin, anchorPoint: .zero), style: look))
        }
        return RenderNode(layerID: id, geometry: placed, style: clip, sublayers: sublayers)
    }
}

/// Where each row of a curling page lies, seen from the front, as bands back to front.
struct PageCurl {
    /// A run of the page's rows shown stretched by one factor.
    struct Band: Equatable {
        /// The rows, in the page's bounds space.
        var top: CGFloat
        var bottom: CGFloat
        /// Where row `top` is shown.
        var shownTop: CGFloat
        /// How much the rows are stretched vertically (negative: mirrored, the page's back).
        var stretch: CGFloat
        /// What lies over the rows: shading on the cylinder, the paper's lightness on the back.
        var shade: CGColor?
    }

    /// The cylinder's radius as a fraction of the page's height. Apple documents no geometry for
    /// the curl; a tenth of the height is what the curl looks like in the iOS simulator by eye.
    static let radiusFraction: CGFloat = 0.1
    /// The bands the half turn around the cylinder is cut into (more are smoother and cost more).
    static let cylinderBands = 16
    /// How light the page's back is: white at this opacity over the mirrored content (the back of
    /// a printed page shows the print faintly through).
    static let backLightness: CGFloat = 0.7
    /// The darkest shading on the front of the cylinder, where it turns away from the viewer.
    static let cylinderShadow: CGFloat = 0.25

    /// How far the curl has gone: 0 flat, 1 gone past the top.
    let curled: Double
    /// The bands, drawn in this order (each nearer the viewer than the last).
    let bands: [Band]

    init(bounds: CGRect, curled: Double) {
        self.curled = curled
        let radius = max(bounds.height * Self.radiusFraction, 1)
        // The cylinder's foot climbs from the bottom edge until the cylinder has left the top.
        let foot = bounds.maxY - CGFloat(curled) * (bounds.height + radius)
        var bands: [Band] = []
        func add(from s0: CGFloat, to s1: CGFloat, shownAt shown: (CGFloat) -> CGFloat, shade: CGColor?) {
            let top = max(foot + s0, bounds.minY)
            // A quarter point more rows than the band's own, so neighbouring bands' antialiased
            // edges overlap rather than leave a seam.
            let bottom = min(foot + s1 + 0.25, bounds.maxY)
            guard bottom > top else { return }
            let (shownTop, shownBottom) = (shown(top - foot), shown(bottom - foot))
            let stretch = (shownBottom - shownTop) / (bottom - top)
            guard abs(stretch) > 1e-6 else { return }
            bands.append(Band(top: top, bottom: bottom, shownTop: shownTop, stretch: stretch, shade: shade))
        }
        let onCylinder = { (s: CGFloat) in foot + radius * sin(s / radius) }
        add(from: bounds.minY - foot, to: 0, shownAt: { foot + $0 }, shade: nil)
        let halfTurn = CGFloat.pi * radius
        for index in 0..<Self.cylinderBands {
            let s0 = halfTurn * CGFloat(index) / CGFloat(Self.cylinderBands)
            let s1 = halfTurn * CGFloat(index + 1) / CGFloat(Self.cylinderBands)
            let angle = (s0 + s1) / 2 / radius
            let shade =
                angle < .pi / 2
                ? CGColor(gray: 0, alpha: Self.cylinderShadow * sin(angle))
                : CGColor(gray: 1, alpha: Self.backLightness)
            add(from: s0, to: s1, shownAt: onCylinder, shade: shade)
        }
        // Past the half turn the page lies flat on itself; rows that would pass the top are cut.
        let lastShown = halfTurn + foot - bounds.minY
        add(
            from: halfTurn, to: max(lastShown - 0.25, halfTurn), shownAt: { foot - ($0 - halfTurn) },
            shade: CGColor(gray: 1, alpha: Self.backLightness))
        self.bands = bands
    }
}
