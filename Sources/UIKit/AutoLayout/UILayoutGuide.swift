import CoreGraphics
public import Foundation

/// A rectangle that takes part in Auto Layout like a view but draws nothing and takes no touches:
/// a spacer, a group to centre, or one of the areas a view defines (safe area, layout margins,
/// readable content).
///
/// A guide belongs to its owning view (`addLayoutGuide(_:)`); its `layoutFrame` is in that view's
/// coordinates. The guides a view defines follow its insets; the guides an app adds are placed by
/// their constraints. Not an `NSObject` (docs/Compatibility.md).
@preconcurrency @MainActor
open class UILayoutGuide {
    /// Which rectangle the guide stands for.
    enum Kind { case custom, safeArea, margins, readableContent, keyboard, scrollContent, scrollFrame }

    let kind: Kind
    weak var owningViewStorage: UIView?

    /// A guide for `addLayoutGuide(_:)`.
    public init() { kind = .custom }

    init(kind: Kind, owner: UIView?) {
        self.kind = kind
        owningViewStorage = owner
    }

    /// Lamina decodes no archives; returns a new custom guide.
    public required init?(coder: NSCoder) { kind = .custom }

    /// The view the guide belongs to. Set by `addLayoutGuide(_:)`; setting it directly adds the
    /// guide to that view (and removes it from its previous one).
    open var owningView: UIView? {
        get { owningViewStorage }
        set {
            guard newValue !== owningViewStorage else { return }
            if let old = owningViewStorage { old.removeLayoutGuide(self) }
            newValue?.addLayoutGuide(self)
        }
    }
    /// A name shown in logs.
    open var identifier = ""

    /// The guide's rectangle in its owning view's coordinates, as the last layout placed it
    /// (the guides a view defines follow its current bounds and insets).
    open var layoutFrame: CGRect { LayoutItems.layoutFrame(of: self) }
    /// Whether the guide's layout is ambiguous.
    open var hasAmbiguousLayout: Bool {
        LayoutItems.isAmbiguous(self, attribute: .width) || LayoutItems.isAmbiguous(self, attribute: .height)
    }
    /// The active constraints that reach the guide along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutItems.constraintsAffecting(self, axis: axis)
    }

    /// The guide's leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

/// The guide a view's content keeps above the software keyboard (`UIView.keyboardLayoutGuide`).
///
/// Desktop windows have no software keyboard: the guide is the keyboard's place when it is
/// hidden — a strip as wide as the view along its bottom, as tall as the bottom safe area inset
/// (`usesBottomSafeArea`, the default) or of no height — so `topAnchor` constraints keep content
/// above the bottom safe area, as on iOS with a hardware keyboard.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    init(owner: UIView) { super.init(kind: .keyboard, owner: owner) }

    /// Lamina decodes no archives; returns a guide that belongs to no view.
    public required init?(coder: NSCoder) { super.init(kind: .keyboard, owner: nil) }

    /// Whether the guide follows an undocked or floating keyboard; stored only (there is none).
    open var followsUndockedKeyboard = false
    /// Whether the hidden keyboard's place includes the bottom safe area inset; true by default.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningViewStorage?.autoLayoutInsetsDidChange() } }
    }
    /// The distance above the keyboard within which a drag dismisses it; stored only.
    open var keyboardDismissPadding: CGFloat = 0
}
