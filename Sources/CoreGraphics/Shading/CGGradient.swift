internal import CCairo
public import Foundation

/// A colour ramp for axial and radial fills.
public final class CGGradient: Sendable {
    /// Colour stops as (location in 0...1, straight RGBA).
    package let stops: [(location: CGFloat, color: CGColor)]

    /// Creates a gradient from colours, with locations or evenly spaced when `locations` is nil.
    ///
    /// Returns nil when `colors` is empty. `locations`, when given, holds one location per colour.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        let given = locations.map { pointer in (0..<colors.count).map { pointer[$0] } }
        self.init(colors: colors, locations: given)
    }

    /// Creates a gradient from an array of `CGColor`s, Apple's form: `[c1, c2] as CFArray` (an
    /// `NSArray` here). Returns nil when the array is empty or holds anything but colours.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var list: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            list.append(color)
        }
        self.init(colorsSpace: space, colors: list, locations: locations)
    }

    /// Creates a gradient from colours (Swift array form); nil when the location count does not
    /// match the colour count.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        if let locations, locations.count != colors.count { return nil }
        self.init(colors: colors, locations: locations)
    }

    /// The stops: locations clamped to 0…1 (non-finite ones at 0), or evenly spaced.
    init?(colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        stops = colors.enumerated().map { index, color in
            let location = locations?[index] ?? (colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
            return (location.isFinite ? min(max(location, 0), 1) : 0, color)
        }
    }

    /// Creates a gradient from flat component values, `count` colours of the space's components
    /// plus alpha each.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        var colors: [CGColor] = []
        for index in 0..<count {
            guard let color = CGColor(colorSpace: space, components: components + index * stride) else { return nil }
            colors.append(color)
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }

    func addStops(to pattern: OpaquePointer) {
        for stop in stops {
            let c = stop.color.rgba
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(stop.location), Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        }
    }
}

