import CoreGraphics
import Foundation

/// Everyday objects: search, delete, settings, warnings, sharing, home, people, messages, files.
extension SystemSymbol {
    static let objectGlyphs: [String: @Sendable (SymbolPen) -> Void] = [
        "magnifyingglass": { pen in
            pen.stroke(pen.circle(10, 10, 6.5))
            pen.stroke(pen.line([(15, 15), (20.5, 20.5)]))
        },
        "trash": { pen in
            pen.stroke(pen.line([(3.5, 6), (20.5, 6)]))
            pen.stroke(pen.line([(9, 6), (9, 3.5), (15, 3.5), (15, 6)]))
            pen.stroke(pen.line([(5.5, 6), (6.5, 20.5), (17.5, 20.5), (18.5, 6)]))
        },
        "gearshape": gear, "gear": gear,
        "exclamationmark.triangle": { pen in
            pen.stroke(pen.line([(12, 3), (21.5, 20), (2.5, 20)], closed: true))
            pen.stroke(pen.line([(12, 9), (12, 13.5)]))
            pen.stroke(pen.circle(12, 16.8, 0.3))
        },
        "square.and.arrow.up": { pen in
            pen.stroke(pen.line([(8.5, 10), (5, 10), (5, 21), (19, 21), (19, 10), (15.5, 10)]))
            pen.stroke(pen.line([(12, 2.5), (12, 14)]))
            pen.stroke(pen.line([(8, 6.5), (12, 2.5), (16, 6.5)]))
        },
        "house": { pen in
            pen.stroke(pen.line([(2.5, 12), (12, 3.5), (21.5, 12)]))
            pen.stroke(pen.line([(5.5, 9.5), (5.5, 20.5), (18.5, 20.5), (18.5, 9.5)]))
        },
        "house.fill": { pen in
            pen.fill(pen.line([(12, 2.5), (21.5, 11), (19, 11), (19, 21), (5, 21), (5, 11), (2.5, 11)], closed: true))
        },
        "person": { pen in
            pen.stroke(pen.circle(12, 8, 4))
            pen.stroke(shoulders())
        },
        "person.fill": { pen in
            pen.fill(pen.circle(12, 8, 4.5))
            pen.fill(shoulders())
            pen.stroke(shoulders())
        },
        "bell": { pen in
            pen.stroke(bell())
            pen.stroke(pen.line([(10, 20.5), (14, 20.5)]))
        },
        "bell.fill": { pen in
            pen.fill(bell())
            pen.stroke(bell())
            pen.stroke(pen.line([(10, 20.5), (14, 20.5)]))
        },
        "arrow.clockwise": { pen in
            let arc = UIBezierPath(
                arcCenter: CGPoint(x: 12, y: 13), radius: 7.5, startAngle: -.pi / 2, endAngle: .pi * 1.1,
                clockwise: true)
            pen.stroke(arc)
            pen.stroke(pen.line([(9, 2.5), (12, 5.5), (9, 8.5)]))
        },
        "pencil": { pen in
            pen.stroke(pen.line([(4, 20), (5, 15.5), (16, 4.5), (19.5, 8), (8.5, 19)], closed: true))
            pen.stroke(pen.line([(13.5, 7), (17, 10.5)]))
        },
        "photo": { pen in
            pen.stroke(UIBezierPath(roundedRect: CGRect(x: 3, y: 5, width: 18, height: 14), cornerRadius: 2))
            pen.stroke(pen.line([(4, 17.5), (9.5, 11.5), (13.5, 15.5), (16, 13), (20, 17)]))
            pen.fill(pen.circle(16, 9.5, 1.5))
        },
        "envelope": { pen in
            pen.stroke(UIBezierPath(roundedRect: CGRect(x: 3, y: 6, width: 18, height: 13), cornerRadius: 1.5))
            pen.stroke(pen.line([(3.5, 6.5), (12, 13), (20.5, 6.5)]))
        },
        "bookmark": { $0.stroke($0.line(bookmarkOutline, closed: true)) },
        "bookmark.fill": { pen in
            pen.fill(pen.line(bookmarkOutline, closed: true))
            pen.stroke(pen.line(bookmarkOutline, closed: true))
        },
        "clock": { pen in
            pen.stroke(pen.circle(12, 12, 9))
            pen.stroke(pen.line([(12, 6.5), (12, 12), (16, 14.5)]))
        },
        "paperplane": { pen in
            pen.stroke(pen.line([(3, 11), (21, 3), (13, 21), (11, 13)], closed: true))
            pen.stroke(pen.line([(11, 13), (21, 3)]))
        },
        "doc": { pen in
            pen.stroke(pen.line([(5.5, 2.5), (13.5, 2.5), (18.5, 7.5), (18.5, 21.5), (5.5, 21.5)], closed: true))
            pen.stroke(pen.line([(13.5, 2.5), (13.5, 7.5), (18.5, 7.5)]))
        },
        "folder": { pen in
            pen.stroke(pen.line([(2.5, 5.5), (9, 5.5), (11, 8), (21.5, 8), (21.5, 19.5), (2.5, 19.5)], closed: true))
        },
        "globe": { pen in
            pen.stroke(pen.circle(12, 12, 9))
            pen.stroke(UIBezierPath(ovalIn: CGRect(x: 8, y: 3, width: 8, height: 18)))
            pen.stroke(pen.line([(3, 12), (21, 12)]))
        },
        "lock": { pen in
            pen.stroke(UIBezierPath(roundedRect: CGRect(x: 5, y: 10.5, width: 14, height: 10.5), cornerRadius: 2))
            pen.stroke(shackle())
        },
        "lock.fill": { pen in
            pen.fill(UIBezierPath(roundedRect: CGRect(x: 4.5, y: 10, width: 15, height: 11.5), cornerRadius: 2))
            pen.stroke(shackle())
        },
    ]

