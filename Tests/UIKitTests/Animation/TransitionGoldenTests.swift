import Foundation
import Testing
import UIKit
import UIKitTesting

/// Golden frames of every transition at a quarter, half and three quarters of its second: each
/// golden is a strip of the three frames side by side. Tolerance: 8 per channel, the allowance
/// the other goldens give antialiased edges (the cards' edges are antialiased wherever a frame
/// turns or scales them), and up to 4 pixels beyond it — one or two antialiased edge pixels of a
/// flip's perspective warp vary by up to 13 levels from run to run (cause not found; noted
/// under *Golden images* in docs/Reliability.md).
@MainActor @Suite struct TransitionGoldenTests {
    /// The UIKit tests' Goldens folder.
    private static let goldens = GoldenImage.directory().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    /// A 60 × 40 card at (10, 10): red with a white square at its top-left corner, which shows
    /// which way it turns or slides; the new card is blue with a yellow bar along its bottom.
    private static func cards(in root: UIView) -> (box: UIView, old: UIView, new: UIView) {
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        let old = UIView(frame: box.bounds)
        old.backgroundColor = .red
        let mark = UIView(frame: CGRect(x: 4, y: 4, width: 12, height: 12))
        mark.backgroundColor = .white
        old.addSubview(mark)
        let new = UIView(frame: box.bounds)
        new.backgroundColor = .blue
        let bar = UIView(frame: CGRect(x: 0, y: 30, width: 60, height: 10))
        bar.backgroundColor = .yellow
        new.addSubview(bar)
        box.addSubview(old)
        root.addSubview(box)
        return (box, old, new)
    }

    /// Runs `start` on a fresh 80 × 60 stage, renders at 0.25, 0.5 and 0.75 s and checks the strip.
    private func checkStrip(named name: String, _ start: (UIView, UIView, UIView) -> Void) throws {
        try HeadlessHost.run(size: CGSize(width: 80, height: 60)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
            root.backgroundColor = .white
            let (box, old, new) = Self.cards(in: root)
            host.show(root)
            host.renderFrame()
            let begin = host.clock.now
            start(box, old, new)
            var frames: [CGImage] = []
            for time in [0.25, 0.5, 0.75] {
                host.clock.advance(by: begin + time - host.clock.now)
                host.renderFrame()
                frames.append(try #require(host.snapshot()))
            }
            let strip = UIGraphicsImageRenderer(size: CGSize(width: 240, height: 60)).image { context in
                for (index, frame) in frames.enumerated() {
                    UIImage(cgImage: frame).draw(in: CGRect(x: CGFloat(index) * 80, y: 0, width: 80, height: 60))
                }
            }
            GoldenImage.check(
                try #require(strip.cgImage), named: "transition-\(name)", in: Self.goldens, tolerance: 8,
                maximumDifferingPixels: 4)
        }
    }

    @Test(arguments: [
        ("cross-dissolve", UIView.AnimationOptions.transitionCrossDissolve),
        ("flip-from-left", .transitionFlipFromLeft), ("flip-from-right", .transitionFlipFromRight),
        ("flip-from-top", .transitionFlipFromTop), ("flip-from-bottom", .transitionFlipFromBottom),
        ("curl-up", .transitionCurlUp), ("curl-down", .transitionCurlDown),
    ])
    func viewTransitions(name: String, option: UIView.AnimationOptions) throws {
        try checkStrip(named: name) { box, old, new in
            UIView.transition(with: box, duration: 1, options: [option, .curveLinear]) {
                old.removeFromSuperview()
                box.addSubview(new)
            }
        }
    }

    @Test(arguments: [
        ("fade", CATransitionType.fade, CATransitionSubtype.fromLeft), ("move-in-from-right", .moveIn, .fromRight),
        ("push-from-top", .push, .fromTop), ("reveal-from-left", .reveal, .fromLeft),
        ("push-from-bottom", .push, .fromBottom), ("page-curl", CATransitionType(rawValue: "pageCurl"), .fromLeft),
    ])
    func coreAnimationTransitions(name: String, type: CATransitionType, subtype: CATransitionSubtype) throws {
        try checkStrip(named: "ca-\(name)") { box, old, new in
            let transition = CATransition()
            (transition.type, transition.subtype, transition.duration) = (type, subtype, 1)
            transition.timingFunction = CAMediaTimingFunction(name: .linear)
            box.layer.add(transition, forKey: kCATransition)
            old.removeFromSuperview()
            box.addSubview(new)
        }
    }
}
