import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// `CAEmitterLayer` as iOS code uses it: cells with an image, a colour and a velocity, the
/// emitter stopped by setting its `birthRate` to 0, an emitter as a view's own layer.
@MainActor @Suite struct EmitterLayerTests {
    private static let white = PixelRGBA(255, 255, 255, 255)

    /// A 4 × 4 opaque white image.
    private static let square: CGImage = {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        return renderer.image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }.cgImage!
    }()

    /// A cell drawing the square in `color`, one a second, each living `lifetime` seconds and
    /// moving right at 10 points a second.
    private func cell(_ color: UIColor = .red, lifetime: Float = 10) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.contents = Self.square
        cell.birthRate = 1
        cell.lifetime = lifetime
        cell.velocity = 10
        cell.color = color.cgColor
        return cell
    }

    /// An emitter at (10, 20) on a white 60 × 40 screen.
    private func emitter(_ host: HeadlessHost, cells: [CAEmitterCell]) -> CAEmitterLayer {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        root.backgroundColor = .white
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 10, y: 20)
        emitter.emitterCells = cells
        root.layer.addSublayer(emitter)
        host.show(root)
        return emitter
    }

    @Test func particlesAppearMoveAndLeaveNoTrailWithoutMainSideWork() {
        HeadlessHost.run(size: CGSize(width: 60, height: 40)) { host in
            _ = emitter(host, cells: [cell()])
            host.renderFrame()
            // The first particle is born at the first commit (time 0), centred on the emitter.
            #expect(host.pixel(x: 10, y: 20) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 13, y: 20) == Self.white)
            let report = host.advance(by: 1.5)
            // Born at 0: 15 points right; born at 1: 5 points right; the emitter is bare again.
            #expect(host.pixel(x: 25, y: 20) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 15, y: 20) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 10, y: 20) == Self.white)
            #expect(host.pixel(x: 20, y: 20) == Self.white)
            // No drawing and no commit on the main side: the render side moved them.
            #expect(report.backingStoresRedrawn == 0)
            #expect(host.screen.needsFrame)
        }
    }

    @Test func settingBirthRateToZeroStopsBirthsAndTheRestLiveOut() {
        HeadlessHost.run(size: CGSize(width: 60, height: 40)) { host in
            let layer = emitter(host, cells: [cell(lifetime: 3)])
            host.renderFrame()
            host.advance(by: 1)
            layer.birthRate = 0
            host.renderFrame()
            host.advance(by: 1)
            // Born at 0 and 1, now 2 and 1 seconds old; none born at 2.
            #expect(host.pixel(x: 30, y: 20) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 20, y: 20) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 10, y: 20) == Self.white)
            host.advance(by: 2.5)
            // Both have lived their 3 seconds: nothing left, and no more frames wanted.
            #expect(host.pixel(x: 35, y: 20) == Self.white)
            #expect(host.pixel(x: 45, y: 20) == Self.white)
            #expect(!host.screen.needsFrame)
        }
    }

    @Test func theCellColourMultipliesTheImageAndAlphaBlends() {
        HeadlessHost.run(size: CGSize(width: 60, height: 40)) { host in
            _ = emitter(host, cells: [cell(UIColor.blue.withAlphaComponent(0.5))])
            host.renderFrame()
            let p = host.pixel(x: 10, y: 20)
            #expect(p.red >= 126 && p.red <= 129 && p.green == p.red && p.blue == 255, "\(p)")
        }
    }

    @Test func anEmitterAsAViewsLayerDrawsAsTheSameLayerStandalone() {
        final class EmitterView: UIView {
            override class var layerClass: AnyClass { CAEmitterLayer.self }
        }
        func draw(asViewLayer: Bool) -> [PixelRGBA] {
            HeadlessHost.run(size: CGSize(width: 60, height: 40)) { host in
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
                root.backgroundColor = .white
                let emitter: CAEmitterLayer
                if asViewLayer {
                    let view = EmitterView(frame: root.bounds)
                    root.addSubview(view)
                    emitter = view.layer as! CAEmitterLayer
                } else {
                    emitter = CAEmitterLayer()
                    emitter.frame = root.bounds
                    root.layer.addSublayer(emitter)
                }
                emitter.emitterPosition = CGPoint(x: 10, y: 20)
                emitter.emitterCells = [cell(UIColor.green.withAlphaComponent(0.5))]
                host.show(root)
                host.renderFrame()
                host.advance(by: 2.25)
                return (0..<60).map { host.pixel(x: $0, y: 20) }
            }
        }
        let standalone = draw(asViewLayer: false)
        #expect(standalone[32] != Self.white && standalone[5] == Self.white)
        #expect(draw(asViewLayer: true) == standalone)
    }

    @Test func subclassesWithTheirOwnInitialisersCompileAndCopy() {
        final class ConfettiLayer: CAEmitterLayer {
            let colors: [UIColor]
            init(colors: [UIColor]) {
                self.colors = colors
                super.init()
                emitterShape = .line
                emitterCells = colors.map { color in
                    let cell = CAEmitterCell()
                    cell.color = color.cgColor
                    return cell
                }
            }
            override init(layer: Any) {
                colors = (layer as? ConfettiLayer)?.colors ?? []
                super.init(layer: layer)
            }
            required init?(coder: NSCoder) { nil }
        }
        let layer = ConfettiLayer(colors: [.red, .blue])
        layer.birthRate = 3
        let copy = ConfettiLayer(layer: layer)
        #expect(copy.colors.count == 2)
        #expect(copy.emitterShape == .line && copy.birthRate == 3 && copy.emitterCells?.count == 2)
    }

    @Test func keyPathsReachNamedCellsAndTheLayersMultipliers() {
        HeadlessHost.run(size: CGSize(width: 60, height: 40)) { host in
            let confetti = cell()
            confetti.name = "confetti"
            let layer = emitter(host, cells: [confetti])
            host.renderFrame()
            // The idiom that stops one kind of particle.
            layer.setValue(0, forKeyPath: "emitterCells.confetti.birthRate")
            #expect(confetti.birthRate == 0)
            #expect(layer.value(forKeyPath: "emitterCells.confetti.birthRate") as? Float == 0)
            host.renderFrame()
            host.advance(by: 1.5)
            // Only the particle born at 0 is out.
            #expect(host.pixel(x: 25, y: 20) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 15, y: 20) == Self.white)
            layer.setValue(2.5, forKeyPath: "birthRate")
            #expect(layer.birthRate == 2.5)
            #expect(layer.value(forKeyPath: "birthRate") as? Float == 2.5)
            layer.setValue(CGPoint(x: 3, y: 4), forKeyPath: "emitterPosition")
            #expect(layer.emitterPosition == CGPoint(x: 3, y: 4))
            // A path naming no cell changes nothing and stores nothing.
            layer.setValue(1, forKeyPath: "emitterCells.missing.birthRate")
            #expect(layer.value(forKeyPath: "emitterCells.missing.birthRate") == nil)
            confetti.setValue(false, forKey: "enabled")
            #expect(!confetti.isEnabled)
            confetti.setValue("x", forKey: "birthRate")
            #expect(confetti.birthRate == 0)
            confetti.setValue(7, forKey: "custom")
            #expect(confetti.value(forKey: "custom") as? Int == 7)
        }
    }

    @Test func additiveParticlesAddTheirColours() {
        func centre(_ mode: CAEmitterLayerRenderMode) -> PixelRGBA {
            HeadlessHost.run(size: CGSize(width: 60, height: 40)) { host in
                let layer = emitter(host, cells: [cell(.red), cell(.green)])
                layer.renderMode = mode
                host.renderFrame()
                return host.pixel(x: 10, y: 20)
            }
        }
        #expect(centre(.additive) == PixelRGBA(255, 255, 0, 255))
        #expect(centre(.unordered) == PixelRGBA(0, 255, 0, 255))
    }
}
