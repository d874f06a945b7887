import Foundation
import QuartzCore
import Synchronization

/// Records what layers did, in order, through their delegate.
final class EventLog: CALayerDelegate {
    var entries: [String] = []
    var draws = 0
    var clipBoxes: [CGRect] = []
    var fill: CGColor? = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    var onDraw: ((CALayer) -> Void)?
    var onLayout: ((CALayer) -> Void)?

    func draw(_ layer: CALayer, in ctx: CGContext) {
        draws += 1
        entries.append("draw \(layer.name ?? "?")")
        clipBoxes.append(ctx.boundingBoxOfClipPath)
        if let fill {
            ctx.setFillColor(fill)
            ctx.fill(layer.bounds)
        }
        onDraw?(layer)
    }

    func layoutSublayers(of layer: CALayer) {
        entries.append("layout \(layer.name ?? "?")")
        onLayout?(layer)
    }
}

/// A layer with a name, bounds and position set from a frame.
func makeLayer(_ name: String, frame: CGRect, delegate: EventLog? = nil) -> CALayer {
    let layer = CALayer()
    layer.name = name
    layer.frame = frame
    layer.delegate = delegate
    return layer
}

/// Whether two numbers agree to within `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Whether two rectangles agree to within `tolerance`.
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) && close(a.width, b.width, tolerance)
        && close(a.height, b.height, tolerance)
}

/// Whether two points agree to within `tolerance`.
func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// The internal checks' violations `body` caused, in order (none when the checks are compiled
/// out): they are recorded instead of stopping the process.
func violations(during body: () throws -> Void) rethrows -> [String] {
    #if LAMINA_INTERNAL_CHECKS
        let log = ViolationLog()
        try LayerTreeInvariants.$violationHandler.withValue(log.record) { try body() }
        return log.messages
    #else
        try body()
        return []
    #endif
}

/// Collects violation messages from any thread.
final class ViolationLog: Sendable {
    private let storage = Mutex<[String]>([])

    /// The messages so far.
    var messages: [String] { storage.withLock { $0 } }

    /// Records `message`.
    @Sendable func record(_ message: String) { storage.withLock { $0.append(message) } }
}
