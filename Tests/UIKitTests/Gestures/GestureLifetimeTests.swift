import Foundation
import Testing
import UIKit
import UIKitTesting

/// Recognizers that are still waiting when their touches or their app end: they finish, and
/// nothing they followed is kept alive.
@MainActor @Suite struct GestureLifetimeTests {
    /// Asks a tap to wait for the long press only the first time it is asked about it.
    final class ChangingDelegate: UIGestureRecognizerDelegate {
        var asked = 0

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            guard otherGestureRecognizer is UILongPressGestureRecognizer else { return false }
            asked += 1
            return asked == 1
        }
    }

    /// A tap ends while the long press it was told to wait for is undecided; the press then fails,
    /// and the delegate, asked again, no longer requires it. The tap recognizes then, once:
    /// nothing it waits for is undecided. (It used to wait for good, keeping its touch, and the
    /// window through it, alive after the app ended.)
    @Test func aTapWaitingForARequirementTheDelegateDropsRecognizes() {
        weak var weakTap: UIGestureRecognizer?
        weak var weakWindow: UIWindow?
        var taps: [UIGestureRecognizer.State] = []
        let delegate = ChangingDelegate()
        HeadlessHost.run(size: CGSize(width: 64, height: 48)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
            weakWindow = host.show(root)
            let tap = UITapGestureRecognizer { taps.append($0.state) }
            tap.delegate = delegate
            root.addGestureRecognizer(tap)
            root.addGestureRecognizer(UILongPressGestureRecognizer { _ in })
            weakTap = tap
            host.touch(.began, at: CGPoint(x: 10, y: 10), finger: 0)
            host.touch(.ended, at: CGPoint(x: 10, y: 10), finger: 0)
            #expect(delegate.asked >= 2)
            #expect(taps == [.ended])
        }
        #expect(weakTap == nil)
        #expect(weakWindow == nil)
    }

    /// A double-tap recognizer after one tap waits for the second, keeping the first touch for its
    /// location. The app ends meanwhile: the recognizer stops, lets the touch go, and the
    /// recognizer, the touch's window and the screen are freed.
    @Test func aRecognizerWaitingForItsDeadlineWhenTheHostEndsIsFreed() {
        weak var weakTap: UIGestureRecognizer?
        weak var weakWindow: UIWindow?
        weak var weakScreen: UIScreen?
        var states: [UIGestureRecognizer.State] = []
        HeadlessHost.run(size: CGSize(width: 64, height: 48)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
            weakWindow = host.show(root)
            weakScreen = host.screen
            let doubleTap = UITapGestureRecognizer { states.append($0.state) }
            doubleTap.numberOfTapsRequired = 2
            root.addGestureRecognizer(doubleTap)
            weakTap = doubleTap
            host.touch(.began, at: CGPoint(x: 10, y: 10), finger: 0)
            host.touch(.ended, at: CGPoint(x: 10, y: 10), finger: 0)
            #expect(doubleTap.state == .possible)
        }
        #expect(states.isEmpty)
        #expect(weakTap == nil)
        #expect(weakWindow == nil)
        #expect(weakScreen == nil)
    }
}
