import Foundation
import FuzzSupport
import UIKit

/// Safe areas, layout margins, trait overrides and size transitions: view controllers (two a
/// scene at most) whose views join the tree with fuzzed additional safe-area insets, one of them
/// perhaps the window's root; margins of any numbers, preserved or not; any trait overridden or
/// removed; content size limits; the window resized (a size transition for its root controller).
extension Scene {
    mutating func marginsAndTraits(_ input: inout FuzzInput) {
        switch input.byte() % 6 {
        case 0:
            if controllers.count < 2, views.count < 64, input.bool() {
                let controller = UIViewController()
                controller.view.frame = input.rect()
                anyView(&input).addSubview(controller.view)
                views.append(controller.view)
                controllers.append(controller)
                if input.bool() { views[0].window?.rootViewController = controller }
            }
            guard !controllers.isEmpty else { return }
            let controller = controllers[input.int(below: controllers.count)]
            controller.additionalSafeAreaInsets = insets(&input)
            controller.viewRespectsSystemMinimumLayoutMargins = input.bool()
        case 1:
            let view = anyView(&input)
            if input.bool() {
                view.layoutMargins = insets(&input)
            } else {
                view.directionalLayoutMargins = NSDirectionalEdgeInsets(
                    top: input.number(), leading: input.number(), bottom: input.number(), trailing: input.number())
            }
        case 2:
            let view = anyView(&input)
            view.preservesSuperviewLayoutMargins = input.bool()
            view.insetsLayoutMarginsFromSafeArea = input.bool()
            _ = (view.layoutMargins, view.safeAreaInsets, view.directionalLayoutMargins)
        case 3:
            let view = anyView(&input)
            let traits: [UITrait] = [
                UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self, UITraitDisplayScale.self,
                UITraitLayoutDirection.self, UITraitPreferredContentSizeCategory.self,
            ]
            if input.bool() {
                view.traitOverrides.remove(traits[input.int(below: traits.count)])
            } else {
                switch input.int(below: 4) {
                case 0: view.traitOverrides.userInterfaceStyle = input.bool() ? .dark : .light
                case 1: view.traitOverrides.horizontalSizeClass = input.bool() ? .compact : .regular
                case 2: view.traitOverrides.displayScale = input.number()
                default: view.traitOverrides.layoutDirection = input.bool() ? .rightToLeft : .leftToRight
                }
            }
        case 4:
            let categories: [UIContentSizeCategory?] = [nil, .extraSmall, .large, .accessibilityExtraExtraExtraLarge]
            let view = anyView(&input)
            view.minimumContentSizeCategory = categories[input.int(below: categories.count)]
            view.maximumContentSizeCategory = categories[input.int(below: categories.count)]
        default:
            views[0].window?.frame = input.rect()
        }
    }

    private func insets(_ input: inout FuzzInput) -> UIEdgeInsets {
        UIEdgeInsets(top: input.number(), left: input.number(), bottom: input.number(), right: input.number())
    }
}
