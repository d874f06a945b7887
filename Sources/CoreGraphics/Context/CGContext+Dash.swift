import Foundation

/// A dash pattern as a stroke sees it, and the cap on how many dashes one stroke may make.
///
/// Cairo makes every dash of a stroke, on screen or not, one after another: a pattern of tiny
/// lengths along a huge path (one with a period of a few points along a path 10¹² points
/// long, say) would keep a frame busy for minutes. A stroke that would make more than
/// `maximumDashes` dashes is drawn solid instead, with its alpha scaled by the fraction of the
/// pattern that is "on" — what dashes that fine look like from any distance — and the
/// substitution is logged under `LAMINA_DIAGNOSTICS=geometry`.
struct DashPattern: Equatable {
    /// The most dashes (on and off lengths together) one stroke makes.
    static let maximumDashes: CGFloat = 1_000_000

    /// The on and off lengths, in user space; finite, non-negative, at least one positive.
    let lengths: [CGFloat]

    /// The length of one repetition of the pattern. An odd number of lengths alternates on and
    /// off across two repetitions, as in Core Graphics.
    var period: CGFloat { lengths.reduce(0, +) }

    /// The fraction of a path the pattern draws: the even-numbered lengths over the period, or
    /// one half for an odd number of lengths (each length is "on" every other repetition).
    var duty: CGFloat {
        guard lengths.count.isMultiple(of: 2) else { return 0.5 }
        let on = stride(from: 0, to: lengths.count, by: 2).reduce(CGFloat(0)) { $0 + lengths[$1] }
        return on / period
    }

    /// Nil when `shape` can be dashed within the cap, else the alpha factor of its solid stand-in.
    ///
    /// Counts against the path's control polygon, which is never shorter than the path, so a path
    /// within the cap is always dashed exactly.
    func solidFallbackDuty(for shape: PathStorage) -> CGFloat? {
        let length = shape.controlPolygonLength
        let dashes = length / period * CGFloat(lengths.count)
        guard !(dashes <= Self.maximumDashes) else { return nil }
        Diagnostics.ignored(
            "dash pattern \(lengths) along a path \(length) long (\(dashes) dashes, over \(Self.maximumDashes)); "
                + "stroked solid at alpha × \(duty)")
        return duty
    }
}

extension PathStorage {
    /// The summed length of the segments between consecutive points, control points included:
    /// an upper bound of the path's length, infinite when the sum overflows.
    var controlPolygonLength: CGFloat {
        var total: CGFloat = 0
        var current = CGPoint.zero
        var start = CGPoint.zero
        func walk(to p: CGPoint) {
            total += hypot(p.x - current.x, p.y - current.y)
            current = p
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                start = p
            case .line(let p): walk(to: p)
            case .quad(let c, let p):
                walk(to: c)
                walk(to: p)
            case .cubic(let c1, let c2, let p):
                walk(to: c1)
                walk(to: c2)
                walk(to: p)
            case .close: walk(to: start)
            }
        }
        return total
    }
}
