import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// Each screen composites the layers of the windows shown on it: ordered by level, then by the
/// order they were shown, into its own framebuffer.
@MainActor
@Suite struct ScreenCompositingTests {
    private let black = PixelRGBA(0, 0, 0, 255)
    private let red = PixelRGBA(255, 0, 0, 255)
    private let green = PixelRGBA(0, 255, 0, 255)
    private let blue = PixelRGBA(0, 0, 255, 255)

    private func makeScreen(_ width: CGFloat = 100, _ height: CGFloat = 60, scale: CGFloat = 1) throws -> UIScreen {
        try #require(
            UIScreen(virtualSize: CGSize(width: width, height: height), scale: scale, clock: ManualMediaClock()))
    }

    /// A window's root layer: an opaque rectangle at `frame` in the screen's points.
    private func windowLayer(_ frame: CGRect, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = CGColor(red: red, green: green, blue: blue, alpha: 1)
        return layer
    }

    @Test func nothingIsShownBeforeTheFirstFrameThenBlack() throws {
        let screen = try makeScreen()
        #expect(screen.snapshot() == nil)
        #expect(screen.pixel(x: 0, y: 0) == PixelRGBA(0, 0, 0, 0))
        let report = screen.renderFrame()
        #expect(report.pixelsComposited == 100 * 60)
        #expect(screen.lastFrame == report)
        #expect(screen.pixel(x: 50, y: 30) == black)
        #expect(screen.snapshot()?.width == 100)
        #expect(screen.pngData() != nil)
        #expect(screen.renderFrame().pixelsComposited == 0)
    }

    @Test func anAlertCoversANormalWindowShownAfterIt() throws {
        let screen = try makeScreen()
        let alert = windowLayer(CGRect(x: 0, y: 0, width: 50, height: 50), 1, 0, 0)
        let normal = windowLayer(CGRect(x: 25, y: 0, width: 50, height: 50), 0, 0, 1)
        screen.showWindowLayer(alert, level: .alert)
        screen.showWindowLayer(normal, level: .normal)
        screen.renderFrame()
        #expect(screen.pixel(x: 10, y: 10) == red)
        #expect(screen.pixel(x: 40, y: 10) == red)
        #expect(screen.pixel(x: 60, y: 10) == blue)
        #expect(screen.pixel(x: 90, y: 55) == black)
        #expect(
            screen.windowLayersFrontToBack.map(ObjectIdentifier.init) == [alert, normal].map(ObjectIdentifier.init))
        #expect(screen.level(ofWindowLayer: alert) == .alert)
        #expect(UIScreen.showing(alert) === screen)
    }

    @Test func withinALevelTheLastShownIsOnTop() throws {
        let screen = try makeScreen()
        let first = windowLayer(CGRect(x: 0, y: 0, width: 50, height: 50), 1, 0, 0)
        let second = windowLayer(CGRect(x: 25, y: 0, width: 50, height: 50), 0, 0, 1)
        screen.showWindowLayer(first, level: .normal)
        screen.showWindowLayer(second, level: .normal)
        screen.renderFrame()
        #expect(screen.pixel(x: 40, y: 10) == blue)
        // Showing a shown window again brings it to the front of its level.
        screen.showWindowLayer(first, level: .normal)
        screen.renderFrame()
        #expect(screen.pixel(x: 40, y: 10) == red)
        #expect(screen.windowLayersFrontToBack.first === first)
    }

    @Test func changingALevelKeepsTheShowingOrder() throws {
        let screen = try makeScreen()
        let a = windowLayer(CGRect(x: 0, y: 0, width: 10, height: 10), 1, 0, 0)
        let b = windowLayer(CGRect(x: 0, y: 0, width: 10, height: 10), 0, 1, 0)
        let c = windowLayer(CGRect(x: 0, y: 0, width: 10, height: 10), 0, 0, 1)
        for layer in [a, b, c] { screen.showWindowLayer(layer, level: .normal) }
        #expect(screen.windowLayersFrontToBack.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        #expect(screen.setLevel(.statusBar, ofWindowLayer: a))
        #expect(screen.windowLayersFrontToBack.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        screen.renderFrame()
        #expect(screen.pixel(x: 5, y: 5) == red)
        // Back at its old level, it goes back behind the windows shown after it.
        #expect(screen.setLevel(.normal, ofWindowLayer: a))
        #expect(screen.windowLayersFrontToBack.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        screen.renderFrame()
        #expect(screen.pixel(x: 5, y: 5) == blue)
        #expect(screen.setLevel(.normal - 1, ofWindowLayer: c))
        #expect(screen.windowLayersFrontToBack.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        #expect(!screen.setLevel(.alert, ofWindowLayer: CALayer()))
    }

    @Test func hidingAWindowLayerTakesItOff() throws {
        let screen = try makeScreen()
        let layer = windowLayer(CGRect(x: 0, y: 0, width: 20, height: 20), 0, 1, 0)
        screen.showWindowLayer(layer, level: .normal)
        screen.renderFrame()
        #expect(screen.pixel(x: 10, y: 10) == green)
        #expect(screen.hideWindowLayer(layer))
        #expect(layer.superlayer == nil)
        #expect(screen.level(ofWindowLayer: layer) == nil)
        #expect(!screen.hideWindowLayer(layer))
        let report = screen.renderFrame()
        #expect(screen.pixel(x: 10, y: 10) == black)
        #expect(report.pixelsComposited == 20 * 20)
    }

    @Test func aLayerRemovedByHandIsForgotten() throws {
        let screen = try makeScreen()
        let layer = windowLayer(CGRect(x: 0, y: 0, width: 20, height: 20), 0, 1, 0)
        screen.showWindowLayer(layer, level: .normal)
        layer.removeFromSuperlayer()
        #expect(screen.windowLayersFrontToBack.isEmpty)
        #expect(UIScreen.showing(layer) == nil)
    }

    @Test func framesArePlacedInPointsAtTheScreensScale() throws {
        let screen = try makeScreen(50, 30, scale: 2)
        screen.showWindowLayer(windowLayer(CGRect(x: 10, y: 5, width: 10, height: 10), 1, 0, 0), level: .normal)
        screen.renderFrame()
        #expect(screen.framebufferSize == CGSize(width: 100, height: 60))
        #expect(screen.pixel(x: 20, y: 10) == red)
        #expect(screen.pixel(x: 39, y: 29) == red)
        #expect(screen.pixel(x: 19, y: 10) == black)
        #expect(screen.pixel(x: 40, y: 10) == black)
    }

    @Test func anExternalScreenCompositesOnlyItsOwnWindows() throws {
        try ApplicationContext.withCurrent { _ in
            let main = try makeScreen()
            #expect(main.makeMain())
            let external = try makeScreen(80, 40, scale: 2)
            #expect(external.connect())
            let phoneWindow = windowLayer(CGRect(x: 0, y: 0, width: 30, height: 30), 1, 0, 0)
            let tvWindow = windowLayer(CGRect(x: 40, y: 10, width: 20, height: 20), 0, 1, 0)
            main.showWindowLayer(phoneWindow, level: .normal)
            external.showWindowLayer(tvWindow, level: .normal)
            main.renderFrame()
            external.renderFrame()
            #expect(external.pixel(x: 100, y: 40) == green)
            #expect(external.pixel(x: 10, y: 10) == black)
            #expect(main.pixel(x: 50, y: 20) == black)
            #expect(main.pixel(x: 10, y: 10) == red)

            // Moving the phone's window to the external screen takes it off the main screen.
            external.showWindowLayer(phoneWindow, level: .normal)
            #expect(main.windowLayersFrontToBack.isEmpty)
            #expect(UIScreen.showing(phoneWindow) === external)
            main.renderFrame()
            external.renderFrame()
            #expect(main.pixel(x: 10, y: 10) == black)
            #expect(external.pixel(x: 20, y: 20) == red)
            #expect(external.windowLayersFrontToBack.first === phoneWindow)
        }
    }

    @Test func debugOptionsReachTheCompositor() throws {
        let screen = try makeScreen(10, 10)
        screen.debugOptions = .flashRecompositedRegions
        #expect(screen.debugOptions == .flashRecompositedRegions)
        screen.renderFrame()
        let flashed = screen.pixel(x: 5, y: 5)
        // Opaque black where no window draws, under 35 % red.
        #expect(flashed == PixelRGBA(89, 0, 0, 255))
    }
}
