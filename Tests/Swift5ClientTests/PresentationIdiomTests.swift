import Foundation
import Testing
import UIKit
import UIKitTesting

/// `PresentationIdioms.swift`, compiled in the Swift 5 language mode, presenting and rendering.
@MainActor
@Suite struct PresentationIdiomTests {
    @Test func aPopupFadesInOverTheScreenAndClosesItself() {
        HeadlessHost.run(size: CGSize(width: 100, height: 200)) { host in
            let home = HomeViewController()
            host.show(home)
            #expect(home.preferredStatusBarStyle == .lightContent && home.supportedInterfaceOrientations == .portrait)
            var shown = false
            home.showPopup { shown = true }
            host.advance(by: 0.5)
            #expect(shown)
            let popup = home.presentedViewController as? PopupViewController
            #expect(popup?.wasPresented == true && popup?.presentingViewController === home)
            // Black at half opacity over the white screen, which stays shown beneath.
            let pixel = host.pixel(x: 50, y: 150)
            #expect(abs(Int(pixel.red) - 128) <= 1 && pixel.red == pixel.green && pixel.green == pixel.blue)
            #expect(home.view.window != nil)
            host.tap(at: CGPoint(x: 20, y: 15))
            #expect(home.presentedViewController == nil && popup?.view.window == nil)
            host.renderFrame()
            #expect(host.pixel(x: 50, y: 150) == PixelRGBA(255, 255, 255, 255))
        }
    }

    @Test func aDrawerTakesTheBottomHalfThroughItsPresentationController() {
        HeadlessHost.run(size: CGSize(width: 100, height: 200)) { host in
            let home = HomeViewController()
            host.show(home)
            home.showDrawer()
            #expect(home.presentedViewController?.presentationController is DrawerPresentationController)
            // The fade animator: half way, blue at half opacity over white.
            host.advance(by: 0.125)
            let half = host.pixel(x: 50, y: 150)
            #expect(abs(Int(half.red) - 128) <= 2 && half.blue == 255)
            host.advance(by: 0.2)
            #expect(host.pixel(x: 50, y: 50) == PixelRGBA(255, 255, 255, 255))
            #expect(host.pixel(x: 50, y: 150) == PixelRGBA(0, 0, 255, 255))
        }
    }

    @Test func aFormSetsItsPresentationDelegateBeforeBeingPresented() {
        HeadlessHost.run(size: CGSize(width: 100, height: 200)) { host in
            let home = HomeViewController()
            host.show(home)
            let form = FormViewController()
            form.loadViewIfNeeded()
            home.present(form, animated: false)
            #expect(form.presentationController?.delegate === form && form.isModalInPresentation)
            #expect(form.sheetPresentationController != nil && !form.dismissedByUser)
        }
    }
}
