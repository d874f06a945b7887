internal import CCairo
import Foundation

/// The screen overlay: the display's rounded corners, its sensor housing and its home indicator,
/// drawn over the composited windows after each composite.
///
/// The overlay never changes between frames, so it is drawn only inside the damaged regions:
/// everywhere else the framebuffer still holds it from an earlier frame. A change of overlay
/// repaints the whole framebuffer (`screenOverlay`'s `didSet`). Shapes are built in points and
/// mapped by the screen's scale; cairo antialiases their edges.
extension Compositor {
    /// Draws `screenOverlay` over the damaged `boxes` (device pixels), clipped to them.
    func drawScreenOverlay(in boxes: [Box]) {
        let overlay = screenOverlay
        guard !overlay.isEmpty else { return }
        let s = Double(scale)
        let areas = overlay.areas.map { area in
            Box(x0: area.minX * s, y0: area.minY * s, x1: area.maxX * s, y1: area.maxY * s)
        }
        let touched = boxes.filter { box in areas.contains { $0.intersects(box) } }
        guard !touched.isEmpty else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        for box in touched { cairo_rectangle(cr, box.x0, box.y0, box.width, box.height) }
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, s, s)
        cairo_set_source_rgb(cr, 0, 0, 0)
        if overlay.cornerRadius > 0 { fillCorners(radius: overlay.cornerRadius, size: overlay.size) }
        if let housing = overlay.housing { fillHousing(housing, size: overlay.size) }
        if let bar = overlay.homeIndicator { fillHomeIndicator(bar) }
        cairo_restore(cr)
    }

    /// The black outside each rounded corner: a corner square less its quarter circle. (iPhones'
    /// corners are a continuous-curvature curve; a circular arc of the same radius is within a
    /// pixel or two of it.)
    private func fillCorners(radius r: Double, size: CGSize) {
        let (w, h) = (Double(size.width), Double(size.height))
        let r = min(r, w / 2, h / 2)
        // Each corner is the top-left one reflected: (xx, yy, x0, y0) of the map.
        for (xx, yy, x0, y0) in [(1.0, 1.0, 0.0, 0.0), (-1, 1, w, 0), (1, -1, 0, h), (-1, -1, w, h)] {
            cairo_save(cr)
            var map = cairo_matrix_t(xx: xx, yx: 0, xy: 0, yy: yy, x0: x0, y0: y0)
            cairo_transform(cr, &map)
            cairo_move_to(cr, 0, 0)
            cairo_line_to(cr, r, 0)
            cairo_arc_negative(cr, r, r, r, 1.5 * .pi, .pi)
            cairo_close_path(cr)
            cairo_restore(cr)
        }
        cairo_fill(cr)
    }

    /// The sensor housing, drawn in its edge's frame: u along the edge, v away from it.
    private func fillHousing(_ housing: ScreenOverlay.Housing, size: CGSize) {
        guard housing.length > 0, housing.thickness > 0 else { return }
        let (w, h) = (Double(size.width), Double(size.height))
        let map: cairo_matrix_t
        let edgeLength: Double
        switch housing.edge {
        case .top: (map, edgeLength) = (cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0), w)
        case .bottom: (map, edgeLength) = (cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: h), w)
        case .left: (map, edgeLength) = (cairo_matrix_t(xx: 0, yx: 1, xy: 1, yy: 0, x0: 0, y0: 0), h)
        case .right: (map, edgeLength) = (cairo_matrix_t(xx: 0, yx: 1, xy: -1, yy: 0, x0: w, y0: 0), h)
        }
        let (u0, u1) = ((edgeLength - housing.length) / 2, (edgeLength + housing.length) / 2)
        let (v0, v1) = (housing.inset, housing.inset + housing.thickness)
        cairo_save(cr)
        var transform = map
        cairo_transform(cr, &transform)
        switch housing.shape {
        case .capsule:
            roundedRect(x0: u0, y0: v0, x1: u1, y1: v1, radius: min(u1 - u0, v1 - v0) / 2)
        case .notch(let cornerRadius, let filletRadius):
            let r = min(cornerRadius, (u1 - u0) / 2, v1)
            let f = min(filletRadius, v1 - r)
            cairo_move_to(cr, u0 - f, 0)
            if f > 0 { cairo_arc(cr, u0 - f, f, f, 1.5 * .pi, 2 * .pi) }
            cairo_arc_negative(cr, u0 + r, v1 - r, r, .pi, 0.5 * .pi)
            cairo_arc_negative(cr, u1 - r, v1 - r, r, 0.5 * .pi, 0)
            if f > 0 { cairo_arc(cr, u1 + f, f, f, .pi, 1.5 * .pi) }
            cairo_close_path(cr)
        }
        cairo_restore(cr)
        cairo_fill(cr)
    }

    /// The home indicator: a light outline, then the dark bar inside it.
    private func fillHomeIndicator(_ bar: CGRect) {
        let (x0, y0, x1, y1) = (Double(bar.minX), Double(bar.minY), Double(bar.maxX), Double(bar.maxY))
        let radius = min(x1 - x0, y1 - y0) / 2
        let o = ScreenOverlay.homeIndicatorOutlineWidth
        let light = ScreenOverlay.homeIndicatorOutline
        cairo_set_source_rgb(cr, light.red, light.green, light.blue)
        roundedRect(x0: x0 - o, y0: y0 - o, x1: x1 + o, y1: y1 + o, radius: radius + o)
        cairo_fill(cr)
        let dark = ScreenOverlay.homeIndicatorFill
        cairo_set_source_rgb(cr, dark.red, dark.green, dark.blue)
        roundedRect(x0: x0, y0: y0, x1: x1, y1: y1, radius: radius)
        cairo_fill(cr)
    }

    private func roundedRect(x0: Double, y0: Double, x1: Double, y1: Double, radius r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x1 - r, y0 + r, r, 1.5 * .pi, 2 * .pi)
        cairo_arc(cr, x1 - r, y1 - r, r, 0, 0.5 * .pi)
        cairo_arc(cr, x0 + r, y1 - r, r, 0.5 * .pi, .pi)
        cairo_arc(cr, x0 + r, y0 + r, r, .pi, 1.5 * .pi)
        cairo_close_path(cr)
    }
}

