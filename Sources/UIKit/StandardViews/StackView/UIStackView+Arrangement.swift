import CoreGraphics
import Foundation

/// The constraints a stack view makes for its arranged subviews.
extension UIStackView {
    /// An arranged subview was hidden or shown: it gives up or takes back its place.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arranged.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
    }

    /// Remakes the stack's constraints and asks for layout.
    func arrangementDidChange() {
        rebuildPending = false
        NSLayoutConstraint.deactivate(generated)
        for guide in spacers { removeLayoutGuide(guide) }
        generated = []
        spacers = []
        let visible = arranged.filter { !$0.isHidden && $0.superview === self }
        guard !visible.isEmpty else { return }
        let edges: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let row = axis == .horizontal
        let (start, end, size) =
            row
            ? (
                NSLayoutConstraint.Attribute.leading, NSLayoutConstraint.Attribute.trailing,
                NSLayoutConstraint.Attribute.width
            )
            : (.top, .bottom, .height)
        var made: [NSLayoutConstraint] = []
        func relate(
            _ a: AnyObject, _ attrA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
            _ b: AnyObject?, _ attrB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
            priority: UILayoutPriority = .required
        ) {
            let constraint = NSLayoutConstraint(
                first: a, attrA, relation, second: b, attrB, multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = "UISV-arrangement"
            made.append(constraint)
        }
        relate(visible[0], start, .equal, edges, start)
        relate(visible[visible.count - 1], end, .equal, edges, end)
        alongAxis(visible, start: start, end: end, size: size, relate: relate)
        acrossAxis(visible, edges: edges, relate: relate)
        generated = made
        NSLayoutConstraint.activate(made)
        setNeedsLayout()
    }

    /// Makes one constraint: first item and attribute, relation, second item and attribute,
    /// multiplier, constant, priority.
    private typealias Relate = (
        AnyObject, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, AnyObject?,
        NSLayoutConstraint.Attribute, CGFloat, CGFloat, UILayoutPriority
    ) -> Void

    /// The space after `view`: its custom spacing, else `spacing`; the system's is 8 points.
    private func space(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }

    private func alongAxis(
        _ views: [UIView], start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute,
        size: NSLayoutConstraint.Attribute,
        relate: Relate
    ) {
        let row = axis == .horizontal
        let center: NSLayoutConstraint.Attribute = row ? .centerX : .centerY
        let baselines = !row && isBaselineRelativeArrangement
        var firstSpacer: UILayoutGuide?
        for (a, b) in zip(views, views.dropFirst()) {
            let gap = space(after: a)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                if baselines {
                    relate(b, .firstBaseline, .equal, a, .lastBaseline, 1, gap, .required)
                } else {
                    relate(b, start, .equal, a, end, 1, gap, .required)
                }
            case .equalSpacing, .equalCentering:
                relate(b, start, .greaterThanOrEqual, a, end, 1, gap, .required)
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let (from, to) = distribution == .equalSpacing ? (end, start) : (center, center)
                relate(spacer, start, .equal, a, from, 1, 0, .required)
                relate(spacer, end, .equal, b, to, 1, 0, .required)
                if let firstSpacer {
                    relate(spacer, size, .equal, firstSpacer, size, 1, 0, .required)
                } else {
                    firstSpacer = spacer
                }
            }
        }
        switch distribution {
        case .fillEqually:
            for view in views.dropFirst() { relate(view, size, .equal, views[0], size, 1, 0, .required) }
        case .fillProportionally:
            let lengths = views.map { row ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            guard let reference = lengths.firstIndex(where: { $0 > 0 && $0.isFinite }) else { break }
            for (index, view) in views.enumerated() where index != reference && lengths[index] > 0 {
                relate(
                    view, size, .equal, views[reference], size, lengths[index] / lengths[reference], 0,
                    UILayoutPriority(999))
            }
        case .fill:
            // Ties go to the last view: each earlier one keeps its intrinsic size at a priority
            // far below any hugging or resistance (1 for the one before the last, 2 before it…),
            // which decides only between views those leave equal.
            for (index, view) in views.enumerated() where index < views.count - 1 {
                let length = row ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                guard length >= 0, length.isFinite else { continue }
                let tieBreak = UILayoutPriority(Float(min(views.count - 1 - index, 40)))
                relate(view, size, .equal, nil, .notAnAttribute, 1, length, tieBreak)
            }
        case .equalSpacing, .equalCentering:
            break
        }
    }

    private func acrossAxis(
        _ views: [UIView], edges: AnyObject,
        relate: Relate
    ) {
        let row = axis == .horizontal
        let (crossStart, crossEnd, crossCenter):
            (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                row ? (.top, .bottom, .centerY) : (.leading, .trailing, .centerX)
        var pinned = alignment
        if !row && (pinned == .firstBaseline || pinned == .lastBaseline) { pinned = .fill }
        for view in views {
            switch pinned {
            case .fill:
                relate(view, crossStart, .equal, edges, crossStart, 1, 0, .required)
                relate(view, crossEnd, .equal, edges, crossEnd, 1, 0, .required)
                continue
            case .leading:
                relate(view, crossStart, .equal, edges, crossStart, 1, 0, .required)
            case .trailing:
                relate(view, crossEnd, .equal, edges, crossEnd, 1, 0, .required)
            case .center:
                relate(view, crossCenter, .equal, edges, crossCenter, 1, 0, .required)
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = pinned == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== views[0] { relate(view, baseline, .equal, views[0], baseline, 1, 0, .required) }
            }
            // Inside the stack, which hugs its tallest (widest) view when nothing else sizes it.
            relate(view, crossStart, .greaterThanOrEqual, edges, crossStart, 1, 0, .required)
            relate(view, crossEnd, .lessThanOrEqual, edges, crossEnd, 1, 0, .required)
            relate(edges, crossStart, .equal, view, crossStart, 1, 0, UILayoutPriority(1))
            relate(edges, crossEnd, .equal, view, crossEnd, 1, 0, UILayoutPriority(1))
        }
    }
}
