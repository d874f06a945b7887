import CoreGraphics
import Foundation
import Testing

/// `CGPath.copy(dashingWithPhase:lengths:transform:)`.
@Suite struct PathDashingTests {
    private func segments(_ pairs: [(CGPoint, CGPoint)]) -> CGPath {
        let path = CGMutablePath()
        for (start, end) in pairs {
            path.move(to: start)
            path.addLine(to: end)
        }
        return path
    }

    private func x(_ a: CGFloat, _ b: CGFloat) -> (CGPoint, CGPoint) { (CGPoint(x: a, y: 0), CGPoint(x: b, y: 0)) }

    @Test func aLineIsCutIntoItsDashes() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        #expect(
            line.copy(dashingWithPhase: 0, lengths: [10, 5])
                == segments([x(0, 10), x(15, 25), x(30, 40), x(45, 55), x(60, 70), x(75, 85), x(90, 100)]))
        // Starting 5 into the pattern; phases wrap, negative ones too.
        let shifted = segments([x(0, 5), x(10, 20), x(25, 35), x(40, 50), x(55, 65), x(70, 80), x(85, 95)])
        #expect(line.copy(dashingWithPhase: 5, lengths: [10, 5]) == shifted)
        #expect(line.copy(dashingWithPhase: 20, lengths: [10, 5]) == shifted)
        #expect(line.copy(dashingWithPhase: -10, lengths: [10, 5]) == shifted)
        // An odd count repeats: [10] is 10 on, 10 off.
        #expect(
            line.copy(dashingWithPhase: 0, lengths: [10])
                == segments([x(0, 10), x(20, 30), x(40, 50), x(60, 70), x(80, 90)]))
        // The transform maps the result.
        let scaled = line.copy(dashingWithPhase: 0, lengths: [50, 50], transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(scaled == segments([x(0, 100)]))
    }

    @Test func dashesRunAroundCornersAndTheClosingSegment() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let dashed = square.copy(dashingWithPhase: 0, lengths: [15, 10])
        let expected = CGMutablePath()
        // 0…15 turns the first corner; 25…40 runs along the bottom and up the closing side.
        expected.move(to: CGPoint(x: 0, y: 0))
        expected.addLine(to: CGPoint(x: 10, y: 0))
        expected.addLine(to: CGPoint(x: 10, y: 5))
        expected.move(to: CGPoint(x: 5, y: 10))
        expected.addLine(to: CGPoint(x: 0, y: 10))
        expected.addLine(to: CGPoint(x: 0, y: 0))
        #expect(dashed == expected)
        // Each subpath starts the pattern again.
        let two = segments([x(0, 12), (CGPoint(x: 0, y: 5), CGPoint(x: 12, y: 5))])
        let twoDashed = two.copy(dashingWithPhase: 0, lengths: [5, 5])
        #expect(
            twoDashed
                == segments([
                    x(0, 5), x(10, 12), (CGPoint(x: 0, y: 5), CGPoint(x: 5, y: 5)),
                    (CGPoint(x: 10, y: 5), CGPoint(x: 12, y: 5)),
                ]))
    }

    @Test func curvesAreFollowedAndBadPatternsLeaveThePathWhole() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let dashed = circle.copy(dashingWithPhase: 0, lengths: [10, 10])
        var moves = 0
        dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        // A circumference of 314.16 in 20-point cycles: 16 dashes.
        #expect(moves == 16)
        for bad in [[], [-1, 5], [0, 0], [CGFloat.nan, 2]] as [[CGFloat]] {
            #expect(circle.copy(dashingWithPhase: 0, lengths: bad) == circle)
        }
        #expect(circle.copy(dashingWithPhase: .infinity, lengths: [1, 1]) == circle)
        // A pattern that would make over a million dashes leaves the path whole.
        #expect(circle.copy(dashingWithPhase: 0, lengths: [1e-6, 1e-6]) == circle)
    }
}
