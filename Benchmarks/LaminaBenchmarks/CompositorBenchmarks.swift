import Foundation
import QuartzCore

/// The compositor on the shared workload's tree (WORKLOAD.md), built directly as render nodes:
/// a 1920×1080 root, 100 containers of 192×108 that mask to their bounds, 100 leaves of 16×16 in
/// each, all with solid backgrounds.
enum CompositorBenchmarks {
    static func run(_ harness: Harness) {
        let tree = WorkloadTree()
        guard let compositor = Compositor(width: 1920, height: 1080, scale: 1, clearColor: .white) else {
            fatalError("cannot make a 1920×1080 compositor")
        }
        let root = tree.root()
        harness.measure("ca.first_frame", extra: ["layers": "10101"], setUp: { compositor.damageEverything() }) {
            compositor.composite(root)
        }
        // Move leaf (0, 0) of container 0 by +10 points, rebuilding only the path, and back again
        // on alternate runs so every run moves it.
        let moved = tree.root(movingFirstLeafBy: 10)
        var flip = false
        harness.measure("ca.move_one_leaf", setUp: { compositor.composite(flip ? moved : root) }) {
            flip.toggle()
            compositor.composite(flip ? moved : root)
        }
        let rotated = tree.root(rotated: true)
        harness.measure("ca.rotate_containers_opacity_0_9", setUp: { compositor.composite(root) }) {
            compositor.composite(rotated)
        }
        harness.measure("ca.unchanged_frame") {
            compositor.composite(rotated)
        }
    }
}

/// The workload's render tree; leaves are shared between variants, as commits share subtrees.
struct WorkloadTree {
    let containers: [RenderNode]
    let leaves: [[RenderNode]]

    init() {
        var leaves: [[RenderNode]] = []
        var containers: [RenderNode] = []
        for c in 0..<100 {
            var row: [RenderNode] = []
            for i in 0..<10 {
                for j in 0..<10 {
                    row.append(Self.leaf(container: c, i: i, j: j, dx: 0))
                }
            }
            leaves.append(row)
            containers.append(Self.container(c, sublayers: row, rotated: false))
        }
        self.leaves = leaves
        self.containers = containers
    }

    static func color(_ n: Int) -> CGColor {
        CGColor(
            red: CGFloat(n * 37 % 256) / 255, green: CGFloat(n * 91 % 256) / 255, blue: CGFloat(n * 173 % 256) / 255,
            alpha: 1)
    }

    static func leaf(container c: Int, i: Int, j: Int, dx: CGFloat) -> RenderNode {
        var style = RenderNode.Style()
        style.backgroundColor = color(c * 100 + i * 10 + j + 7)
        let x = CGFloat(2 + 19 * i) + dx
        let y = CGFloat(2 + 11 * j)
        return RenderNode(
            layerID: UInt(1000 + c * 100 + i * 10 + j),
            geometry: .init(bounds: CGRect(x: 0, y: 0, width: 16, height: 16), position: CGPoint(x: x + 8, y: y + 8)),
            style: style)
    }

    static func container(_ c: Int, sublayers: [RenderNode], rotated: Bool) -> RenderNode {
        var style = RenderNode.Style()
        style.backgroundColor = color(c)
        style.masksToBounds = true
        var geometry = RenderNode.Geometry(
            bounds: CGRect(x: 0, y: 0, width: 192, height: 108),
            position: CGPoint(x: CGFloat(c % 10) * 192 + 96, y: CGFloat(c / 10) * 108 + 54))
        if rotated {
            style.opacity = 0.9
            let degrees = CGFloat((7 * c) % 31 - 15)
            geometry.transform = CATransform3DMakeRotation(degrees * .pi / 180, 0, 0, 1)
        }
        return RenderNode(layerID: UInt(10 + c), geometry: geometry, style: style, sublayers: sublayers)
    }

    func root(movingFirstLeafBy dx: CGFloat = 0, rotated: Bool = false) -> RenderNode {
        var children = containers
        if dx != 0 {
            var row = leaves[0]
            row[0] = Self.leaf(container: 0, i: 0, j: 0, dx: dx)
            children[0] = Self.container(0, sublayers: row, rotated: false)
        }
        if rotated {
            children = (0..<100).map { Self.container($0, sublayers: leaves[$0], rotated: true) }
        }
        var style = RenderNode.Style()
        style.backgroundColor = .white
        return RenderNode(
            layerID: 1,
            geometry: .init(
                bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080), position: CGPoint(x: 960, y: 540)),
            style: style, sublayers: children)
    }
}
