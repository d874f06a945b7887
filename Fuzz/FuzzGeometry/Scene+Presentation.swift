import FuzzSupport
import UIKit

/// Modal presentation: controllers presented (six controllers a scene at most) in any style and transition
/// style, animated or not, from any controller — in a window or not, already presenting or not —
/// with fuzzed detents, popover sources and preferred sizes, some through a transitioning
/// delegate whose presentation controller places the view anywhere; dismissals from any
/// controller mid-transition or not; sheets changing detent; the window hidden and shown. The
/// presented views join the scene's views, so the other operations move, restyle and remove them.
extension Scene {
    mutating func presentation(_ input: inout FuzzInput) {
        switch input.byte() % 5 {
        case 0, 1:
            guard controllers.count < 6 else { return dismissAny(&input) }
            let presented = UIViewController()
            let styles: [UIModalPresentationStyle] = [
                .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .overFullScreen, .overCurrentContext,
                .popover, .none, .automatic,
            ]
            presented.modalPresentationStyle = styles[input.int(below: styles.count)]
            presented.modalTransitionStyle = UIModalTransitionStyle(rawValue: input.int(below: 4)) ?? .coverVertical
            presented.preferredContentSize = CGSize(width: input.number(), height: input.number())
            presented.definesPresentationContext = input.bool()
            input.trace("presented size \(presented.preferredContentSize)")
            if input.bool() {
                let placement = FuzzedPresentation.Placement(frame: input.rect())
                presented.transitioningDelegate = placement
                placements.append(placement)
            }
            if let sheet = presented.sheetPresentationController {
                let height = input.number()
                sheet.detents = input.bool() ? [.medium(), .custom { _ in height }] : []
                sheet.prefersGrabberVisible = input.bool()
                sheet.largestUndimmedDetentIdentifier = input.bool() ? .medium : nil
            }
            if let popover = presented.popoverPresentationController {
                // Not the window: the popover holds its source strongly, as in UIKit, so a window
                // anchoring a popover it presents is a cycle until dismissed (UIKit leaks it too).
                popover.sourceView = anyMovableView(&input)
                popover.sourceRect = input.rect()
                popover.permittedArrowDirections = UIPopoverArrowDirection(rawValue: UInt(input.byte() % 16))
                popover.canOverlapSourceViewRect = input.bool()
                input.trace(
                    "popover from view \(views.firstIndex { $0 === popover.sourceView } ?? -1) at \(popover.sourceRect) "
                        + "arrows \(popover.permittedArrowDirections.rawValue) overlap \(popover.canOverlapSourceViewRect)"
                )
            }
            let (presenter, animated) = (presenter(&input), input.bool())
            input.trace(
                "present \(presented.modalPresentationStyle.rawValue) placed \(presented.transitioningDelegate != nil) "
                    + "from \(controllers.firstIndex { $0 === presenter } ?? -1) animated \(animated)")
            presenter.present(presented, animated: animated)
            controllers.append(presented)
            if views.count < 64, let view = presented.viewIfLoaded { views.append(view) }
        case 2:
            dismissAny(&input)
        case 3:
            guard let controller = controllers.randomElement(using: &input),
                let sheet = controller.sheetPresentationController
            else { return }
            let identifiers: [UISheetPresentationController.Detent.Identifier?] = [nil, .medium, .large]
            let pick = identifiers[input.int(below: identifiers.count)]
            if input.bool() {
                sheet.animateChanges { sheet.selectedDetentIdentifier = pick }
            } else {
                sheet.selectedDetentIdentifier = pick
            }
        default:
            views[0].window?.isHidden.toggle()
        }
    }

    private mutating func presenter(_ input: inout FuzzInput) -> UIViewController {
        if let root = views[0].window?.rootViewController, controllers.isEmpty || input.bool() { return root }
        return controllers.randomElement(using: &input) ?? UIViewController()
    }

    private mutating func dismissAny(_ input: inout FuzzInput) {
        let (controller, animated) = (controllers.randomElement(using: &input), input.bool())
        input.trace(
            "dismiss \(controller.flatMap { c in controllers.firstIndex { $0 === c } } ?? -1) animated \(animated)")
        controller?.dismiss(animated: animated)
    }
}

/// A transitioning delegate whose presentation controller puts the presented view at a fuzzed
/// frame (NaN and huge values included).
@MainActor
enum FuzzedPresentation {
    final class Placement: UIViewControllerTransitioningDelegate {
        let frame: CGRect
        init(frame: CGRect) { self.frame = frame }
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            Placed(presentedViewController: presented, presenting: presenting, frame: frame)
        }
    }

    final class Placed: UIPresentationController {
        let frame: CGRect
        init(presentedViewController: UIViewController, presenting: UIViewController?, frame: CGRect) {
            self.frame = frame
            super.init(presentedViewController: presentedViewController, presenting: presenting)
        }
        override var frameOfPresentedViewInContainerView: CGRect { frame }
        override var shouldRemovePresentersView: Bool { frame.width > 100 }
        override func containerViewWillLayoutSubviews() { presentedView?.frame = frame }
    }
}

extension Array {
    /// An element chosen by the input, or nil when empty.
    func randomElement(using input: inout FuzzInput) -> Element? {
        isEmpty ? nil : self[input.int(below: count)]
    }
}
