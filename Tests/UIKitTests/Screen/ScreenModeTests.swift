import Foundation
import Testing
import UIKit

/// Display modes, mode changes and refused input.
@MainActor
@Suite struct ScreenModeTests {
    private func makeTelevision() throws -> UIScreen {
        try #require(UIScreen(virtualModes: [.pixels(1280, 720), .pixels(1920, 1080), .pixels(640, 480)], scale: 1))
    }

    @Test func currentModeStartsAtTheHighestResolution() throws {
        let tv = try makeTelevision()
        #expect(tv.availableModes == [.pixels(1280, 720), .pixels(1920, 1080), .pixels(640, 480)])
        #expect(tv.currentMode == .pixels(1920, 1080))
        #expect(tv.preferredMode == .pixels(1920, 1080))
        #expect(tv.bounds == CGRect(x: 0, y: 0, width: 1920, height: 1080))
        let chosen = try #require(
            UIScreen(
                virtualModes: [.pixels(1280, 720), .pixels(1920, 1080)], scale: 1, preferredMode: .pixels(1280, 720)))
        #expect(chosen.preferredMode == .pixels(1280, 720))
        #expect(chosen.currentMode == .pixels(1920, 1080))
    }

    @Test func changingTheModeUpdatesBoundsAndNotifies() throws {
        let recorder = ScreenNotificationRecorder()
        defer { recorder.stop() }
        let tv = try makeTelevision()
        tv.currentMode = .pixels(1280, 720)
        #expect(tv.currentMode == .pixels(1280, 720))
        #expect(tv.bounds == CGRect(x: 0, y: 0, width: 1280, height: 720))
        #expect(tv.nativeBounds == CGRect(x: 0, y: 0, width: 1280, height: 720))
        #expect(tv.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 1280, height: 720))
        #expect(tv.fixedCoordinateSpace.bounds == CGRect(x: 0, y: 0, width: 1280, height: 720))
        #expect(recorder.names(for: tv) == [UIScreen.modeDidChangeNotification])

        // The same mode, an unsupported one and nil change nothing and post nothing.
        tv.currentMode = .pixels(1280, 720)
        tv.currentMode = .pixels(800, 600)
        tv.currentMode = nil
        #expect(tv.currentMode == .pixels(1280, 720))
        #expect(recorder.names(for: tv) == [UIScreen.modeDidChangeNotification])
    }

    @Test func modeChangeResizesTheFramebuffer() throws {
        let screen = try #require(UIScreen(virtualModes: [.pixels(40, 30), .pixels(20, 10)], scale: 2))
        #expect(screen.bounds.size == CGSize(width: 20, height: 15))
        screen.renderFrame()
        #expect(screen.snapshot()?.width == 40)
        #expect(screen.lastFrame.pixelsComposited == 40 * 30)
        screen.currentMode = .pixels(20, 10)
        #expect(screen.bounds.size == CGSize(width: 10, height: 5))
        #expect(screen.framebufferSize == CGSize(width: 20, height: 10))
        screen.renderFrame()
        #expect(screen.snapshot()?.width == 20)
        #expect(screen.snapshot()?.height == 10)
        #expect(screen.lastFrame.pixelsComposited == 20 * 10)
    }

    @Test func pixelAspectRatioWidensTheBounds() throws {
        let mode = try #require(UIScreenMode(size: CGSize(width: 720, height: 480), pixelAspectRatio: 0.9))
        let screen = try #require(UIScreen(virtualModes: [mode], scale: 1))
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 648, height: 480))
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 720, height: 480))
    }

    @Test(arguments: [
        CGSize(width: 0, height: 10), CGSize(width: 10, height: -1), CGSize(width: CGFloat.nan, height: 10),
        CGSize(width: 10, height: CGFloat.infinity), CGSize(width: 16385, height: 10), CGSize(width: 10.5, height: 10),
    ])
    func impossibleModeSizesAreRefused(size: CGSize) {
        #expect(UIScreenMode(size: size) == nil)
    }

    @Test func impossiblePixelAspectRatiosAreRefused() {
        let size = CGSize(width: 10, height: 10)
        #expect(UIScreenMode(size: size, pixelAspectRatio: 0) == nil)
        #expect(UIScreenMode(size: size, pixelAspectRatio: -1) == nil)
        #expect(UIScreenMode(size: size, pixelAspectRatio: .nan) == nil)
        #expect(UIScreenMode(size: size, pixelAspectRatio: .infinity) == nil)
        #expect(UIScreenMode(size: CGSize(width: 16384, height: 1)) != nil)
    }

    @Test(arguments: [0, -1, CGFloat.nan, CGFloat.infinity, 17])
    func impossibleScalesAreRefused(scale: CGFloat) {
        #expect(UIScreen(virtualSize: CGSize(width: 10, height: 10), scale: scale) == nil)
        #expect(UIScreen(virtualModes: [.pixels(10, 10)], scale: scale) == nil)
        #expect(UIScreen(virtualModes: [.pixels(10, 10)], scale: 1, nativeScale: scale) == nil)
    }

    @Test func impossibleScreenSizesAndModeListsAreRefused() {
        let refused: [CGSize] = [
            .zero, CGSize(width: 10, height: 0), CGSize(width: -10, height: 10), CGSize(width: CGFloat.nan, height: 10),
            CGSize(width: 10, height: CGFloat.infinity), CGSize(width: 10000, height: 10),
        ]
        for size in refused {
            #expect(UIScreen(virtualSize: size, scale: 2) == nil, "\(size)")
        }
        #expect(UIScreen(virtualModes: [], scale: 1) == nil)
        #expect(UIScreen(virtualModes: [.pixels(10, 10)], scale: 1, preferredMode: .pixels(20, 20)) == nil)
        #expect(UIScreen(virtualModes: [.pixels(10, 10)], scale: 1, maximumFramesPerSecond: 0) == nil)
        // Sizes round to whole pixels.
        #expect(UIScreen(virtualSize: CGSize(width: 10.4, height: 10), scale: 1)?.nativeBounds.width == 10)
    }
}

/// Window levels: Apple's values and arithmetic, never a non-finite level.
@Suite struct WindowLevelTests {
    /// The levels are the numbers iOS reports for `UIWindowLevelNormal`, `…StatusBar` and
    /// `…Alert` (UIWindow.h declares them without values): apps offset them numerically.
    @Test func levelsHaveApplesValuesAndOrder() {
        #expect(UIWindowLevel.normal.rawValue == 0)
        #expect(UIWindowLevel.statusBar.rawValue == 1000)
        #expect(UIWindowLevel.alert.rawValue == 2000)
        #expect(UIWindowLevel.normal < .statusBar && UIWindowLevel.statusBar < .alert)
        #expect(UIWindowLevel.alert - 1 == UIWindowLevel(rawValue: 1999))
        #expect(UIWindowLevel.normal + 1 == UIWindowLevel(1))
        var level = UIWindowLevel.statusBar
        level += 5
        level -= 10
        #expect(level.rawValue == 995)
    }

    @Test func nonFiniteLevelsAreRefused() {
        #expect(UIWindowLevel(rawValue: .nan) == .normal)
        #expect(UIWindowLevel(.infinity) == .normal)
        #expect(UIWindowLevel.alert + .nan == .alert)
        #expect(UIWindowLevel.alert - .infinity == .alert)
        #expect(
            UIWindowLevel(rawValue: .greatestFiniteMagnitude) + .greatestFiniteMagnitude
                == UIWindowLevel(rawValue: .greatestFiniteMagnitude))
    }
}
