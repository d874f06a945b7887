import LaminaRender
import Testing

@Suite struct MediaClockTests {
    @Test func manualClockMovesOnlyForward() {
        let clock = ManualMediaClock(start: 10)
        clock.advance(by: 0.25)
        clock.advance(by: .milliseconds(250))
        clock.advance(by: -5)
        clock.advance(by: .nan)
        #expect(clock.now == 10.5)
    }

    @Test func systemClockIsMonotonic() {
        let clock = SystemMediaClock()
        let first = clock.now
        #expect(clock.now >= first)
    }
}
