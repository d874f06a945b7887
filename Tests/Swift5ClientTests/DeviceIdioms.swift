import UIKit

// Device checks and haptics as iOS view code writes them, in the Swift 5 language mode.

/// Columns for a grid: more on an iPad-sized device.
func gridColumns() -> Int {
    UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
}

/// Whether the newer API path applies, by the system version string.
func usesModernPath() -> Bool {
    UIDevice.current.systemVersion.compare("15.0", options: .numeric) != .orderedAscending
}

/// A button that gives a light tap when pressed and a success buzz when its work is done.
final class HapticButton: UIButton {
    private let impact = UIImpactFeedbackGenerator(style: .light)
    private let outcome = UINotificationFeedbackGenerator()

    func press() {
        impact.prepare()
        impact.impactOccurred()
        outcome.notificationOccurred(.success)
    }
}
