import Foundation
import UIKit

/// The shared workload (../shared/benchmarks/WORKLOAD.md) built from `UIView`s: W1 (build) and
/// W2 (relayout after the root's frame changes to 1280×720), with the W2 checksum.
@MainActor
enum ViewBenchmarks {
    static func makeTree() -> (window: UIWindow, root: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
        root.backgroundColor = .white
        let margins: UIView.AutoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ]
        for c in 0..<100 {
            let container = UIView(
                frame: CGRect(x: CGFloat(c % 10) * 192, y: CGFloat(c / 10) * 108, width: 192, height: 108))
            container.backgroundColor = UIColor(
                red: CGFloat(c % 10) / 10, green: CGFloat(c / 10) / 10, blue: 0.5, alpha: 1)
            container.clipsToBounds = true
            container.autoresizingMask = margins.union([.flexibleWidth, .flexibleHeight])
            for index in 0..<100 {
                let (i, j) = (index % 10, index / 10)
                let leaf = UIView(frame: CGRect(x: 2 + 19 * CGFloat(i), y: 2 + 11 * CGFloat(j), width: 16, height: 16))
                leaf.backgroundColor = UIColor(red: CGFloat(i) / 10, green: 0.2, blue: CGFloat(j) / 10, alpha: 1)
                leaf.autoresizingMask = margins
                container.addSubview(leaf)
            }
            root.addSubview(container)
        }
        window.addSubview(root)
        return (window, root)
    }

    static func run(_ harness: Harness) {
        var trees: [(UIWindow, UIView)] = []
        harness.measure("view-W1-build", setUp: { trees.removeAll() }) {
            trees.append(makeTree())
        }
        trees.removeAll()
        CATransaction.flush()
        var root: UIView?
        var checksum: CGFloat = 0
        harness.measure(
            "view-W2-relayout",
            setUp: {
                root = makeTree().root
                root?.layoutIfNeeded()
            }
        ) {
            root?.frame = CGRect(x: 0, y: 0, width: 1280, height: 720)
            root?.layoutIfNeeded()
        }
        for container in root?.subviews ?? [] {
            for view in [container] + container.subviews {
                checksum += view.frame.minX + view.frame.minY + view.frame.width + view.frame.height
            }
        }
        print("{\"name\": \"view-W2-checksum\", \"value\": \(checksum)}")
    }
}
