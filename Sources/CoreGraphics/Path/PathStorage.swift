package import Foundation

/// One drawing command of a path, in the path's own coordinates.
///
/// This is Lamina's Sendable value form of a path; `CGPath` wraps it and the render tree can hold
/// it directly.
package enum PathElement: Equatable, Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The element with every point mapped by `t`.
    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: .close
        }
    }

    /// The element's points, control points included, in order.
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }

    /// Whether every coordinate is a finite number (checked on every append, so no arrays here).
    var isFinite: Bool {
        func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        switch self {
        case .move(let p), .line(let p): return ok(p)
        case .quad(let c, let p): return ok(c) && ok(p)
        case .cubic(let c1, let c2, let p): return ok(c1) && ok(c2) && ok(p)
        case .close: return true
        }
    }

    /// The first point the element draws from when it starts a subpath.
    var firstPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quad(let p, _), .cubic(let p, _, _): p
        case .close: nil
        }
    }
}

/// The value behind a `CGPath`: a list of elements plus the bookkeeping Core Graphics keeps.
///
/// Rules kept here so every path obeys them: elements with non-finite coordinates are dropped
/// (Core Graphics ignores them); drawing without a current point starts a subpath at the
/// element's first point; `close` returns the current point to the subpath's start.
package struct PathStorage: Equatable, Hashable, Sendable {
    package private(set) var elements: [PathElement] = []
    /// Where the path currently ends, or nil before the first move.
    package private(set) var currentPoint: CGPoint?
    private var subpathStart: CGPoint?

    package init() {}

    package init(elements: [PathElement]) {
        for element in elements { append(element) }
    }

    package var isEmpty: Bool { elements.isEmpty }

    package mutating func append(_ element: PathElement) {
        guard element.isFinite else { return }
        switch element {
        case .move(let p):
            // Consecutive moves collapse into one, as in Core Graphics.
            if case .move = elements.last { elements.removeLast() }
            elements.append(element)
            currentPoint = p
            subpathStart = p
        case .line(let p), .quad(_, let p), .cubic(_, _, let p):
            if currentPoint == nil {
                let start = element.firstPoint!
                elements.append(.move(start))
                subpathStart = start
            }
            elements.append(element)
            currentPoint = p
        case .close:
            guard currentPoint != nil else { return }
            if case .close = elements.last { return }
            elements.append(.close)
            currentPoint = subpathStart
        }
    }

    package mutating func removeAll() {
        self = PathStorage()
    }

    package func applying(_ t: CGAffineTransform) -> PathStorage {
        if t.isIdentity { return self }
        return PathStorage(elements: elements.map { $0.applying(t) })
    }
}
