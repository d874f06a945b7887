import Foundation
import LaminaHeadless
import UIKit

/// Animations on the render side, as ratios to still frames of the same run (issue 10's targets):
/// 1,000 animated layers against the W3 first frame, the W5 rotation animated against the still
/// W5 frame, one animation over 10,000 still layers against the same over 100, and resident
/// memory over 100,000 frames of a looping animation.
@MainActor
enum AnimationBenchmarks {
    static func run(_ harness: Harness) {
        HeadlessHost.run(size: CGSize(width: 1920, height: 1080), scale: 1) { host in
            thousandLayers(harness, host)
            staticTreeSizes(harness, host)
            loopingMemory(harness, host)
        }
        rotationAnimated(harness)
    }

    /// A window on `host`'s screen holding `root`, rendered once.
    private static func show(_ root: UIView, on host: HeadlessHost) -> UIWindow {
        let window = UIWindow(frame: host.screen.bounds)
        window.screen = host.screen
        window.addSubview(root)
        window.makeKeyAndVisible()
        host.renderFrame()
        return window
    }

    /// 1,000 views of 32 × 32 points animating position and opacity at once; a frame's cost.
    private static func thousandLayers(_ harness: Harness, _ host: HeadlessHost) {
        let root = UIView(frame: host.screen.bounds)
        root.backgroundColor = .white
        var squares: [UIView] = []
        for index in 0..<1000 {
            let square = UIView(
                frame: CGRect(x: CGFloat(index % 50) * 38, y: CGFloat(index / 50) * 52, width: 32, height: 32))
            square.backgroundColor = UIColor(hue: CGFloat(index % 37) / 37, saturation: 0.8, brightness: 0.9, alpha: 1)
            root.addSubview(square)
            squares.append(square)
        }
        let window = show(root, on: host)
        UIView.animate(withDuration: 1000, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) {
            for square in squares {
                square.center.x += 30
                square.alpha = 0.3
            }
        }
        host.advance(by: 1.0 / 60)
        let frame = harness.measure("animations.1000_layers_frame") { host.advance(by: 1.0 / 60) }
        if let frame, let first = harness.medians["views.W3_first_frame"] {
            harness.report("animations.1000_layers_vs_W3_first_frame", ["ratio": ratio(frame, first), "target": "0.3"])
        }
        window.isHidden = true
        root.removeFromSuperview()
        host.renderFrame()
    }

    /// One animated layer over `count` still ones: per-frame work must not grow with the still tree.
    private static func staticTreeSizes(_ harness: Harness, _ host: HeadlessHost) {
        var medians: [Int: Double] = [:]
        for count in [100, 10_000] {
            let root = UIView(frame: host.screen.bounds)
            root.backgroundColor = .white
            // A square block of still views on one 19 × 10-point lattice, centred on the mover,
            // so the mover has the same neighbours in both trees (10 × 10 of them or 100 × 100).
            let side = Int(Double(count).squareRoot())
            let offset = (100 - side) / 2
            for index in 0..<count {
                let column = CGFloat(offset + index % side)
                let row = CGFloat(offset + index / side)
                let still = UIView(frame: CGRect(x: column * 19, y: row * 10, width: 8, height: 8))
                still.backgroundColor = .darkGray
                root.addSubview(still)
            }
            let mover = UIView(frame: CGRect(x: 900, y: 500, width: 40, height: 40))
            mover.backgroundColor = .red
            root.addSubview(mover)
            let window = show(root, on: host)
            UIView.animate(withDuration: 1000, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) {
                mover.center.x += 200
            }
            host.advance(by: 1.0 / 60)
            medians[count] = harness.measure("animations.one_over_\(count)_still") { host.advance(by: 1.0 / 60) }
            window.isHidden = true
            root.removeFromSuperview()
            host.renderFrame()
        }
        if let small = medians[100], let large = medians[10_000] {
            harness.report("animations.one_over_10000_vs_100_still", ["ratio": ratio(large, small), "target": "1.2"])
        }
    }

    /// A looping animation for 100,000 frames of the manual clock: the resident-memory slope.
    private static func loopingMemory(_ harness: Harness, _ host: HeadlessHost) {
        guard harness.filter == nil || "animations.looping_memory".contains(harness.filter ?? "") else { return }
        let root = UIView(frame: host.screen.bounds)
        let spinner = UIView(frame: CGRect(x: 100, y: 100, width: 64, height: 64))
        spinner.backgroundColor = .blue
        root.addSubview(spinner)
        let window = show(root, on: host)
        UIView.animate(withDuration: 2, delay: 0, options: [.repeat, .curveLinear]) {
            spinner.transform = CGAffineTransform(rotationAngle: 3)
            spinner.alpha = 0.5
        }
        var samples: [(Double, Double)] = []
        for frame in 0..<100_000 {
            host.advance(by: 1.0 / 60)
            if frame >= 10_000, frame % 5_000 == 0 {
                samples.append((Double(frame), Double(Harness.residentKilobytes())))
            }
        }
        let slope = leastSquaresSlope(samples) * 10_000
        harness.report(
            "animations.looping_memory_100k_frames",
            [
                "rss_slope_kb_per_10k_frames": String(format: "%.1f", slope),
                "rss_end_kb": "\(Int(samples.last?.1 ?? 0))",
            ])
        window.isHidden = true
        root.removeFromSuperview()
        host.renderFrame()
    }

    /// The W5 rotation animated over 60 frames against the still W5 frame (its containers turned
    /// and faded in one change, redrawn by the compositor).
    private static func rotationAnimated(_ harness: Harness) {
        HeadlessHost.run(size: CGSize(width: 1920, height: 1080), scale: 1) { host in
            let tree = ViewBenchmarks.Tree()
            let window = show(tree.root, on: host)
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) {
                for (c, container) in tree.containers.enumerated() {
                    let degrees = CGFloat((7 * c) % 31 - 15)
                    container.transform = CGAffineTransform(rotationAngle: degrees * .pi / 180)
                    container.alpha = 0.9
                }
            }
            host.advance(by: 1.0 / 60)
            let frame = harness.measure("animations.W5_rotation_animated_frame") { host.advance(by: 1.0 / 60) }
            if let frame, let still = harness.medians["views.W5_animated_frame"] {
                harness.report(
                    "animations.W5_animated_vs_still_frame", ["ratio": ratio(frame, still), "target": "0.6"])
            }
            window.isHidden = true
        }
    }

    private static func ratio(_ a: Double, _ b: Double) -> String { String(format: "%.3f", a / b) }

    private static func leastSquaresSlope(_ points: [(Double, Double)]) -> Double {
        guard points.count > 1 else { return 0 }
        let n = Double(points.count)
        let mx = points.map(\.0).reduce(0, +) / n
        let my = points.map(\.1).reduce(0, +) / n
        let sxy = points.reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
        let sxx = points.reduce(0) { $0 + ($1.0 - mx) * ($1.0 - mx) }
        return sxx > 0 ? sxy / sxx : 0
    }
}