/// Drawing gradients: they fill the whole clip, as in Core Graphics.
extension CGContext {
    /// Fills the clip with an axial gradient from `start` to `end`.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        defer { cairo_pattern_destroy(pattern) }
        drawGradient(gradient, pattern: pattern, options: options)
    }

    /// Fills the clip with a radial gradient between two circles.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0 else { return }
        let pattern = cairo_pattern_create_radial(
            Double(startCenter.x), Double(startCenter.y), Double(startRadius), Double(endCenter.x),
            Double(endCenter.y), Double(endRadius))!
        defer { cairo_pattern_destroy(pattern) }
        drawGradient(gradient, pattern: pattern, options: options)
    }

    private func drawGradient(_ gradient: CGGradient, pattern: OpaquePointer, options: CGGradientDrawingOptions) {
        // Cairo extends both ends or neither; one-sided extension is built from extra stops that
        // switch to transparent exactly at the unextended end.
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        gradient.addStops(to: pattern)
        if before || after {
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        } else {
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        }
        let alpha = state.alpha
        perform { target in
            cairo_set_source(target, pattern)
            cairo_save(target)
            if before != after { clipToExtended(target, pattern: pattern, before: before) }
            cairo_paint_with_alpha(target, Double(alpha))
            cairo_restore(target)
        }
    }

    /// For one-sided extension: clip away the side that must not be painted.
    ///
    /// The region kept is bounded by the current clip, taken in device space: cairo stores paths
    /// as 24.8 fixed point (about ±8.4 million device units), so a region drawn to a fixed "far"
    /// distance in user space overflows once the scale exceeds 1 and clips everything away.
    private func clipToExtended(_ target: OpaquePointer, pattern: OpaquePointer, before: Bool) {
        var x0 = 0.0
        var y0 = 0.0
        var x1 = 0.0
        var y1 = 0.0
        let bounds = Self.deviceClipBounds(target)
        cairo_new_path(target)
        if cairo_pattern_get_type(pattern) == CAIRO_PATTERN_TYPE_LINEAR {
            cairo_pattern_get_linear_points(pattern, &x0, &y0, &x1, &y1)
            // Keep the half-plane on the extended side of the unextended end's perpendicular line.
            let (ox, oy) = before ? (x1, y1) : (x0, y0)
            let (dx, dy) = before ? (x0 - x1, y0 - y1) : (x1 - x0, y1 - y0)
            guard dx * dx + dy * dy > 0 else { return }
            let kept = Self.halfPlane(of: bounds, in: target) { x, y in (x - ox) * dx + (y - oy) * dy }
            Self.withIdentityMatrix(target) {
                for (index, corner) in kept.enumerated() {
                    if index == 0 {
                        cairo_move_to(target, corner.x, corner.y)
                    } else {
                        cairo_line_to(target, corner.x, corner.y)
                    }
                }
                cairo_close_path(target)
            }
            cairo_clip(target)
        } else {
            var r0 = 0.0
            var r1 = 0.0
            cairo_pattern_get_radial_circles(pattern, &x0, &y0, &r0, &x1, &y1, &r1)
            if before {
                // Inside the end circle only.
                cairo_arc(target, x1, y1, r1, 0, 2 * .pi)
            } else {
                // Outside the start circle only: the clip's bounds less the circle.
                Self.withIdentityMatrix(target) {
                    cairo_rectangle(target, bounds.minX, bounds.minY, bounds.width, bounds.height)
                }
                cairo_new_sub_path(target)
                cairo_arc_negative(target, x0, y0, r0, 2 * .pi, 0)
                cairo_set_fill_rule(target, CAIRO_FILL_RULE_EVEN_ODD)
            }
            cairo_clip(target)
            cairo_set_fill_rule(target, CAIRO_FILL_RULE_WINDING)
        }
    }

    /// The current clip's bounding box in device space, a unit wider on every side, within the
    /// range cairo's paths can hold.
    private static func deviceClipBounds(_ target: OpaquePointer) -> CGRect {
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        withIdentityMatrix(target) { cairo_clip_extents(target, &x0, &y0, &x1, &y1) }
        let limit = 4_000_000.0
        let (left, top) = (max(x0 - 1, -limit), max(y0 - 1, -limit))
        let (right, bottom) = (min(x1 + 1, limit), min(y1 + 1, limit))
        return CGRect(x: left, y: top, width: max(right - left, 0), height: max(bottom - top, 0))
    }

    /// The part of the device rectangle `bounds` where `side` (an affine function of user-space
    /// coordinates) is at least 0, as a polygon in device space.
    private static func halfPlane(
        of bounds: CGRect, in target: OpaquePointer, side: (Double, Double) -> Double
    ) -> [(x: Double, y: Double)] {
        let corners = [
            (x: bounds.minX, y: bounds.minY), (x: bounds.maxX, y: bounds.minY),
            (x: bounds.maxX, y: bounds.maxY), (x: bounds.minX, y: bounds.maxY),
        ].map { (x: Double($0.x), y: Double($0.y)) }
        let values = corners.map { corner in
            var (x, y) = (corner.x, corner.y)
            cairo_device_to_user(target, &x, &y)
            return side(x, y)
        }
        var kept: [(x: Double, y: Double)] = []
        for index in corners.indices {
            let next = (index + 1) % corners.count
            let (a, b) = (corners[index], corners[next])
            let (va, vb) = (values[index], values[next])
            if va >= 0 { kept.append(a) }
            if (va < 0) != (vb < 0) {
                let t = va / (va - vb)
                kept.append((x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return kept
    }

    /// Runs `body` with the identity matrix, so that coordinates are device coordinates.
    private static func withIdentityMatrix(_ target: OpaquePointer, _ body: () -> Void) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(target, &matrix)
        cairo_identity_matrix(target)
        body()
        cairo_set_matrix(target, &matrix)
    }
}
