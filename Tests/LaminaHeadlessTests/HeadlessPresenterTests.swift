import Foundation
import LaminaHeadless
import Testing
import UIKit
import UIKitTesting

/// The headless backend presents through the present seam like any backend: every frame run
/// through phase 7 reaches the screen's presenter with its damage, in framebuffer pixels.
@MainActor
@Suite struct HeadlessPresenterTests {
    /// A host with a 100 × 80-point screen at `scale`, showing a 20 × 10-point red view at (10, 10).
    private func withMovingView(scale: CGFloat = 1, _ body: (HeadlessHost, UIView) throws -> Void) rethrows {
        try HeadlessHost.run(size: CGSize(width: 100, height: 80), scale: scale) { host in
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
            view.backgroundColor = .red
            host.show(view)
            try body(host, view)
        }
    }

    @Test func nothingIsPresentedBeforeTheFirstFrame() {
        withMovingView { host, _ in
            #expect(host.presentedFrames == 0)
            #expect(host.lastPresentedDamage == [])
        }
    }

    @Test func theFirstFramePresentsTheWholeFramebuffer() {
        withMovingView { host, _ in
            let report = host.renderFrame()
            #expect(report.composite.presented)
            #expect(host.presentedFrames == 1)
            #expect(host.lastPresentedDamage == [CGRect(x: 0, y: 0, width: 100, height: 80)])
        }
    }

    @Test func movingAViewPresentsWhereItWasAndWhereItIs() {
        withMovingView { host, view in
            host.renderFrame()
            view.frame.origin = CGPoint(x: 60, y: 50)
            host.renderFrame()
            #expect(host.presentedFrames == 2)
            #expect(
                host.lastPresentedDamage == [
                    CGRect(x: 10, y: 10, width: 20, height: 10), CGRect(x: 60, y: 50, width: 20, height: 10),
                ])
        }
    }

    @Test func damageIsInFramebufferPixels() {
        withMovingView(scale: 2) { host, view in
            host.renderFrame()
            #expect(host.lastPresentedDamage == [CGRect(x: 0, y: 0, width: 200, height: 160)])
            view.frame.origin.x = 11
            host.renderFrame()
            #expect(host.presentedFrames == 2)
            #expect(host.lastPresentedDamage == [CGRect(x: 20, y: 20, width: 42, height: 20)])
        }
    }

    @Test func aFrameWithNoChangeIsPresentedWithNoDamage() {
        withMovingView { host, _ in
            host.renderFrame()
            host.renderFrame()
            #expect(host.presentedFrames == 2)
            #expect(host.lastPresentedDamage == [])
        }
    }

    @Test func aFrameStoppedBeforePresentIsNotPresented() {
        withMovingView { host, view in
            host.renderFrame()
            view.frame.origin.y = 40
            let report = host.renderFrame(through: .composite)
            #expect(!report.composite.presented)
            #expect(host.presentedFrames == 1)
            #expect(host.pixel(x: 15, y: 45) == PixelRGBA(255, 0, 0, 255))
            host.renderFrame()
            #expect(host.presentedFrames == 2)
        }
    }

    @Test func eachScreenPresentsToItsOwnPresenter() throws {
        try HeadlessHost.run(size: CGSize(width: 40, height: 30)) { host in
            let other = try #require(UIScreen(virtualSize: CGSize(width: 16, height: 8), scale: 1))
            let presenter = HeadlessPresenter()
            other.presenter = presenter
            other.renderFrame()
            other.renderFrame()
            host.renderFrame()
            #expect(presenter.record.presentedFrames == 2)
            #expect(presenter.record.lastSize == CGSize(width: 16, height: 8))
            #expect(presenter.record.lastDamage == [])
            #expect(host.presentedFrames == 1)
            #expect(host.lastPresentedDamage == [CGRect(x: 0, y: 0, width: 40, height: 30)])
        }
    }

    @Test func aNewPresenterGetsTheWholeFramebuffer() throws {
        let screen = try #require(UIScreen(virtualSize: CGSize(width: 16, height: 8), scale: 1))
        screen.renderFrame()
        let presenter = HeadlessPresenter()
        screen.presenter = presenter
        screen.renderFrame()
        #expect(presenter.record.presentedFrames == 1)
        #expect(presenter.record.lastDamage == [CGRect(x: 0, y: 0, width: 16, height: 8)])
    }
}

@MainActor @Suite struct HeadlessHostContextTests {
    @Test func theHostsScreenIsTheOnlyScreen() {
        HeadlessHost.run(size: CGSize(width: 50, height: 40), scale: 2) { host in
            #expect(UIScreen.screens.count == 1)
            #expect(UIScreen.screens.first === host.screen)
            #expect(UIScreen.main === host.screen)
        }
    }
}
