import CoreGraphics
import Foundation
import Testing

/// `CGPath`'s boolean operations: union, intersection, subtracting, symmetric difference,
/// normalized, intersects, the line operations and components.
@Suite struct PathBooleanTests {
    /// The path's subpaths as vertex loops (moves and lines only, as boolean results are).
    static func loops(_ path: CGPath) -> [[CGPoint]] {
        var loops: [[CGPoint]] = []
        path.applyWithBlock { element in
            switch element.pointee.type {
            case .moveToPoint: loops.append([element.pointee.points[0]])
            case .addLineToPoint: loops[loops.count - 1].append(element.pointee.points[0])
            default: break
            }
        }
        return loops
    }

    /// The area the path encloses: the sum of its loops' signed areas (y up).
    static func area(_ path: CGPath) -> CGFloat {
        var twice: CGFloat = 0
        for loop in loops(path) {
            for (index, a) in loop.enumerated() {
                let b = loop[(index + 1) % loop.count]
                twice += a.x * b.y - a.y * b.x
            }
        }
        return twice / 2
    }

    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGPath {
        CGPath(rect: CGRect(x: x, y: y, width: w, height: h), transform: nil)
    }

    /// Grid points (never on a whole or half coordinate) where the operands are tested.
    static let probes = (0..<1200).map {
        CGPoint(x: -5.13 + CGFloat($0 % 40) * 0.75, y: -5.37 + CGFloat($0 / 40) * 0.75)
    }

    /// Every probe is in the result exactly when `keep` says of its place in the operands
    /// (`inside`: whether each probe is in each operand), by either fill rule of the result.
    static func expectPointwise(
        _ result: CGPath, _ inside: [(Bool, Bool)], keep: (Bool, Bool) -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let wrong = zip(probes, inside).filter { probe, inside in
            let expected = keep(inside.0, inside.1)
            return result.contains(probe, using: .evenOdd) != expected || result.contains(probe) != expected
        }
        #expect(wrong.isEmpty, "points classified wrong: \(wrong.prefix(5))", sourceLocation: sourceLocation)
    }

