import Foundation
import LaminaHeadless
import Testing
import UIKit

/// A million frames through the headless backend, with no Foundation run loop spinning.
@MainActor
@Suite struct HeadlessMemoryTests {
    @Test func aMillionFramesMovingAViewKeepMemoryBounded() {
        // Each frame moves a view and ends its turn in the frame's commit phase; nothing is queued
        // on Foundation's run loop (it grew ~220 bytes a frame when the implicit commit was a
        // `RunLoop.perform` block, as measured when the issue was filed: about 220 MB over this run). `make bench` measures the growth; this bounds it
        // generously, since other suites run in this process at the same time.
        HeadlessHost.run(size: CGSize(width: 16, height: 16)) { host in
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
            dot.backgroundColor = .black
            host.show(dot)
            host.renderFrame()
            for frame in 0..<10_000 { move(dot, frame, host) }
            let before = residentBytes()
            for frame in 0..<1_000_000 { move(dot, frame, host) }
            let grown = residentBytes() - before
            #expect(grown < 128 << 20, "resident memory grew by \(grown) bytes")
            // One publish for the first frame and one per move (frame 0 moves the dot nowhere); the
            // last frame shows the dot where it was put.
            #expect(host.renderFrame().composite.frameSequence == 1 + 9_999 + 1_000_000)
            #expect(host.pixel(x: 13, y: 1) == PixelRGBA(0, 0, 0, 255))
        }
    }

    /// Moves the dot to the next of 7 places and runs a frame through the commit.
    private func move(_ dot: UIView, _ frame: Int, _ host: HeadlessHost) {
        dot.center = CGPoint(x: CGFloat(frame % 7) * 2 + 1, y: 1)
        host.renderFrame(through: .commit)
    }

    /// The process's resident memory in bytes, from /proc/self/statm.
    private func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
