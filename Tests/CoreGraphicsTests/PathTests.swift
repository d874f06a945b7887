import CoreGraphics
import Testing

@Suite struct PathTests {
    private func elementTypes(_ path: CGPath) -> [CGPathElementType] {
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        return types
    }

    @Test func rectangleIsFiveElementsAndReportsItself() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(
            elementTypes(path) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func emptyPathHasNullBounds() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
    }

    @Test func controlPointsCountOnlyInBoundingBox() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        let tight = path.boundingBoxOfPath
        #expect(tight.minX == 0)
        #expect(tight.width == 100)
        #expect(abs(tight.height - 50) < 1e-9)
    }

    @Test func windingAndEvenOddDisagreeOnNestedSameDirectionRects() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let center = CGPoint(x: 50, y: 50)
        #expect(path.contains(center, using: .winding))
        #expect(!path.contains(center, using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
    }

    @Test func containsIsHalfOpenOnEdges() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(path.contains(CGPoint(x: 0, y: 0)))
        #expect(path.contains(CGPoint(x: 9.999, y: 9.999)))
        #expect(!path.contains(CGPoint(x: 10, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: 10)))
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 5)))
    }

    @Test func ellipseBoundsEqualItsRectAndContainsFollowsTheCurve() {
        let rect = CGRect(x: 10, y: 20, width: 40, height: 20)
        let path = CGPath(ellipseIn: rect, transform: nil)
        #expect(path.boundingBox == rect)
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.minX - 10) < 1e-9 && abs(tight.maxX - 50) < 1e-9)
        #expect(abs(tight.minY - 20) < 1e-9 && abs(tight.maxY - 40) < 1e-9)
        #expect(path.contains(CGPoint(x: 30, y: 30)))
        #expect(!path.contains(CGPoint(x: 11, y: 21)))
        #expect(elementTypes(path).filter { $0 == .addCurveToPoint }.count == 4)
    }

    @Test func arcDirectionFollowsCoreGraphicsClockwise() {
        let counter = CGMutablePath()
        counter.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(counter.currentPoint.x) < 1e-12 && abs(counter.currentPoint.y - 10) < 1e-12)
        let quarter = counter.boundingBoxOfPath
        #expect(abs(quarter.minX) < 1e-9 && abs(quarter.maxX - 10) < 1e-9)

        let clockwise = CGMutablePath()
        clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let threeQuarters = clockwise.boundingBoxOfPath
        #expect(abs(threeQuarters.minX + 10) < 1e-9 && abs(threeQuarters.minY + 10) < 1e-9)
        #expect(elementTypes(clockwise).filter { $0 == .addCurveToPoint }.count == 3)
    }

    @Test func arcAddsALineFromTheCurrentPoint() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))
        path.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(Array(elementTypes(path).prefix(2)) == [.moveToPoint, .addLineToPoint])
        var firstLineEnd = CGPoint.zero
        path.applyWithBlock { element in
            if element.pointee.type == .addLineToPoint { firstLineEnd = element.pointee.points[0] }
        }
        #expect(firstLineEnd == CGPoint(x: 5, y: 0))
    }

    @Test func tangentArcMeetsBothLines() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        var points: [CGPoint] = []
        path.applyWithBlock { element in
            switch element.pointee.type {
            case .addLineToPoint: points.append(element.pointee.points[0])
            case .addCurveToPoint: points.append(element.pointee.points[2])
            default: break
            }
        }
        let lineEnd = try #require(points.first)
        #expect(abs(lineEnd.x - 5) < 1e-9 && lineEnd.y == 0)
        let end = path.currentPoint
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 5) < 1e-9)
    }

    @Test func nonFiniteElementsAreIgnored() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        path.addLine(to: CGPoint(x: CGFloat.infinity, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        #expect(elementTypes(path) == [.moveToPoint, .addLineToPoint])
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
    }

    @Test func drawingWithoutAMoveStartsASubpath() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 3, y: 4))
        #expect(elementTypes(path) == [.moveToPoint, .addLineToPoint])
    }

    @Test func closeReturnsToSubpathStart() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    }

    @Test func copiesAreIndependentAndTransformed() throws {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        var t = CGAffineTransform(scaleX: 3, y: 3)
        let scaled = try #require(path.copy(using: &t))
        #expect(scaled.boundingBox == CGRect(x: 0, y: 0, width: 6, height: 6))
        let snapshot = try #require(path.copy())
        path.addLine(to: CGPoint(x: 10, y: 10))
        #expect(snapshot != path)
        #expect(snapshot.boundingBox == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func roundedRectStaysInsideItsRect() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = CGPath(roundedRect: rect, cornerWidth: 50, cornerHeight: 50, transform: nil)
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.width - 40) < 1e-9 && abs(tight.height - 20) < 1e-9)
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 20, y: 10)))
    }

    @Test func addPathAppliesItsTransform() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let path = CGMutablePath()
        path.addPath(square, transform: CGAffineTransform(translationX: 5, y: 6))
        #expect(path.boundingBox == CGRect(x: 5, y: 6, width: 1, height: 1))
    }

    /// A quadratic curve from −max to 0 through a control point at +max: its differences overflow
    /// doubles, yet containment is the curve's. At y = 0.25 the curve crosses x ≈ −0.479·max
    /// (upward) and x ≈ 0.229·max (downward), the line back from (0, 5) crosses −0.95·max and the
    /// side at x = 0 crosses at 0: a point far to the left of 0, between −0.479·max and 0, is
    /// outside (it used to be inside: an overflowed crossing counted wherever the point was).
    @Test func containmentOfACurveWithHugeControlPointsIsGeometric() {
        let max = CGFloat.greatestFiniteMagnitude
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -max, y: 0))
        path.addQuadCurve(to: .zero, control: CGPoint(x: max, y: 1))
        path.addLine(to: CGPoint(x: 0, y: 5))
        #expect(!path.contains(CGPoint(x: -1e300, y: 0.25)))
        #expect(!path.contains(CGPoint(x: -0.3 * max, y: 0.25)))
        #expect(path.contains(CGPoint(x: -0.7 * max, y: 0.25)))
        #expect(path.contains(CGPoint(x: 1e300, y: 0.25)))
        #expect(!path.contains(CGPoint(x: 0.3 * max, y: 0.25)))
        #expect(!path.contains(CGPoint(x: 1e6, y: 1e6)))
        // A cubic bulging up to 0.75·10³⁰⁸ from (0, 0) to (10, 0).
        let cubic = CGMutablePath()
        cubic.move(to: .zero)
        cubic.addCurve(
            to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 1e308, y: 1e308), control2: CGPoint(x: -1e308, y: 1e308))
        cubic.closeSubpath()
        #expect(cubic.contains(CGPoint(x: 5, y: 1)) && cubic.contains(CGPoint(x: 0, y: 1e307)))
        #expect(!cubic.contains(CGPoint(x: 5, y: -1)) && !cubic.contains(CGPoint(x: 0, y: 9e307)))
    }
}
