import CoreGraphics
import Foundation

/// Where focus can go: the focusable views of a window in reading order, the next or previous
/// one, and the nearest one in a direction.
@MainActor
enum FocusSearch {
    /// The focusable, shown views inside `root`, in reading order: in rows from the top (a view
    /// whose middle is above the bottom of a row's first view joins that row), each row from the
    /// left, frames in `root`'s coordinates; frames that are not finite come last.
    static func items(in root: UIView) -> [UIView] {
        let views = root.defaultFocusItems(in: .infinite).compactMap { $0 as? UIView }
        let frames = views.map { $0.convert($0.bounds, to: root) }
        let finite = views.indices.filter { frames[$0].minX.isFinite && frames[$0].minY.isFinite }
        let rest = views.indices.filter { !(frames[$0].minX.isFinite && frames[$0].minY.isFinite) }
        var ordered: [Int] = []
        var row: [Int] = []
        var rowBottom = -CGFloat.infinity
        // Ties keep tree order.
        let byTop = finite.sorted { (frames[$0].minY, $0) < (frames[$1].minY, $1) }
        let byLeft = { (a: Int, b: Int) in (frames[a].minX, a) < (frames[b].minX, b) }
        for index in byTop {
            if !row.isEmpty, frames[index].midY > rowBottom {
                ordered += row.sorted(by: byLeft)
                row = []
            }
            if row.isEmpty { rowBottom = frames[index].maxY }
            row.append(index)
        }
        ordered += row.sorted(by: byLeft)
        return (ordered + rest).map { views[$0] }
    }

    /// The item after (or before) `current` in `items`; nil at the end.
    static func linear(from current: UIView, among items: [UIView], forwards: Bool) -> UIView? {
        guard let index = items.firstIndex(where: { $0 === current }) else {
            return forwards ? items.first : items.last
        }
        let next = forwards ? index + 1 : index - 1
        return items.indices.contains(next) ? items[next] : nil
    }

    /// The item nearest `current` in the direction of `heading` (its centre beyond `current`'s
    /// edge that way), measured along the heading plus twice the distance across it; within
    /// `current`'s focus group when it has one.
    static func nearest(
        from current: UIView, among items: [UIView], heading: UIFocusHeading, in window: UIWindow
    )
        -> UIView?
    {
        let origin = current.convert(current.bounds, to: window)
        let group = groupIdentifier(of: current)
        var best: (view: UIView, score: CGFloat)?
        for item in items where item !== current {
            if let group, groupIdentifier(of: item) != group { continue }
            let frame = item.convert(item.bounds, to: window)
            let along: CGFloat
            let across: CGFloat
            if heading.contains(.right) {
                (along, across) = (frame.midX - origin.maxX, abs(frame.midY - origin.midY))
            } else if heading.contains(.left) {
                (along, across) = (origin.minX - frame.midX, abs(frame.midY - origin.midY))
            } else if heading.contains(.down) {
                (along, across) = (frame.midY - origin.maxY, abs(frame.midX - origin.midX))
            } else if heading.contains(.up) {
                (along, across) = (origin.minY - frame.midY, abs(frame.midX - origin.midX))
            } else {
                return nil
            }
            guard along > 0, along.isFinite, across.isFinite else { continue }
            let score = along + 2 * across
            if best == nil || score < best!.score { best = (item, score) }
        }
        return best?.view
    }

    /// The focus group an environment is in: its own identifier or its nearest parent's.
    static func groupIdentifier(of environment: any UIFocusEnvironment) -> String? {
        ancestry(of: environment).lazy.compactMap(\.focusGroupIdentifier).first
    }

    /// The environment and its parents, innermost first; a parent met twice (an override that
    /// makes a cycle) ends the walk.
    static func ancestry(of environment: any UIFocusEnvironment) -> [any UIFocusEnvironment] {
        var chain: [any UIFocusEnvironment] = []
        var seen: Set<ObjectIdentifier> = []
        var current: (any UIFocusEnvironment)? = environment
        while let candidate = current, seen.insert(ObjectIdentifier(candidate)).inserted {
            chain.append(candidate)
            current = candidate.parentFocusEnvironment
        }
        return chain
    }
}

extension UIFocusHeading {
    /// The heading a key moves focus in: Tab (Shift-Tab back) and the arrows; nil for other keys
    /// and for keys held with Command, Control or Option.
    @MainActor init?(key: UIKey) {
        guard key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) else { return nil }
        switch key.keyCode {
        case .keyboardTab: self = key.modifierFlags.contains(.shift) ? .previous : .next
        case .keyboardUpArrow: self = .up
        case .keyboardDownArrow: self = .down
        case .keyboardLeftArrow: self = .left
        case .keyboardRightArrow: self = .right
        default: return nil
        }
    }
}
