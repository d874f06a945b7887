import Foundation
public import LaminaHeadless
import LaminaSDL
public import UIKit

/// The entry point the windowed samples share: with a display (DISPLAY or WAYLAND_DISPLAY) and
/// without `--headless`, the app runs in a real window until it is closed; otherwise it runs on a
/// headless 390 × 844 screen, where `script` drives it and writes frames as PNG files into the
/// directory given after `--output` (default `out/<name in lower case>`).
@MainActor
public enum SampleMain {
    /// Writes the headless screen's frames into one directory, counting them.
    @MainActor
    public final class FrameWriter {
        let host: HeadlessHost
        let directory: URL
        /// How many frames were written.
        public private(set) var count = 0

        init(host: HeadlessHost, directory: URL) {
            self.host = host
            self.directory = directory
        }

        /// Writes the screen as `name`.png; false when it cannot.
        public func write(_ name: String) -> Bool {
            guard let data = host.screen.pngData() else { return false }
            do { try data.write(to: directory.appendingPathComponent(name + ".png")) } catch { return false }
            count += 1
            return true
        }
    }

    /// Runs the sample `name` and exits with its status. `windowHint` is printed when a window
    /// opens; `script` gets the headless host (the app launched, a first frame drawn) and the
    /// writer, and returns false when the run failed.
    public static func run<Delegate: UIApplicationDelegate>(
        name: String, windowHint: String, delegate makeDelegate: () -> Delegate,
        script: (HeadlessHost, Delegate, FrameWriter) -> Bool
    ) -> Never {
        let arguments = CommandLine.arguments
        let headless = arguments.contains("--headless")
        if !headless, SDLApplication.canOpenWindows {
            print("\(name): a window is open; \(windowHint), close the window to quit.")
            exit(SDLApplication.main(delegate: makeDelegate(), title: name))
        }
        if !headless { print("\(name): no display; running headless.") }
        let output = arguments.firstIndex(of: "--output").flatMap { arguments.dropFirst($0 + 1).first }
        let directory = URL(fileURLWithPath: output ?? "out/\(name.lowercased())").standardizedFileURL
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            print("\(name): cannot make \(directory.path): \(error)")
            exit(1)
        }
        let written = HeadlessHost.run(size: CGSize(width: 390, height: 844), scale: 1) { host -> Int? in
            let delegate = makeDelegate()
            host.launch(delegate)
            host.renderFrame()
            let writer = FrameWriter(host: host, directory: directory)
            return script(host, delegate, writer) ? writer.count : nil
        }
        guard let written else {
            print("\(name): the headless run failed")
            exit(1)
        }
        print("\(name) (headless): wrote \(written) frames to \(directory.path)")
        exit(0)
    }
}
