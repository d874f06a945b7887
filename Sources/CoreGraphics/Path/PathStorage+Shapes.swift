package import Foundation

/// Shapes built from primitive elements: rectangles, ellipses, rounded rectangles and arcs.
///
/// Arcs become cubic Béziers of at most a quarter turn each, the approximation Core Graphics uses.
extension PathStorage {
    package mutating func addRect(_ rect: CGRect, transform t: CGAffineTransform) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        append(.move(CGPoint(x: r.minX, y: r.minY).applying(t)))
        append(.line(CGPoint(x: r.maxX, y: r.minY).applying(t)))
        append(.line(CGPoint(x: r.maxX, y: r.maxY).applying(t)))
        append(.line(CGPoint(x: r.minX, y: r.maxY).applying(t)))
        append(.close)
    }

    package mutating func addEllipse(in rect: CGRect, transform t: CGAffineTransform) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
        let unit = scale.concatenating(t)
        append(.move(CGPoint(x: 1, y: 0).applying(unit)))
        appendArcCurves(center: .zero, radius: 1, start: 0, sweep: 2 * .pi, transform: unit)
        append(.close)
    }

    package mutating func addRoundedRect(
        in rect: CGRect, cornerWidth rw: CGFloat, cornerHeight rh: CGFloat,
        transform t: CGAffineTransform
    ) {
        let r = rect.standardized
        let radii = CGSize(width: min(max(rw, 0), r.width / 2), height: min(max(rh, 0), r.height / 2))
        addRoundedRect(in: r, radii: [radii, radii, radii, radii], transform: t)
    }

    /// Adds a rectangle with elliptical corners, radii given for min-x/min-y, max-x/min-y,
    /// max-x/max-y and min-x/max-y corners in that order; a zero radius makes a square corner.
    package mutating func addRoundedRect(
        in rect: CGRect, radii: [CGSize], transform t: CGAffineTransform
    ) {
        guard !rect.isNull, radii.count == 4 else { return }
        let r = rect.standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ]
        // Each corner's arc runs from the incoming side to the outgoing side; the angles below are
        // where the arc starts on a unit ellipse centred inside the corner.
        let starts: [CGFloat] = [.pi, 1.5 * .pi, 0, 0.5 * .pi]
        let inward: [(CGFloat, CGFloat)] = [(1, 1), (-1, 1), (-1, -1), (1, -1)]
        for index in 0..<4 {
            let radius = radii[index]
            let corner = corners[index]
            if radius.width <= 0 || radius.height <= 0 {
                append(index == 0 ? .move(corner.applying(t)) : .line(corner.applying(t)))
                continue
            }
            let center = CGPoint(
                x: corner.x + inward[index].0 * radius.width, y: corner.y + inward[index].1 * radius.height)
            let ellipse = CGAffineTransform(
                a: radius.width, b: 0, c: 0, d: radius.height, tx: center.x, ty: center.y
            ).concatenating(t)
            let start = CGPoint(x: cos(starts[index]), y: sin(starts[index])).applying(ellipse)
            append(index == 0 ? .move(start) : .line(start))
            appendArcCurves(center: .zero, radius: 1, start: starts[index], sweep: .pi / 2, transform: ellipse)
        }
        append(.close)
    }

    /// Adds an arc; `clockwise` has Core Graphics' meaning (clockwise in a y-up space, so
    /// decreasing angles).
    package mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform t: CGAffineTransform
    ) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite, center.x.isFinite, center.y.isFinite
        else { return }
        let twoPi = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if sweep < -twoPi { sweep = -twoPi }
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if sweep > twoPi { sweep = twoPi }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: t)
    }

    package mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform t: CGAffineTransform
    ) {
        guard radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
        let r = abs(radius)
        let start = CGPoint(x: center.x + r * cos(startAngle), y: center.y + r * sin(startAngle)).applying(t)
        append(currentPoint == nil ? .move(start) : .line(start))
        appendArcCurves(center: center, radius: r, start: startAngle, sweep: delta, transform: t)
    }

    /// Adds the arc tangent to the lines current point → `p1` and `p1` → `p2`, preceded by a line to
    /// its first tangent point, as `CGContextAddArcToPoint` does.
    package mutating func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform t: CGAffineTransform
    ) {
        let inverse = t.inverted()
        guard let current = currentPoint?.applying(inverse) else {
            append(.move(p1.applying(t)))
            return
        }
        let v1 = CGPoint(x: current.x - p1.x, y: current.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            append(.line(p1.applying(t)))
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1)
        let u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let half = acos(cosine) / 2
        let distance = radius / tan(half)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(half)
        let center = CGPoint(
            x: p1.x + bisector.x / bisectorLength * centerDistance,
            y: p1.y + bisector.y / bisectorLength * centerDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        let a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        append(.line(t1.applying(t)))
        appendArcCurves(center: center, radius: radius, start: a1, sweep: sweep, transform: t)
    }

    private mutating func appendArcCurves(
        center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, transform t: CGAffineTransform
    ) {
        // A sweep computed from huge tangent points can be infinite or NaN: nothing to draw.
        guard sweep.isFinite, sweep != 0 else { return }
        // Turns past the first retrace the same circle: keeping one, and the angle the arc ends
        // at, bounds the work (a huge sweep's segment count would not even fit an Int).
        let turn = 2 * CGFloat.pi
        let sweep =
            abs(sweep) <= turn
            ? sweep : (turn + abs(sweep).truncatingRemainder(dividingBy: turn)) * (sweep < 0 ? -1 : 1)
        let segments = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<segments {
            let next = angle + step
            let (c0, s0) = (cos(angle), sin(angle))
            let (c1, s1) = (cos(next), sin(next))
            let control1 = CGPoint(x: center.x + radius * (c0 - k * s0), y: center.y + radius * (s0 + k * c0))
            let control2 = CGPoint(x: center.x + radius * (c1 + k * s1), y: center.y + radius * (s1 - k * c1))
            let end = CGPoint(x: center.x + radius * c1, y: center.y + radius * s1)
            append(.cubic(control1.applying(t), control2.applying(t), end.applying(t)))
            angle = next
        }
    }
}
