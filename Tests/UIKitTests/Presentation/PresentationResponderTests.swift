import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller that counts the touches that reach it through the responder chain.
private final class TouchCountingController: UIViewController {
    var touchesBeganCount = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesBeganCount += 1
    }
}

/// The responder chain through a presentation, as UIKit documents it: a presented controller's
/// next responder is the controller that presented it.
@MainActor
@Suite struct PresentationResponderTests {
    @Test func aPresentedControllerIsFollowedByItsPresenter() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = TouchCountingController()
            let window = host.show(root)
            #expect(root.next === window)
            let presented = UIViewController()
            presented.modalPresentationStyle = .fullScreen
            let child = UIViewController()
            presented.addChild(child)
            presented.view.addSubview(child.view)
            child.didMove(toParent: presented)
            root.present(presented, animated: false)
            host.renderFrame()
            #expect(presented.view.next === presented)
            #expect(presented.next === root)
            // A child of the presented controller still goes to its view's superview.
            #expect(child.next === presented.view)
            // The full-screen presentation took the root's view out of the window; the chain still
            // reaches the window, its scene and the application.
            #expect(root.view.superview == nil)
            #expect(root.next === window)
            var chain: [UIResponder] = []
            var responder: UIResponder? = child.view
            while let current = responder, chain.count < 20 {
                chain.append(current)
                responder = current.next
            }
            #expect(chain.contains { $0 === window })
            #expect(chain.contains { $0 is UIApplication })
            // A touch nobody in the presentation handles reaches the presenter.
            host.tap(at: CGPoint(x: 50, y: 50))
            #expect(root.touchesBeganCount == 1)
            presented.dismiss(animated: false)
            host.renderFrame()
            #expect(presented.next === presented.view.superview)
            #expect(presented.next == nil)
        }
    }
}
