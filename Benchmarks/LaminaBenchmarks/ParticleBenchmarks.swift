import Foundation
import LaminaHeadless
import UIKit

/// Particles on the render side: a frame of an emitter showing 1,000 particles, each tinted by
/// its own colour (the confetti idiom), against a frame of 1,000 views animating position and
/// opacity (`animations.1000_layers_frame`, the same run): particles are computed afresh every
/// frame, so their cost must stay of the order of animated layers'. Also the same emitter with
/// untinted particles, to show what the tint costs (each particle's image is tinted, not drawn
/// through a group).
@MainActor
enum ParticleBenchmarks {
    static func run(_ harness: Harness) {
        HeadlessHost.run(size: CGSize(width: 1920, height: 1080), scale: 1) { host in
            for tinted in [true, false] { emitterFrame(harness, host, tinted: tinted) }
        }
    }

    /// A 16 × 16 white square with rounded corners.
    private static let square: CGImage = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in
        UIColor.white.setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 16, height: 16), cornerRadius: 4).fill()
    }.cgImage!

    /// An emitter along the top of a white screen, 100 particles a second living 10 seconds
    /// (1,000 alive once full), falling and turning; a frame's cost once full.
    private static func emitterFrame(_ harness: Harness, _ host: HeadlessHost, tinted: Bool) {
        let root = UIView(frame: host.screen.bounds)
        root.backgroundColor = .white
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterShape = .line
        emitter.emitterPosition = CGPoint(x: 960, y: 0)
        emitter.emitterSize = CGSize(width: 1920, height: 1)
        let cell = CAEmitterCell()
        cell.contents = square
        cell.birthRate = 100
        cell.lifetime = 10
        cell.velocity = 60
        cell.velocityRange = 40
        cell.emissionLongitude = .pi / 2
        cell.emissionRange = .pi / 8
        cell.yAcceleration = 10
        cell.spin = 2
        cell.spinRange = 2
        if tinted {
            cell.color = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).cgColor
            (cell.redRange, cell.greenRange, cell.blueRange) = (0.5, 0.5, 0.5)
        }
        emitter.emitterCells = [cell]
        root.layer.addSublayer(emitter)
        let window = UIWindow(frame: host.screen.bounds)
        window.screen = host.screen
        window.addSubview(root)
        window.makeKeyAndVisible()
        host.renderFrame()
        host.advance(by: 10)
        let name = tinted ? "particles.1000_tinted_frame" : "particles.1000_plain_frame"
        let frame = harness.measure(name) { host.advance(by: 1.0 / 60) }
        if let frame, let layers = harness.medians["animations.1000_layers_frame"] {
            harness.report(
                "\(name)_vs_1000_animated_layers",
                ["ratio": String(format: "%.3f", frame / layers), "target": tinted ? "3" : "1.5"])
        }
        window.isHidden = true
        root.removeFromSuperview()
        host.renderFrame()
    }
}
