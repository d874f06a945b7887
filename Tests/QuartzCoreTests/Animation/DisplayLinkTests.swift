import Foundation
import QuartzCore
import Testing

/// Display links run in the frames' tick phase, with the frame's time, at their rate.
@Suite struct DisplayLinkTests {
    @Test func linksRunOncePerFrameWithTheFramesTime() {
        let stage = AnimationStage()
        var every: [Double] = []
        var half: [Double] = []
        let link = CADisplayLink { every.append($0.timestamp - 100) }
        let slow = CADisplayLink { half.append($0.timestamp - 100) }
        slow.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        slow.add(to: .main, forMode: .common)
        defer {
            link.invalidate()
            slow.invalidate()
        }
        for frame in 1...6 { stage.frame(at: Double(frame) / 60) }
        #expect(every.count == 6)
        #expect(zip(every, (1...6).map { Double($0) / 60 }).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(half.count == 3)
        link.isPaused = true
        stage.frame(at: 7.0 / 60)
        #expect(every.count == 6)
        #expect(half.count == 4)
        link.isPaused = false
        slow.invalidate()
        stage.frame(at: 8.0 / 60)
        stage.frame(at: 8.0 / 60)  // the same time again runs nothing
        #expect(every.count == 7 && half.count == 4)
        #expect(abs(link.targetTimestamp - link.timestamp - 1.0 / 60) < 1e-9)
    }
}
