import CoreGraphics
public import Foundation

/// An object that can respond to and handle events: the base of views, windows, view
/// controllers and the application.
///
/// Responders form the responder chain through `next`. A view answers its superview (or, for a
/// view controller's root view, its controller). Lamina keeps the first responder per window, as
/// UIKit does. Touches the receiver does not handle go up the chain: each handler's default
/// passes them to `next`, so an override that handles them does not call `super`.
@preconcurrency @MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or nil at its end; the base class returns nil.
    open var next: UIResponder? { nil }

    /// Whether this responder may become the first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder may give up first-responder status; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Asks to become the first responder of its window.
    ///
    /// Fails (returns false) when `canBecomeFirstResponder` is false, when the responder is not
    /// in a window, or when the current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if let current = window.firstResponder {
            if current === self { return true }
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status; returns true (the default always agrees).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    // MARK: Touches

    /// One or more fingers touched down in this responder's view (`touches` are the new ones;
    /// `event.allTouches` every finger on the screen). The default passes them to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers that began in this responder's view moved. The default passes them to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers that began in this responder's view lifted. The default passes them to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled touches that began in this responder's view (a gesture recognizer
    /// took them, the window went away, too many fingers). The default passes them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Estimated properties of touches (force, location) were refined; Lamina's platforms
    /// report final values, so this is never called. Does nothing by default.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses

    /// The keyboard shortcuts this responder performs (`UIKeyCommand`): asked, from the first
    /// responder up the chain, before a key's press is delivered; the first match takes the press.
    /// Nil by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Keys (or buttons) went down. Hardware keyboard keys go to the key window's first responder
    /// (the key window itself without one). The default passes them to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Presses changed (force, for buttons that measure it). The default passes them to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Keys went up. The default passes them to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Presses were cancelled (the window lost focus). The default passes them to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Focus
    //
    // Apple declares these on UIView (a focus item and item container) and UIViewController (a
    // focus environment); both are responders here, and UIView's class body is full, so they live
    // here (`Focus/`). The defaults follow the object's kind (`UIResponder+Focus.swift`).

    /// The responder's focus settings, nil until one is set.
    var focusAttributes: FocusAttributes?

    /// Where focus should go inside: a window's root view controller, a view controller's view;
    /// a view's focusable subviews are searched when it prefers nothing.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { defaultPreferredFocusEnvironments }
    /// The environment containing this one: a view's controller (for its root view) or superview,
    /// a controller's view's superview (or parent); nil for windows.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { defaultParentFocusEnvironment }
    /// A view itself; a controller's view.
    open var focusItemContainer: (any UIFocusItemContainer)? { defaultFocusItemContainer }
    /// Asks for focus to move to this environment's preferred item at the next update (the end of
    /// the turn); ignored unless the environment contains the focused item, or nothing is focused.
    open func setNeedsFocusUpdate() { requestFocusUpdate() }
    /// Runs the window's requested focus update now.
    open func updateFocusIfNeeded() { focusSystemForResponder?.updateFocusIfNeeded() }
    /// Whether focus may move as `context` says; true by default.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Focus moved as `context` says; does nothing by default.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// The focus group this environment starts; nil (the enclosing group) by default.
    open var focusGroupIdentifier: String? {
        get { focusAttributes?.groupIdentifier }
        set { focusSettings.groupIdentifier = newValue }
    }
    /// Whether the view can take focus; false by default (subclasses that take keyboard focus say so).
    open var canBecomeFocused: Bool { false }
    /// Whether focus passes through the view to items behind it; false by default.
    open var isTransparentFocusItem: Bool { false }
    /// How the focused view is drawn as focused; stored (Lamina draws no focus effect).
    open var focusEffect: UIFocusEffect? {
        get { focusAttributes?.effect }
        set { focusSettings.effect = newValue }
    }
    /// The view's priority for becoming its group's primary item; `.ignored` by default.
    open var focusGroupPriority: UIFocusGroupPriority {
        get { focusAttributes?.groupPriority ?? .ignored }
        set { focusSettings.groupPriority = newValue }
    }
    /// Whether focus is deferred from the view; `.automatic` by default.
    open var focusItemDeferralMode: UIFocusItemDeferralMode { .automatic }
    /// The focusable views in `rect` (the view's coordinates) among the view and its subviews.
    open func focusItems(in rect: CGRect) -> [any UIFocusItem] { defaultFocusItems(in: rect) }

    // MARK: Accessibility
    //
    // Apple declares these on NSObject; Lamina's accessible objects are responders (views,
    // accessibility elements), so they live here. Storage: `accessibilityAttributes`, made when
    // first set; nil fields mean the class's default.

    /// The responder's accessibility attributes, nil until one is set.
    var accessibilityAttributes: AccessibilityAttributes?

    /// Whether assistive technologies see this object as an element (rather than looking inside
    /// it for elements). False by default; labels, buttons and image views say otherwise.
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes?.isElement ?? false }
        set { accessibility.isElement = newValue }
    }

    /// A short name of the element ("Play"), read to the user; nil by default (labels and
    /// buttons read their text).
    open var accessibilityLabel: String? {
        get { accessibilityAttributes?.label?.string }
        set { accessibility.label = newValue.map { NSAttributedString(string: $0) } }
    }

    /// `accessibilityLabel` with attributes (a language, a pronunciation).
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { attributed(accessibilityAttributes?.label, agreeingWith: accessibilityLabel) }
        set { accessibility.label = newValue }
    }

    /// What activating the element does ("Plays the song"); nil by default.
    open var accessibilityHint: String? {
        get { accessibilityAttributes?.hint?.string }
        set { accessibility.hint = newValue.map { NSAttributedString(string: $0) } }
    }

    /// `accessibilityHint` with attributes.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { attributed(accessibilityAttributes?.hint, agreeingWith: accessibilityHint) }
        set { accessibility.hint = newValue }
    }

    /// The element's current value when it is not its label ("50 %" for a slider); nil by default.
    open var accessibilityValue: String? {
        get { accessibilityAttributes?.value?.string }
        set { accessibility.value = newValue.map { NSAttributedString(string: $0) } }
    }

    /// `accessibilityValue` with attributes.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { attributed(accessibilityAttributes?.value, agreeingWith: accessibilityValue) }
        set { accessibility.value = newValue }
    }

    /// What the element is and its state; `.none` by default (standard views add theirs).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes?.traits ?? .none }
        set { accessibility.traits = newValue }
    }

    /// Where the element is, in screen coordinates. By default a view's bounds on its screen
    /// (following the view); once set, the rectangle set (it does not follow the view).
    open var accessibilityFrame: CGRect {
        get { accessibilityAttributes?.frame ?? defaultAccessibilityFrame }
        set { accessibility.frame = newValue }
    }

    /// The element's outline in screen coordinates, when a rectangle is a poor fit; nil by default.
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityAttributes?.path }
        set { accessibility.path = newValue }
    }

    /// Where, in screen coordinates, activating the element taps; the middle of
    /// `accessibilityFrame` by default.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibilityAttributes?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { accessibility.activationPoint = newValue }
    }

    /// The language (BCP 47) the element's text is read in; nil (the user's) by default.
    open var accessibilityLanguage: String? {
        get { accessibilityAttributes?.language }
        set { accessibility.language = newValue }
    }

    /// Whether the elements inside this object are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributes?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }

    /// Whether assistive technologies ignore the elements of this view's siblings (a custom
    /// alert over the rest of the screen).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributes?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }

    /// Whether this object's elements are read together, in their own order, before the
    /// elements after the object on screen.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityAttributes?.groupsChildren ?? false }
        set { accessibility.groupsChildren = newValue }
    }

    /// How assistive technologies move through this container's elements.
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { accessibilityAttributes?.navigationStyle ?? .automatic }
        set { accessibility.navigationStyle = newValue }
    }

    /// The names a user may say to act on the element (Voice Control); by default the label.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityAttributes?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibility.userInputLabels = newValue }
    }

    /// The kind of text the element holds; nil by default.
    open var accessibilityTextualContext: UIAccessibilityTextualContext? {
        get { accessibilityAttributes?.textualContext }
        set { accessibility.textualContext = newValue }
    }

    /// The kind of container this object is; `.none` by default.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityAttributes?.containerType ?? .none }
        set { accessibility.containerType = newValue }
    }

    /// The elements inside this container, in reading order, when the app lists them (views and
    /// `UIAccessibilityElement`s); nil by default (a view's elements are then found in its
    /// subviews).
    open var accessibilityElements: [Any]? {
        get { accessibilityAttributes?.elements }
        set { accessibility.elements = newValue }
    }

    /// How many elements the container lists (`accessibilityElements`).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// The listed element at `index`, or nil outside the list.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Where `element` is in the list, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    /// The actions the element offers besides activation; nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityAttributes?.customActions }
        set { accessibility.customActions = newValue }
    }

    /// Activates the element in its own way; returns whether it did. The default returns false,
    /// and the assistive technology then taps `accessibilityActivationPoint`.
    open func accessibilityActivate() -> Bool { false }

    /// Raises an `.adjustable` element's value one step. Does nothing by default.
    open func accessibilityIncrement() {}

    /// Lowers an `.adjustable` element's value one step. Does nothing by default.
    open func accessibilityDecrement() {}

    /// Scrolls the content one page in `direction`; returns whether it did (false by default).
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// Dismisses what the element shows (the escape gesture); returns whether it did (false by
    /// default).
    open func accessibilityPerformEscape() -> Bool { false }

    /// Performs the app's most important action (the magic tap); false by default.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// The assistive technology's focus came to this element. Does nothing by default.
    open func accessibilityElementDidBecomeFocused() {}

    /// The assistive technology's focus left this element. Does nothing by default.
    open func accessibilityElementDidLoseFocus() {}

    /// Whether the assistive technology's focus is on this element.
    open func accessibilityElementIsFocused() -> Bool {
        ApplicationContext.current.accessibilityFocus === self
    }

    /// The attributed form of `plain` (what the plain property's getter, perhaps overridden,
    /// returns): `stored` when its string agrees, else `plain` without attributes.
    private func attributed(_ stored: NSAttributedString?, agreeingWith plain: String?) -> NSAttributedString? {
        if let stored, stored.string == plain { return stored }
        return plain.map { NSAttributedString(string: $0) }
    }

    /// The window whose first responder this responder may be: a view's window; nil otherwise.
    var responderWindow: UIWindow? { nil }
}

/// Responders compare by identity, as `NSObject`s do by default on iOS, so `[UIView]` and
/// `Set<UIView>` work as there.
extension UIResponder: Hashable {
    /// Whether the two are the same object.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
