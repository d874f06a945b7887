// A confetti view as iOS code writes it, in the Swift 5 language mode: the emitter is the view's
// own layer, cells come from a nonisolated helper that reads the screen's scale.
import QuartzCore
import UIKit

/// A view whose layer is an emitter along its top edge.
final class ConfettiView: UIView {
    override class var layerClass: AnyClass {
        return CAEmitterLayer.self
    }

    var emitter: CAEmitterLayer {
        return layer as! CAEmitterLayer
    }

    func start(colors: [UIColor], image: CGImage) {
        emitter.emitterShape = .line
        emitter.emitterPosition = CGPoint(x: bounds.midX, y: 0)
        emitter.emitterSize = CGSize(width: bounds.width, height: 1)
        emitter.emitterCells = colors.map { makeConfettiCell(color: $0, image: image) }
        emitter.beginTime = CACurrentMediaTime()
    }

    func stop() {
        emitter.birthRate = 0
    }
}

/// A falling, turning confetti cell; nonisolated, as such helpers are.
func makeConfettiCell(color: UIColor, image: CGImage) -> CAEmitterCell {
    let cell = CAEmitterCell()
    cell.birthRate = 4
    cell.lifetime = 20
    cell.velocity = 0
    cell.yAcceleration = 10
    cell.emissionLongitude = CGFloat(Double.pi)
    cell.spin = 1
    cell.spinRange = 0.5
    cell.scale = 1 / UIScreen.main.scale
    cell.color = color.cgColor
    cell.contents = image
    cell.name = "confetti"
    return cell
}
