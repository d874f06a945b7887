import Foundation
import LaminaHeadless
import Testing
import UIKit
import UIKitTesting

/// iOS 17's `traitOverrides` on views and controllers, `UITraitCollection(mutations:)`, and
/// iOS 15's content size limits.
@MainActor @Suite struct TraitOverridesTests {
    final class Recorder: UIView {
        var heard: [UITraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            heard.append(previousTraitCollection)
        }
    }

    @Test func aViewsOverridesReachItsSubtreeAndGoWhenRemoved() {
        HeadlessHost.run(size: CGSize(width: 800, height: 600)) { host in
            let root = Recorder(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            let child = Recorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(child)
            host.show(root)
            #expect(child.traitCollection.userInterfaceStyle == .light)
            #expect(child.traitCollection.horizontalSizeClass == .regular)

            root.traitOverrides.userInterfaceStyle = .dark
            root.traitOverrides.horizontalSizeClass = .compact
            #expect(root.traitOverrides.contains(UITraitUserInterfaceStyle.self))
            #expect(!root.traitOverrides.contains(UITraitVerticalSizeClass.self))
            #expect(child.traitCollection.userInterfaceStyle == .dark)
            #expect(child.traitCollection.horizontalSizeClass == .compact)
            #expect(child.traitCollection.verticalSizeClass == .regular)
            // One hand-down a change: two changes, two notifications, the first from light.
            #expect(child.heard.count == 2 && child.heard.first??.userInterfaceStyle == .light)

            root.traitOverrides.remove(UITraitUserInterfaceStyle.self)
            #expect(child.traitCollection.userInterfaceStyle == .light)
            #expect(child.traitCollection.horizontalSizeClass == .compact)
            // Setting the same overrides again hands nothing down.
            root.traitOverrides = root.traitOverrides
            #expect(child.heard.count == 3)
        }
    }

    @Test func controllerOverridesApplyBeforeTheViewsOwn() {
        HeadlessHost.run(size: CGSize(width: 800, height: 600)) { host in
            let controller = UIViewController()
            controller.traitOverrides.preferredContentSizeCategory = .extraLarge
            controller.traitOverrides.userInterfaceStyle = .dark
            #expect(controller.viewIfLoaded == nil)
            #expect(controller.traitCollection.preferredContentSizeCategory == .extraLarge)
            host.show(controller)
            let view = controller.view!
            #expect(view.traitCollection.preferredContentSizeCategory == .extraLarge)
            view.traitOverrides.userInterfaceStyle = .light
            #expect(view.traitCollection.userInterfaceStyle == .light)
            #expect(controller.traitCollection.userInterfaceStyle == .light)
            controller.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
            controller.traitOverrides.remove(UITraitUserInterfaceStyle.self)
            #expect(view.traitCollection.preferredContentSizeCategory == .large)
        }
    }

    @Test func contentSizeLimitsClampTheCategoryBelowThem() {
        HeadlessHost.run(size: CGSize(width: 800, height: 600)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            let child = UIView()
            root.addSubview(child)
            host.show(root)
            #expect(child.traitCollection.preferredContentSizeCategory == .large)
            root.maximumContentSizeCategory = .medium
            #expect(root.traitCollection.preferredContentSizeCategory == .medium)
            #expect(child.traitCollection.preferredContentSizeCategory == .medium)
            child.minimumContentSizeCategory = .extraLarge
            #expect(child.traitCollection.preferredContentSizeCategory == .extraLarge)
            // A minimum above the maximum on the same view: only the maximum applies.
            child.maximumContentSizeCategory = .small
            #expect(child.traitCollection.preferredContentSizeCategory == .small)
            root.maximumContentSizeCategory = nil
            child.maximumContentSizeCategory = nil
            #expect(child.traitCollection.preferredContentSizeCategory == .extraLarge)
            let description = child.appliedContentSizeCategoryLimitsDescription
            #expect(description.split(separator: "\n").count == 3)
            #expect(description.hasPrefix("UIView: UICTContentSizeCategoryXL, minimum UICTContentSizeCategoryXL"))
        }
    }

    @Test func aRightToLeftOverrideFlipsTheLayoutDirection() {
        let view = UIView()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.traitOverrides.layoutDirection = .rightToLeft
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        // Playback content still runs left to right.
        view.semanticContentAttribute = .playback
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func collectionsFromMutations() {
        let made = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.displayScale = 2
        }
        #expect(made.userInterfaceStyle == .dark && made.displayScale == 2 && made.horizontalSizeClass == .unspecified)
        let changed = made.modifyingTraits { $0.horizontalSizeClass = .compact }
        #expect(changed.userInterfaceStyle == .dark && changed.horizontalSizeClass == .compact)
        #expect(made.horizontalSizeClass == .unspecified)
        var overrides = UIView().traitOverrides
        overrides.displayScale = .nan
        #expect(overrides.displayScale == 0 && !overrides.contains(UITraitDisplayScale.self))
    }
}