    @Test func overlappingSquaresCombineExactly() {
        let a = Self.rect(0, 0, 10, 10)
        let b = Self.rect(5, 5, 10, 10)
        #expect(Self.area(a.union(b)) == 175)
        #expect(Self.area(a.subtracting(b)) == 75)
        #expect(Self.area(a.symmetricDifference(b)) == 150)
        let overlap = a.intersection(b)
        #expect(Self.loops(overlap).count == 1)
        #expect(
            Set(Self.loops(overlap)[0].map { "\($0.x),\($0.y)" }) == ["5.0,5.0", "10.0,5.0", "10.0,10.0", "5.0,10.0"])
        #expect(Self.area(overlap) == 25)
        // Outer boundaries turn counterclockwise (y up); the L of a − b has six corners.
        #expect(Self.loops(a.subtracting(b))[0].count == 6)
        #expect(a.intersects(b))
        #expect(!a.intersects(Self.rect(20, 0, 5, 5)))
    }

    @Test func shapesSharingAnEdgeMergeAndDoNotIntersect() {
        let a = Self.rect(0, 0, 10, 10)
        let b = Self.rect(10, 0, 10, 10)
        let union = a.union(b)
        #expect(Self.loops(union).count == 1)
        #expect(Self.loops(union)[0].count == 4)
        #expect(Self.area(union) == 200)
        #expect(!a.intersects(b))
        #expect(a.intersection(b).isEmpty)
        // Touching at a corner only: two separate loops, still one path.
        let corner = a.union(Self.rect(10, 10, 5, 5))
        #expect(Self.loops(corner).count == 2)
        #expect(corner.componentsSeparated().count == 2)
    }

    @Test func curvedShapesMatchTheirOperandsPointByPoint() {
        // Operands flattened finer than the operations do (1/10,000 of the 24-point extent), so
        // the reference is exact to well within the half-point grid's spacing from any edge.
        let circle = CGPath(ellipseIn: CGRect(x: -2, y: -2, width: 18, height: 18), transform: nil)
            .flattened(threshold: 0.0005)
        let rounded = CGPath(
            roundedRect: CGRect(x: 6, y: 3, width: 16, height: 10), cornerWidth: 4, cornerHeight: 4, transform: nil
        ).flattened(threshold: 0.0005)
        for rule in [CGPathFillRule.winding, .evenOdd] {
            let inside = Self.probes.map { (circle.contains($0, using: rule), rounded.contains($0, using: rule)) }
            Self.expectPointwise(circle.union(rounded, using: rule), inside) { $0 || $1 }
            Self.expectPointwise(circle.intersection(rounded, using: rule), inside) { $0 && $1 }
            Self.expectPointwise(circle.subtracting(rounded, using: rule), inside) { $0 && !$1 }
            Self.expectPointwise(circle.symmetricDifference(rounded, using: rule), inside) { $0 != $1 }
        }
        // The circle's area survives flattening within 1/10,000 of the extent (the cubic
        // circle itself is within 0.03 % of the true one).
        let curved = CGPath(ellipseIn: CGRect(x: -2, y: -2, width: 18, height: 18), transform: nil)
        #expect(abs(Self.area(curved.union(curved)) - .pi * 81) < 0.2)
    }

    @Test func theFillRuleDecidesWhatSelfOverlapsMean() {
        // Two squares in one path, both counterclockwise: the overlap winds twice.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 5, y: 0, width: 10, height: 10))
        #expect(Self.area(path.normalized()) == 150)
        #expect(Self.area(path.normalized(using: .evenOdd)) == 100)
        // A bow tie crosses itself: two triangles meeting at (5, 5).
        let bowTie = CGMutablePath()
        bowTie.addLines(between: [
            CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10),
        ])
        bowTie.closeSubpath()
        let normal = bowTie.normalized()
        #expect(Self.loops(normal).count == 2)
        #expect(Self.area(normal) == 50)
        #expect(normal.componentsSeparated().count == 2)
        let empty = CGMutablePath()
        #expect(bowTie.intersection(empty).isEmpty)
        #expect(Self.area(bowTie.union(empty)) == 50)
        #expect(!bowTie.intersects(empty))
    }

    @Test func componentsKeepTheirHolesAndComeLargestFirst() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addPath(Self.rect(10, 10, 10, 10).copy(using: nil)!)
        path.addRect(CGRect(x: 12, y: 12, width: 6, height: 6))  // an island in the hole
        path.addRect(CGRect(x: 40, y: 0, width: 10, height: 10))
        let parts = path.componentsSeparated(using: .evenOdd)
        #expect(parts.map { Self.loops($0).count } == [2, 1, 1])
        #expect(parts.map { Self.area($0) } == [800, 100, 36])
        #expect(!parts[0].contains(CGPoint(x: 15, y: 15)))
        #expect(parts[0].contains(CGPoint(x: 5, y: 5)))
        #expect(parts[2].contains(CGPoint(x: 15, y: 15)))
    }

    @Test func linesAreCutByTheOtherArea() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: -5, y: 5))
        line.addLine(to: CGPoint(x: 15, y: 5))
        let square = Self.rect(0, 0, 10, 10)
        #expect(Self.loops(line.lineIntersection(square)) == [[CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)]])
        #expect(
            Self.loops(line.lineSubtracting(square)) == [
                [CGPoint(x: -5, y: 5), CGPoint(x: 0, y: 5)], [CGPoint(x: 10, y: 5), CGPoint(x: 15, y: 5)],
            ])
        // A closed subpath wholly inside stays closed; one crossing the edge is cut, its run
        // through the starting corner kept whole.
        let inner = Self.rect(2, 2, 4, 4)
        #expect(inner.lineIntersection(square) == inner)
        let crossing = Self.rect(5, 2, 10, 4)
        let inside = Self.loops(crossing.lineIntersection(square))
        #expect(inside == [[CGPoint(x: 10, y: 6), CGPoint(x: 5, y: 6), CGPoint(x: 5, y: 2), CGPoint(x: 10, y: 2)]])
        #expect(
            Self.loops(crossing.lineSubtracting(square)) == [
                [
                    CGPoint(x: 10, y: 2), CGPoint(x: 15, y: 2),
                    CGPoint(x: 15, y: 6), CGPoint(x: 10, y: 6),
                ]
            ])
        // A line along the boundary counts as inside.
        let edge = CGMutablePath()
        edge.move(to: CGPoint(x: 0, y: 0))
        edge.addLine(to: CGPoint(x: 10, y: 0))
        #expect(Self.loops(edge.lineIntersection(square)) == [[CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)]])
        #expect(edge.lineSubtracting(square).isEmpty)
    }

    @Test func hugeTinyAndDegenerateOperands() {
        let huge = Self.rect(-1e300, -1e300, 2e300, 2e300)
        #expect(huge.intersects(Self.rect(0, 0, 1e300, 1e300)))
        #expect(huge.union(Self.rect(5e299, 0, 1e300, 1e299)).contains(CGPoint(x: 1.2e300, y: 1e298)))
        // Work happens on a grid 2⁻³⁶ of the largest coordinate: a unit square beside a 10³⁰⁰
        // one is below it and vanishes rather than trapping.
        let small = Self.rect(0, 0, 1, 1)
        #expect(!huge.intersects(small))
        #expect(small.subtracting(huge).isEmpty)
        let tiny = Self.rect(0, 0, 1e-300, 1e-300).union(Self.rect(5e-301, 0, 1e-300, 1e-300))
        #expect(Self.loops(tiny).count == 1)
        #expect(tiny.contains(CGPoint(x: 1.2e-300, y: 5e-301)))
        #expect(!tiny.contains(CGPoint(x: 1.6e-300, y: 5e-301)))
        let flat = CGMutablePath()
        flat.move(to: .zero)
        flat.addLine(to: CGPoint(x: 10, y: 0))
        flat.closeSubpath()
        #expect(flat.normalized().isEmpty)
        #expect(!flat.intersects(small))
        // FuzzPaths: flattening a quadratic curve between the largest doubles overflows to
        // infinite points (the conversion to a cubic); they are left out instead of trapping.
        let overflowing = CGMutablePath()
        overflowing.move(to: CGPoint(x: -CGFloat.greatestFiniteMagnitude, y: 0))
        overflowing.addQuadCurve(to: .zero, control: CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 1))
        overflowing.addLine(to: CGPoint(x: 0, y: 5))
        _ = overflowing.union(small)
        _ = overflowing.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 10)
        // Widths so large that a round join's arc step rounds to nothing, and segments between
        // the largest doubles of both signs, stroke without trapping.
        let wide = CGMutablePath()
        wide.addLines(between: [
            CGPoint(x: -CGFloat.greatestFiniteMagnitude, y: 0), CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 1),
            CGPoint(x: 0, y: 1e300),
        ])
        _ = wide.copy(strokingWithWidth: 1e300, lineCap: .round, lineJoin: .round, miterLimit: 10)
        _ = Self.rect(0, 0, 1, 1).copy(strokingWithWidth: 1e200, lineCap: .round, lineJoin: .round, miterLimit: 1e300)
        // FuzzPaths: operands no larger than a few subnormals (the grid step must not underflow).
        let least = CGFloat.leastNonzeroMagnitude
        let subnormal = Self.rect(0, 0, least, 2 * least).union(Self.rect(least, 0, 2 * least, least))
        #expect(!subnormal.isEmpty)
        // Non-finite points never reach a path.
        let broken = CGMutablePath()
        broken.addRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4))
        #expect(broken.union(small) == small.normalized())
    }
}

extension PathBooleanTests {
    /// FuzzPaths: a path of many arcs a few subnormals across collapses onto a grid of a few
    /// points, repeating the same segments thousands of times (the fuzz input, replayed from the
    /// corpus, split them for minutes; this keeps the shape of it).
    @Test(.timeLimit(.minutes(1))) func shapesCollapsedOntoAFewGridPoints() {
        let least = CGFloat.leastNonzeroMagnitude
        let path = CGMutablePath()
        for turn in 0..<64 {
            path.addArc(
                center: CGPoint(x: least * CGFloat(turn % 3), y: 0), radius: 4 * least, startAngle: 0,
                endAngle: 6, clockwise: turn % 2 == 0)
        }
        path.addRect(CGRect(x: 0, y: 0, width: 3 * least, height: 2 * least))
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 5 * least, height: 5 * least), transform: nil)
        #expect(!path.union(oval).isEmpty)
        #expect(!path.normalized(using: .evenOdd).isEmpty)
    }
}