    /// A gear: a hub, a rim and eight teeth.
    static func gear(_ pen: SymbolPen) {
        pen.stroke(pen.circle(12, 12, 3))
        pen.stroke(pen.circle(12, 12, 7))
        for index in 0..<8 {
            let angle = CGFloat(index) * .pi / 4
            pen.stroke(
                pen.line([(12 + 7 * cos(angle), 12 + 7 * sin(angle)), (12 + 9.5 * cos(angle), 12 + 9.5 * sin(angle))]))
        }
    }

    static let bookmarkOutline: [(CGFloat, CGFloat)] = [(6, 3), (18, 3), (18, 21), (12, 16), (6, 21)]

    /// A person's shoulders, below the head.
    static func shoulders() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 4, y: 21))
        path.addCurve(
            to: CGPoint(x: 20, y: 21), controlPoint1: CGPoint(x: 4, y: 12.5), controlPoint2: CGPoint(x: 20, y: 12.5))
        path.close()
        return path
    }

    /// A bell's body.
    static func bell() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 4, y: 17.5))
        path.addLine(to: CGPoint(x: 6, y: 15))
        path.addLine(to: CGPoint(x: 6, y: 10))
        path.addCurve(
            to: CGPoint(x: 18, y: 10), controlPoint1: CGPoint(x: 6, y: 2.5), controlPoint2: CGPoint(x: 18, y: 2.5))
        path.addLine(to: CGPoint(x: 18, y: 15))
        path.addLine(to: CGPoint(x: 20, y: 17.5))
        path.close()
        return path
    }

    /// A padlock's shackle.
    static func shackle() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 8, y: 10.5))
        path.addLine(to: CGPoint(x: 8, y: 7.5))
        path.addArc(withCenter: CGPoint(x: 12, y: 7.5), radius: 4, startAngle: .pi, endAngle: 0, clockwise: true)
        path.addLine(to: CGPoint(x: 16, y: 10.5))
        return path
    }
}
