import Foundation
import SampleMain
import TilesApp
import UIKit

// The Tiles sample: a scroll view over a million points a side of procedurally drawn content,
// drawn by a fixed pool of recycled tiles. With a display (DISPLAY or WAYLAND_DISPLAY), it opens a
// window: drag, flick or turn the wheel to scroll, double-click to zoom; close the window to quit.
// Without one, or with --headless, it runs on a headless screen, flicks, scrolls and zooms by
// itself, and writes frames to PNG files in the directory given after --output (default
// out/tiles), saying where.
MainActor.assumeIsolated {
    SampleMain.run(
        name: "Tiles", windowHint: "drag or wheel to scroll, double-click to zoom", delegate: TilesAppDelegate.init
    ) { host, delegate, frames in
        guard let controller = delegate.controller, let scrollView = controller.scrollView,
            frames.write("00-start")
        else { return false }
        // A flick up and to the left: the finger moves 240 points in a tenth of a second and lifts.
        host.touchDown(at: CGPoint(x: 300, y: 600))
        for step in 1...6 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 300 - CGFloat(step) * 24, y: 600 - CGFloat(step) * 40))
        }
        host.touchUp(at: CGPoint(x: 156, y: 360))
        for frame in 1...4 {
            host.advance(by: 0.25)
            guard frames.write(String(format: "01-flick-%d", frame)) else { return false }
        }
        host.advance(by: 3)
        // Ten screens down, a step at a time, without drawing anything but newly exposed tiles.
        for _ in 0..<10 { scrollView.contentOffset.y += scrollView.bounds.height }
        host.renderFrame()
        guard frames.write("02-ten-screens-down") else { return false }
        // Zoom in twice about the centre: halfway (the tiles scaled), then sharp once it ends.
        let centre = scrollView.convert(
            CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: scrollView.tileContainer)
        controller.zoom(by: 2, about: centre)
        host.advance(by: 0.15)
        guard frames.write("03-zooming-in") else { return false }
        host.advance(by: 0.5)
        guard frames.write("04-zoomed-in") else { return false }
        controller.zoom(by: 0.5, about: centre)
        host.advance(by: 0.5)
        controller.zoom(by: 0.5, about: centre)
        host.advance(by: 0.5)
        return frames.write("05-zoomed-out")
    }
}
