import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// A device-shaped screen shows its cutout over everything the app composites: black rounded
/// corners, the black sensor housing, and the home indicator (dark grey in a light outline).
@MainActor
@Suite struct ScreenCutoutDrawingTests {
    private let black = PixelRGBA(0, 0, 0, 255)
    private let green = PixelRGBA(0, 255, 0, 255)
    private let blue = PixelRGBA(0, 0, 255, 255)
    private let bar = PixelRGBA(51, 51, 51, 255)
    private let outline = PixelRGBA(230, 230, 230, 255)

    /// A screen of `width` × `height` points with `cutout`, showing one opaque green window
    /// layer over all of it, after one frame.
    private func greenScreen(
        _ width: CGFloat, _ height: CGFloat, _ cutout: UIScreen.DisplayCutout, scale: CGFloat = 1
    ) throws -> (UIScreen, CALayer) {
        let screen = try #require(
            UIScreen(virtualSize: CGSize(width: width, height: height), scale: scale, clock: ManualMediaClock()))
        screen.displayCutout = cutout
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
        layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        screen.showWindowLayer(layer, level: .normal)
        screen.renderFrame()
        return (screen, layer)
    }

    /// Expects `pixels` of `screen` to be `colour`.
    private func expect(
        _ screen: UIScreen, _ pixels: [(Int, Int)], _ colour: PixelRGBA,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (x, y) in pixels {
            #expect(screen.pixel(x: x, y: y) == colour, "(\(x), \(y))", sourceLocation: sourceLocation)
        }
    }

    @Test func theDynamicIslandIsBlackAndTheAppShowsAroundIt() throws {
        // 393 × 852: the island spans x 133.5–259.5, y 11–48.33.
        let (screen, _) = try greenScreen(393, 852, .dynamicIslandPortrait)
        expect(screen, [(196, 29), (137, 29), (255, 29), (196, 12), (196, 47)], black)
        expect(screen, [(196, 8), (196, 50), (129, 29), (263, 29), (140, 12)], green)
    }

    @Test func theHomeIndicatorIsADarkBarInALightOutline() throws {
        // 134 × 5 points, 8 above the bottom: x 129.5–263.5, y 839–844, a 1-point outline.
        let (screen, _) = try greenScreen(393, 852, .dynamicIslandPortrait)
        expect(screen, [(196, 839), (196, 841), (196, 843), (140, 841), (255, 841)], bar)
        expect(screen, [(196, 838), (196, 844)], outline)
        expect(screen, [(196, 836), (196, 846), (125, 841), (268, 841)], green)
    }

    @Test func theDisplaysCornersAreRoundedToBlack() throws {
        // A 55-point radius: pixels well outside the quarter circles are black, inside green.
        let (screen, _) = try greenScreen(393, 852, .dynamicIslandPortrait)
        expect(screen, [(0, 0), (10, 10), (392, 0), (382, 10), (0, 851), (10, 841), (392, 851), (382, 841)], black)
        expect(screen, [(20, 20), (372, 20), (20, 831), (372, 831), (0, 60), (60, 0), (392, 791)], green)
    }

    @Test func onItsSideTheIslandSitsOnTheLeftAndTheBarIsWider() throws {
        // 852 × 393: the island spans x 11–48.33, y 133.5–259.5; the 209-point bar x 321.5–530.5,
        // y 380–385.
        let (screen, _) = try greenScreen(852, 393, .dynamicIslandLandscape)
        expect(screen, [(29, 196), (29, 137), (29, 255)], black)
        expect(screen, [(8, 196), (50, 196), (29, 129), (29, 263), (826, 196)], green)
        expect(screen, [(426, 382), (325, 382), (526, 382)], bar)
        expect(screen, [(426, 379), (426, 385)], outline)
        expect(screen, [(317, 382), (535, 382), (426, 377)], green)
    }

    @Test func theNotchHangsFromTheTopWithFilletsAndRoundedCorners() throws {
        // 375 × 812: the notch spans x 83–292, y 0–30; 20-point bottom corners, 6-point fillets.
        let (screen, _) = try greenScreen(375, 812, .notchPortrait)
        expect(screen, [(187, 15), (187, 29), (84, 2), (290, 2), (82, 0), (292, 0), (100, 25)], black)
        expect(screen, [(187, 31), (80, 15), (295, 15), (78, 3), (296, 3), (84, 29), (290, 29)], green)
        // 39-point corners.
        expect(screen, [(0, 0), (5, 5), (374, 811)], black)
        expect(screen, [(15, 15), (359, 796)], green)
    }

    @Test func onItsSideTheNotchHangsFromTheLeft() throws {
        // 812 × 375: the notch spans x 0–30, y 83–292.
        let (screen, _) = try greenScreen(812, 375, .notchLandscape)
        expect(screen, [(15, 187), (29, 187), (2, 84), (2, 290)], black)
        expect(screen, [(31, 187), (15, 80), (15, 295), (795, 187)], green)
        expect(screen, [(406, 364)], bar)
    }

    @Test func aScreenWithoutACutoutIsUnchanged() throws {
        let (screen, _) = try greenScreen(393, 852, .none)
        expect(screen, [(0, 0), (196, 29), (196, 841), (392, 851), (10, 10)], green)
        // A cutout of insets alone draws nothing either.
        let insets = UIScreen.DisplayCutout(insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let (insetsOnly, _) = try greenScreen(393, 852, insets)
        expect(insetsOnly, [(0, 0), (196, 29), (196, 841)], green)
    }

    @Test func theCutoutScalesWithTheScreen() throws {
        let (screen, _) = try greenScreen(393, 852, .dynamicIslandPortrait, scale: 2)
        expect(screen, [(392, 58), (270, 58), (392, 24)], black)
        expect(screen, [(392, 16), (262, 58), (392, 100)], green)
        expect(screen, [(392, 1682), (392, 1686)], bar)
        expect(screen, [(0, 0), (20, 20)], black)
    }

    @Test func theCutoutIsInSnapshotsAndFollowsChanges() throws {
        let (screen, _) = try greenScreen(393, 852, .dynamicIslandPortrait)
        let snapshot = try #require(screen.snapshot())
        #expect(snapshot.pixel(x: 196, y: 29) == black && snapshot.pixel(x: 196, y: 841) == bar)
        #expect(snapshot.pixel(x: 196, y: 100) == green)
        // Taking the cutout away repaints everything without it; putting another one back draws it.
        screen.displayCutout = .none
        screen.renderFrame()
        expect(screen, [(196, 29), (196, 841), (0, 0)], green)
        screen.displayCutout = .notchPortrait
        screen.renderFrame()
        expect(screen, [(196, 15), (0, 0)], black)
        expect(screen, [(196, 35)], green)
    }

    @Test func contentChangingUnderTheCutoutLeavesItOnTop() throws {
        let (screen, window) = try greenScreen(393, 852, .dynamicIslandPortrait)
        // A blue layer appearing across the island's lower edge: damage reaches into the island,
        // which is drawn again over it.
        let patch = CALayer()
        patch.frame = CGRect(x: 180, y: 40, width: 40, height: 20)
        patch.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        window.addSublayer(patch)
        let report = screen.renderFrame()
        #expect(report.damageRects == [CGRect(x: 180, y: 40, width: 40, height: 20)])
        expect(screen, [(196, 44), (185, 46)], black)
        expect(screen, [(196, 52), (185, 55)], blue)
        // A change far from every part of the overlay leaves it as it was.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        patch.frame = CGRect(x: 180, y: 400, width: 40, height: 20)
        CATransaction.commit()
        screen.renderFrame()
        expect(screen, [(196, 44), (196, 29), (0, 0)], black)
        expect(screen, [(196, 52), (196, 831)], green)
        expect(screen, [(196, 410)], blue)
        expect(screen, [(196, 841)], bar)
    }

    @Test func onARenderThreadTheCutoutIsDrawnToo() throws {
        let screen = try #require(
            UIScreen(virtualSize: CGSize(width: 393, height: 852), scale: 1, clock: ManualMediaClock()))
        screen.rendersOnRenderThread = true
        screen.displayCutout = .dynamicIslandPortrait
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        screen.showWindowLayer(layer, level: .normal)
        screen.renderFrame()
        screen.waitForRenderSide()
        expect(screen, [(196, 29), (0, 0)], black)
        expect(screen, [(196, 841)], bar)
        expect(screen, [(196, 100)], green)
    }
}
