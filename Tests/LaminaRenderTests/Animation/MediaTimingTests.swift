import LaminaRender
import Testing

private typealias Sample = MediaTiming.Sample

private func at(_ progress: Double, _ iteration: Int = 0) -> Sample {
    Sample(progress: progress, iteration: iteration)
}

@Suite struct MediaTimingTests {
    @Test func localTimeMapsThroughBeginSpeedAndOffset() {
        let timing = MediaTiming(beginTime: 2, speed: 2, timeOffset: 0.5)
        #expect(timing.localTime(fromParent: 3) == 2.5)
        #expect(timing.localTime(fromParent: 2) == 0.5)
        #expect(timing.parentTime(fromLocal: 2.5) == 3)
        #expect(timing.parentTime(fromLocal: timing.localTime(fromParent: 7.25)) == 7.25)
        let frozen = MediaTiming(beginTime: 4, speed: 0, timeOffset: 1.5)
        #expect(frozen.localTime(fromParent: -100) == 1.5)
        #expect(frozen.localTime(fromParent: 1e9) == 1.5)
        #expect(frozen.parentTime(fromLocal: 3) == 4)
        #expect(MediaTiming().localTime(fromParent: 12.5) == 12.5)
    }

    @Test func activeDurationFollowsRepeatsAndAutoreverse() {
        #expect(MediaTiming(duration: 2).activeDuration == 2)
        #expect(MediaTiming(duration: 2, repeatCount: 3).activeDuration == 6)
        #expect(MediaTiming(duration: 2, autoreverses: true).activeDuration == 4)
        #expect(MediaTiming(duration: 2, repeatCount: 2.5, autoreverses: true).activeDuration == 10)
        #expect(MediaTiming(duration: 2, repeatCount: 0.5).activeDuration == 1)
        #expect(MediaTiming(duration: 2, repeatCount: 3, repeatDuration: 5).activeDuration == 5)
        #expect(MediaTiming(duration: 2, repeatDuration: 5, autoreverses: true).activeDuration == 5)
        #expect(MediaTiming(duration: 2, repeatCount: .infinity).activeDuration == .infinity)
        let forever = Double(Float.greatestFiniteMagnitude)
        #expect(MediaTiming(duration: 2, repeatCount: forever).activeDuration == .infinity)
        #expect(MediaTiming(duration: 2, repeatDuration: .infinity).activeDuration == .infinity)
        #expect(MediaTiming(duration: 2, repeatCount: -1, repeatDuration: -4).activeDuration == 2)
        #expect(MediaTiming(duration: 2, repeatCount: .nan, repeatDuration: .nan).activeDuration == 2)
        #expect(MediaTiming(duration: 0, repeatCount: 3).activeDuration == 0)
        #expect(MediaTiming(duration: .nan).activeDuration == 0)
    }

    @Test func endTimeIsInParentTime() {
        #expect(MediaTiming(beginTime: 1, duration: 2, speed: 2).endTime == 2)
        #expect(MediaTiming(beginTime: 1, duration: 2, speed: -2).endTime == 2)
        #expect(MediaTiming(beginTime: 1, duration: 2, speed: 0.5, repeatCount: 2).endTime == 9)
        #expect(MediaTiming(beginTime: 1, duration: 2, speed: 0).endTime == .infinity)
        #expect(MediaTiming(beginTime: 1, duration: 0).endTime == 1)
        #expect(MediaTiming(duration: 2, repeatCount: .infinity).isFinite == false)
        #expect(MediaTiming(duration: 2, speed: 0).isFinite == false)
        #expect(MediaTiming(duration: 2).isFinite)
    }

    @Test func plainAnimationIsInEffectOnlyWhileActive() {
        let timing = MediaTiming(beginTime: 1, duration: 2)
        #expect(timing.sample(atParentTime: 0.5) == nil)
        #expect(timing.sample(atParentTime: 1) == at(0))
        #expect(timing.sample(atParentTime: 1.5) == at(0.25))
        #expect(timing.sample(atParentTime: 2.5) == at(0.75))
        #expect(timing.sample(atParentTime: 3) == nil)
        #expect(timing.sample(atParentTime: .nan) == nil)
    }

    @Test func fillModesHoldTheEnds() {
        let backwards = MediaTiming(beginTime: 1, duration: 2, fillMode: .backwards)
        #expect(backwards.sample(atParentTime: 0) == at(0))
        #expect(backwards.sample(atParentTime: -.infinity) == at(0))
        #expect(backwards.sample(atParentTime: 3) == nil)
        let forwards = MediaTiming(beginTime: 1, duration: 2, fillMode: .forwards)
        #expect(forwards.sample(atParentTime: 0) == nil)
        #expect(forwards.sample(atParentTime: 3) == at(1))
        #expect(forwards.sample(atParentTime: 1e6) == at(1))
        #expect(forwards.sample(atParentTime: .infinity) == at(1))
        let both = MediaTiming(beginTime: 1, duration: 2, fillMode: .both)
        #expect(both.sample(atParentTime: 0) == at(0))
        #expect(both.sample(atParentTime: 2) == at(0.5))
        #expect(both.sample(atParentTime: 4) == at(1))
    }

