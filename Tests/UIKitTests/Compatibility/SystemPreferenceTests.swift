import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// A game's controller: it asks the system to defer the bottom edge's gestures and keeps its view
/// clear of bars.
private final class GameViewController: UIViewController {
    var edgeUpdates = 0

    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [.bottom, .left] }

    override func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        edgeUpdates += 1
        super.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        edgesForExtendedLayout = []
        extendedLayoutIncludesOpaqueBars = true
        view.backgroundColor = .blue
    }
}

/// Controllers' system preferences and layers' filters: stored, overridable, and with no effect,
/// as documented.
@MainActor
@Suite struct SystemPreferenceTests {
    /// `UIRectEdge`'s bits in UIGeometry.h (`UIRectEdgeTop = 1 << 0` … `UIRectEdgeAll`).
    @Test func rectEdgesHaveUIKitsValues() {
        #expect(UIRectEdge.top.rawValue == 1 && UIRectEdge.left.rawValue == 2)
        #expect(UIRectEdge.bottom.rawValue == 4 && UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all.rawValue == 15 && UIRectEdge.all == [.top, .left, .bottom, .right])
    }

    @Test func controllersStartWithUIKitsDefaults() {
        let controller = UIViewController()
        #expect(controller.edgesForExtendedLayout == .all)
        #expect(!controller.extendedLayoutIncludesOpaqueBars)
        #expect(controller.preferredScreenEdgesDeferringSystemGestures == [])
        #expect(controller.childForScreenEdgesDeferringSystemGestures == nil)
    }

    /// The overrides are read through the base class; the view still fills its window.
    @Test func aGameControllersPreferencesAreOverridable() {
        HeadlessHost.run(size: CGSize(width: 40, height: 30)) { host in
            let game = GameViewController()
            let base: UIViewController = game
            host.show(game)
            host.renderFrame()
            #expect(base.preferredScreenEdgesDeferringSystemGestures == [.bottom, .left])
            #expect(base.edgesForExtendedLayout == [] && base.extendedLayoutIncludesOpaqueBars)
            base.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
            #expect(game.edgeUpdates == 1)
            #expect(game.view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
            #expect(host.pixel(x: 0, y: 0) == PixelRGBA(0, 0, 255, 255))
        }
    }

    /// Filters are kept, copied to the presentation layer, and change no pixel.
    @Test func layerFiltersAreStoredAndIgnored() {
        HeadlessHost.run(size: CGSize(width: 20, height: 20)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            root.backgroundColor = .white
            let square = CALayer()
            square.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
            square.backgroundColor = UIColor.red.withAlphaComponent(0.5).cgColor
            #expect(square.filters == nil && square.backgroundFilters == nil && square.compositingFilter == nil)
            root.layer.addSublayer(square)
            host.show(root)
            host.renderFrame()
            let before = host.pixel(x: 10, y: 10)
            #expect(before == PixelRGBA(255, 127, 127, 255))
            square.filters = ["gaussianBlur"]
            square.backgroundFilters = ["colorInvert"]
            square.compositingFilter = "multiplyBlendMode"
            host.renderFrame()
            #expect(host.pixel(x: 10, y: 10) == before)
            #expect(host.pixel(x: 2, y: 2) == PixelRGBA(255, 255, 255, 255))
            let shown = square.presentation()
            #expect(shown?.filters?.first as? String == "gaussianBlur")
            #expect(shown?.backgroundFilters?.first as? String == "colorInvert")
            #expect(shown?.compositingFilter as? String == "multiplyBlendMode")
        }
    }
}
