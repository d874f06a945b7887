import CoreGraphics
public import Foundation
import QuartzCore

/// Where a popover's arrow points.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a direction set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left: the popover is right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right: the popover is left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (before the popover is placed).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation controller of `.popover`: a card anchored beside its source (a view's
/// rectangle or a bar button item), the screen beneath undimmed; a tap outside it dismisses it
/// (unless it lands on one of `passthroughViews`, which get it instead).
///
/// Placement (Lamina's): the card takes the presented controller's `preferredContentSize` (320 ×
/// 480 points when zero), kept within the container inset by `popoverLayoutMargins`; it goes below
/// the source when that is permitted and it fits, else above, right, then left, else wherever has
/// most room; `arrowDirection` says which. No arrow is drawn. Lamina does not adapt popovers to
/// sheets in a compact width; `adaptivePresentationStyle` reports the delegate's answer.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    let card = UIView()

    /// The view `sourceRect` is in.
    open var sourceView: UIView?
    /// The rectangle the popover points at, in `sourceView`'s coordinates; an empty one means the
    /// whole view.
    open var sourceRect = CGRect.zero
    /// The bar button item the popover points at (instead of a view).
    open var barButtonItem: UIBarButtonItem?
    /// The sides of the source the popover may sit on (by arrow direction); `.any` by default.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// The direction chosen when the popover was placed; `.unknown` before.
    open private(set) var arrowDirection = UIPopoverArrowDirection.unknown
    /// Views that take touches while the popover is shown instead of dismissing it.
    open var passthroughViews: [UIView]?
    /// The card's colour behind the content; nil leaves the content's own.
    open var backgroundColor: UIColor? { didSet { card.backgroundColor = backgroundColor } }
    /// The distance the popover keeps from the container's edges; 10 points on each side.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover its source when there is no room beside it; false.
    open var canOverlapSourceViewRect = false

    /// Creates the popover controller of `presentedViewController`.
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        card.clipsToBounds = true
        card.layer.cornerRadius = 13
    }

    open override var presentedView: UIView? { card }
    open override var shouldPresentInFullscreen: Bool { true }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let (frame, direction) = placement(in: containerView)
        arrowDirection = direction
        return frame
    }

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        let content: UIView = presentedViewController.view
        card.frame = frameOfPresentedViewInContainerView
        content.frame = card.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.addSubview(content)
        let outside = UITapGestureRecognizer { [weak self] _ in self?.tappedOutside() }
        containerView.addGestureRecognizer(outside)
        (containerView as? PresentationContainerView)?.popover = self
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed, presentedViewController.viewIfLoaded?.superview === card else { return }
        presentedViewController.viewIfLoaded?.removeFromSuperview()
    }

    open override func containerViewWillLayoutSubviews() {
        card.frame = frameOfPresentedViewInContainerView
    }

    /// A tap outside the card: the delegate may keep the popover; else it is dismissed, animated,
    /// and the delegate hears it.
    func tappedOutside() {
        let popoverDelegate = delegate as? any UIPopoverPresentationControllerDelegate
        guard popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true,
            delegate?.presentationControllerShouldDismiss(self) ?? true
        else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }

    /// The rectangle the popover points at, in the container's coordinates, or nil.
    func anchor(in container: UIView) -> CGRect? {
        if let item = barButtonItem, let view = item.bar?.view(for: item) ?? item.customView, view.window != nil {
            return view.convert(view.bounds, to: container)
        }
        guard let sourceView, sourceView.window != nil else { return nil }
        let rect = sourceRect.isEmpty && sourceRect.origin == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: container)
    }

    /// The card's frame and arrow direction in `container`.
    func placement(in container: UIView) -> (CGRect, UIPopoverArrowDirection) {
        let area = container.bounds.inset(by: popoverLayoutMargins)
        let wanted = presentedViewController.preferredContentSize
        let size = CGSize(
            width: min(wanted.width > 0 ? wanted.width : 320, max(area.width, 0)),
            height: min(wanted.height > 0 ? wanted.height : 480, max(area.height, 0)))
        guard let source = anchor(in: container), source.minX.isFinite, source.minY.isFinite else {
            return (
                CGRect(
                    x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width,
                    height: size.height), .unknown
            )
        }
        func clampX(_ x: CGFloat) -> CGFloat { min(max(x, area.minX), max(area.maxX - size.width, area.minX)) }
        func clampY(_ y: CGFloat) -> CGFloat { min(max(y, area.minY), max(area.maxY - size.height, area.minY)) }
        let room: [(UIPopoverArrowDirection, CGFloat, CGRect)] = [
            (
                .up, area.maxY - source.maxY,
                CGRect(x: clampX(source.midX - size.width / 2), y: source.maxY, width: size.width, height: size.height)
            ),
            (
                .down, source.minY - area.minY,
                CGRect(
                    x: clampX(source.midX - size.width / 2), y: source.minY - size.height, width: size.width,
                    height: size.height)
            ),
            (
                .left, area.maxX - source.maxX,
                CGRect(x: source.maxX, y: clampY(source.midY - size.height / 2), width: size.width, height: size.height)
            ),
            (
                .right, source.minX - area.minX,
                CGRect(
                    x: source.minX - size.width, y: clampY(source.midY - size.height / 2), width: size.width,
                    height: size.height)
            ),
        ]
        let permitted = room.filter { permittedArrowDirections.contains($0.0) }
        let needed: (UIPopoverArrowDirection) -> CGFloat = { $0 == .up || $0 == .down ? size.height : size.width }
        if let fitting = permitted.first(where: { $0.1 >= needed($0.0) }) { return (fitting.2, fitting.0) }
        // No side has room: the roomiest permitted side, squeezed into it (or over the source).
        guard let best = (permitted.isEmpty ? room : permitted).max(by: { $0.1 < $1.1 }) else {
            return (.zero, .unknown)
        }
        var frame = best.2
        if !canOverlapSourceViewRect {
            switch best.0 {
            case .up: frame.size.height = max(min(frame.height, best.1), 0)
            case .down:
                frame.size.height = max(min(frame.height, best.1), 0)
                frame.origin.y = source.minY - frame.height
            case .left: frame.size.width = max(min(frame.width, best.1), 0)
            default:
                frame.size.width = max(min(frame.width, best.1), 0)
                frame.origin.x = source.minX - frame.width
            }
        } else {
            frame.origin = CGPoint(x: clampX(frame.minX), y: clampY(frame.minY))
        }
        return (frame, best.0)
    }
}

/// Hears a popover's placement and dismissal; every method is optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called before the popover is shown, to set its source or other options.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside dismisses the popover; true by default.
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    /// Called after a tap outside dismissed the popover.
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// True.
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}
