import Foundation
import LaminaSDL
import Testing
import UIKit
import UIKitTesting

/// The built ViewTransitions sample, beside this test binary; nil when it was not built.
private let sampleExecutable: URL? = {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [directory, directory.deletingLastPathComponent()] {
        let url = candidate.appendingPathComponent("ViewTransitions")
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
}()

private let canRunTheSample: Bool = {
    ProcessInfo.processInfo.environment["DISPLAY"] != nil
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
}()

/// Runs xdotool with `arguments` and returns what it printed; nil when it failed.
private func xdotool(_ arguments: [String]) throws -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
}

/// The visible windows of `app`, polled until there are `count` or 20 s pass (or the app ends).
private func windows(of app: Process, count: Int) throws -> [UInt] {
    var found: [UInt] = []
    let deadline = Date().addingTimeInterval(20)
    while found.count < count, app.isRunning, Date() < deadline {
        let listed = try xdotool(["search", "--onlyvisible", "--pid", "\(app.processIdentifier)"]) ?? ""
        found = listed.split(separator: "\n").compactMap { UInt($0) }
        if found.count < count { Thread.sleep(forTimeInterval: 0.1) }
    }
    return found
}

/// Waits up to 5 s for `window` to have the X input focus, which SDL gives a window it shows when
/// no window manager runs (as under Xvfb); whether it has it. A press that the app reads within
/// 10 ms of its focus event is dropped by SDL's X11 backend, so clicks wait for the focus.
private func waitForFocus(on window: UInt) throws -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
        let focused = try xdotool(["getwindowfocus"])?.trimmingCharacters(in: .whitespacesAndNewlines)
        if focused == "\(window)" { return true }
        Thread.sleep(forTimeInterval: 0.05)
    }
    return false
}

/// Stops `app` by its pid: SIGTERM (SDL's quit), then SIGKILL if it is still running after 5 s.
/// Returns whether it ended on SIGTERM alone.
@discardableResult
private func stop(_ app: Process) -> Bool {
    guard app.isRunning else { return true }
    app.terminate()
    let deadline = Date().addingTimeInterval(5)
    while app.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    guard app.isRunning else { return true }
    kill(app.processIdentifier, SIGKILL)
    app.waitUntilExit()
    return false
}

/// Captures the window until two captures 150 ms apart are equal (nothing moves) and `accept`
/// holds, or `timeout` passes; returns the last capture.
private func settledImage(
    of sampler: X11WindowSampler, timeout: TimeInterval, until accept: (CGImage) -> Bool
) -> CGImage? {
    let deadline = Date().addingTimeInterval(timeout)
    var previous: CGImage?
    while Date() < deadline {
        let image = sampler.image(width: 390, height: 844)
        if let image, let previous, GoldenImage.compare(image, previous, tolerance: 0).differingPixels == 0,
            accept(image)
        {
            return image
        }
        previous = image
        Thread.sleep(forTimeInterval: 0.15)
    }
    return previous
}

/// The sample as `make run` starts it, a process of its own in a real X11 window: screenshots of
/// the whole window against goldens, a click through the X server, and a stop by its pid.
extension SDLPresenterTests {
    @Test(.enabled(if: canRunTheSample && sampleExecutable != nil, "needs DISPLAY, xdotool and the built sample"))
    func theSampleAppRunsInARealWindowAndAnswersAClick() throws {
        let executable = try #require(sampleExecutable)
        let app = Process()
        app.executableURL = executable
        var environment = ProcessInfo.processInfo.environment
        environment["LAMINA_SCALE"] = "1"
        environment["FONTCONFIG_FILE"] = environment["FONTCONFIG_FILE"] ?? "Tests/Fonts/fonts.conf"
        app.environment = environment
        app.standardOutput = FileHandle.nullDevice
        try app.run()
        // Stopped by its pid (Process.terminate signals the pid it started), never by name.
        defer { stop(app) }
        let window = try #require(try windows(of: app, count: 1).first, "no window (app running: \(app.isRunning))")
        try #require(try waitForFocus(on: window), "the window did not get the input focus within 5 s")
        let sampler = try #require(X11WindowSampler(window: window))
        let directory = GoldenImage.directory()
        // The day picture once the first frame is up (the sky's red channel is light).
        let skyRed = { (image: CGImage) in Int(image.pixel(x: 195, y: 400).red) }
        let day = try #require(settledImage(of: sampler, timeout: 15) { skyRed($0) > 90 })
        GoldenImage.check(day, named: "viewtransitions-window-day", in: directory, tolerance: 8)

        // A real click on Transition, once the app is idle with the focus (the settled picture).
        _ = try xdotool(["mousemove", "--window", "\(window)", "195", "822", "click", "1"])
        let night = settledImage(of: sampler, timeout: 5) { skyRed($0) < 60 }.flatMap { skyRed($0) < 60 ? $0 : nil }
        let shown = try #require(night, "the click did not bring the night picture")
        GoldenImage.check(shown, named: "viewtransitions-window-night", in: directory, tolerance: 8)

        #expect(app.isRunning)
        // SIGTERM becomes SDL's quit event: the app leaves its run loop and exits normally.
        #expect(stop(app))
        #expect(app.terminationReason == .exit && app.terminationStatus == 0)
    }
}

extension SDLPresenterTests {
    /// With `LAMINA_EXTERNAL_SCREEN`, the sample's process shows a second screen as a second
    /// window of that size beside the main one (what the iOS Simulator's external display does).
    @Test(.enabled(if: canRunTheSample && sampleExecutable != nil, "needs DISPLAY, xdotool and the built sample"))
    func theSampleShowsAnExternalScreenAsASecondWindow() throws {
        let executable = try #require(sampleExecutable)
        let app = Process()
        app.executableURL = executable
        var environment = ProcessInfo.processInfo.environment
        environment["LAMINA_SCALE"] = "1"
        environment["LAMINA_EXTERNAL_SCREEN"] = "320x240"
        app.environment = environment
        app.standardOutput = FileHandle.nullDevice
        try app.run()
        defer { stop(app) }
        // Both windows mapped.
        let shown = try windows(of: app, count: 2)
        try #require(shown.count == 2, "windows: \(shown) (app running: \(app.isRunning))")
        let sizes = try shown.map { window -> String in
            let shape = try #require(try xdotool(["getwindowgeometry", "--shell", "\(window)"]))
            let values = Dictionary(
                uniqueKeysWithValues: shape.split(separator: "\n").compactMap { line -> (String, String)? in
                    let parts = line.split(separator: "=", maxSplits: 1)
                    return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
                })
            return "\(values["WIDTH"] ?? "?")x\(values["HEIGHT"] ?? "?")"
        }
        #expect(Set(sizes) == ["390x844", "320x240"])
        #expect(stop(app))
    }
}
