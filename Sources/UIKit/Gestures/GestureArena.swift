import Foundation

/// Coordinates the gesture recognizers of one application context with the views: which
/// recognizers a touch goes to, what their states do to each other (exclusivity, failure
/// requirements) and to the views' touches (cancelled, delayed, released), and when they reset.
///
/// Every touch-down collects the enabled recognizers of the hit view and its ancestors up to the
/// window (the delegate's `shouldReceive` may refuse; a parent's single-tap recognizer does not
/// take a touch on a `UIControl`, as in UIKit). Recognizers that received touches in the current
/// sequence are *active*; each delivery goes to them first, then to the views, then finished
/// recognizers whose touches have all ended are reset. A recognizer still `.possible` when its
/// touches have all ended and nothing is scheduled for it fails then.
@MainActor
final class GestureArena {
    private(set) var active: [UIGestureRecognizer] = []
    /// The event held touches are released with.
    private weak var event: UIEvent?
    /// Touches whose view deliveries are held or were cancelled, until their recognizers finish.
    private var watched: [UITouch] = []

    /// The earliest deadline of an active recognizer.
    var nextDeadline: TimeInterval? { active.compactMap(\.deadline).min() }

    // MARK: Delivery

    /// Gives a new touch its recognizers.
    func attach(_ touch: UITouch, event: UIEvent) {
        var list: [UIGestureRecognizer] = []
        var view = touch.view
        let control = touch.view as? UIControl
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled {
                if control != nil, current !== control, let tap = recognizer as? UITapGestureRecognizer,
                    tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
                {
                    continue
                }
                // A recognizer that finished (recognized, cancelled, failed) takes no new touch until
                // it resets, when every finger it follows has lifted.
                guard !recognizer.storedState.isFinished else { continue }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                list.append(recognizer)
            }
            if current is UIWindow { break }
            view = current.superview
        }
        touch.recognizerList = list
        for recognizer in list {
            recognizer.trackedTouches.append(touch)
            recognizer.arena = self
            if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
        }
    }

    /// Delivers the changed touches of `touches` (one window's, of `event`) to their recognizers.
    func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
        self.event = event
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            for recognizer in active {
                let mine = touches.filter { touch in
                    touch.phase == phase && recognizer.trackedTouches.contains { $0 === touch }
                }
                guard !mine.isEmpty, !recognizer.storedState.isFinished || recognizer.pendingState != nil else {
                    continue
                }
                let set = Set(mine)
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
            }
        }
    }

    /// Whether the view of `touch` gets its `phase` now; holds it (delaysTouchesBegan/Ended) or
    /// drops it (cancelled for the view) otherwise.
    func viewMayReceive(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
        if touch.isCancelledForView { return false }
        let waiting = touch.recognizerList.filter { $0.storedState == .possible && $0.arena === self }
        switch phase {
        case .began:
            if waiting.contains(where: \.delaysTouchesBegan) {
                hold(touch, .began)
                return false
            }
        case .moved:
            if !touch.heldPhases.isEmpty { return false }
        case .ended:
            if !touch.heldPhases.isEmpty || waiting.contains(where: \.delaysTouchesEnded) {
                hold(touch, .ended)
                return false
            }
        default:
            if !touch.heldPhases.isEmpty {
                touch.heldPhases.removeAll()
                return false
            }
        }
        if phase == .began { touch.viewHasBegun = true }
        if phase == .ended || phase == .cancelled { touch.viewHasEnded = true }
        return true
    }

    private func hold(_ touch: UITouch, _ phase: UITouch.Phase) {
        touch.heldPhases.append(phase)
        if !watched.contains(where: { $0 === touch }) { watched.append(touch) }
    }

    /// After a delivery or a deadline: releases what no recognizer holds any longer, fails
    /// recognizers left undecided by ended touches, and resets finished ones.
    func settle() {
        for recognizer in active where recognizer.storedState == .possible && recognizer.pendingState == nil {
            if recognizer.deadline == nil, !recognizer.trackedTouches.isEmpty, recognizer.activeTouches.isEmpty {
                self.recognizer(recognizer, requests: .failed)
            }
        }
        releaseHeldTouches()
        let done = active.filter { recognizer in
            recognizer.storedState.isFinished && recognizer.activeTouches.isEmpty && recognizer.pendingState == nil
        }
        // Out of the active list first: a `reset()` that removes its recognizer from its view
        // then finds nothing to detach, rather than resetting it twice.
        active.removeAll { recognizer in done.contains { $0 === recognizer } }
        for recognizer in done { endAttempt(of: recognizer) }
        // Lifted fingers leave the recognizers still running (a finger held down keeps them from
        // resetting); one waiting with none down keeps its last lifted ones (a tap's location).
        for recognizer in active {
            let lifted = recognizer.trackedTouches.filter { $0.phase == .ended || $0.phase == .cancelled }
            guard !lifted.isEmpty else { continue }
            let keep = recognizer.activeTouches.isEmpty ? Array(lifted.suffix(4)) : []
            recognizer.trackedTouches = recognizer.activeTouches + keep
        }
        watched.removeAll { touch in
            touch.heldPhases.isEmpty && (touch.phase == .ended || touch.phase == .cancelled)
        }
    }

    /// Runs the deadlines that passed by `time`.
    func checkDeadlines(at time: TimeInterval) {
        for recognizer in active {
            guard let deadline = recognizer.deadline, deadline <= time else { continue }
            recognizer.deadline = nil
            recognizer.deadlineDidPass()
        }
        settle()
    }

    /// `recognizer` left its view (or ignored its last touch): it stops — cancelled if it had
    /// begun, failed otherwise — lets go of its touches, and is reset.
    func detach(_ recognizer: UIGestureRecognizer) {
        guard active.contains(where: { $0 === recognizer }) else { return }
        if recognizer.storedState == .began || recognizer.storedState == .changed {
            recognizer.storedState = .cancelled
            recognizer.runHandlers()
        } else if recognizer.storedState == .possible {
            recognizer.pendingState = nil
            fail(recognizer)
        }
        for touch in recognizer.trackedTouches { touch.recognizerList.removeAll { $0 === recognizer } }
        active.removeAll { $0 === recognizer }
        endAttempt(of: recognizer)
        settle()
    }

    /// `recognizer`'s attempt is over: it resets to `.possible` with no touches, and forgets what
    /// delegates answered about its failure requirements.
    private func endAttempt(of recognizer: UIGestureRecognizer) {
        recognizer.reset()
        recognizer.storedState = .possible
        recognizer.trackedTouches.removeAll()
        recognizer.deadline = nil
        recognizer.arena = nil
        recognizer.delegateRequirements.removeAll()
    }

    /// Every active recognizer stops and lets go of its touches, as when the application's
    /// windows go away. Those waiting for others to fail fail first, so none recognizes because
    /// another was detached before it (a single tap waiting for a double tap does not fire).
    func detachAll() {
        for recognizer in active where recognizer.pendingState != nil {
            recognizer.pendingState = nil
            recognizer.storedState = .failed
        }
        for recognizer in active { detach(recognizer) }
        watched.removeAll()
    }

    // MARK: States

    /// A recognizer asks for `state`: applies UIKit's rules and reports it.
    func recognizer(_ recognizer: UIGestureRecognizer, requests state: UIGestureRecognizer.State) {
        let old = recognizer.storedState
        if let pending = recognizer.pendingState {
            // Waiting for a requirement to fail: remember the latest ask.
            switch state {
            case .failed, .cancelled:
                recognizer.pendingState = nil
                recognizer.storedState = .failed
                didFail(recognizer)
            case .ended where pending == .began: recognizer.pendingState = .ended
            default: break
            }
            return
        }
        switch state {
        case .began where old == .possible, .ended where old == .possible:
            begin(recognizer, as: state)
        case .changed, .ended:
            guard old == .began || old == .changed else { return }
            recognizer.storedState = state
            recognizer.runHandlers()
        case .cancelled:
            guard old == .began || old == .changed else {
                if old == .possible { fail(recognizer) }
                return
            }
            recognizer.storedState = .cancelled
            recognizer.runHandlers()
        case .failed:
            guard old == .possible else { return }
            fail(recognizer)
        default:
            recognizer.storedState = state
        }
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.storedState = .failed
        didFail(recognizer)
    }

    /// A recognizer leaves `.possible` for `.began` or `.ended`, if the rules let it.
    private func begin(_ recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        let allowed =
            (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
            && (recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true)
        let blocked = active.contains { other in
            other !== recognizer && (other.storedState == .began || other.storedState == .changed)
                && sharesTouches(other, recognizer) && !recognizer.recognizesSimultaneously(with: other)
        }
        guard allowed, !blocked else {
            fail(recognizer)
            return
        }
        if active.contains(where: { $0.storedState == .possible && recognizer.requiresFailure(of: $0) }) {
            recognizer.pendingState = state
            return
        }
        recognizer.storedState = state
        for other in active where other !== recognizer {
            // Those waiting for this one to fail fail, whatever the delegates allow together.
            if other.requiresFailure(of: recognizer) {
                if other.storedState == .possible {
                    other.pendingState = nil
                    fail(other)
                }
                continue
            }
            guard sharesTouches(other, recognizer), !recognizer.recognizesSimultaneously(with: other) else { continue }
            if other.storedState == .possible {
                other.pendingState = nil
                fail(other)
            } else if other.storedState == .began || other.storedState == .changed {
                other.storedState = .cancelled
                other.runHandlers()
            }
        }
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
        recognizer.runHandlers()
    }

    /// A recognizer failed: those waiting for it may recognize, held touches may go.
    private func didFail(_ failed: UIGestureRecognizer) {
        for waiting in active where waiting.pendingState != nil && waiting.requiresFailure(of: failed) {
            let stillWaiting = active.contains { $0.storedState == .possible && waiting.requiresFailure(of: $0) }
            guard !stillWaiting, let state = waiting.pendingState else { continue }
            waiting.pendingState = nil
            begin(waiting, as: state)
        }
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { touch in b.trackedTouches.contains { $0 === touch } }
    }

    /// The view's side of the recognizer's touches stops: `touchesCancelled` for those it began.
    private func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        var byView: [(UIView, Set<UITouch>)] = []
        for touch in recognizer.trackedTouches where !touch.isCancelledForView {
            touch.isCancelledForView = true
            touch.heldPhases.removeAll()
            guard touch.viewHasBegun, !touch.viewHasEnded, let view = touch.view else { continue }
            touch.viewHasEnded = true
            if let index = byView.firstIndex(where: { $0.0 === view }) {
                byView[index].1.insert(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        for (view, touches) in byView { view.touchesCancelled(touches, with: event) }
    }

    /// Delivers held phases of touches none of whose recognizers still holds them.
    private func releaseHeldTouches() {
        for touch in watched where !touch.heldPhases.isEmpty && !touch.isCancelledForView {
            let waiting = touch.recognizerList.filter { $0.storedState == .possible && $0.arena === self }
            let phases = touch.heldPhases
            let beganHeld = phases.first == .began
            if beganHeld, waiting.contains(where: \.delaysTouchesBegan) { continue }
            if phases.contains(.ended), waiting.contains(where: \.delaysTouchesEnded), !beganHeld { continue }
            touch.heldPhases.removeAll()
            guard let view = touch.view else { continue }
            for phase in phases {
                switch phase {
                case .began:
                    touch.viewHasBegun = true
                    view.touchesBegan([touch], with: event)
                case .ended:
                    touch.viewHasEnded = true
                    view.touchesEnded([touch], with: event)
                default: break
                }
            }
        }
    }
}
