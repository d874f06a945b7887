import Foundation
public import UIKit

/// The Tiles sample's screen: a `TiledScrollView` filling the view, starting at the world's
/// centre so every direction scrolls. Drag or flick (or turn the wheel) to scroll; double-tap to
/// zoom in twice about the tap, and at the largest scale a double tap zooms back out.
@MainActor
public final class TilesViewController: UIViewController {
    /// The scroll view over the world.
    public private(set) var scrollView: TiledScrollView!

    public override func loadView() {
        let bounds = UIScreen.main.bounds
        let scrollView = TiledScrollView(frame: bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let doubleTap = UITapGestureRecognizer { [weak self] recognizer in
            if let tap = recognizer as? UITapGestureRecognizer, tap.state == .ended { self?.zoomAtDoubleTap(tap) }
        }
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
        self.scrollView = scrollView
        view = scrollView
    }

    /// Zooms in twice about the tapped point, or out to the least scale from the largest.
    func zoomAtDoubleTap(_ recognizer: UITapGestureRecognizer) {
        guard let scrollView else { return }
        let point = recognizer.location(in: scrollView.tileContainer)
        let scale = scrollView.zoomScale < scrollView.maximumZoomScale ? 2 : scrollView.minimumZoomScale
        zoom(by: scale, about: point)
    }

    /// Zooms by `scale` (within the limits), animated, keeping `point` (in the tile container's
    /// coordinates) at the centre; the scroll view adopts the new scale when the zoom ends.
    public func zoom(by scale: CGFloat, about point: CGPoint) {
        guard let scrollView else { return }
        let size = scrollView.bounds.size
        let target = min(max(scale, scrollView.minimumZoomScale), scrollView.maximumZoomScale)
        let rect = CGRect(
            x: point.x - size.width / target / 2, y: point.y - size.height / target / 2,
            width: size.width / target, height: size.height / target)
        scrollView.zoom(to: rect, animated: true)
    }
}

/// The Tiles sample's application delegate: at launch, a key window with the tiles controller.
@MainActor
public final class TilesAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's window.
    public var window: UIWindow?

    public override init() {
        super.init()
    }

    /// Shows the key window with the tiles controller.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = TilesViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// The tiles controller, once launched.
    public var controller: TilesViewController? {
        window?.rootViewController as? TilesViewController
    }
}
