internal import CCairo
import CoreGraphics
import Dispatch
import Foundation

/// Painting damaged regions, in parallel bands when they are large.
///
/// A large damaged rectangle is cut into horizontal bands, one per processor, painted at the same
/// time. Each band has its own cairo surface over its own rows of the framebuffer and its own
/// paint session; the render tree is immutable and shared. Bands write disjoint rows, so they
/// never touch the same pixel. A layer straddling two bands is painted in each, clipped to it.
extension Compositor {
    /// Clears and paints every rectangle in `boxes`; returns the summed counters.
    func paint(_ root: RenderNode?, in boxes: [Box]) -> PaintCounters {
        guard !boxes.isEmpty else { return PaintCounters() }
        let processors = max(1, processorCount)
        var pieces: [Box] = []
        for box in boxes {
            let area = Int(box.width * box.height)
            let bands = area >= bandingThreshold ? min(processors, max(1, Int(box.height) / 64)) : 1
            guard bands > 1 else {
                pieces.append(box)
                continue
            }
            let step = (box.height / Double(bands)).rounded(.up)
            var y = box.y0
            while y < box.y1 {
                pieces.append(Box(x0: box.x0, y0: y, x1: box.x1, y1: min(box.y1, y + step)))
                y += step
            }
        }
        let job = BandJob(
            root: root, pixels: FramebufferRows(framebuffer), plane: screenMatrix, clearColor: clearColor,
            tintsBlending: debugOptions.contains(.tintBlendedLayers), groupCache: groupCache,
            resamples: resamplesTurnedGroups)
        var total = PaintCounters()
        lastBandCount = pieces.count
        // Band painters run on the dispatch pool's threads, whose stacks are not ours to choose:
        // they paint only trees the shallow limit bounds; higher ones are painted in one go on
        // the deep-stack thread, where this runs then.
        if pieces.count > 1 && processors > 1 && (root?.height ?? 0) <= DeepStack.shallowLimit {
            let results = BandResults(count: pieces.count)
            let work = pieces
            DispatchQueue.concurrentPerform(iterations: work.count) { index in
                results.store(job.paint(work[index]), at: index)
            }
            for counters in results.all { total.add(counters) }
        } else {
            for piece in pieces { total.add(job.paint(piece)) }
        }
        // Cairo's own surface over the framebuffer must learn that its pixels were written.
        markFramebufferDirty()
        return total
    }
}

/// Everything one band needs, all of it safe to share between the band threads.
struct BandJob: Sendable {
    let root: RenderNode?
    let pixels: FramebufferRows
    let plane: Matrix4
    let clearColor: CGColor
    let tintsBlending: Bool
    let groupCache: GroupSurfaceCache
    let resamples: Bool

    /// Clears `box` (unless an opaque layer covers it) and paints the tree clipped to it,
    /// through a surface of its own.
    func paint(_ box: Box) -> PaintCounters {
        let top = Int(box.y0)
        let rows = Int(box.y1) - top
        guard rows > 0,
            let surface = cairo_image_surface_create_for_data(
                (pixels.base + top * pixels.stride).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(pixels.width), Int32(rows), Int32(pixels.stride))
        else { return PaintCounters() }
        defer { cairo_surface_destroy(surface) }
        // Device coordinates stay those of the whole framebuffer.
        cairo_surface_set_device_offset(surface, 0, -Double(top))
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_tolerance(cr, 0.1)
        cairo_rectangle(cr, box.x0, box.y0, box.width, box.height)
        cairo_clip(cr)
        let occluderPath = root.map { Compositor.occluderPath($0, covering: box, plane: plane) } ?? []
        // An occluder paints every pixel of the box opaque: clearing first would be wasted.
        if occluderPath.isEmpty {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            setColor(cr, clearColor, alpha: 1)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        guard let root else { return PaintCounters() }
        let session = PaintSession(tintsBlending: tintsBlending, groupCache: groupCache, resamples: resamples)
        session.occluderPath = occluderPath
        let target = PaintTarget(cr: cr, clip: box, flip: 1)
        session.drawLayer(
            root, local: root.localMatrix, plane: plane, alpha: 1, target: target,
            pathIndex: session.occluderPath.isEmpty ? -1 : 0)
        reportContextError(cr, painting: "a band of the screen")
        cairo_surface_flush(surface)
        return session.counters
    }
}

/// The framebuffer's memory, handed to band threads.
///
/// Ownership rule: during one `paint(_:in:)` each band writes only the rows of its own box, and
/// the compositor does not touch the framebuffer until every band has finished.
struct FramebufferRows: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    let stride: Int
    let width: Int

    init(_ buffer: PixelBuffer) {
        base = buffer.bytes
        stride = buffer.stride
        width = buffer.width
    }
}

/// Per-band counters, each slot written by exactly one band.
final class BandResults: @unchecked Sendable {
    private var slots: [PaintCounters]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: PaintCounters(), count: count) }

    func store(_ counters: PaintCounters, at index: Int) {
        lock.lock()
        slots[index] = counters
        lock.unlock()
    }

    var all: [PaintCounters] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}

extension PaintCounters {
    mutating func add(_ other: PaintCounters) {
        layersPainted += other.layersPainted
        layersCulled += other.layersCulled
        groups += other.groups
        reusedGroups += other.reusedGroups
        reusedShadows += other.reusedShadows
        resampledGroups += other.resampledGroups
        offscreenPixels += other.offscreenPixels
    }
}
