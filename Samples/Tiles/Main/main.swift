import Foundation
import LaminaHeadless
import LaminaSDL
import TilesApp
import UIKit

// The Tiles sample: a scroll view over a million points a side of procedurally drawn content,
// drawn by a fixed pool of recycled tiles. With a display (DISPLAY or WAYLAND_DISPLAY), it opens a
// window: drag, flick or turn the wheel to scroll, double-click to zoom; close the window to quit.
// Without one, or with --headless, it runs on a headless screen, flicks, scrolls and zooms by
// itself, and writes frames to PNG files in the directory given after --output (default
// out/tiles), saying where.
let arguments = CommandLine.arguments
let headless = arguments.contains("--headless")

@MainActor func runHeadless() -> Int32 {
    let output = arguments.firstIndex(of: "--output").flatMap { arguments.dropFirst($0 + 1).first }
    let directory = URL(fileURLWithPath: output ?? "out/tiles").standardizedFileURL
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
        print("Tiles: cannot make \(directory.path): \(error)")
        return 1
    }
    let written = HeadlessHost.run(size: CGSize(width: 390, height: 844), scale: 1) { host -> Int? in
        let delegate = TilesAppDelegate()
        host.launch(delegate)
        host.renderFrame()
        guard let controller = delegate.controller, let scrollView = controller.scrollView else { return nil }
        var count = 0
        @MainActor func write(_ name: String) -> Bool {
            guard let data = host.screen.pngData() else { return false }
            do { try data.write(to: directory.appendingPathComponent(name + ".png")) } catch { return false }
            count += 1
            return true
        }
        guard write("00-start") else { return nil }
        // A flick up and to the left: the finger moves 240 points in a tenth of a second and lifts.
        host.touchDown(at: CGPoint(x: 300, y: 600))
        for step in 1...6 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 300 - CGFloat(step) * 24, y: 600 - CGFloat(step) * 40))
        }
        host.touchUp(at: CGPoint(x: 156, y: 360))
        for frame in 1...4 {
            host.advance(by: 0.25)
            guard write(String(format: "01-flick-%d", frame)) else { return nil }
        }
        host.advance(by: 3)
        // Ten screens down, a step at a time, without drawing anything but newly exposed tiles.
        for _ in 0..<10 { scrollView.contentOffset.y += scrollView.bounds.height }
        host.renderFrame()
        guard write("02-ten-screens-down") else { return nil }
        // Zoom in twice about the centre: halfway (the tiles scaled), then sharp once it ends.
        let centre = scrollView.convert(
            CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: scrollView.tileContainer)
        controller.zoom(by: 2, about: centre)
        host.advance(by: 0.15)
        guard write("03-zooming-in") else { return nil }
        host.advance(by: 0.5)
        guard write("04-zoomed-in") else { return nil }
        controller.zoom(by: 0.5, about: centre)
        host.advance(by: 0.5)
        controller.zoom(by: 0.5, about: centre)
        host.advance(by: 0.5)
        guard write("05-zoomed-out") else { return nil }
        return count
    }
    guard let written else {
        print("Tiles: the headless run failed")
        return 1
    }
    print("Tiles (headless): wrote \(written) frames to \(directory.path)")
    return 0
}

if !headless, SDLApplication.canOpenWindows {
    print("Tiles: a window is open; drag or wheel to scroll, double-click to zoom, close the window to quit.")
    exit(SDLApplication.main(delegate: TilesAppDelegate(), title: "Tiles"))
} else {
    if !headless { print("Tiles: no display; running headless.") }
    exit(runHeadless())
}
