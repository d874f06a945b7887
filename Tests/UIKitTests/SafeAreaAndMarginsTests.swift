import Foundation
import LaminaHeadless
import Testing
import UIKit
import UIKitTesting

/// Safe areas and layout margins without Auto Layout: what frame-based `layoutSubviews()` code
/// reads (`safeAreaInsets`, `layoutMargins`) and the callbacks it overrides.
@MainActor @Suite struct SafeAreaAndMarginsTests {
    /// Counts the safe-area and margin callbacks a view hears.
    final class Probe: UIView {
        var safeAreaChanges: [UIEdgeInsets] = []
        var marginChanges: [UIEdgeInsets] = []
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            safeAreaChanges.append(safeAreaInsets)
        }
        override func layoutMarginsDidChange() {
            super.layoutMarginsDidChange()
            marginChanges.append(layoutMargins)
        }
    }

    final class Controller: UIViewController {
        var safeAreaChanges = 0
        var marginChanges: [UIEdgeInsets] = []
        override func loadView() { view = Probe(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
        override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
        override func viewLayoutMarginsDidChange() { marginChanges.append(view.layoutMargins) }
    }

    private func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    @Test func additionalInsetsMakeTheRootsSafeAreaAndSubviewsGetTheirShare() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let controller = Controller()
            host.show(controller)
            let root = controller.view as! Probe
            let top = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let middle = Probe(frame: CGRect(x: 10, y: 300, width: 50, height: 50))
            let bottom = Probe(frame: CGRect(x: 0, y: 800, width: 390, height: 100))
            for view in [top, middle, bottom] { root.addSubview(view) }
            #expect(root.safeAreaInsets == .zero && top.safeAreaInsets == .zero)

            controller.additionalSafeAreaInsets = insets(44, 0, 34, 0)
            #expect(root.safeAreaInsets == insets(44, 0, 34, 0))
            #expect(controller.safeAreaChanges == 1 && root.safeAreaChanges == [insets(44, 0, 34, 0)])
            #expect(top.safeAreaInsets == insets(44, 0, 0, 0))
            #expect(middle.safeAreaInsets == .zero && middle.safeAreaChanges.isEmpty)
            // 90 of its 100 points lie below 844 - 34; an edge the root keeps safe stays safe.
            #expect(bottom.safeAreaInsets == insets(0, 0, 90, 0))

            // Moving through the view's own geometry recomputes it, and tells it.
            middle.center = CGPoint(x: 35, y: 20)
            #expect(middle.safeAreaInsets == insets(49, 0, 0, 0) && middle.safeAreaChanges.count == 1)
            // A subview's share is in its own coordinates: scrolling its superview moves it.
            top.addSubview(middle)
            middle.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            #expect(middle.safeAreaInsets == insets(20, 0, 0, 0))
            top.bounds.origin.y = -30
            #expect(middle.safeAreaInsets == insets(14, 0, 0, 0))

            // Under a transform, in the view's own units: twice the size about its centre, the
            // root's 44 points reach 47 points into it.
            let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(scaled)
            scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
            #expect(scaled.safeAreaInsets == insets(47, 0, 0, 0))

            // The same insets again tell no one.
            controller.additionalSafeAreaInsets = insets(44, 0, 34, 0)
            #expect(controller.safeAreaChanges == 1)
        }
    }

    @Test func viewsOutsideAWindowHaveNoSafeArea() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let controller = Controller()
            controller.additionalSafeAreaInsets = insets(20, 0, 0, 0)
            let root = controller.view as! Probe
            let child = Probe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(child)
            #expect(root.safeAreaInsets == .zero && child.safeAreaInsets == .zero)
            let window = host.show(controller)
            #expect(root.safeAreaInsets == insets(20, 0, 0, 0) && child.safeAreaInsets == insets(10, 0, 0, 0))
            root.removeFromSuperview()
            #expect(root.safeAreaInsets == .zero && child.safeAreaInsets == .zero)
            #expect(child.safeAreaChanges == [insets(10, 0, 0, 0), .zero])
            window.addSubview(root)
            #expect(child.safeAreaInsets == insets(10, 0, 0, 0))
            // Non-finite insets are ignored.
            controller.additionalSafeAreaInsets = insets(.nan, 0, 0, 0)
            #expect(controller.additionalSafeAreaInsets == insets(20, 0, 0, 0))
        }
    }

    @Test func viewsHaveEightPointMarginsAndRootViewsTheSystemMinimum() {
        let plain = UIView()
        #expect(plain.layoutMargins == insets(8, 8, 8, 8))
        #expect(plain.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(plain.preservesSuperviewLayoutMargins == false && plain.insetsLayoutMarginsFromSafeArea)
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let controller = Controller()
            let window = host.show(controller)
            let root = controller.view!
            #expect(controller.systemMinimumLayoutMargins.leading == 16)
            #expect(root.layoutMargins == insets(0, 16, 0, 16))
            controller.additionalSafeAreaInsets = insets(44, 0, 34, 0)
            #expect(root.layoutMargins == insets(44, 16, 34, 16))
            root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 2)
            #expect(root.layoutMargins == insets(48, 30, 38, 16))
            root.insetsLayoutMarginsFromSafeArea = false
            #expect(root.layoutMargins == insets(4, 30, 4, 16))
            root.semanticContentAttribute = .forceRightToLeft
            #expect(root.layoutMargins == insets(4, 16, 4, 30))
            #expect(
                root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 16))
            controller.viewRespectsSystemMinimumLayoutMargins = false
            #expect(root.layoutMargins == insets(4, 2, 4, 30))
            controller.viewRespectsSystemMinimumLayoutMargins = true
            root.semanticContentAttribute = .unspecified
            root.directionalLayoutMargins = .zero

            // A regular width raises the minimum to 20; the layout pass reports it.
            controller.marginChanges = []
            window.frame = CGRect(x: 0, y: 0, width: 800, height: 844)
            root.layoutIfNeeded()
            #expect(controller.systemMinimumLayoutMargins.trailing == 20)
            #expect(root.layoutMargins == insets(0, 20, 0, 20))
            #expect(controller.marginChanges == [insets(0, 20, 0, 20)])
        }
    }

    @Test func marginsReportChangesOnceAndRefuseBadNumbers() {
        let view = Probe()
        view.layoutMargins = insets(1, 2, 3, 4)
        view.layoutMargins = insets(1, 2, 3, 4)
        view.layoutMargins = insets(.infinity, 2, 3, 4)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: .nan, bottom: 3, trailing: 4)
        #expect(view.marginChanges == [insets(1, 2, 3, 4)])
        #expect(view.coordinateSpace === view)
    }

    @Test func preservedMarginsReachIntoSubviewsNearTheEdges() {
        let parent = Probe(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.layoutMargins = insets(40, 40, 40, 40)
        let child = Probe(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        parent.addSubview(child)
        #expect(child.layoutMargins == insets(8, 8, 8, 8))
        child.preservesSuperviewLayoutMargins = true
        // 40 - 10 at the top and left; the right and bottom edges are 90 points in.
        #expect(child.layoutMargins == insets(30, 30, 8, 8))
        child.frame = CGRect(x: 0, y: 10, width: 195, height: 100)
        #expect(child.layoutMargins == insets(30, 40, 8, 35))
        parent.layoutMargins = insets(50, 50, 50, 50)
        #expect(child.layoutMargins == insets(40, 50, 8, 45))
        #expect(child.marginChanges == [insets(30, 30, 8, 8), insets(30, 40, 8, 35), insets(40, 50, 8, 45)])
    }

    /// The safe area reaches the bottom of a chain 20,000 views deep and back without recursion
    /// (and within a minute: a walk gone quadratic would stall the run).
    @Test(.timeLimit(.minutes(1))) func safeAreasPassDownDeepChains() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let controller = Controller()
            host.show(controller)
            var last: UIView = controller.view
            for _ in 0..<20_000 {
                let next = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                last.addSubview(next)
                last = next
            }
            controller.additionalSafeAreaInsets = insets(30, 0, 0, 0)
            #expect(last.safeAreaInsets == insets(30, 0, 0, 0))
            controller.additionalSafeAreaInsets = .zero
            #expect(last.safeAreaInsets == .zero)
        }
    }
}
