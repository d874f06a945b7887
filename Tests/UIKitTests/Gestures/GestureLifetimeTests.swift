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

    /// A tap ends while the long press its delegate told it to wait for is undecided; the press
    /// then fails, and the tap recognizes, once. The delegate is asked once per recognition
    /// attempt, as UIKit documents: asked again when the press failed, it used to answer "no" and
    /// leave the tap waiting for good, keeping its touch, and the window through it, alive after
    /// the app ended. The next attempt asks afresh.
    @Test func aTapWaitingForARequirementAsksItsDelegateOncePerAttempt() {
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
            #expect(delegate.asked == 1)
            #expect(taps == [.ended])
            host.advance(by: 1)
            host.touch(.began, at: CGPoint(x: 10, y: 10), finger: 0)
            host.touch(.ended, at: CGPoint(x: 10, y: 10), finger: 0)
            #expect(delegate.asked == 2)
            #expect(taps == [.ended, .ended])
        }
        #expect(weakTap == nil)
        #expect(weakWindow == nil)
    }

    /// A single tap told to wait for a double tap, after one tap: the app ends before the double
    /// tap's deadline. Neither recognizes, whichever was added first (stopping the double tap
    /// first used to let the single tap fire); past the deadline the single tap does.
    @Test(arguments: [false, true])
    func aSingleTapWaitingForADoubleTapDoesNotFireWhenTheHostEnds(doubleTapFirst: Bool) {
        var singles = 0
        var doubles = 0
        for waitsForTheDeadline in [false, true] {
            singles = 0
            HeadlessHost.run(size: CGSize(width: 64, height: 48)) { host in
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
                host.show(root)
                let single = UITapGestureRecognizer { _ in singles += 1 }
                let double = UITapGestureRecognizer { _ in doubles += 1 }
                double.numberOfTapsRequired = 2
                single.require(toFail: double)
                for recognizer in doubleTapFirst ? [double, single] : [single, double] {
                    root.addGestureRecognizer(recognizer)
                }
                host.touch(.began, at: CGPoint(x: 10, y: 10), finger: 0)
                host.touch(.ended, at: CGPoint(x: 10, y: 10), finger: 0)
                #expect(singles == 0)
                if waitsForTheDeadline { host.advance(by: 1) }
            }
            #expect(singles == (waitsForTheDeadline ? 1 : 0))
        }
        #expect(doubles == 0)
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
