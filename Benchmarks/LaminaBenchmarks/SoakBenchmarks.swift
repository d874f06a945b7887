import Foundation
import Glibc
import LaminaHeadless
import UIKit

/// An hour of frames at 60 per second, simulated with the manual clock: every frame adds a view,
/// moves one, redraws one and removes the oldest, on a 320 × 480 headless screen. Reports the
/// resident-memory slope after warming up and how many removed views and layers outlived their
/// removal (held weakly, checked a frame later): both must stay at zero.
@MainActor
enum SoakBenchmarks {
    /// A view that draws, so every frame also redraws a backing store.
    final class Swatch: UIView {
        var shade: CGFloat = 0.5
        override func draw(_ rect: CGRect) {
            UIColor(red: shade, green: 0.4, blue: 1 - shade, alpha: 1).setFill()
            UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 4).fill()
        }
    }

    static let frames = 216_000
    static let livingViews = 120

    static func run(_ harness: Harness) {
        let name = "soak.hour_of_frames"
        if let filter = harness.filter, !name.contains(filter) { return }
        HeadlessHost.run(size: CGSize(width: 320, height: 480), scale: 1) { host in
            soak(host, name: name)
        }
    }

    private static func soak(_ host: HeadlessHost, name: String) {
        let root = UIView(frame: host.screen.bounds)
        root.backgroundColor = .white
        host.show(root)
        var random = LCG(state: 2026)
        var living: [Swatch] = []
        var released: [(view: Weak<UIView>, layer: Weak<CALayer>)] = []
        var leakedViews = 0
        var leakedLayers = 0
        var samples: [(frame: Int, kb: Int)] = []
        let start = ContinuousClock.now
        for frame in 0..<frames {
            // Last frame's removals must be gone by now.
            for entry in released {
                if entry.view.object != nil { leakedViews += 1 }
                if entry.layer.object != nil { leakedLayers += 1 }
            }
            released.removeAll(keepingCapacity: true)
            do {
                let view = Swatch(
                    frame: CGRect(
                        x: CGFloat(random.next() % 280), y: CGFloat(random.next() % 440),
                        width: 24 + CGFloat(random.next() % 16),
                        height: 24 + CGFloat(random.next() % 16)))
                view.shade = CGFloat(random.unit())
                root.addSubview(view)
                living.append(view)
                let moved = living[Int(random.next()) % living.count]
                moved.center = CGPoint(x: CGFloat(random.next() % 320), y: CGFloat(random.next() % 480))
                let redrawn = living[Int(random.next()) % living.count]
                redrawn.shade = CGFloat(random.unit())
                redrawn.setNeedsDisplay()
                if living.count > livingViews {
                    let old = living.removeFirst()
                    released.append((Weak(old), Weak(old.layer)))
                    old.removeFromSuperview()
                }
            }
            host.advance(by: 1.0 / 60)
            if frame % 10_000 == 0 { samples.append((frame, Harness.residentKilobytes())) }
        }
        let elapsed = start.duration(to: .now)
        // Slope over the frames after the first 20,000 (start-up and caches warming), by least
        // squares, in kilobytes per 10,000 frames.
        let steady = samples.filter { $0.frame >= 20_000 }
        let slope = leastSquaresSlope(steady.map { (Double($0.frame), Double($0.kb)) }) * 10_000
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(
            "{\"name\":\"\(name)\",\"frames\":\(frames),\"simulated_s\":\(frames / 60),"
                + "\"seconds\":\(String(format: "%.1f", seconds)),"
                + "\"rss_start_kb\":\(steady.first?.kb ?? 0),\"rss_end_kb\":\(steady.last?.kb ?? 0),"
                + "\"rss_slope_kb_per_10k_frames\":\(String(format: "%.1f", slope)),"
                + "\"leaked_views\":\(leakedViews),\"leaked_layers\":\(leakedLayers)}")
    }

    private static func leastSquaresSlope(_ points: [(Double, Double)]) -> Double {
        guard points.count > 1 else { return 0 }
        let n = Double(points.count)
        let mx = points.map(\.0).reduce(0, +) / n
        let my = points.map(\.1).reduce(0, +) / n
        let sxy = points.map { ($0.0 - mx) * ($0.1 - my) }.reduce(0, +)
        let sxx = points.map { ($0.0 - mx) * ($0.0 - mx) }.reduce(0, +)
        return sxx == 0 ? 0 : sxy / sxx
    }
}

/// A weak reference, to see whether an object outlived its owners.
final class Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
