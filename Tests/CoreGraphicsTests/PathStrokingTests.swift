import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)` and
/// `CGContext.replacePathWithStrokedPath()`.
@Suite struct PathStrokingTests {
    private func polyline(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points.map { CGPoint(x: $0.0, y: $0.1) })
        if closed { path.closeSubpath() }
        return path
    }

    private func corners(_ path: CGPath) -> Set<String> {
        Set(PathBooleanTests.loops(path).joined().map { "\($0.x),\($0.y)" })
    }

    @Test func capsShapeTheEndsOfALine() {
        let line = polyline([(0, 0), (10, 0)])
        let butt = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(corners(butt) == ["0.0,-2.0", "10.0,-2.0", "10.0,2.0", "0.0,2.0"])
        let square = line.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(corners(square) == ["-2.0,-2.0", "12.0,-2.0", "12.0,2.0", "-2.0,2.0"])
        let round = line.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(abs(PathBooleanTests.area(round) - (40 + .pi * 4)) < 0.01)
        #expect(round.contains(CGPoint(x: -1.9, y: 0)))
        #expect(!round.contains(CGPoint(x: -1.9, y: 1.9)))
        // The transform maps the outline.
        let moved = line.copy(
            strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
            transform: CGAffineTransform(translationX: 1, y: 1))
        #expect(corners(moved) == ["1.0,-1.0", "11.0,-1.0", "11.0,3.0", "1.0,3.0"])
    }

    @Test func joinsFollowTheMiterLimit() {
        let corner = polyline([(0, 0), (10, 0), (10, 10)])
        let miter = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(corners(miter) == ["0.0,-1.0", "11.0,-1.0", "11.0,10.0", "9.0,10.0", "9.0,1.0", "0.0,1.0"])
        #expect(PathBooleanTests.area(miter) == 40)
        // A right angle's miter is √2 widths long: a limit below that bevels.
        let bevel = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
        #expect(PathBooleanTests.area(bevel) == 39.5)
        #expect(corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .bevel, miterLimit: 10) == bevel)
        let round = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(abs(PathBooleanTests.area(round) - (39 + .pi / 4)) < 0.01)
    }

    @Test func aClosedSquareStrokesIntoARing() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let ring = square.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(PathBooleanTests.area(ring) == 80)
        #expect(ring.componentsSeparated().count == 1)
        #expect(PathBooleanTests.loops(ring).count == 2)
        for rule in [CGPathFillRule.winding, .evenOdd] {
            #expect(!ring.contains(CGPoint(x: 5, y: 5), using: rule))
            #expect(ring.contains(CGPoint(x: 10.5, y: 5), using: rule))
            #expect(ring.contains(CGPoint(x: 10.9, y: 10.9), using: rule))
        }
    }

    @Test func degenerateStrokes() {
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 5, y: 5))
        dot.addLine(to: CGPoint(x: 5, y: 5))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        let round = dot.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(abs(PathBooleanTests.area(round) - .pi * 4) < 0.01)
        let square = dot.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(corners(square) == ["3.0,3.0", "7.0,3.0", "7.0,7.0", "3.0,7.0"])
        let line = polyline([(0, 0), (10, 0)])
        for width in [0, -1, .nan, .infinity] as [CGFloat] {
            #expect(line.copy(strokingWithWidth: width, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        }
        // Turning straight back: the stroke is the line's rectangle and the round join's half disc.
        let back = polyline([(0, 0), (10, 0), (5, 0)])
        let outline = back.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(abs(PathBooleanTests.area(outline) - (20 + .pi / 2)) < 0.01)
    }

    /// Filling the outline paints what stroking paints, within antialiasing.
    @Test func fillingTheOutlinePaintsTheStroke() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 50))
        path.addCurve(to: CGPoint(x: 90, y: 40), control1: CGPoint(x: 30, y: -10), control2: CGPoint(x: 60, y: 110))
        path.addLine(to: CGPoint(x: 40, y: 80))
        path.addLine(to: CGPoint(x: 70, y: 90))
        for (cap, join) in [(CGLineCap.round, CGLineJoin.round), (.square, .miter), (.butt, .bevel)] {
            let stroked = makeBitmap(100, 100)
            stroked.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            stroked.setLineWidth(7)
            stroked.setLineCap(cap)
            stroked.setLineJoin(join)
            stroked.addPath(path)
            stroked.strokePath()
            let filled = makeBitmap(100, 100)
            filled.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            filled.addPath(path.copy(strokingWithWidth: 7, lineCap: cap, lineJoin: join, miterLimit: 10))
            filled.fillPath()
            let comparison = GoldenImage.compare(filled.makeImage()!, stroked.makeImage()!, tolerance: 40)
            // Edge pixels differ by cairo's stroker and filler rounding; a few are allowed.
            #expect(comparison.differingPixels <= 12, "\(cap) \(join): \(comparison)")
        }
    }

    @Test func theContextReplacesItsPathWithTheStrokeOutline() {
        let reference = makeBitmap(60, 60)
        let replaced = makeBitmap(60, 60)
        for context in [reference, replaced] {
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.scaleBy(x: 2, y: 1)
            context.setLineWidth(3)
            context.setLineDash(phase: 2, lengths: [6, 4])
            context.setLineJoin(.round)
            context.addRect(CGRect(x: 5, y: 10, width: 15, height: 30))
        }
        reference.strokePath()
        replaced.replacePathWithStrokedPath()
        #expect(!replaced.isPathEmpty)
        replaced.fillPath()
        // Edge pixels differ by cairo's stroker and filler rounding; a few are allowed.
        let comparison = GoldenImage.compare(replaced.makeImage()!, reference.makeImage()!, tolerance: 40)
        #expect(comparison.differingPixels <= 12, "\(comparison)")
        // A singular transformation empties the path.
        let flat = makeBitmap(10, 10)
        flat.addRect(CGRect(x: 1, y: 1, width: 5, height: 5))
        flat.scaleBy(x: 0, y: 1)
        flat.replacePathWithStrokedPath()
        #expect(flat.isPathEmpty)
    }
}

extension PathStrokingTests {
    /// FuzzPaths: outlining a stroke of tens of thousands of dashes took minutes. A dashed
    /// vertical line merges quickly now (the sweep runs along y); past 80,000 edges they come
    /// back unmerged, which still fill the stroke's area by the winding rule.
    @Test(.timeLimit(.minutes(1))) func manyDashesStrokeIntoOutlines() {
        let vertical = CGMutablePath()
        vertical.move(to: .zero)
        vertical.addLine(to: CGPoint(x: 0, y: 2_000))
        let merged = vertical.copy(dashingWithPhase: 0, lengths: [1, 1])
            .copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(PathBooleanTests.loops(merged).count == 1_000)
        #expect(PathBooleanTests.area(merged) == 2_000)
        let long = CGMutablePath()
        long.move(to: .zero)
        long.addLine(to: CGPoint(x: 24_000, y: 0))
        let unmerged = long.copy(dashingWithPhase: 0, lengths: [1, 1])
            .copy(strokingWithWidth: 2, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        // 12,000 dashes of three pieces each (the segment and its two square caps), which overlap
        // their neighbours': merged they would be one bar.
        #expect(PathBooleanTests.loops(unmerged).count == 36_000)
        #expect(unmerged.contains(CGPoint(x: 1.5, y: 0.5)))
        #expect(!unmerged.contains(CGPoint(x: 0.5, y: 1.5)))
    }

    /// FuzzPaths: a closed curve 200 points across stroked a billion points wide with miter
    /// joins (a limit of NaN counts as 10). Its pieces nearly all overlap and their edges crowd
    /// into a few of the winding index's equal-width bands, so classifying them took 1.6 s
    /// under the sanitizer; the bands now split where equal numbers of edges begin, and an
    /// outline whose classification would look at over a million edges comes back unmerged.
    @Test(.timeLimit(.minutes(1))) func aShortCurveStrokedABillionWideFillsItsStroke() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 3.2953058870589444, y: 143.45272163025717))
        path.addCurve(
            to: CGPoint(x: 69.95695232516687, y: 9.529169436821604),
            control1: CGPoint(x: -10.082269384846654, y: 88.5322824366718),
            control2: CGPoint(x: 18.07424396187649, y: 31.965718508850657))
        path.addCurve(
            to: CGPoint(x: 213.19491056997498, y: 52.682156075127104),
            control1: CGPoint(x: 121.83966068845724, y: -12.907379635207434),
            control2: CGPoint(x: 182.34043885063227, y: 5.319557579139897))
        path.closeSubpath()
        let outline = path.copy(strokingWithWidth: 1e9, lineCap: .butt, lineJoin: .miter, miterLimit: .nan)
        for point in [CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 4e8), CGPoint(x: -4e8, y: 0), CGPoint(x: 0, y: -4e8)] {
            #expect(outline.contains(point), "\(point)")
        }
        #expect(!outline.contains(CGPoint(x: 100, y: 1e11)))
        #expect(!outline.contains(CGPoint(x: -1e11, y: 0)))
    }

    /// Edges clustered in one place with one far away: the union is the polygon and the square.
    @Test func clusteredEdgesAndAFarSquareUnite() {
        let polygon = CGMutablePath()
        let sides = 2_000
        for step in 0..<sides {
            let angle = 2 * Double.pi * Double(step) / Double(sides)
            let point = CGPoint(x: 10 * cos(angle), y: 10 * sin(angle))
            if step == 0 { polygon.move(to: point) } else { polygon.addLine(to: point) }
        }
        polygon.closeSubpath()
        let square = CGPath(rect: CGRect(x: 1e6, y: 1e6, width: 1, height: 1), transform: nil)
        let union = polygon.union(square, using: .winding)
        let expected = 0.5 * Double(sides) * 100 * sin(2 * Double.pi / Double(sides)) + 1
        #expect(abs(PathBooleanTests.area(union) - expected) < 1e-3, "\(PathBooleanTests.area(union))")
        #expect(PathBooleanTests.loops(union).count == 2)
        #expect(union.contains(CGPoint(x: 1e6 + 0.5, y: 1e6 + 0.5)) && union.contains(.zero))
    }
}
