import Foundation

extension PathStorage {
    /// The same shapes with every subpath traversed backwards (for `UIBezierPath.reversing()`).
    ///
    /// Each subpath starts at its old end point; closed subpaths stay closed.
    package func reversed() -> PathStorage {
        var subpaths: [[PathElement]] = []
        var current: [PathElement] = []
        for element in elements {
            if case .move = element, !current.isEmpty {
                subpaths.append(current)
                current = []
            }
            current.append(element)
            if case .close = element {
                subpaths.append(current)
                current = []
            }
        }
        if !current.isEmpty { subpaths.append(current) }

        var result = PathStorage()
        for subpath in subpaths {
            guard case .move(let start) = subpath.first else { continue }
            let closed = subpath.last == .close
            // Walk segments backwards; each segment knows its start point from the one before it.
            var segments: [(from: CGPoint, element: PathElement)] = []
            var point = start
            for element in subpath.dropFirst() {
                switch element {
                case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                    segments.append((point, element))
                    point = p
                case .move, .close:
                    break
                }
            }
            if closed && point != start { segments.append((point, .line(start))) }
            result.append(.move(point))
            for (from, element) in segments.reversed() {
                switch element {
                case .line: result.append(.line(from))
                case .quad(let c, _): result.append(.quad(c, from))
                case .cubic(let c1, let c2, _): result.append(.cubic(c2, c1, from))
                default: break
                }
            }
            if closed { result.append(.close) }
        }
        return result
    }
}