extension ScreenOverlay {
    /// Rectangles, in points, that together cover everything the overlay draws.
    var areas: [CGRect] {
        var areas: [CGRect] = []
        let (w, h) = (size.width, size.height)
        if cornerRadius > 0 {
            let r = CGFloat(cornerRadius)
            areas += [
                CGRect(x: 0, y: 0, width: r, height: r), CGRect(x: w - r, y: 0, width: r, height: r),
                CGRect(x: 0, y: h - r, width: r, height: r), CGRect(x: w - r, y: h - r, width: r, height: r),
            ]
        }
        if let housing {
            var fillet = 0.0
            if case .notch(_, let f) = housing.shape { fillet = f }
            let along = CGFloat(housing.length + 2 * fillet)
            let across = CGFloat(housing.inset + housing.thickness)
            switch housing.edge {
            case .top: areas.append(CGRect(x: (w - along) / 2, y: 0, width: along, height: across))
            case .bottom: areas.append(CGRect(x: (w - along) / 2, y: h - across, width: along, height: across))
            case .left: areas.append(CGRect(x: 0, y: (h - along) / 2, width: across, height: along))
            case .right: areas.append(CGRect(x: w - across, y: (h - along) / 2, width: across, height: along))
            }
        }
        if let homeIndicator {
            let o = CGFloat(Self.homeIndicatorOutlineWidth)
            areas.append(homeIndicator.insetBy(dx: -o, dy: -o))
        }
        // Antialiased edges reach into the next pixel.
        return areas.map { $0.insetBy(dx: -1, dy: -1) }
    }
}
