import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UITraitCollection`, dynamic colours and the traits of views, controllers and windows: the
/// dark-mode idioms of iOS code.
@MainActor @Suite struct TraitCollectionTests {
    private static let white = PixelRGBA(255, 255, 255, 255)
    private static let black = PixelRGBA(0, 0, 0, 255)

    /// Records the trait changes a view hears.
    final class Recorder: UIView {
        var previous: [UIUserInterfaceStyle?] = []
        var currentDuringCall: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previous.append(previousTraitCollection?.userInterfaceStyle)
            currentDuringCall.append(UITraitCollection.current.userInterfaceStyle)
        }
    }

    /// Fills its bounds with `UIColor.label` in `draw(_:)`.
    final class LabelColoredView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.label.setFill()
            UIRectFill(bounds)
        }
    }

    @Test func collectionsLayOverOneAnotherAndCompare() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let scale = UITraitCollection(displayScale: 3)
        let merged = UITraitCollection(traitsFrom: [dark, scale, UITraitCollection(userInterfaceStyle: .light)])
        #expect(merged.userInterfaceStyle == .light && merged.displayScale == 3)
        #expect(merged.horizontalSizeClass == .unspecified)
        #expect(merged.containsTraits(in: scale) && !merged.containsTraits(in: dark) && merged.containsTraits(in: nil))
        #expect(dark.hasDifferentColorAppearance(comparedTo: merged))
        #expect(!scale.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
        #expect(UITraitCollection(traitsFrom: [dark, scale]) == UITraitCollection(traitsFrom: [scale, dark]))
        #expect(UITraitCollection(displayScale: .nan).displayScale == 0)
        #expect(
            UIContentSizeCategory.extraLarge > .large
                && UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }

    @Test func currentIsLightUntilSetAndPerformAsCurrentRestores() {
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        dark.performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
            UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
                #expect(UITraitCollection.current.userInterfaceStyle == .light)
            }
            #expect(UITraitCollection.current === dark)
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    /// A hang guard among others: a provider returning its own colour must not recurse forever.
    @Test(.timeLimit(.minutes(1))) func dynamicColoursResolveInTheirTraits() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.systemBackground.resolvedColor(with: dark).cgColor.rgba == (0, 0, 0, 1))
        let elevated: (CGFloat, CGFloat, CGFloat, CGFloat) = (28 / 255, 28 / 255, 30 / 255, 1)
        #expect(UIColor.secondarySystemBackground.resolvedColor(with: dark).cgColor.rgba == elevated)
        #expect(UIColor.systemBackground.resolvedColor(with: light).cgColor.rgba == (1, 1, 1, 1))
        #expect(UIColor.label.resolvedColor(with: dark).cgColor.rgba == (1, 1, 1, 1))
        #expect(UIColor.label.cgColor.rgba == (0, 0, 0, 1))
        dark.performAsCurrent { #expect(UIColor.label.cgColor.rgba == (1, 1, 1, 1)) }
        // System colours compare by both appearances; a provider's colour only to itself.
        #expect(UIColor.label == UIColor.label && UIColor.label != UIColor.systemBackground)
        let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .yellow : .purple }
        #expect(accent.resolvedColor(with: dark) == .yellow && accent.resolvedColor(with: light) == .purple)
        #expect(accent == accent && accent != UIColor { _ in .purple })
        let faded = accent.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: dark).cgColor.rgba == (1, 1, 0, 0.5))
        #expect(UIColor.separator.withAlphaComponent(1).resolvedColor(with: dark).cgColor.alpha == 1)
        // Fixed colours stay themselves; a provider returning itself resolves to clear, no hang.
        #expect(UIColor.red.resolvedColor(with: dark) == .red)
        var selfish: UIColor!
        selfish = UIColor { _ in selfish }
        #expect(selfish.resolvedColor(with: dark).cgColor.alpha == 0)
        selfish = nil  // its provider holds the variable that holds it
        #expect(UIColor.lightText.cgColor.rgba.alpha == 0.6 && UIColor.darkText == .black)
    }

    @Test func overridesFlowDownAndChangedViewsAreToldOnce() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let root = Recorder(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let child = Recorder(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let pinned = Recorder(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
            pinned.overrideUserInterfaceStyle = .light
            root.addSubview(child)
            root.addSubview(pinned)
            let window = host.show(root)
            host.renderFrame()
            // Joining a window tells nobody.
            #expect(root.previous.isEmpty && child.previous.isEmpty)
            #expect(child.traitCollection.userInterfaceStyle == .light)
            #expect(child.traitCollection.displayScale == 1)
            window.overrideUserInterfaceStyle = .dark
            #expect(child.traitCollection.userInterfaceStyle == .dark)
            #expect(root.previous == [.light] && child.previous == [.light])
            #expect(child.currentDuringCall == [.dark])
            #expect(pinned.previous.isEmpty && pinned.traitCollection.userInterfaceStyle == .light)
            window.overrideUserInterfaceStyle = .dark
            #expect(child.previous.count == 1)
            // Moving a view under the light-pinned one changes it back.
            pinned.addSubview(child)
            #expect(child.previous == [.light, .dark] && child.traitCollection.userInterfaceStyle == .light)
            // Outside any window, traits come from the overrides above.
            child.removeFromSuperview()
            let detached = UIView()
            detached.overrideUserInterfaceStyle = .dark
            detached.addSubview(child)
            #expect(child.traitCollection.userInterfaceStyle == .dark)
        }
    }

    @Test func dynamicBackgroundsAndDrawingFollowTheAppearance() {
        HeadlessHost.run(size: CGSize(width: 40, height: 20)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            root.backgroundColor = .systemBackground
            let drawn = LabelColoredView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
            root.addSubview(drawn)
            let window = host.show(root)
            host.renderFrame()
            #expect(host.pixel(x: 5, y: 5) == Self.white && host.pixel(x: 25, y: 5) == Self.black)
            window.overrideUserInterfaceStyle = .dark
            let report = host.renderFrame()
            // The background re-resolves; the view that draws with `label` draws again, in white.
            #expect(host.pixel(x: 5, y: 5) == Self.black && host.pixel(x: 25, y: 5) == Self.white)
            #expect(report.backingStoresRedrawn == 1)
            // A view made elsewhere with a dynamic background resolves it when it joins.
            let late = UIView(frame: CGRect(x: 0, y: 10, width: 10, height: 10))
            late.backgroundColor = .systemBackground
            root.addSubview(late)
            host.renderFrame()
            #expect(host.pixel(x: 5, y: 15) == Self.black)
        }
    }

    @Test func controllersOverrideTheirViewsAndHearChanges() {
        final class Controller: UIViewController {
            var heard: [UIUserInterfaceStyle?] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                heard.append(previousTraitCollection?.userInterfaceStyle)
            }
        }
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let controller = Controller()
            #expect(controller.traitCollection.userInterfaceStyle == .light)
            host.show(controller)
            host.renderFrame()
            controller.overrideUserInterfaceStyle = .dark
            #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
            #expect(controller.traitCollection.userInterfaceStyle == .dark)
            #expect(controller.heard == [.light])
        }
    }

    @Test func sizeClassesFollowTheWindowAndScaleItsScreen() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844), scale: 3) { host in
            let root = Recorder(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let window = host.show(root)
            #expect(root.traitCollection.horizontalSizeClass == .compact)
            #expect(root.traitCollection.verticalSizeClass == .regular)
            #expect(root.traitCollection.displayScale == 3 && host.screen.traitCollection.displayScale == 3)
            window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
            #expect(root.traitCollection.horizontalSizeClass == .regular)
            #expect(root.traitCollection.verticalSizeClass == .compact)
            #expect(root.previous == [.light])
        }
    }

    @Test func layoutDirectionIsLeftToRightUnlessForced() {
        let view = UIView()
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(view.traitCollection.layoutDirection == .leftToRight)
    }

    @Test func registeredHandlersHearTheTraitsTheyWatch() {
        final class Card: UIView {
            var styleChanges: [UIUserInterfaceStyle] = []
            var sizeChanges = 0
            var token: (any UITraitChangeRegistration)?
            func watch() {
                // The iOS 17 idiom: the handler takes the view itself and the previous traits.
                token = registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
                    (self: Card, previous: UITraitCollection) in
                    self.styleChanges.append(previous.userInterfaceStyle)
                    #expect(UITraitCollection.current.userInterfaceStyle == self.traitCollection.userInterfaceStyle)
                }
                registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitDisplayScale.self]) {
                    (card: Card, _: UITraitCollection) in card.sizeChanges += 1
                }
            }
        }
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let card = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.watch()
            let window = host.show(card)
            window.overrideUserInterfaceStyle = .dark
            #expect(card.styleChanges == [.light] && card.sizeChanges == 0)
            window.frame = CGRect(x: 0, y: 0, width: 800, height: 844)
            #expect(card.styleChanges == [.light] && card.sizeChanges == 1)
            card.unregisterForTraitChanges(card.token!)
            window.overrideUserInterfaceStyle = .light
            #expect(card.styleChanges == [.light])
        }
    }
}