    @Test func repeatsCountCompletedIterations() {
        let timing = MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
        #expect(timing.sample(atParentTime: 0.25) == at(0.25, 0))
        #expect(timing.sample(atParentTime: 1) == at(0, 1))
        #expect(timing.sample(atParentTime: 2.5) == at(0.5, 2))
        #expect(timing.sample(atParentTime: 3) == at(1, 2))
    }

    @Test func autoreversePlaysForwardThenBackEachRepetition() {
        let timing = MediaTiming(
            duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
        #expect(timing.activeDuration == 4)
        #expect(timing.sample(atParentTime: 0.5) == at(0.5, 0))
        #expect(timing.sample(atParentTime: 1) == at(1, 0))
        #expect(timing.sample(atParentTime: 1.25) == at(0.75, 0))
        #expect(timing.sample(atParentTime: 2) == at(0, 1))
        #expect(timing.sample(atParentTime: 2.25) == at(0.25, 1))
        #expect(timing.sample(atParentTime: 3.75) == at(0.25, 1))
        #expect(timing.sample(atParentTime: 4) == at(0, 1))
        #expect(timing.sample(atParentTime: 9) == at(0, 1))
    }

    @Test func fractionalRepeatCountsStopMidIteration() {
        let plain = MediaTiming(duration: 2, repeatCount: 2.5, fillMode: .forwards)
        #expect(plain.sample(atParentTime: 4.5) == at(0.25, 2))
        #expect(plain.sample(atParentTime: 5) == at(0.5, 2))
        #expect(plain.sample(atParentTime: 50) == at(0.5, 2))
        let half = MediaTiming(duration: 2, repeatCount: 0.5, fillMode: .forwards)
        #expect(half.sample(atParentTime: 0.5) == at(0.25))
        #expect(half.sample(atParentTime: 1) == at(0.5))
        // 1.5 autoreversed passes end at the turnaround of the second pass.
        let reversed = MediaTiming(
            duration: 1, repeatCount: 1.5, autoreverses: true, fillMode: .forwards)
        #expect(reversed.sample(atParentTime: 2.5) == at(0.5, 1))
        #expect(reversed.sample(atParentTime: 3) == at(1, 1))
        // 2.25 passes end a quarter into the third pass's forward half.
        let quarter = MediaTiming(
            duration: 1, repeatCount: 2.25, autoreverses: true, fillMode: .forwards)
        #expect(quarter.sample(atParentTime: 4.5) == at(0.5, 2))
    }

    @Test func repeatDurationCutsMidIteration() {
        let plain = MediaTiming(duration: 1, repeatDuration: 2.25, fillMode: .forwards)
        #expect(plain.sample(atParentTime: 2.125) == at(0.125, 2))
        #expect(plain.sample(atParentTime: 2.25) == at(0.25, 2))
        let reversed = MediaTiming(
            duration: 1, repeatDuration: 3.5, autoreverses: true, fillMode: .forwards)
        #expect(reversed.sample(atParentTime: 3.25) == at(0.75, 1))
        #expect(reversed.sample(atParentTime: 3.5) == at(0.5, 1))
        #expect(reversed.sample(atParentTime: 4) == at(0.5, 1))
        let removed = MediaTiming(duration: 1, repeatDuration: 2.25)
        #expect(removed.sample(atParentTime: 2.25) == nil)
    }

    @Test func speedScalesParentTime() {
        let timing = MediaTiming(beginTime: 1, duration: 1, speed: 2, fillMode: .forwards)
        #expect(timing.endTime == 1.5)
        #expect(timing.sample(atParentTime: 1.25) == at(0.5))
        #expect(timing.sample(atParentTime: 1.375) == at(0.75))
        #expect(timing.sample(atParentTime: 1.5) == at(1))
        let slow = MediaTiming(duration: 1, speed: 0.5, repeatCount: 2)
        #expect(slow.sample(atParentTime: 3) == at(0.5, 1))
        #expect(slow.sample(atParentTime: 4) == nil)
    }

    @Test func speedZeroFreezesAtTheOffset() {
        let timing = MediaTiming(beginTime: 1, duration: 2, speed: 0, timeOffset: 0.5)
        #expect(timing.sample(atParentTime: 0.5) == nil)
        #expect(timing.sample(atParentTime: 1) == at(0.25))
        #expect(timing.sample(atParentTime: 1000) == at(0.25))
        #expect(timing.sample(atParentTime: .infinity) == at(0.25))
        let repeating = MediaTiming(duration: 2, speed: 0, timeOffset: 5, repeatCount: 3)
        #expect(repeating.sample(atParentTime: 7) == at(0.5, 2))
        #expect(MediaTiming(duration: 2, speed: .nan, timeOffset: 1).sample(atParentTime: 9) == at(0.5))
    }

    @Test func timeOffsetWrapsAroundTheActiveDuration() {
        // Core Animation's example: frames C, D, E, then A, B.
        let timing = MediaTiming(duration: 3, timeOffset: 1, fillMode: .both)
        #expect(timing.sample(atParentTime: -1) == at(1.0 / 3))
        #expect(timing.sample(atParentTime: 0) == at(1.0 / 3))
        #expect(timing.sample(atParentTime: 1.5) == at(2.5 / 3))
        #expect(timing.sample(atParentTime: 2) == at(0))
        #expect(timing.sample(atParentTime: 2.75) == at(0.75 / 3))
        #expect(timing.sample(atParentTime: 3) == at(1.0 / 3))
    }

    @Test func negativeSpeedPlaysBackwards() {
        let timing = MediaTiming(duration: 1, speed: -1, fillMode: .both)
        #expect(timing.sample(atParentTime: -1) == at(1))
        #expect(timing.sample(atParentTime: 0) == at(1))
        #expect(timing.sample(atParentTime: 0.25) == at(0.75))
        #expect(timing.sample(atParentTime: 1) == at(0))
        let repeating = MediaTiming(duration: 1, speed: -2, repeatCount: 2, fillMode: .both)
        #expect(repeating.sample(atParentTime: 0) == at(1, 1))
        #expect(repeating.sample(atParentTime: 0.5) == at(1, 0))
        #expect(repeating.sample(atParentTime: 0.75) == at(0.5, 0))
        #expect(repeating.sample(atParentTime: 1) == at(0, 0))
    }

    @Test func nestedTimingsCompose() {
        // A layer at twice its parent's speed holds an animation beginning at its local time 4.
        let layer = MediaTiming(beginTime: 10, speed: 2)
        let animation = MediaTiming(beginTime: 4, duration: 2)
        #expect(animation.sample(atParentTime: layer.localTime(fromParent: 12.5)) == at(0.5))
        #expect(animation.sample(atParentTime: layer.localTime(fromParent: 12.25)) == at(0.25))
        #expect(animation.sample(atParentTime: layer.localTime(fromParent: 13)) == nil)
        // It ends at the layer's local time 6: the root's 13.
        #expect(layer.parentTime(fromLocal: animation.endTime) == 13)
        // A frozen grandparent scrubs everything below it to its offset.
        let scrubber = MediaTiming(speed: 0, timeOffset: 11)
        let chain = [scrubber, layer]
        #expect(MediaTiming.localTime(fromRoot: 1234, through: chain) == 2)
        let frozen = MediaTiming(timeOffset: 12.75)
        let local = MediaTiming.localTime(fromRoot: 99, through: [MediaTiming(speed: 0), frozen, layer])
        #expect(animation.sample(atParentTime: local) == at(0.75))
        #expect(MediaTiming.localTime(fromRoot: 3, through: []) == 3)
    }

    @Test func largeTimesKeepTheirPrecision() {
        let forever = MediaTiming(duration: 1, repeatCount: .infinity)
        #expect(forever.sample(atParentTime: 1e12 + 0.25) == at(0.25, 1_000_000_000_000))
        #expect(forever.sample(atParentTime: 1e300) == at(0, Int.max))
        #expect(forever.sample(atParentTime: .infinity) == nil)
        let clock = MediaTiming(beginTime: 1e9, duration: 0.25, repeatCount: 1e6)
        #expect(clock.sample(atParentTime: 1e9 + 0.125) == at(0.5))
        #expect(clock.sample(atParentTime: 1e9 + 1000.0625) == at(0.25, 4000))
        let reversing = MediaTiming(duration: 0.5, repeatCount: .infinity, autoreverses: true)
        #expect(reversing.sample(atParentTime: 4096 + 0.625) == at(0.75, 4096))
    }

    @Test func zeroDurationIsInstantaneous() {
        #expect(MediaTiming(beginTime: 1).sample(atParentTime: 1) == nil)
        let both = MediaTiming(beginTime: 1, fillMode: .both)
        #expect(both.sample(atParentTime: 0.5) == at(0))
        #expect(both.sample(atParentTime: 1) == at(1))
        #expect(both.sample(atParentTime: 5) == at(1))
        let reversed = MediaTiming(beginTime: 1, autoreverses: true, fillMode: .forwards)
        #expect(reversed.sample(atParentTime: 1) == at(0))
    }
}
