import Foundation
import LaminaHeadless
import Testing
import UIKit
import UIKitTesting

/// Safe areas as UIKit hands them down: from what a superview reports (an overridden
/// `safeAreaInsets`, the way tests on iOS force a safe area), and from the screen's covered
/// edges to its windows; margins and guides follow.
@MainActor @Suite struct SafeAreaPropagationTests {
    /// A view reporting a forced safe area, as iOS test code writes one.
    final class ForcedInsetsView: UIView {
        var forced = UIEdgeInsets.zero
        override var safeAreaInsets: UIEdgeInsets { forced }
    }

    /// Records `safeAreaInsetsDidChange()`.
    final class Probe: UIView {
        var changes: [UIEdgeInsets] = []
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            changes.append(safeAreaInsets)
        }
    }

    private func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    @Test func anOverriddenGetterIsHandedDownToNestedViewsAtSeveralFrames() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let container = ForcedInsetsView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            container.forced = insets(47, 0, 34, 0)
            host.show(container)
            let full = Probe(frame: container.bounds)
            let band = Probe(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
            let low = Probe(frame: CGRect(x: 10, y: 800, width: 100, height: 100))
            let middle = Probe(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
            for view in [full, band, low, middle] { container.addSubview(view) }
            let nested = Probe(frame: CGRect(x: 5, y: 10, width: 50, height: 50))
            full.addSubview(nested)

            #expect(full.safeAreaInsets == insets(47, 0, 34, 0))
            #expect(band.safeAreaInsets == insets(27, 0, 0, 0))
            // 844 − 34 = 810: the lower view reaches 90 points into the bottom inset.
            #expect(low.safeAreaInsets == insets(0, 0, 90, 0))
            #expect(middle.safeAreaInsets == .zero)
            #expect(nested.safeAreaInsets == insets(37, 0, 0, 0))

            // The forced value changes: the next layout pass hands it down, and tells the views.
            container.forced = insets(20, 10, 0, 30)
            container.setNeedsLayout()
            container.layoutIfNeeded()
            #expect(full.safeAreaInsets == insets(20, 10, 0, 30))
            #expect(full.changes.last == insets(20, 10, 0, 30))
            #expect(band.safeAreaInsets == insets(0, 10, 0, 30))
            #expect(low.safeAreaInsets == insets(0, 0, 0, 0))
            #expect(nested.safeAreaInsets == insets(10, 5, 0, 0))
            // Back to the value the subviews first had: still handed down.
            container.forced = insets(47, 0, 34, 0)
            container.setNeedsLayout()
            container.layoutIfNeeded()
            #expect(nested.safeAreaInsets == insets(37, 0, 0, 0) && low.safeAreaInsets == insets(0, 0, 90, 0))
        }
    }

    @Test func marginsAddTheReportedSafeAreaUnlessTheViewOptsOut() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let container = ForcedInsetsView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            container.forced = insets(47, 0, 34, 0)
            host.show(container)
            let child = UIView(frame: container.bounds)
            container.addSubview(child)
            #expect(container.layoutMargins == insets(55, 8, 42, 8))
            #expect(child.layoutMargins == insets(55, 8, 42, 8))
            #expect(
                child.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 55, leading: 8, bottom: 42, trailing: 8))
            child.insetsLayoutMarginsFromSafeArea = false
            #expect(child.layoutMargins == insets(8, 8, 8, 8))
            child.insetsLayoutMarginsFromSafeArea = true
            child.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            #expect(child.layoutMargins == insets(48, 2, 37, 4))
        }
    }

    @Test func constraintsToTheGuidesFollowTheHandedDownSafeArea() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let container = ForcedInsetsView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            container.forced = insets(47, 0, 34, 0)
            host.show(container)
            let child = UIView(frame: container.bounds)
            container.addSubview(child)
            let safe = UIView()
            let margined = UIView()
            for view in [safe, margined] {
                view.translatesAutoresizingMaskIntoConstraints = false
                child.addSubview(view)
            }
            NSLayoutConstraint.activate([
                safe.topAnchor.constraint(equalTo: child.safeAreaLayoutGuide.topAnchor),
                safe.bottomAnchor.constraint(equalTo: child.safeAreaLayoutGuide.bottomAnchor),
                safe.leadingAnchor.constraint(equalTo: child.safeAreaLayoutGuide.leadingAnchor),
                safe.widthAnchor.constraint(equalToConstant: 100),
                margined.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
                margined.bottomAnchor.constraint(equalTo: child.layoutMarginsGuide.bottomAnchor),
                margined.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
                margined.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
            ])
            container.layoutIfNeeded()
            #expect(safe.frame == CGRect(x: 0, y: 47, width: 100, height: 844 - 47 - 34))
            #expect(margined.frame == CGRect(x: 8, y: 55, width: 390 - 16, height: 844 - 55 - 42))

            container.forced = insets(20, 0, 0, 0)
            container.setNeedsLayout()
            container.layoutIfNeeded()
            #expect(safe.frame == CGRect(x: 0, y: 20, width: 100, height: 824))
            #expect(margined.frame == CGRect(x: 8, y: 28, width: 374, height: 808))
        }
    }

    @Test func aWindowsSafeAreaIsThePartOfTheScreensCutoutItOverlaps() {
        HeadlessHost.run(size: CGSize(width: 393, height: 852)) { host in
            let controller = UIViewController()
            let window = host.show(controller)
            #expect(window.safeAreaInsets == .zero)
            host.screen.displayCutout = .dynamicIslandPortrait
            #expect(window.safeAreaInsets == insets(59, 0, 34, 0))
            #expect(controller.view.safeAreaInsets == insets(59, 0, 34, 0))
            // A controller's root view: the system minimum margins (16 at the sides on a compact
            // width) plus the safe area.
            #expect(controller.view.layoutMargins == insets(59, 16, 34, 16))
            controller.additionalSafeAreaInsets = insets(10, 0, 0, 0)
            #expect(controller.view.safeAreaInsets == insets(69, 0, 34, 0))
            #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 69, width: 393, height: 749))

            // A window that covers part of the screen gets the part it overlaps.
            let partial = UIWindow(frame: CGRect(x: 0, y: 30, width: 393, height: 822))
            #expect(partial.safeAreaInsets == insets(29, 0, 34, 0))
            let inner = UIWindow(frame: CGRect(x: 0, y: 100, width: 393, height: 600))
            #expect(inner.safeAreaInsets == .zero)
            partial.frame = CGRect(x: 0, y: 0, width: 393, height: 400)
            #expect(partial.safeAreaInsets == insets(59, 0, 0, 0))

            host.screen.displayCutout = .dynamicIslandLandscape
            #expect(window.safeAreaInsets == insets(0, 59, 21, 59))
            host.screen.displayCutout = .none
            #expect(window.safeAreaInsets == .zero && controller.view.safeAreaInsets == insets(10, 0, 0, 0))
        }
    }

    @Test func aCutoutRefusesNegativeAndNonFiniteInsets() {
        let cutout = UIScreen.DisplayCutout(insets: UIEdgeInsets(top: -5, left: .nan, bottom: .infinity, right: 12))
        #expect(cutout.insets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 12))
    }
}
