import CoreGraphics
import Foundation

/// Marks, chevrons, arrows and basic shapes, with their circled and filled variants.
extension SystemSymbol {
    static let shapeGlyphs: [String: @Sendable (SymbolPen) -> Void] = {
        var glyphs: [String: @Sendable (SymbolPen) -> Void] = [
            "xmark": { $0.stroke(cross($0, 6, 18)) },
            "plus": { $0.stroke(plus($0, 4, 20)) },
            "minus": { $0.stroke($0.line([(4, 12), (20, 12)])) },
            "checkmark": { $0.stroke(check($0, scale: 1)) },
            "chevron.left": { $0.stroke($0.line([(15, 4), (8, 12), (15, 20)])) },
            "chevron.right": { $0.stroke($0.line([(9, 4), (16, 12), (9, 20)])) },
            "chevron.up": { $0.stroke($0.line([(4, 15), (12, 8), (20, 15)])) },
            "chevron.down": { $0.stroke($0.line([(4, 9), (12, 16), (20, 9)])) },
            "arrow.left": { pen in
                pen.stroke(pen.line([(20, 12), (4, 12)]))
                pen.stroke(pen.line([(10, 6), (4, 12), (10, 18)]))
            },
            "arrow.right": { pen in
                pen.stroke(pen.line([(4, 12), (20, 12)]))
                pen.stroke(pen.line([(14, 6), (20, 12), (14, 18)]))
            },
            "arrow.up": { pen in
                pen.stroke(pen.line([(12, 20), (12, 4)]))
                pen.stroke(pen.line([(6, 10), (12, 4), (18, 10)]))
            },
            "arrow.down": { pen in
                pen.stroke(pen.line([(12, 4), (12, 20)]))
                pen.stroke(pen.line([(6, 14), (12, 20), (18, 14)]))
            },
            "ellipsis": { pen in for x in [5, 12, 19] as [CGFloat] { pen.fill(pen.circle(x, 12, 1.8)) } },
            "line.3.horizontal": { pen in
                for y in [6, 12, 18] as [CGFloat] { pen.stroke(pen.line([(4, y), (20, y)])) }
            },
            "play.fill": { $0.fill($0.line([(7, 4), (20, 12), (7, 20)], closed: true)) },
            "pause.fill": { pen in
                pen.fill(UIBezierPath(roundedRect: CGRect(x: 6, y: 4, width: 4, height: 16), cornerRadius: 1))
                pen.fill(UIBezierPath(roundedRect: CGRect(x: 14, y: 4, width: 4, height: 16), cornerRadius: 1))
            },
            "stop.fill": {
                $0.fill(UIBezierPath(roundedRect: CGRect(x: 5, y: 5, width: 14, height: 14), cornerRadius: 2))
            },
            "circle": { $0.stroke($0.circle(12, 12, 9)) },
            "circle.fill": { $0.fill($0.circle(12, 12, 10)) },
            "square": {
                $0.stroke(UIBezierPath(roundedRect: CGRect(x: 3, y: 3, width: 18, height: 18), cornerRadius: 3))
            },
            "square.fill": {
                $0.fill(UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 20, height: 20), cornerRadius: 4))
            },
            "star": { $0.stroke(star()) },
            "star.fill": { pen in
                pen.fill(star())
                pen.stroke(star())
            },
            "heart": { $0.stroke(heart()) },
            "heart.fill": { pen in
                pen.fill(heart())
                pen.stroke(heart())
            },
        ]
        // A mark inside a circle, outlined or cut out of a filled disc.
        let marks: [String: @Sendable (SymbolPen) -> UIBezierPath] = [
            "xmark": { cross($0, 9, 15) }, "plus": { plus($0, 7.5, 16.5) },
            "minus": { $0.line([(7.5, 12), (16.5, 12)]) },
            "checkmark": { check($0, scale: 0.6) },
            "info": { pen in
                let path = pen.line([(12, 11), (12, 17)])
                path.append(pen.circle(12, 7.5, 0.3))
                return path
            },
            "ellipsis": { pen in
                let path = UIBezierPath()
                for x in [8, 12, 16] as [CGFloat] { path.append(pen.circle(x, 12, 0.3)) }
                return path
            },
        ]
        for (name, mark) in marks {
            glyphs[name + ".circle"] = { pen in
                pen.stroke(pen.circle(12, 12, 9))
                pen.stroke(mark(pen))
            }
            glyphs[name + ".circle.fill"] = { pen in
                pen.fill(pen.circle(12, 12, 10))
                pen.knockOut { pen.stroke(mark(pen)) }
            }
        }
        return glyphs
    }()

    static func cross(_ pen: SymbolPen, _ low: CGFloat, _ high: CGFloat) -> UIBezierPath {
        let path = pen.line([(low, low), (high, high)])
        path.append(pen.line([(high, low), (low, high)]))
        return path
    }

    static func plus(_ pen: SymbolPen, _ low: CGFloat, _ high: CGFloat) -> UIBezierPath {
        let path = pen.line([(12, low), (12, high)])
        path.append(pen.line([(low, 12), (high, 12)]))
        return path
    }

    /// A check mark, `scale` of its full size about the centre.
    static func check(_ pen: SymbolPen, scale: CGFloat) -> UIBezierPath {
        let points: [(CGFloat, CGFloat)] = [(4.5, 12.5), (9.5, 17.5), (19.5, 6.5)]
        return pen.line(points.map { (12 + ($0.0 - 12) * scale, 12 + ($0.1 - 12) * scale) })
    }

    /// A five-pointed star, point up, about (12, 12.5).
    static func star() -> UIBezierPath {
        let path = UIBezierPath()
        for index in 0..<10 {
            let radius: CGFloat = index.isMultiple(of: 2) ? 9.5 : 4
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            let point = CGPoint(x: 12 + radius * cos(angle), y: 12.5 + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    /// A heart, point down.
    static func heart() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 12, y: 20))
        path.addCurve(to: CGPoint(x: 3, y: 9), controlPoint1: CGPoint(x: 7, y: 16), controlPoint2: CGPoint(x: 3, y: 13))
        path.addCurve(
            to: CGPoint(x: 12, y: 6.5), controlPoint1: CGPoint(x: 3, y: 4), controlPoint2: CGPoint(x: 9.5, y: 3))
        path.addCurve(
            to: CGPoint(x: 21, y: 9), controlPoint1: CGPoint(x: 14.5, y: 3), controlPoint2: CGPoint(x: 21, y: 4))
        path.addCurve(
            to: CGPoint(x: 12, y: 20), controlPoint1: CGPoint(x: 21, y: 13), controlPoint2: CGPoint(x: 17, y: 16))
        path.close()
        return path
    }
}
