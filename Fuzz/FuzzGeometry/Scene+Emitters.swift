import Foundation
import FuzzSupport
import UIKit

/// Emitters and appearance: emitter layers with fuzzed cells (nested, timed, any numbers), their
/// settings changed between frames (each change a new segment), key paths through named cells,
/// and appearance overrides on any view (dynamic background colours re-resolve, views redraw).
extension Scene {
    /// A 3 × 2 image for cells.
    private static let particle: CGImage = {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2))
        return renderer.image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 1))
        }.cgImage!
    }()

    mutating func appearanceOrEmission(_ input: inout FuzzInput) {
        switch input.byte() % 4 {
        case 0:
            let styles: [UIUserInterfaceStyle] = [.unspecified, .light, .dark]
            let view = anyView(&input)
            view.overrideUserInterfaceStyle = styles[input.int(below: 3)]
            if input.bool() { view.backgroundColor = input.bool() ? .systemBackground : .label }
        case 1:
            guard let emitter = anyLayer(&input) as? CAEmitterLayer else { return }
            configure(emitter, &input)
        case 2:
            guard let emitter = anyLayer(&input) as? CAEmitterLayer else { return }
            emitter.setValue(
                input.number(), forKeyPath: "emitterCells.a.\(["birthRate", "velocity", "scale"][input.int(below: 3)])")
            emitter.setValue(input.number(), forKeyPath: "birthRate")
        default:
            guard let emitter = anyLayer(&input) as? CAEmitterLayer else { return }
            emitter.birthRate = Float(input.number())
        }
    }

    /// Gives `emitter` fuzzed settings and up to two cells, each with up to two nested cells.
    func configure(_ emitter: CAEmitterLayer, _ input: inout FuzzInput) {
        let shapes: [CAEmitterLayerEmitterShape] = [.point, .line, .rectangle, .cuboid, .circle, .sphere]
        let modes: [CAEmitterLayerEmitterMode] = [.points, .outline, .surface, .volume]
        let renders: [CAEmitterLayerRenderMode] = [.unordered, .oldestFirst, .oldestLast, .backToFront, .additive]
        emitter.emitterShape = shapes[input.int(below: 6)]
        emitter.emitterMode = modes[input.int(below: 4)]
        emitter.renderMode = renders[input.int(below: 5)]
        emitter.emitterPosition = input.point()
        emitter.emitterSize = input.rect().size
        emitter.emitterDepth = input.number()
        emitter.emitterZPosition = input.number()
        emitter.preservesDepth = input.bool()
        emitter.seed = UInt32(input.byte())
        (emitter.lifetime, emitter.velocity, emitter.scale, emitter.spin) =
            (Float(input.number()), Float(input.number()), Float(input.number()), Float(input.number()))
        var cells: [CAEmitterCell] = []
        for index in 0..<input.int(below: 3) { cells.append(makeCell(&input, name: index == 0 ? "a" : nil, depth: 0)) }
        emitter.emitterCells = cells
    }

    private func makeCell(_ input: inout FuzzInput, name: String?, depth: Int) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.name = name
        cell.contents = input.bool() ? Self.particle : nil
        // Rates and lives mostly small, so frames stay cheap; any number now and then.
        cell.birthRate = input.bool() ? Float(input.int(below: 40)) : Float(input.number())
        cell.lifetime = input.bool() ? Float(input.int(below: 5)) : Float(input.number())
        cell.lifetimeRange = Float(input.number())
        cell.velocity = input.number()
        cell.velocityRange = input.number()
        cell.emissionLongitude = input.number()
        cell.emissionLatitude = input.number()
        cell.emissionRange = input.number()
        (cell.xAcceleration, cell.yAcceleration, cell.zAcceleration) = (input.number(), input.number(), input.number())
        (cell.scale, cell.scaleRange, cell.scaleSpeed) = (input.number(), input.number(), input.number())
        (cell.spin, cell.spinRange) = (input.number(), input.number())
        cell.color = input.bool() ? UIColor(white: input.number(), alpha: input.number()).cgColor : nil
        (cell.redRange, cell.alphaSpeed) = (Float(input.number()), Float(input.number()))
        cell.contentsRect = input.rect()
        cell.contentsScale = input.number()
        (cell.beginTime, cell.duration) = (Double(input.number()), Double(input.number()))
        cell.isEnabled = input.int(below: 8) != 0
        if depth < 5, input.int(below: 4) == 0 {
            var nested: [CAEmitterCell] = []
            for _ in 0..<input.int(below: 3) { nested.append(makeCell(&input, name: nil, depth: depth + 1)) }
            cell.emitterCells = nested
        }
        return cell
    }
}
