internal import CCairo
public import Foundation

/// Building the current path. Points are mapped through the CTM as they are added, so changing
/// the CTM afterwards does not move the path, exactly as in Core Graphics.
extension CGContext {
    /// Discards the current path.
    public func beginPath() { currentPath.removeAll() }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { currentPath.append(.move(point.applying(state.ctm))) }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) { currentPath.append(.line(point.applying(state.ctm))) }

    /// Moves to the first point and adds lines through the rest.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.append(.cubic(control1.applying(state.ctm), control2.applying(state.ctm), end.applying(state.ctm)))
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.append(.quad(control.applying(state.ctm), end.applying(state.ctm)))
    }

    /// Closes the current subpath.
    public func closePath() { currentPath.append(.close) }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }

    /// Adds one closed rectangle per element.
    public func addRects(_ rects: [CGRect]) { rects.forEach { currentPath.addRect($0, transform: state.ctm) } }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }

    /// Adds a circular arc; see `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: state.ctm)
    }

    /// Adds an arc tangent to the current point → `tangent1End` → `tangent2End` corner.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Appends a path (in user space) to the current path.
    public func addPath(_ newPath: CGPath) {
        for element in newPath.storage.elements { currentPath.append(element.applying(state.ctm)) }
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point in user space, or `.zero` when there is none.
    public var currentPointOfPath: CGPoint {
        guard let point = currentPath.currentPoint else { return .zero }
        return point.applying(state.ctm.inverted())
    }

    /// The tight bounding box of the current path in user space; null when empty.
    public var boundingBoxOfPath: CGRect {
        currentPath.applying(state.ctm.inverted()).tightBounds
    }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        return CGPath(storage: currentPath.applying(state.ctm.inverted()))
    }

    /// Whether `point` (user space) lies in the area `mode` would paint for the current path.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let base = point.applying(state.ctm)
        switch mode {
        case .fill, .fillStroke: return currentPath.contains(base, evenOdd: false)
        case .eoFill, .eoFillStroke: return currentPath.contains(base, evenOdd: true)
        case .stroke:
            emitPath(currentPath, on: cr)
            defer { cairo_new_path(cr) }
            let device = base.applying(baseTransform)
            var x = Double(device.x)
            var y = Double(device.y)
            cairo_device_to_user(cr, &x, &y)
            return withBoundedPen(on: cr) { cairo_in_stroke(cr, x, y) != 0 }
        }
    }

    /// Emits a base-space path into `target`, leaving the user matrix in place for stroking.
    func emitPath(_ storage: PathStorage, on target: OpaquePointer) {
        var user = cairo_matrix_t()
        cairo_get_matrix(target, &user)
        var base = cairoMatrix(baseTransform)
        cairo_set_matrix(target, &base)
        cairo_new_path(target)
        for element in storage.elements {
            switch element {
            case .move(let p): cairo_move_to(target, clamp(p.x), clamp(p.y))
            case .line(let p): cairo_line_to(target, clamp(p.x), clamp(p.y))
            case .quad(let c, let p):
                // Cairo has no quadratic curves; raise the degree.
                var x0 = 0.0
                var y0 = 0.0
                cairo_get_current_point(target, &x0, &y0)
                let c1x = x0 + 2 / 3 * (Double(c.x) - x0)
                let c1y = y0 + 2 / 3 * (Double(c.y) - y0)
                let c2x = Double(p.x) + 2 / 3 * (Double(c.x) - Double(p.x))
                let c2y = Double(p.y) + 2 / 3 * (Double(c.y) - Double(p.y))
                cairo_curve_to(target, clamp(c1x), clamp(c1y), clamp(c2x), clamp(c2y), clamp(p.x), clamp(p.y))
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(target, clamp(c1.x), clamp(c1.y), clamp(c2.x), clamp(c2.y), clamp(p.x), clamp(p.y))
            case .close: cairo_close_path(target)
            }
        }
        cairo_set_matrix(target, &user)
    }
}

/// Cairo's fixed-point device space overflows past about ±8 million; Core Graphics accepts
/// "infinite" rectangles, so huge finite coordinates are clamped well inside that range.
func clamp(_ value: CGFloat) -> Double { Double(min(max(value, -4_000_000), 4_000_000)) }
func clamp(_ value: Double) -> Double { min(max(value, -4_000_000), 4_000_000) }
