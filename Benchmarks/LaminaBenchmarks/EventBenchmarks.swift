import Foundation
import Glibc
import LaminaHeadless
import LaminaSDL
import UIKit
import ViewTransitionsApp

/// Events: a flood of 100,000 synthetic touches through hit testing, recognizers and controls on
/// the headless host (memory and touches stay bounded, the app still answers a tap); and, when a
/// display is there (`make bench` runs under Xvfb), the SDL backend's input-to-photon latency and
/// an idle app's CPU use.
@MainActor
enum EventBenchmarks {
    static func run(_ harness: Harness) {
        if harness.filter.map({ "events.flood_100k_touches".contains($0) }) ?? true { flood(harness) }
        if harness.filter.map({ "events.sdl_input_to_photon".contains($0) }) ?? true { sdlLatency(harness) }
    }

    // MARK: Flood

    private static func flood(_ harness: Harness) {
        HeadlessHost.run(size: CGSize(width: 390, height: 844), scale: 1) { host in
            let root = UIView(frame: host.screen.bounds)
            root.backgroundColor = .white
            root.isMultipleTouchEnabled = true
            var recognized = 0
            root.addGestureRecognizer(UIPanGestureRecognizer { _ in recognized += 1 })
            root.addGestureRecognizer(UITapGestureRecognizer { _ in recognized += 1 })
            var buttonTaps = 0
            for row in 0..<8 {
                for column in 0..<4 {
                    let button = UIButton(type: .system, primaryAction: UIAction(title: "B") { _ in buttonTaps += 1 })
                    button.frame = CGRect(x: 10 + column * 95, y: 20 + row * 100, width: 80, height: 60)
                    root.addSubview(button)
                    let cell = UIView(frame: CGRect(x: 10 + column * 95, y: 84 + row * 100, width: 80, height: 30))
                    cell.backgroundColor = .systemGray5
                    cell.addGestureRecognizer(UILongPressGestureRecognizer { _ in recognized += 1 })
                    root.addSubview(cell)
                }
            }
            host.show(root)
            host.renderFrame()
            // Reference, in this run: a frame in which one button's highlight changes (what a touch
            // on a button costs to show).
            let first = root.subviews.compactMap { $0 as? UIButton }.first
            let idleStart = ContinuousClock.now
            for _ in 0..<200 {
                first?.isHighlighted.toggle()
                host.renderFrame()
            }
            let idleFrameMs = milliseconds(ContinuousClock.now - idleStart) / 200
            var random = LCG(state: 11)
            var down: [Int: CGPoint] = [:]
            let startKB = Harness.residentKilobytes()
            var peakKB = startKB
            let reports = 100_000
            let perFrame = 100
            let start = ContinuousClock.now
            for index in 0..<reports {
                let finger = Int(random.next() % 6)
                let point = CGPoint(x: Double(random.next() % 390), y: Double(random.next() % 844))
                let phase: UITouch.Phase
                if down[finger] != nil {
                    // Mostly moves; some ends, a few cancels; finger 5 never lifts.
                    let roll = random.next() % 10
                    phase = finger == 5 || roll < 7 ? .moved : roll < 9 ? .ended : .cancelled
                } else {
                    phase = .began
                }
                down[finger] = phase == .ended || phase == .cancelled ? nil : point
                host.context.post(
                    TouchReport(
                        finger: finger, phase: phase, location: point, screen: host.screen, timestamp: host.clock.now))
                if index % perFrame == perFrame - 1 {
                    host.clock.advance(by: 1.0 / 60)
                    host.renderFrame()
                    if index % 10_000 == 9_999 { peakKB = max(peakKB, Harness.residentKilobytes()) }
                }
            }
            let floodMs = milliseconds(ContinuousClock.now - start)
            host.context.cancelAllTouches()
            let tapsBefore = buttonTaps
            host.advance(by: 1)
            host.tap(at: CGPoint(x: 50, y: 50))
            let answers = buttonTaps == tapsBefore + 1
            let perEventMicroseconds = floodMs * 1000 / Double(reports)
            harness.report(
                "events.flood_100k_touches",
                [
                    "reports": "\(reports)", "frames": "\(reports / perFrame)",
                    "total_ms": String(format: "%.1f", floodMs),
                    "us_per_report": String(format: "%.2f", perEventMicroseconds),
                    "highlight_frame_ms": String(format: "%.4f", idleFrameMs),
                    "ratio_frame_of_100_reports_to_highlight_frame": String(
                        format: "%.1f", floodMs / Double(reports / perFrame) / max(idleFrameMs, 1e-6)),
                    "rss_start_kb": "\(startKB)", "rss_peak_kb": "\(peakKB)",
                    "recognized": "\(recognized)", "button_taps": "\(buttonTaps)",
                    "responsive_after": answers ? "true" : "false",
                ])
        }
    }

    // MARK: SDL latency and idle CPU

    private static func sdlLatency(_ harness: Harness) {
        RealWindow.run(harness, reporting: "events.sdl_input_to_photon") { context, screen, clock in
            let platform = SDLPlatform()
            guard platform.add(screen, title: "Lamina latency benchmark", software: true),
                let presenter = platform.presenter(for: screen)
            else { return }
            let id = presenter.windowID
            context.application.launch(delegate: ViewTransitionsAppDelegate())
            let loop = ApplicationRunLoop(context: context, platform: platform)
            loop.run { !context.needsFrame }
            // Each sample: a press (or release) of the Transition button pushed on SDL's queue, to
            // the present of the frame that shows the button's highlight change.
            var samples: [Double] = []
            var renderOnly: [Double] = []
            for index in 0..<40 {
                let before = presenter.presentedFrames
                let start = ContinuousClock.now
                SDLBackend.pushMouseButton(windowID: id, x: 195, y: 822, down: index % 2 == 0)
                loop.run { presenter.presentedFrames > before }
                samples.append(milliseconds(ContinuousClock.now - start))
                loop.run { !context.needsFrame }
                // Reference: the same kind of frame (a highlight change) rendered directly.
                let button = (delegate(context)?.controller?.toolbar.subviews.compactMap { $0 as? UIButton }.first)
                button?.isHighlighted.toggle()
                let renderStart = ContinuousClock.now
                screen.renderFrame()
                renderOnly.append(milliseconds(ContinuousClock.now - renderStart))
                button?.isHighlighted.toggle()
                screen.renderFrame()
            }
            // Idle: two seconds of the run loop with nothing to do.
            let cpuStart = processCPUSeconds()
            let turnsStart = loop.turns
            loop.run(deadline: clock.now + 2)
            let cpu = (processCPUSeconds() - cpuStart) / 2
            samples.sort()
            renderOnly.sort()
            let median = samples[samples.count / 2]
            let renderMedian = renderOnly[renderOnly.count / 2]
            harness.report(
                "events.sdl_input_to_photon",
                [
                    "median_ms": String(format: "%.3f", median), "max_ms": String(format: "%.3f", samples.last!),
                    "render_frame_median_ms": String(format: "%.3f", renderMedian),
                    "ratio_to_render_frame": String(format: "%.2f", median / max(renderMedian, 1e-6)),
                    "idle_cpu_percent": String(format: "%.2f", cpu * 100),
                    "idle_wakeups_per_s": String(format: "%.1f", Double(loop.turns - turnsStart) / 2),
                    "renderer": "\"\(presenter.rendererName)\"",
                ])
        }
    }

    private static func delegate(_ context: ApplicationContext) -> ViewTransitionsAppDelegate? {
        context.application.delegate as? ViewTransitionsAppDelegate
    }

    private static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
    }
}
