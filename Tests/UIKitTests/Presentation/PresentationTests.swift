import Foundation
import LaminaHeadless
import Testing
import UIKit
import UIKitTesting

/// Modal presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)` in
/// each built-in style, the appearance callbacks around them, and the pixels they leave.
@MainActor @Suite struct PresentationTests {
    static let white = PixelRGBA(255, 255, 255, 255)
    static let red = PixelRGBA(255, 0, 0, 255)

    /// A root controller with one child filling it, shown in a window of `size`.
    static func stage(
        _ host: HeadlessHost, _ journal: Journal
    ) -> (window: UIWindow, root: JournalingController, child: JournalingController) {
        let root = JournalingController("root", journal)
        let child = JournalingController("child", journal)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = host.show(root)
        host.renderFrame()
        journal.entries = []
        return (window, root, child)
    }

    @Test func aFullScreenPresentationCoversTheWindowAndItsDismissalPutsThePresenterBack() {
        HeadlessHost.run(size: CGSize(width: 200, height: 300)) { host in
            let journal = Journal()
            let (window, root, child) = Self.stage(host, journal)
            let presented = JournalingController("presented", journal, color: .red)
            presented.modalPresentationStyle = .fullScreen
            var completions = 0
            // Asked of a child, the presentation is the root's: it covers the window.
            child.present(presented, animated: false) { completions += 1 }
            #expect(
                journal.entries == [
                    "root willDisappear", "child willDisappear", "presented willAppear presenting",
                    "root didDisappear", "child didDisappear", "presented didAppear presenting",
                ])
            #expect(completions == 1)
            #expect(root.presentedViewController === presented && child.presentedViewController === presented)
            #expect(presented.presentingViewController === root && root.presentingViewController == nil)
            #expect(!presented.isBeingPresented && presented.isViewAppeared && !root.isViewAppeared)
            #expect(root.view.window == nil && presented.view.window === window)
            #expect(presented.view.convert(presented.view.bounds, to: window) == window.bounds)
            host.renderFrame()
            #expect(host.pixel(x: 100, y: 150) == Self.red)

            journal.entries = []
            presented.dismiss(animated: false) { completions += 1 }
            #expect(
                journal.entries == [
                    "presented willDisappear dismissing", "root willAppear", "child willAppear",
                    "presented didDisappear dismissing", "root didAppear", "child didAppear",
                ])
            #expect(completions == 2)
            #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
            #expect(root.view.superview === window && root.view.frame == window.bounds)
            #expect(presented.view.window == nil && window.subviews.count == 1)
            host.renderFrame()
            #expect(host.pixel(x: 100, y: 150) == Self.white)
        }
    }

    @Test func aCoverVerticalPresentationSlidesUpOnTheClockAndDownAgain() {
        HeadlessHost.run(size: CGSize(width: 200, height: 300)) { host in
            let journal = Journal()
            let (window, root, _) = Self.stage(host, journal)
            let presented = JournalingController("presented", journal, color: .red)
            presented.modalPresentationStyle = .fullScreen
            let start = host.clock.now
            var done = false
            root.present(presented, animated: true) { done = true }
            #expect(presented.isBeingPresented && !done)
            #expect(
                journal.entries == ["root willDisappear", "child willDisappear", "presented willAppear presenting"])
            #expect(root.view.window === window)  // it leaves once covered
            // Ease in, ease out: half the time is half the way, the top edge at 150.
            host.clock.advance(by: start + 0.25 - host.clock.now)
            host.renderFrame()
            #expect(host.pixel(x: 100, y: 140) == Self.white && host.pixel(x: 100, y: 160) == Self.red)
            #expect(!done)
            host.clock.advance(by: start + 0.6 - host.clock.now)
            host.renderFrame()
            #expect(done && !presented.isBeingPresented && root.view.window == nil)
            #expect(
                journal.entries.suffix(3) == [
                    "root didDisappear", "child didDisappear", "presented didAppear presenting",
                ])
            #expect(host.pixel(x: 100, y: 5) == Self.red)

            let back = host.clock.now
            var dismissed = false
            root.dismiss(animated: true) { dismissed = true }
            #expect(presented.isBeingDismissed && root.view.window === window)
            host.clock.advance(by: back + 0.25 - host.clock.now)
            host.renderFrame()
            #expect(host.pixel(x: 100, y: 140) == Self.white && host.pixel(x: 100, y: 160) == Self.red)
            host.clock.advance(by: back + 0.6 - host.clock.now)
            host.renderFrame()
            #expect(
                dismissed && root.presentedViewController == nil && window.subviews.count == 1
                    && window.subviews.first === root.view)
            #expect(host.pixel(x: 100, y: 295) == Self.white)
        }
    }

    @Test func aCrossDissolveFadesThePresentedViewIn() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let journal = Journal()
            let (_, root, _) = Self.stage(host, journal)
            let presented = JournalingController("presented", journal, color: .red)
            presented.modalPresentationStyle = .overFullScreen
            presented.modalTransitionStyle = .crossDissolve
            let start = host.clock.now
            root.present(presented, animated: true)
            host.clock.advance(by: start + 0.175 - host.clock.now)
            host.renderFrame()
            // Half the time of an ease-in-out is half the opacity: red at 0.5 over white.
            let mid = host.pixel(x: 50, y: 50)
            #expect(mid.red == 255 && abs(Int(mid.green) - 128) <= 1 && abs(Int(mid.blue) - 128) <= 1)
            host.clock.advance(by: start + 0.4 - host.clock.now)
            host.renderFrame()
            #expect(host.pixel(x: 50, y: 50) == Self.red && presented.view.alpha == 1)
            // Over the full screen, the presenter stays shown and hears nothing.
            #expect(root.isViewAppeared && root.view.window != nil)
            #expect(journal.entries == ["presented willAppear presenting", "presented didAppear presenting"])
        }
    }

    @Test func aSheetIsACardOverTheDimmedPresenterWhichStaysShown() {
        HeadlessHost.run(size: CGSize(width: 200, height: 300)) { host in
            let journal = Journal()
            let (window, root, _) = Self.stage(host, journal)
            let presented = JournalingController("presented", journal, color: .red)
            #expect(presented.modalPresentationStyle == .automatic)
            root.present(presented, animated: false)
            #expect(journal.entries == ["presented willAppear presenting", "presented didAppear presenting"])
            #expect(root.isViewAppeared && root.view.window === window)
            // Compact width, no top safe area: the card starts 30 points down and fills the rest.
            #expect(
                presented.view.convert(presented.view.bounds, to: window)
                    == CGRect(x: 0, y: 30, width: 200, height: 270))
            #expect(
                presented.presentationController?.frameOfPresentedViewInContainerView
                    == CGRect(x: 0, y: 30, width: 200, height: 270))
            host.renderFrame()
            // Above the card, white under 30 % black.
            let dimmed = host.pixel(x: 100, y: 10)
            #expect(abs(Int(dimmed.red) - 179) <= 1 && dimmed.red == dimmed.green && dimmed.green == dimmed.blue)
            #expect(host.pixel(x: 100, y: 200) == Self.red)
            // The card's top corners are rounded: its very corner shows the dimmed presenter.
            #expect(host.pixel(x: 0, y: 30) != Self.red && host.pixel(x: 100, y: 31) == Self.red)

            presented.dismiss(animated: false)
            #expect(
                presented.view.superview == nil && window.subviews.count == 1 && window.subviews.first === root.view)
            host.renderFrame()
            #expect(host.pixel(x: 100, y: 10) == Self.white)
        }
    }

    @Test func aFormSheetInARegularWidthIsACentredCard() {
        HeadlessHost.run(size: CGSize(width: 1024, height: 768)) { host in
            let journal = Journal()
            let (window, root, _) = Self.stage(host, journal)
            let presented = JournalingController("presented", journal, color: .red)
            presented.modalPresentationStyle = .formSheet
            root.present(presented, animated: false)
            #expect(
                presented.view.convert(presented.view.bounds, to: window)
                    == CGRect(x: 242, y: 74, width: 540, height: 620))
            // The window resizes: the sheet's controller hears its new card size, the card follows.
            window.frame = CGRect(x: 0, y: 0, width: 1000, height: 700)
            #expect(presented.sizes == [CGSize(width: 540, height: 620)])
            window.layoutIfNeeded()
            #expect(
                presented.view.convert(presented.view.bounds, to: window)
                    == CGRect(x: 230, y: 40, width: 540, height: 620))
        }
    }

    @Test func aCurrentContextPresentationCoversTheContextControllersView() {
        HeadlessHost.run(size: CGSize(width: 200, height: 300)) { host in
            let journal = Journal()
            let root = JournalingController("root", journal)
            let child = JournalingController("child", journal)
            let grandchild = JournalingController("grandchild", journal)
            for (parent, controller) in [(root, child), (child, grandchild)] {
                parent.addChild(controller)
                parent.view.addSubview(controller.view)
                controller.didMove(toParent: parent)
            }
            child.view.frame = CGRect(x: 20, y: 40, width: 100, height: 120)
            child.definesPresentationContext = true
            let window = host.show(root)
            journal.entries = []
            let presented = JournalingController("presented", journal, color: .red)
            presented.modalPresentationStyle = .currentContext
            grandchild.present(presented, animated: false)
            #expect(presented.presentingViewController === child)
            #expect(
                journal.entries == [
                    "child willDisappear", "grandchild willDisappear", "presented willAppear presenting",
                    "child didDisappear", "grandchild didDisappear", "presented didAppear presenting",
                ])
            #expect(child.view.window == nil && root.isViewAppeared)
            #expect(
                presented.view.convert(presented.view.bounds, to: window)
                    == CGRect(x: 20, y: 40, width: 100, height: 120))
            host.renderFrame()
            #expect(host.pixel(x: 30, y: 50) == Self.red && host.pixel(x: 150, y: 250) == Self.white)
            grandchild.dismiss(animated: false)
            #expect(
                child.view.superview === root.view && child.view.frame == CGRect(x: 20, y: 40, width: 100, height: 120))
            #expect(
                child.isViewAppeared && grandchild.isViewAppeared && root.view.subviews.count == 1
                    && root.view.subviews.first === child.view)
        }
    }

    @Test func whatUIKitRefusesIsIgnoredWithoutItsCompletion() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let journal = Journal()
            let (_, root, child) = Self.stage(host, journal)
            var completions = 0
            // Nothing to dismiss.
            root.dismiss(animated: false) { completions += 1 }
            let first = JournalingController("first", journal)
            root.present(first, animated: false)
            // Already presenting; presenting a child; presenting from a view outside any window.
            root.present(JournalingController("second", journal), animated: false) { completions += 1 }
            first.present(child, animated: false) { completions += 1 }
            JournalingController("loose", journal).present(JournalingController("third", journal), animated: false) {
                completions += 1
            }
            // Presenting what is already presented.
            let other = JournalingController("other", journal)
            first.present(other, animated: false)
            root.present(other, animated: false) { completions += 1 }
            #expect(completions == 0)
            #expect(root.presentedViewController === first && first.presentedViewController === other)
            #expect(other.presentingViewController === first)
            // During an animated presentation, neither another presentation nor a dismissal.
            let moving = JournalingController("moving", journal)
            other.present(moving, animated: true) { completions += 1 }
            moving.present(JournalingController("fourth", journal), animated: false) { completions += 1 }
            moving.dismiss(animated: false) { completions += 1 }
            #expect(moving.isBeingPresented && moving.presentedViewController == nil && completions == 0)
            host.advance(by: 0.6)
            #expect(!moving.isBeingPresented && completions == 1)
            root.dismiss(animated: false) { completions += 1 }
            #expect(completions == 2 && root.presentedViewController == nil && moving.presentingViewController == nil)
        }
    }

    @Test func dismissingTheBottomOfAChainDismissesEverythingAbove() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let journal = Journal()
            let (window, root, _) = Self.stage(host, journal)
            let middle = JournalingController("middle", journal)
            let top = JournalingController("top", journal)
            middle.modalPresentationStyle = .fullScreen
            top.modalPresentationStyle = .fullScreen
            root.present(middle, animated: false)
            middle.present(top, animated: false)
            #expect(top.presentingViewController === middle && middle.view.window == nil)
            journal.entries = []
            var done = false
            root.dismiss(animated: false) { done = true }
            #expect(done && root.presentedViewController == nil && middle.presentedViewController == nil)
            #expect(
                top.view.window == nil && middle.view.window == nil && window.subviews.count == 1
                    && window.subviews.first === root.view)
            #expect(root.isViewAppeared && !middle.isViewAppeared && !top.isViewAppeared)
            #expect(journal.entries.contains("top didDisappear dismissing"))
            #expect(journal.entries.last == "child didAppear")
        }
    }

    /// A host torn down while presentations animate frees their controllers, views and
    /// containers: the transitions hold them weakly, so nothing keeps a cycle alive.
    @Test(arguments: [UIModalPresentationStyle.fullScreen, .pageSheet, .overFullScreen, .popover])
    func aHostTornDownMidTransitionFreesThePresentation(style: UIModalPresentationStyle) {
        weak var presented: UIViewController?
        weak var presentedView: UIView?
        weak var container: UIView?
        weak var dismissed: UIViewController?
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = UIViewController()
            host.show(root)
            let leaving = UIViewController()
            root.present(leaving, animated: false)
            let controller = UIViewController()
            controller.modalPresentationStyle = style
            controller.modalTransitionStyle = style == .overFullScreen ? .crossDissolve : .coverVertical
            leaving.present(controller, animated: true)
            host.advance(by: 0.1)
            presented = controller
            presentedView = controller.view
            container = controller.view.window.flatMap { window in
                window.subviews.last
            }
            leaving.dismiss(animated: true)
            dismissed = leaving
            #expect(controller.isBeingPresented && container != nil)
        }
        #expect(presented == nil && presentedView == nil && container == nil && dismissed == nil)
    }

    /// A presentation moves, fades or flips what is drawn already: the presented view draws once,
    /// the frames of its animation only composite.
    @Test(arguments: [UIModalTransitionStyle.coverVertical, .crossDissolve, .flipHorizontal])
    func anAnimatedPresentationRecompositesWithoutRedrawing(style: UIModalTransitionStyle) {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = UIViewController()
            host.show(root)
            host.renderFrame()
            final class Drawn: UIViewController {
                let canvas = CountingDrawView()
                override func loadView() { view = canvas }
            }
            let presented = Drawn()
            presented.modalPresentationStyle = .fullScreen
            presented.modalTransitionStyle = style
            root.present(presented, animated: true)
            // The first frame draws the new view's store; the animation's frames redraw nothing.
            var redrawnLater = 0
            host.advance(by: 0.05)
            for _ in 0..<7 { redrawnLater += host.advance(by: 0.05).backingStoresRedrawn }
            #expect(presented.canvas.draws == 1 && redrawnLater == 0)
            host.advance(by: 1)
            #expect(!presented.isBeingPresented && presented.canvas.draws == 1)
            #expect(host.pixel(x: 50, y: 50) == PixelRGBA(0, 0, 255, 255))
        }
    }
}
