import UIKit

// Keyboard focus and invalidating properties as iOS view code writes them, in the Swift 5
// language mode.

/// A tile that takes keyboard focus, grows while focused, and redraws when its colour changes.
final class FocusTile: UIView {
    @UIView.Invalidating(.display) var fill: UIColor = .systemBlue

    override var canBecomeFocused: Bool { true }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        let focused = context.nextFocusedView === self
        coordinator.addCoordinatedAnimations(
            {
                self.transform = focused ? CGAffineTransform(scaleX: 1.1, y: 1.1) : .identity
            }, completion: nil)
    }

    override func draw(_ rect: CGRect) {
        fill.setFill()
        UIRectFill(bounds)
    }
}

/// A screen of tiles whose first focus goes to the second tile.
final class TileScreen: UIViewController {
    let tiles = [FocusTile(), FocusTile()]

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, tile) in tiles.enumerated() {
            tile.frame = CGRect(x: 10 + CGFloat(index) * 60, y: 10, width: 50, height: 50)
            view.addSubview(tile)
        }
    }

    override var preferredFocusEnvironments: [UIFocusEnvironment] { [tiles[1]] }
}
