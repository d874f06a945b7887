// A card screen as iOS code writes it, laid out by frames in the Swift 5 language mode: the card
// fills the root view within its margins (which include the safe area), the controller follows
// size changes through the transition coordinator, and iOS 17 trait overrides force dark mode.
import UIKit

/// A controller whose card keeps to the layout margins.
final class CardViewController: UIViewController {
    let card = UIView()
    private(set) var transitions: [CGSize] = []
    private(set) var alongside = 0
    private(set) var completed = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        card.backgroundColor = .systemRed
        view.addSubview(card)
        additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        traitOverrides.userInterfaceStyle = .dark
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        card.frame = view.bounds.inset(by: view.layoutMargins)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
        coordinator.animate(
            alongsideTransition: { _ in
                self.alongside += 1
            },
            completion: { context in
                if !context.isCancelled { self.completed += 1 }
            })
    }
}
