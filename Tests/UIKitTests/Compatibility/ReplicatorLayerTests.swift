import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// `CAReplicatorLayer` as iOS code uses it: the dots of an activity indicator turned about the
/// replicator's centre, faded a step each, their animations delayed a step each, tinted.
@MainActor @Suite struct ReplicatorLayerTests {
    private static let white = PixelRGBA(255, 255, 255, 255)

    /// A 40 × 40 replicator on a white 40 × 40 screen holding one 6 × 6 dot at the top centre.
    private func spinner(
        _ host: HeadlessHost, dot color: CGColor = UIColor.red.cgColor
    ) -> (
        CAReplicatorLayer, CALayer
    ) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let dot = CALayer()
        dot.frame = CGRect(x: 17, y: 2, width: 6, height: 6)
        dot.backgroundColor = color
        replicator.addSublayer(dot)
        root.layer.addSublayer(replicator)
        host.show(root)
        return (replicator, dot)
    }

    /// The dot's copies at the top, right, bottom and left, in the order of the copies.
    private func dotPixels(_ host: HeadlessHost) -> [PixelRGBA] {
        [host.pixel(x: 20, y: 5), host.pixel(x: 35, y: 20), host.pixel(x: 20, y: 35), host.pixel(x: 5, y: 20)]
    }

    @Test func copiesTurnAboutTheCentreAndFadeAStepEach() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let (replicator, _) = spinner(host)
            host.renderFrame()
            #expect(dotPixels(host) == [PixelRGBA(255, 0, 0, 255), Self.white, Self.white, Self.white])
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            replicator.instanceAlphaOffset = -0.25
            CATransaction.commit()
            let report = host.renderFrame()
            #expect(report.backingStoresRedrawn == 0)
            // Red at alpha 1, 0.75, 0.5, 0.25 over white: green and blue are 255 × (1 − alpha).
            let greens = dotPixels(host).map { Int($0.green) }
            #expect(zip(greens, [0, 64, 128, 191]).allSatisfy { abs($0 - $1) <= 1 }, "\(greens)")
            #expect(dotPixels(host).allSatisfy { $0.red == 255 && $0.green == $0.blue })
            #expect(host.pixel(x: 20, y: 20) == Self.white)
            // Hit testing finds the sublayer itself, not its copies.
            #expect(replicator.hitTest(CGPoint(x: 20, y: 5))?.frame == CGRect(x: 17, y: 2, width: 6, height: 6))
            #expect(replicator.hitTest(CGPoint(x: 35, y: 20)) === replicator)

            replicator.instanceCount = 0
            host.renderFrame()
            #expect(dotPixels(host) == [Self.white, Self.white, Self.white, Self.white])
        }
    }

    @Test func eachCopysAnimationsRunInstanceDelayBehind() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let (replicator, dot) = spinner(host)
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            replicator.instanceDelay = 0.5
            host.renderFrame()
            // The loader idiom: every copy pulses, each a step behind the one before.
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 0
            pulse.toValue = 1
            pulse.duration = 1
            pulse.repeatCount = .infinity
            pulse.fillMode = .backwards
            dot.add(pulse, forKey: "pulse")
            host.renderFrame()
            host.advance(by: 0.75)
            // The first copy is three quarters in, the second a quarter.
            var greens = dotPixels(host).prefix(2).map { Int($0.green) }
            #expect(zip(greens, [64, 191]).allSatisfy { abs($0 - $1) <= 2 }, "\(greens)")
            host.advance(by: 0.5)
            // 0.25 into the first's second pass; 0.75 into the second's first.
            greens = dotPixels(host).prefix(2).map { Int($0.green) }
            #expect(zip(greens, [191, 64]).allSatisfy { abs($0 - $1) <= 2 }, "\(greens)")
        }
    }

    @Test func instanceColorAndItsOffsetsTintTheCopies() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let (replicator, _) = spinner(host, dot: UIColor.white.cgColor)
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            replicator.instanceColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            replicator.instanceGreenOffset = 1
            replicator.instanceRedOffset = -0.5
            host.renderFrame()
            // (1, 0, 0), (0.5, 1, 0), (0, 1, 0) times a white dot.
            #expect(
                Array(dotPixels(host).prefix(3)) == [
                    PixelRGBA(255, 0, 0, 255), PixelRGBA(128, 255, 0, 255), PixelRGBA(0, 255, 0, 255),
                ])
            let copy = CAReplicatorLayer(layer: replicator)
            #expect(copy.instanceCount == 3 && copy.instanceGreenOffset == 1 && copy.instanceRedOffset == -0.5)
            #expect(copy.instanceColor == replicator.instanceColor)
            #expect(CATransform3DEqualToTransform(copy.instanceTransform, replicator.instanceTransform))
        }
    }
}
