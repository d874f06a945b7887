import Foundation
import Testing
import UIKit
import UIKitTesting

/// The Auto Layout animation idiom: change constants inside an animation block, then
/// `layoutIfNeeded()` there, and the views move on the media clock.
@MainActor @Suite struct AutoLayoutAnimationTests {
    @Test func aConstantChangedInAnAnimationBlockAnimatesTheLayout() throws {
        try ViewAnimationStage.run { stage in
            let root = try #require(stage.view.superview)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            box.backgroundColor = .blue
            root.addSubview(box)
            let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            NSLayoutConstraint.activate([
                leading, box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
            ])
            stage.frame(at: 0)
            #expect(box.frame == CGRect(x: 0, y: 40, width: 20, height: 20))
            var finished = false
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                leading.constant = 60
                root.layoutIfNeeded()
            } completion: {
                finished = $0
            }
            #expect(box.frame == CGRect(x: 60, y: 40, width: 20, height: 20))
            stage.frame(at: 0.5)
            let shown = box.layer.presentation() ?? box.layer
            #expect(abs(shown.position.x - 40) < 1e-6)
            #expect(stage.host.pixel(x: 41, y: 50) == PixelRGBA(0, 0, 255, 255))
            #expect(stage.host.pixel(x: 61, y: 50) == PixelRGBA(255, 255, 255, 255))
            stage.frame(at: 1)
            #expect(finished)
            #expect(stage.host.pixel(x: 75, y: 50) == PixelRGBA(0, 0, 255, 255))
        }
    }
}
