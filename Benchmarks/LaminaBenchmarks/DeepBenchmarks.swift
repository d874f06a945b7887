import Foundation
import LaminaHeadless
import LaminaRender
import UIKit

/// Deep view trees in a window: building chains of 8,000 and 100,000 nested views (linear, since
/// adoption does not walk up the tree), a first frame of the deep chain, and its teardown. The
/// deep chain's frame reports how much of the deep-stack thread's stack the composite touched.
@MainActor
enum DeepBenchmarks {
    static func run(_ harness: Harness) {
        HeadlessHost.run(size: CGSize(width: 100, height: 100), scale: 1) { host in
            runIsolated(harness, host)
        }
    }

    /// A chain of `depth` views, each 20 points square at its superview's origin.
    private static func makeChain(_ depth: Int) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        var bottom = root
        for _ in 1..<depth {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            bottom.addSubview(view)
            bottom = view
        }
        bottom.backgroundColor = .red
        return root
    }

    private static func runIsolated(_ harness: Harness, _ host: HeadlessHost) {
        let window = host.show(UIView(frame: .zero))
        host.renderFrame()
        for depth in [8_000, 100_000] {
            var chain: UIView?
            harness.measure(
                "deep.chain\(depth)_build_in_window",
                setUp: {
                    chain?.removeFromSuperview()
                    chain = nil
                    CATransaction.flush()
                }
            ) {
                let built = makeChain(depth)
                window.addSubview(built)
                chain = built
            }
            chain?.removeFromSuperview()
            chain = nil
            CATransaction.flush()
        }
        var deep: UIView?
        harness.measure(
            "deep.chain100000_first_frame",
            setUp: {
                deep?.removeFromSuperview()
                host.renderFrame()
                let built = makeChain(100_000)
                window.addSubview(built)
                deep = built
            }
        ) {
            host.renderFrame()
        }
        if harness.filter.map({ "deep.stack_touched_kb".contains($0) }) ?? true {
            print("{\"name\":\"deep.stack_touched_kb\",\"value\":\(deepStackResidentKB())}")
        }
        var doomed: UIView?
        harness.measure(
            "deep.chain100000_teardown",
            setUp: {
                deep?.removeFromSuperview()
                deep = nil
                let built = makeChain(100_000)
                window.addSubview(built)
                host.renderFrame()
                doomed = built
            }
        ) {
            doomed?.removeFromSuperview()
            doomed = nil
            CATransaction.flush()
        }
    }

    /// How much of the deep-stack thread's stack is resident, in kilobytes.
    private static func deepStackResidentKB() -> Int {
        DeepStack.residentBytes / 1024
    }
}
