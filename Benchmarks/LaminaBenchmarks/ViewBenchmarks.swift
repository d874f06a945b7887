import Foundation
import Glibc
import LaminaHeadless
import UIKit

/// The shared workload (../shared/benchmarks/WORKLOAD.md) with UIViews in a UIWindow on a
/// 1920×1080 headless screen: W1–W7, hit counts, the relayout checksum and peak RSS.
@MainActor
enum ViewBenchmarks {
    @MainActor final class Tree {
        let root: UIView
        var containers: [UIView] = []
        var leaves: [UIView] = []

        init() {
            root = UIView(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
            root.backgroundColor = .white
            root.autoresizesSubviews = true
            for c in 0..<100 {
                let container = UIView(
                    frame: CGRect(x: CGFloat(c % 10) * 192, y: CGFloat(c / 10) * 108, width: 192, height: 108))
                container.backgroundColor = UIColor(
                    red: CGFloat(c % 10) / 10, green: CGFloat(c / 10) / 10, blue: 0.5, alpha: 1)
                container.clipsToBounds = true
                container.autoresizingMask = [
                    .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
                    .flexibleBottomMargin,
                ]
                for index in 0..<100 {
                    let (i, j) = (index % 10, index / 10)
                    let leaf = UIView(
                        frame: CGRect(x: 2 + 19 * CGFloat(i), y: 2 + 11 * CGFloat(j), width: 16, height: 16))
                    leaf.backgroundColor = UIColor(
                        red: CGFloat(i) / 10, green: CGFloat(j) / 10, blue: CGFloat(c) / 100, alpha: 1)
                    leaf.autoresizingMask = [
                        .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
                    ]
                    container.addSubview(leaf)
                    leaves.append(leaf)
                }
                root.addSubview(container)
                containers.append(container)
            }
        }
    }

    static func run(_ harness: Harness) {
        HeadlessHost.run(size: CGSize(width: 1920, height: 1080), scale: 1) { host in
            runIsolated(harness, host)
        }
    }

    private static func runIsolated(_ harness: Harness, _ host: HeadlessHost) {
        let window = UIWindow(frame: host.screen.bounds)
        window.screen = host.screen
        window.makeKeyAndVisible()
        host.renderFrame()

        var tree: Tree?
        harness.measure(
            "views.W1_build",
            setUp: {
                tree?.root.removeFromSuperview()
                tree = nil
                CATransaction.flush()
            }
        ) {
            let built = Tree()
            window.addSubview(built.root)
            tree = built
        }
        harness.measure(
            "views.W3_first_frame",
            setUp: {
                tree?.root.removeFromSuperview()
                host.renderFrame()
                let built = Tree()
                window.addSubview(built.root)
                tree = built
            }
        ) {
            host.renderFrame()
        }
        guard let tree else { return }
        let leaf = tree.leaves[0]
        let home = leaf.center
        var step: CGFloat = 10
        harness.measure("views.W4_incremental_frame") {
            leaf.center.x += step
            step = -step
            host.renderFrame()
        }
        // The workload hit-tests the tree as W4 left it: leaf (0, 0) moved 10 points right.
        leaf.center = CGPoint(x: home.x + 10, y: home.y)
        host.renderFrame()
        let counts = hitCounts(tree)
        harness.measure(
            "views.W6_hit_100k",
            extra: [
                "hits_leaf": "\(counts.leaf)", "hits_container": "\(counts.container)", "hits_root": "\(counts.root)",
            ]
        ) {
            _ = hitCounts(tree)
        }
        var sign: CGFloat = 1
        harness.measure("views.W5_animated_frame") {
            for (c, container) in tree.containers.enumerated() {
                let degrees = CGFloat((7 * c) % 31 - 15) * sign
                container.transform = CGAffineTransform(rotationAngle: degrees * .pi / 180)
                container.alpha = 0.9
            }
            sign = -sign
            host.renderFrame()
        }
        var doomed: Tree?
        harness.measure(
            "views.W7_teardown",
            setUp: {
                let built = Tree()
                window.addSubview(built.root)
                host.renderFrame()
                doomed = built
            }
        ) {
            doomed?.root.removeFromSuperview()
            doomed = nil
            CATransaction.flush()
        }
        var fresh = Tree()
        var checksum: CGFloat = 0
        harness.measure(
            "views.W2_relayout",
            setUp: {
                // A run-loop turn between runs, as on iOS: the implicit transaction retains the
                // trees it has yet to commit, so without one every run's tree stays alive.
                CATransaction.flush()
                fresh = Tree()
                fresh.root.layoutIfNeeded()
            }
        ) {
            fresh.root.frame = CGRect(x: 0, y: 0, width: 1280, height: 720)
            fresh.root.layoutIfNeeded()
        }
        for view in fresh.containers + fresh.leaves {
            let f = view.frame
            checksum += f.minX + f.minY + f.width + f.height
        }
        print("{\"name\":\"views.W2_relayout_checksum\",\"value\":\(String(format: "%.4f", Double(checksum)))}")
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        harness.record("views.peak_rss_kb", value: Double(usage.ru_maxrss))
    }

    /// Runs the workload's 100,000 hit tests from the root and counts where they land.
    static func hitCounts(_ tree: Tree) -> (leaf: Int, container: Int, root: Int) {
        var s: UInt32 = 12345
        var counts = (leaf: 0, container: 0, root: 0)
        let containers = Set(tree.containers.map(ObjectIdentifier.init))
        for _ in 0..<100_000 {
            s = s &* 1_664_525 &+ 1_013_904_223
            let x = Double((s >> 8) % 1920) + 0.25
            s = s &* 1_664_525 &+ 1_013_904_223
            let y = Double((s >> 8) % 1080) + 0.25
            guard let hit = tree.root.hitTest(CGPoint(x: x, y: y), with: nil) else { continue }
            if hit === tree.root {
                counts.root += 1
            } else if containers.contains(ObjectIdentifier(hit)) {
                counts.container += 1
            } else {
                counts.leaf += 1
            }
        }
        return counts
    }
}
