import Foundation
import LaminaSDL
import Testing
import UIKit
import UIKitTesting

/// A screen presented in an SDL window, with SDL's offscreen video driver and software renderer:
/// no display and no GL driver needed (a GL driver would also swell the test process's memory,
/// which another test bounds).
@MainActor
@Suite(.serialized) struct SDLPresenterTests {
    @Test func aScreenIsPresentedInItsWindowDamagedRowsOnly() throws {
        try #require(SDLBackend.initializeVideo(driver: "offscreen"))
        defer { SDLBackend.quitVideo() }
        #expect(SDLBackend.videoDriver == "offscreen")
        try ApplicationContext.withCurrent { _ in
            let screen = try #require(
                UIScreen(virtualSize: CGSize(width: 40, height: 30), scale: 1, clock: ManualMediaClock()))
            let presenter = try #require(
                SDLBackend.attachWindow(to: screen, title: "Lamina test", hidden: true, software: true))
            #expect(presenter.rendererName == "software")
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
            let square = CALayer()
            square.frame = CGRect(x: 4, y: 6, width: 10, height: 5)
            square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.addSublayer(square)
            screen.showWindowLayer(layer, level: .normal)

            screen.renderFrame()
            #expect(presenter.presentedFrames == 1)
            #expect(presenter.lastUpload == [PixelRect(x: 0, y: 0, width: 40, height: 30)])
            #expect(presenter.renderedPixel(x: 5, y: 7) == 0xFFFF_0000)
            #expect(presenter.renderedPixel(x: 20, y: 20) == 0xFF00_0000)

            CATransaction.setDisableActions(true)  // a layer on screen would animate the change
            square.frame.origin = CGPoint(x: 20, y: 20)
            screen.renderFrame()
            #expect(presenter.presentedFrames == 2)
            #expect(
                presenter.lastUpload == [
                    PixelRect(x: 4, y: 6, width: 10, height: 5), PixelRect(x: 20, y: 20, width: 10, height: 5),
                ])
            #expect(presenter.renderedPixel(x: 5, y: 7) == 0xFF00_0000)
            #expect(presenter.renderedPixel(x: 21, y: 21) == 0xFFFF_0000)
        }
    }
}
