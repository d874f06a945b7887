import CoreGraphics
public import Foundation

/// Auto Layout on views: anchors, constraints held, guides, priorities and the update pass.
extension UIView {
    /// Whether the view's frame, as set (and as its autoresizing mask changes it), is a given of
    /// Auto Layout rather than its result; true by default. Set it to false for a view that
    /// constraints place: its superview's `layoutSubviews()` then gives it its frame.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translates ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            ensureAutoLayout().translates = newValue
            if autoLayout?.subtreeReferences ?? 0 > 0 {
                invalidateLayoutEngine()
                superviewStorage?.setNeedsLayout()
            }
        }
    }

    /// The active constraints this view holds: those whose items' nearest common ancestor it is
    /// (and those added with `addConstraint(_:)`).
    public var constraints: [NSLayoutConstraint] { autoLayout?.held ?? [] }

    /// Installs `constraint` on this view, which must be its items' views' common ancestor (or
    /// one of them); otherwise it is ignored (UIKit raises) and logged.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder == nil else { return }
        let views = [constraint.firstStorage, constraint.secondStorage].compactMap { $0 }.map {
            LayoutItems.ownerView(of: $0)
        }
        guard constraint.isWellFormed, views.allSatisfy({ $0?.isInSubtree(of: self) == true }) else {
            return AutoLayoutDiagnostics.log(
                "adding \(constraint.logDescription) to a view that does not contain its items")
        }
        constraint.install(on: self)
    }

    /// `addConstraint(_:)` for each.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if this view holds it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        constraint.deactivate()
    }

    /// `removeConstraint(_:)` for each.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Anchors

    /// The leading edge (left, right to left: right) of the alignment rectangle.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge of the alignment rectangle.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge of the alignment rectangle.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge of the alignment rectangle.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge of the alignment rectangle.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge of the alignment rectangle.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width of the alignment rectangle.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height of the alignment rectangle.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre of the alignment rectangle.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre of the alignment rectangle.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (a label's), else the bottom edge.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (a label's), else the bottom edge.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Guides

    /// The area inside the safe area insets, following them.
    public var safeAreaLayoutGuide: UILayoutGuide {
        definedGuide(\.safeAreaGuide, "UIViewSafeAreaLayoutGuide") { UILayoutGuide(kind: .safeArea, owner: $0) }
    }
    /// The area inside the layout margins, following them.
    public var layoutMarginsGuide: UILayoutGuide {
        definedGuide(\.marginsGuide, "UIViewLayoutMarginsGuide") { UILayoutGuide(kind: .margins, owner: $0) }
    }
    /// An area comfortable to read text in: inside the layout margins, at most
    /// `UILayoutGuide.readableWidth` (672 points) wide and centred.
    public var readableContentGuide: UILayoutGuide {
        definedGuide(\.readableGuide, "UIViewReadableContentGuide") { UILayoutGuide(kind: .readableContent, owner: $0) }
    }
    /// The place of the software keyboard, along the bottom (`UIKeyboardLayoutGuide`).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        definedGuide(\.keyboardGuide, "UIViewKeyboardLayoutGuide") { UIKeyboardLayoutGuide(owner: $0) }
    }

    /// One of the guides the view defines, made (and named) the first time it is asked for.
    private func definedGuide<Guide: UILayoutGuide>(
        _ slot: ReferenceWritableKeyPath<AutoLayoutState, Guide?>, _ identifier: String, make: (UIView) -> Guide
    ) -> Guide {
        let state = ensureAutoLayout()
        if let guide = state[keyPath: slot] { return guide }
        let guide = make(self)
        guide.identifier = identifier
        state[keyPath: slot] = guide
        return guide
    }

    /// The guides added to this view.
    public var layoutGuides: [UILayoutGuide] { autoLayout?.guides ?? [] }

    /// Adds `layoutGuide` to this view (taking it from its previous view).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.kind == .custom, layoutGuide.owningViewStorage !== self else { return }
        layoutGuide.owningViewStorage?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningViewStorage = self
        ensureAutoLayout().guides.append(layoutGuide)
    }

    /// Removes `layoutGuide`, and the constraints that reach it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningViewStorage === self, let state = autoLayout else { return }
        for constraint in LayoutItems.constraintsReaching(layoutGuide, from: self) { constraint.deactivate() }
        state.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningViewStorage = nil
    }

    // MARK: Priorities

    /// How strongly the view resists growing past its intrinsic size along `axis`; `.defaultLow`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.priority(hugging: true, axis: axis) ?? .defaultLow
    }
    /// Sets the content hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority.isValid else {
            return AutoLayoutDiagnostics.log("a content hugging priority of \(priority.rawValue) (not within 1…1000)")
        }
        let state = ensureAutoLayout()
        if axis == .horizontal { state.hugging.0 = priority } else { state.hugging.1 = priority }
        intrinsicSizeDidChange()
    }
    /// How strongly the view resists shrinking below its intrinsic size along `axis`; `.defaultHigh`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.priority(hugging: false, axis: axis) ?? .defaultHigh
    }
    /// Sets the compression resistance priority along `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        guard priority.isValid else {
            return AutoLayoutDiagnostics.log(
                "a compression resistance priority of \(priority.rawValue) (not within 1…1000)")
        }
        let state = ensureAutoLayout()
        if axis == .horizontal { state.compression.0 = priority } else { state.compression.1 = priority }
        intrinsicSizeDidChange()
    }

    // MARK: Alignment rectangles and fitting

    /// The alignment rectangle for `frame`: the frame inset by `alignmentRectInsets`.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame for `alignmentRect`: the rectangle outset by `alignmentRectInsets`.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The target size asking `systemLayoutSizeFitting(_:)` for the smallest size (zero).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The target size asking `systemLayoutSizeFitting(_:)` for the largest size (Lamina: 10⁷
    /// points each way, as large as layouts meaningfully get).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Whether constraints leave the view's frame undetermined (a view that translates its frame
    /// never is).
    public var hasAmbiguousLayout: Bool {
        guard autoLayout?.translates == false else { return false }
        let engine = layoutEngine
        return engine.isAmbiguous(self, axis: .horizontal) || engine.isAmbiguous(self, axis: .vertical)
    }

    /// The active constraints that reach the view along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutItems.constraintsAffecting(self, axis: axis)
    }

    // MARK: Updating constraints

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { autoLayout?.needsUpdateConstraints ?? false }

    /// Asks for `updateConstraints()` before the next layout.
    ///
    /// As in UIKit, the request travels up to the top of the tree: every view on the way updates
    /// its constraints too (a view controller's root view through `updateViewConstraints()`),
    /// deepest first, in the layout pass of the highest of them, which lays the ancestors out
    /// after the update.
    public func setNeedsUpdateConstraints() {
        markNeedsConstraintUpdate()
        if superviewStorage == nil { setNeedsLayout() }
    }

    /// Flags this view and its ancestors for a constraint update, and lays the ancestors out.
    func markNeedsConstraintUpdate() {
        ensureAutoLayout().needsUpdateConstraints = true
        var ancestor = superviewStorage
        while let view = ancestor {
            view.ensureAutoLayout().needsUpdateConstraints = true
            view.setNeedsLayout()
            ancestor = view.superviewStorage
        }
    }

    /// Runs `updateConstraints()` now for this view and the views below it that need it,
    /// deepest first. A view that needs it has ancestors that do too (the request travels up),
    /// so the walk enters only flagged subviews.
    public func updateConstraintsIfNeeded() {
        guard autoLayout?.needsUpdateConstraints == true else { return }
        var order: [UIView] = []
        var stack = [self]
        while let view = stack.popLast() {
            order.append(view)
            for subview in view.subviewList where subview.autoLayout?.needsUpdateConstraints == true {
                stack.append(subview)
            }
        }
        for view in order.reversed() where view.autoLayout?.needsUpdateConstraints == true {
            view.runConstraintUpdate()
        }
    }
}
