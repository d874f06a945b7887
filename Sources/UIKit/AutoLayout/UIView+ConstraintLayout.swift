import CoreGraphics
import Foundation

/// Where Auto Layout meets the layout pass: constraint updates before a view's layout, the
/// engine's frames applied by the base `layoutSubviews()`, and fitting sizes.
extension UIView {
    /// Before `layoutSubviews()` in the layout pass: the constraint updates due in this view's
    /// subtree, deepest first, ending with this view's (UIKit's order); or, for a class that
    /// `requiresConstraintBasedLayout`, this view's first update.
    func updateConstraintsBeforeLayout() {
        let state = autoLayout
        if state?.needsUpdateConstraints == true {
            updateConstraintsIfNeeded()
        } else if state?.hadFirstUpdate != true && Self.requiresConstraintBasedLayout {
            runConstraintUpdate()
        }
    }

    /// `updateConstraints()`, through the view controller whose root view this is.
    func runConstraintUpdate() {
        let state = ensureAutoLayout()
        state.needsUpdateConstraints = false
        state.hadFirstUpdate = true
        if let controller = owningViewController as? UIViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    /// The base `layoutSubviews()`: gives the subviews that constraints place their frames.
    func applyConstraintLayout() {
        guard let state = autoLayout, state.subtreeReferences > 0 else { return }
        var engine: LayoutEngine?
        for subview in subviewList where subview.autoLayout?.translates == false {
            if engine == nil { engine = layoutEngine }
            guard let rect = engine?.solvedRect(of: subview) else { continue }
            subview.place(alignmentRect: rect)
        }
    }

    /// Sets the bounds size and centre so the alignment rectangle is `rect` (in the superview's
    /// coordinates), with its edges on the device pixel grid.
    func place(alignmentRect rect: CGRect) {
        guard rect.isFinite else { return }
        let frame = self.frame(forAlignmentRect: rect)
        let scale = max(layer.contentsScale, 1)
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = snap(frame.minX)
        let minY = snap(frame.minY)
        let size = CGSize(width: max(snap(frame.maxX) - minX, 0), height: max(snap(frame.maxY) - minY, 0))
        let anchor = layer.anchorPoint
        let center = CGPoint(x: minX + anchor.x * size.width, y: minY + anchor.y * size.height)
        if bounds.size != size {
            var newBounds = bounds
            newBounds.size = size
            bounds = newBounds
        }
        if self.center != center { self.center = center }
    }

    /// `systemLayoutSizeFitting`: the view's subtree solved alone, the view pulled towards
    /// `target` with the given priorities; the frame size (alignment insets added back).
    func fittingSize(
        _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        guard target.width.isFinite, target.height.isFinite else { return bounds.size }
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(
            root: self, fitting: LayoutEngine.Fitting(size: target, horizontal: horizontal, vertical: vertical))
        guard let rect = engine.solvedRect(of: self) else { return bounds.size }
        return frame(forAlignmentRect: rect).size
    }
}

/// Queries about layout items (views and guides) that the public API shares.
@MainActor
enum LayoutItems {
    /// The view an item belongs to: the view itself, or a guide's owning view.
    static func ownerView(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningViewStorage
    }

    /// The active constraints that name `item`, held by its view or an ancestor.
    static func constraintsReaching(_ item: AnyObject, from view: UIView) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var current: UIView? = view
        while let holder = current {
            for constraint in holder.autoLayout?.held ?? []
            where constraint.firstStorage === item || constraint.secondStorage === item {
                result.append(constraint)
            }
            current = holder.superviewStorage
        }
        return result
    }

    /// `constraintsAffectingLayout(for:)`: the constraints naming `item` with an attribute along
    /// `axis` (all of them for a nil axis).
    static func constraintsAffecting(_ item: AnyObject?, axis: NSLayoutConstraint.Axis?) -> [NSLayoutConstraint] {
        guard let item, let view = ownerView(of: item) else { return [] }
        return constraintsReaching(item, from: view).filter { constraint in
            guard let axis else { return true }
            return constraint.firstAttribute.axis == axis
        }
    }

    /// Whether the engine leaves `item` undetermined along `attribute`'s axis.
    static func isAmbiguous(_ item: AnyObject?, attribute: NSLayoutConstraint.Attribute) -> Bool {
        guard let item, let view = ownerView(of: item), let axis = attribute.axis else { return false }
        if let view = item as? UIView, view.autoLayout?.translates != false { return false }
        return view.layoutEngine.isAmbiguous(item, axis: axis)
    }

    /// A guide's frame in its owning view's coordinates.
    static func layoutFrame(of guide: UILayoutGuide) -> CGRect {
        guard let owner = guide.owningViewStorage else { return .zero }
        switch guide.kind {
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .scrollFrame: return owner.bounds
        case .scrollContent:
            let size = (owner as? UIScrollView)?.contentSize ?? .zero
            guard let solved = owner.layoutEngine.solvedRect(of: guide) else {
                return CGRect(origin: .zero, size: size)
            }
            let engine = owner.layoutEngine
            return CGRect(
                x: 0, y: 0, width: engine.isAmbiguous(guide, axis: .horizontal) ? size.width : solved.width,
                height: engine.isAmbiguous(guide, axis: .vertical) ? size.height : solved.height)
        case .margins: return owner.bounds.inset(by: owner.layoutMargins)
        case .keyboard:
            let height = keyboardHeight(guide, owner: owner)
            let bounds = owner.bounds
            return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        case .custom, .readableContent:
            if let rect = owner.layoutEngine.solvedRect(of: guide) { return rect }
            guard guide.kind == .readableContent else { return .zero }
            let inside = owner.bounds.inset(by: owner.layoutMargins)
            let width = min(inside.width, UILayoutGuide.readableWidth)
            return CGRect(x: inside.midX - width / 2, y: inside.minY, width: width, height: inside.height)
        }
    }

    /// The height of a keyboard guide: the hidden keyboard's place (see `UIKeyboardLayoutGuide`).
    static func keyboardHeight(_ guide: UILayoutGuide, owner: UIView) -> CGFloat {
        (guide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea == false ? 0 : owner.safeAreaInsets.bottom
    }

    /// Where an item's first or last baseline lies relative to its vertical centre: a label's
    /// text baseline (the label centres its text vertically); nil for other views and guides,
    /// whose baselines are their bottom edges.
    static func baselineFromCenter(of item: AnyObject, first: Bool) -> CGFloat? {
        guard let view = item as? UIView else { return nil }
        let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        guard target === view, let label = view as? UILabel else { return nil }
        return label.baselineFromCenter(first: first)
    }
}

extension UILayoutGuide {
    /// The widest a readable-content guide gets, in points.
    static let readableWidth: CGFloat = 672
}
