import Foundation
import SampleMain
import UIKit
import ViewTransitionsApp

// The guide's ViewTransitions sample. With a display (DISPLAY or WAYLAND_DISPLAY), it opens a
// window: click Transition (or touch it) to swap the pictures; close the window to quit. Without
// one, or with --headless, it runs on a headless screen, taps Transition itself through every
// transition, and writes frames to PNG files in the directory given after --output (default
// out/viewtransitions), saying where.
MainActor.assumeIsolated {
    SampleMain.run(
        name: "ViewTransitions", windowHint: "click Transition", delegate: ViewTransitionsAppDelegate.init
    ) { host, delegate, frames in
        guard let controller = delegate.controller, frames.write("00-start") else { return false }
        for number in 1...TransitionsViewController.transitions.count {
            // Tap the Transition button where it is on the screen.
            guard let button = controller.toolbar.subviews.compactMap({ $0 as? UIButton }).first else { return false }
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            host.tap(at: center)
            for quarter in 1...4 {
                host.advance(by: TransitionsViewController.duration / 4)
                guard frames.write(String(format: "%02d-%03d", number, quarter * 25)) else { return false }
            }
        }
        return true
    }
}
