import Foundation
import QuartzCore

/// The shared workload (../shared/benchmarks/WORKLOAD.md) built from plain `CALayer`s and run
/// through the whole frame: layout, display, commit and composite, on a headless host.
enum LayerBenchmarks {
    struct Tree {
        let host: LayerTreeHost
        let root: CALayer
        let containers: [CALayer]
        let firstLeaf: CALayer
    }

    static func makeTree() -> Tree {
        let host = LayerTreeHost(size: CGSize(width: 1920, height: 1080), scale: 1, clock: ManualMediaClock())!
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 1920, height: 1080)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        var containers: [CALayer] = []
        var firstLeaf: CALayer?
        for c in 0..<100 {
            let container = CALayer()
            container.frame = CGRect(x: CGFloat(c % 10) * 192, y: CGFloat(c / 10) * 108, width: 192, height: 108)
            container.backgroundColor = CGColor(
                red: CGFloat(c % 10) / 10, green: CGFloat(c / 10) / 10, blue: 0.5, alpha: 1)
            container.masksToBounds = true
            for index in 0..<100 {
                let (i, j) = (index % 10, index / 10)
                let leaf = CALayer()
                leaf.frame = CGRect(x: 2 + 19 * CGFloat(i), y: 2 + 11 * CGFloat(j), width: 16, height: 16)
                leaf.backgroundColor = CGColor(
                    red: CGFloat(i) / 10, green: CGFloat(j) / 10, blue: CGFloat(c) / 100, alpha: 1)
                container.addSublayer(leaf)
                if firstLeaf == nil { firstLeaf = leaf }
            }
            root.addSublayer(container)
            containers.append(container)
        }
        host.rootLayer = root
        return Tree(host: host, root: root, containers: containers, firstLeaf: firstLeaf!)
    }

    static func run(_ harness: Harness) {
        var tree = makeTree()
        harness.measure("layers.first_commit", setUp: { tree = makeTree() }) {
            tree.host.renderFrame(through: .commit)
        }
        harness.measure("layers.first_frame", setUp: { tree = makeTree() }) {
            tree.host.renderFrame()
        }
        tree = makeTree()
        tree.host.renderFrame()
        var offset: CGFloat = 10
        harness.measure("layers.move_one_leaf") {
            CATransaction.begin()
            tree.firstLeaf.position.x += offset
            CATransaction.commit()
            offset = -offset
            tree.host.renderFrame()
        }
        let report = tree.host.lastFrame
        harness.measure("layers.unchanged_frame") {
            tree.host.renderFrame()
        }
        var rotated = false
        harness.measure(
            "layers.rotate_containers_opacity_0_9",
            extra: ["pixels_composited_move": "\(report.pixelsComposited)"]
        ) {
            CATransaction.begin()
            for (c, container) in tree.containers.enumerated() {
                let degrees = CGFloat((7 * c) % 31 - 15) * (rotated ? -1 : 1)
                container.setAffineTransform(CGAffineTransform(rotationAngle: degrees * .pi / 180))
                container.opacity = 0.9
            }
            CATransaction.commit()
            rotated.toggle()
            tree.host.renderFrame()
        }
        measureResidentGrowth(harness)
    }

    /// Resident memory grown over 200,000 frames that each move a layer, with no Foundation run
    /// loop spinning: the end of each turn commits the implicit transaction, so nothing piles up.
    static func measureResidentGrowth(_ harness: Harness) {
        let name = "layers.rss_growth_200k_moving_frames_kb"
        if let filter = harness.filter, !name.contains(filter) { return }
        guard let host = LayerTreeHost(size: CGSize(width: 64, height: 64), clock: ManualMediaClock()) else { return }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        dot.backgroundColor = CGColor(gray: 0, alpha: 1)
        root.addSublayer(dot)
        host.rootLayer = root
        func frames(_ count: Int) {
            for frame in 0..<count {
                dot.position = CGPoint(x: CGFloat(frame % 50) + 2, y: 2)
                host.renderFrame()
            }
        }
        frames(10_000)
        let before = Harness.residentKilobytes()
        frames(200_000)
        print("{\"name\":\"\(name)\",\"value\":\(Harness.residentKilobytes() - before)}")
    }
}
