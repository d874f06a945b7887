import Foundation
import LaminaHeadless
import Testing
import UIKit
import UIKitTesting

/// `UISheetPresentationController`: detents, the selected one, undimmed detents, the grabber.
@MainActor @Suite struct SheetDetentTests {
    static let white = PixelRGBA(255, 255, 255, 255)
    static let red = PixelRGBA(255, 0, 0, 255)

    static func redController() -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .red
        return controller
    }

    /// A white root in a 200 × 300 window: the large detent is 270 points high, the medium 135.
    static func stage(_ host: HeadlessHost) -> (UIWindow, UIViewController) {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let window = host.show(root)
        host.renderFrame()
        return (window, root)
    }

    @Test func aMediumSheetRestsOnTheBottomEdgeAndAnimatesToLarge() throws {
        try HeadlessHost.run(size: CGSize(width: 200, height: 300)) { host in
            let (window, root) = Self.stage(host)
            let sheetController = Self.redController()
            let sheet = try #require(sheetController.sheetPresentationController)
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            root.present(sheetController, animated: false)
            #expect(sheetController.presentationController === sheet)
            #expect(
                sheetController.view.convert(sheetController.view.bounds, to: window)
                    == CGRect(x: 0, y: 165, width: 200, height: 135))
            host.renderFrame()
            #expect(host.pixel(x: 100, y: 250) == Self.red)
            // The grabber: a grey capsule 5 points below the card's top, over the content.
            #expect(host.pixel(x: 100, y: 172) != Self.red && host.pixel(x: 60, y: 172) == Self.red)
            // Dimmed above the card.
            #expect(host.pixel(x: 100, y: 100).red < 200)

            let start = host.clock.now
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            host.clock.advance(by: start + 0.175 - host.clock.now)
            host.renderFrame()
            // Half the time of an ease-in-out, half the way from 165 to 30: the top edge near 97.5.
            #expect(host.pixel(x: 60, y: 92).red < 200 && host.pixel(x: 60, y: 103) == Self.red)
            host.clock.advance(by: start + 0.4 - host.clock.now)
            host.renderFrame()
            #expect(
                sheetController.view.convert(sheetController.view.bounds, to: window)
                    == CGRect(x: 0, y: 30, width: 200, height: 270))
        }
    }

    @Test func belowTheLargestUndimmedDetentThePresenterStaysLitAndTouchable() throws {
        try HeadlessHost.run(size: CGSize(width: 200, height: 300)) { host in
            let (_, root) = Self.stage(host)
            var taps = 0
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            root.view.addSubview(button)
            let sheetController = Self.redController()
            let sheet = try #require(sheetController.sheetPresentationController)
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
            root.present(sheetController, animated: false)
            host.renderFrame()
            #expect(host.pixel(x: 100, y: 150) == Self.white)
            host.tap(at: CGPoint(x: 100, y: 50))
            #expect(taps == 1)
            // At the large detent, dimmed again, and the dimming takes the touches.
            sheet.selectedDetentIdentifier = .large
            host.renderFrame()
            #expect(host.pixel(x: 100, y: 10).red < 200)
            host.tap(at: CGPoint(x: 100, y: 10))
            #expect(taps == 1)
        }
    }

    @Test func customDetentsResolveWithinTheLargeHeight() throws {
        try HeadlessHost.run(size: CGSize(width: 200, height: 300)) { host in
            let (window, root) = Self.stage(host)
            let sheetController = Self.redController()
            let sheet = try #require(sheetController.sheetPresentationController)
            var maximum: CGFloat = 0
            sheet.detents = [
                .custom { context in
                    maximum = context.maximumDetentValue
                    return 100
                },
                .custom(identifier: .init(rawValue: "none")) { _ in nil },
                .custom(identifier: .init(rawValue: "huge")) { _ in 1000 },
            ]
            sheet.preferredCornerRadius = 0
            root.present(sheetController, animated: false)
            #expect(maximum == 270)
            #expect(
                sheetController.view.convert(sheetController.view.bounds, to: window)
                    == CGRect(x: 0, y: 200, width: 200, height: 100))
            sheet.selectedDetentIdentifier = .init(rawValue: "huge")
            window.layoutIfNeeded()
            #expect(
                sheetController.view.convert(sheetController.view.bounds, to: window)
                    == CGRect(x: 0, y: 30, width: 200, height: 270))
            // Square corners: the card's corner pixel is red.
            host.renderFrame()
            #expect(host.pixel(x: 0, y: 30) == Self.red)
            // A selection that no detent has falls back to the smallest.
            sheet.selectedDetentIdentifier = .init(rawValue: "none")
            window.layoutIfNeeded()
            #expect(sheetController.view.frame.height == 100)
        }
    }

    @Test func onlySheetStylesHaveASheetController() {
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        #expect(form.sheetPresentationController?.detents.map(\.identifier) == [.large])
        #expect(UISheetPresentationController.Detent.medium().identifier == .medium)
    }
}
