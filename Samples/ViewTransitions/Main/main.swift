import Foundation
import LaminaHeadless
import LaminaSDL
import UIKit
import ViewTransitionsApp

// The guide's ViewTransitions sample. With a display (DISPLAY or WAYLAND_DISPLAY), it opens a
// window: click Transition (or touch it) to swap the pictures; close the window to quit. Without
// one, or with --headless, it runs on a headless screen, taps Transition itself through every
// transition, and writes frames to PNG files in the directory given after --output (default
// out/viewtransitions), saying where.
let arguments = CommandLine.arguments
let headless = arguments.contains("--headless")

@MainActor func runHeadless() -> Int32 {
    let output = arguments.firstIndex(of: "--output").flatMap { arguments.dropFirst($0 + 1).first }
    let directory = URL(fileURLWithPath: output ?? "out/viewtransitions").standardizedFileURL
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
        print("ViewTransitions: cannot make \(directory.path): \(error)")
        return 1
    }
    let written = HeadlessHost.run(size: CGSize(width: 390, height: 844), scale: 1) { host -> Int? in
        let delegate = ViewTransitionsAppDelegate()
        host.launch(delegate)
        host.renderFrame()
        guard let controller = delegate.controller else { return nil }
        var count = 0
        @MainActor func write(_ name: String) -> Bool {
            guard let data = host.screen.pngData() else { return false }
            do { try data.write(to: directory.appendingPathComponent(name + ".png")) } catch { return false }
            count += 1
            return true
        }
        guard write("00-start") else { return nil }
        for number in 1...TransitionsViewController.transitions.count {
            // Tap the Transition button where it is on the screen.
            guard let button = controller.toolbar.subviews.compactMap({ $0 as? UIButton }).first else { return nil }
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            host.tap(at: center)
            for quarter in 1...4 {
                host.advance(by: TransitionsViewController.duration / 4)
                guard write(String(format: "%02d-%03d", number, quarter * 25)) else { return nil }
            }
        }
        return count
    }
    guard let written else {
        print("ViewTransitions: the headless run failed")
        return 1
    }
    print("ViewTransitions (headless): wrote \(written) frames to \(directory.path)")
    return 0
}

if !headless, SDLApplication.canOpenWindows {
    print("ViewTransitions: a window is open; click Transition, close the window to quit.")
    exit(SDLApplication.main(delegate: ViewTransitionsAppDelegate(), title: "ViewTransitions"))
} else {
    if !headless { print("ViewTransitions: no display; running headless.") }
    exit(runHeadless())
}
