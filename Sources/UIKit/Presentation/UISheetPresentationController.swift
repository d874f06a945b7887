import CoreGraphics
public import Foundation
import QuartzCore

/// The presentation controller of the sheet styles (`.pageSheet`, `.formSheet`, `.automatic`):
/// a card with rounded top corners over a dimmed window, the presenting controller shown under
/// it, which `UIViewController.sheetPresentationController` hands out to configure.
///
/// Geometry (Lamina's, from the container's size class): in a compact width the card is as wide
/// as the container and rises to its detent — `.large()` reaches 10 points below the top safe
/// area (at least 20 points), `.medium()` half that height, custom detents what their resolver
/// says within it — sitting on the bottom edge. In a regular width a form sheet is a centred
/// 540 × 620 card and a page sheet a 704-point-wide one from the top of the large detent; detents
/// do not apply there. The screen beneath dims by 30 % black, unless the current detent is at most
/// `largestUndimmedDetentIdentifier`: then there is no dimming and touches outside the card reach
/// the presenting views. The presented controller's view fills a clipping card view
/// (`presentedView`), so its own layer is left alone.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    let card = UIView()
    let dimming = UIView()
    let grabber = UIView()

    /// The heights the sheet may rest at; `[.large()]` by default. An empty list means `.large()`.
    open var detents: [Detent] = [.large()] { didSet { detentsDidChange() } }
    /// The detent the sheet rests at; nil means the smallest of `detents`.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { detentsDidChange() } }
    /// The largest detent at which the screen beneath is not dimmed and stays interactive; nil
    /// dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { detentsDidChange() } }
    /// Whether a grabber shows at the top of the sheet; false by default.
    open var prefersGrabberVisible = false { didSet { detentsDidChange() } }
    /// The corner radius of the sheet; nil for the system's (10 points).
    open var preferredCornerRadius: CGFloat? { didSet { detentsDidChange() } }
    /// Whether scrolling a scroll view to its edge grows the sheet (stored: there are no drags).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in a compact height (stored).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes the presented controller's preferred width (stored).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether a regular-width sheet sizes like a page (stored: Lamina's page sheet always does).
    open var prefersPageSizing = true
    /// The view a sheet presented as a popover's adaptation points at (stored).
    open var sourceView: UIView?

    /// Creates the sheet controller of `presentedViewController`.
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        card.clipsToBounds = true
        card.layer.cornerRadius = 10
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.3)
        grabber.backgroundColor = UIColor(white: 0.5, alpha: 0.5)
        grabber.layer.cornerRadius = 2.5
    }

    /// Makes the changes in `changes` (detents, the selected one) and animates the sheet to its
    /// new height.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        guard let containerView else { return }
        UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseInOut]) {
            self.applyDetent()
            containerView.layoutIfNeeded()
        }
    }

    /// Asks the custom detents' resolvers again (after what they depend on changed).
    open func invalidateDetents() { detentsDidChange() }

    open override var presentedView: UIView? { card }
    open override var shouldPresentInFullscreen: Bool { true }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return frame(
            in: containerView.bounds, safeTop: containerView.safeAreaInsets.top,
            regular: containerView.traitCollection.horizontalSizeClass == .regular)
    }

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let content: UIView = presentedViewController.view
        card.frame = frameOfPresentedViewInContainerView
        content.frame = card.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.addSubview(content)
        dimming.frame = containerView.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(dimming, at: 0)
        applyDetent()
        let shown = dimming.alpha
        dimming.alpha = 0
        let coordinator = presentedViewController.transitionCoordinator
        if coordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = shown }, completion: nil) != true
        {
            dimming.alpha = shown
        }
    }

    open override func dismissalTransitionWillBegin() {
        let coordinator = presentedViewController.transitionCoordinator
        if coordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = 0 }, completion: nil) != true {
            dimming.alpha = 0
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        dimming.removeFromSuperview()
        // The controller's view leaves the card, as it would leave UIKit's.
        if presentedViewController.viewIfLoaded?.superview === card {
            presentedViewController.viewIfLoaded?.removeFromSuperview()
        }
    }

    open override func containerViewWillLayoutSubviews() {
        card.frame = frameOfPresentedViewInContainerView
        grabber.frame = CGRect(x: (card.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
    }

    // MARK: Detents

    /// The height of the large detent in a container of `bounds`.
    static func largeHeight(in bounds: CGRect, safeTop: CGFloat) -> CGFloat {
        max(bounds.height - max(safeTop, 20) - 10, 0)
    }

    /// The card's frame in a container of `bounds`.
    func frame(in bounds: CGRect, safeTop: CGFloat, regular: Bool) -> CGRect {
        let large = Self.largeHeight(in: bounds, safeTop: safeTop)
        guard regular else {
            let height = min(currentDetentHeight(maximum: large), large)
            return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        }
        let form = style == .formSheet
        let width = min(form ? 540 : 704, bounds.width)
        let height = min(form ? 620 : large, bounds.height)
        let y = form ? bounds.minY + (bounds.height - height) / 2 : bounds.maxY - large
        return CGRect(x: bounds.minX + (bounds.width - width) / 2, y: y, width: width, height: max(height, 0))
    }

    /// The heights of the detents that resolve, by identifier, for a large height of `maximum`.
    func resolvedDetents(maximum: CGFloat) -> [(Detent.Identifier, CGFloat)] {
        let context = DetentContext(traitCollection: traitCollection, maximumDetentValue: maximum)
        let list = detents.isEmpty ? [Detent.large()] : detents
        return list.compactMap { detent in
            guard let value = detent.resolvedValue(in: context), value.isFinite else { return nil }
            return (detent.identifier, min(max(value, 0), maximum))
        }
    }

    /// The height of the detent the sheet rests at: the selected one, else the smallest.
    func currentDetentHeight(maximum: CGFloat) -> CGFloat {
        let resolved = resolvedDetents(maximum: maximum)
        if let selected = selectedDetentIdentifier, let match = resolved.first(where: { $0.0 == selected }) {
            return match.1
        }
        return resolved.map(\.1).min() ?? maximum
    }

    private func detentsDidChange() {
        guard containerView != nil else { return }
        applyDetent()
        containerView?.setNeedsLayout()
    }

    /// Dimming, touch passing, corner radius and grabber for the current detent.
    private func applyDetent() {
        guard let containerView else { return }
        card.layer.cornerRadius = preferredCornerRadius ?? 10
        let regular = containerView.traitCollection.horizontalSizeClass == .regular
        card.layer.maskedCorners =
            regular
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        var undimmed = false
        if !regular, let limit = largestUndimmedDetentIdentifier {
            let large = Self.largeHeight(in: containerView.bounds, safeTop: containerView.safeAreaInsets.top)
            if let bound = resolvedDetents(maximum: large).first(where: { $0.0 == limit })?.1 {
                undimmed = currentDetentHeight(maximum: large) <= bound
            }
        }
        dimming.alpha = undimmed ? 0 : 1
        (containerView as? PresentationContainerView)?.passesTouchesThrough = undimmed
        if prefersGrabberVisible {
            if grabber.superview !== card { card.addSubview(grabber) }
            card.bringSubviewToFront(grabber)
        } else {
            grabber.removeFromSuperview()
        }
    }

    private struct DetentContext: UISheetPresentationControllerDetentResolutionContext {
        let traitCollection: UITraitCollection
        let maximumDetentValue: CGFloat
    }
}

/// What a custom detent's resolver knows: the sheet's traits and the height of its large detent.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet.
    var traitCollection: UITraitCollection { get }
    /// The largest height a detent may have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}

/// Hears a sheet's changes of detent. Lamina's sheets change detent only when code asks (there
/// are no drags), so `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, which
/// UIKit calls for the user's changes, is never called.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called after the user moved the sheet to another detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
