import FuzzSupport
import LaminaHeadless
import UIKit

/// The operations: each reads what it needs from the input and runs at least one frame or
/// changes one scroll view.
extension ScrollStage {
    func apply(_ input: inout FuzzInput, clockSteps: inout Int) {
        switch input.int(below: 12) {
        case 0...3: touch(&input)
        case 4: wheel(&input)
        case 5: key(&input)
        case 6: zoom(&input)
        case 7, 8: change(&input)
        default:
            guard clockSteps < 60 else { return }
            clockSteps += 1
            // Mostly about a frame; now and then long enough for motions to end.
            let step = input.byte() < 200 ? Double(input.byte()) / 1000 : Double(input.byte()) / 20
            input.trace("advance \(step)")
            host.advance(by: step)
        }
    }

    /// Finger 0, 1 or 2 down, moved, lifted or cancelled anywhere on (or off) the screen, at the
    /// current time or a moment later (so that drags have velocities).
    private func touch(_ input: inout FuzzInput) {
        let phases: [UITouch.Phase] = [.began, .moved, .moved, .ended, .cancelled]
        let phase = phases[input.int(below: phases.count)]
        let finger = input.int(below: 3)
        let point = CGPoint(x: coordinate(&input, below: 260), y: coordinate(&input, below: 480))
        if input.bool() { host.clock.advance(by: 1.0 / 60) }
        input.trace("touch \(phase.rawValue) finger \(finger) at \(point)")
        host.touch(phase, at: point, finger: finger)
    }

    /// A wheel turn: notches or a touchpad's fractions, any numbers sometimes, with or without
    /// Shift.
    private func wheel(_ input: inout FuzzInput) {
        let point = CGPoint(x: coordinate(&input, below: 260), y: coordinate(&input, below: 480))
        let dx = input.byte() < 200 ? Double(input.smallInt()) / 8 : Double(input.number())
        let dy = input.byte() < 200 ? Double(input.smallInt()) / 8 : Double(input.number())
        let precise = input.bool()
        let modifiers: UIKeyModifierFlags = input.bool() ? .shift : []
        input.trace("wheel at \(point) dx \(dx) dy \(dy) precise \(precise) \(modifiers.rawValue)")
        host.wheel(at: point, dx: dx, dy: dy, precise: precise, modifiers: modifiers)
    }

    /// A scrolling key (or another) pressed or released, with or without Shift.
    private func key(_ input: inout FuzzInput) {
        let keys: [(UIKeyboardHIDUsage, String)] = [
            (.keyboardUpArrow, UIKeyInputUpArrow), (.keyboardDownArrow, UIKeyInputDownArrow),
            (.keyboardLeftArrow, UIKeyInputLeftArrow), (.keyboardRightArrow, UIKeyInputRightArrow),
            (.keyboardPageUp, UIKeyInputPageUp), (.keyboardPageDown, UIKeyInputPageDown),
            (.keyboardHome, UIKeyInputHome), (.keyboardEnd, UIKeyInputEnd), (.keyboardSpacebar, " "),
            (.keyboardA, "a"),
        ]
        let (code, characters) = keys[input.int(below: keys.count)]
        let down = input.byte() < 192
        let modifiers: UIKeyModifierFlags = input.bool() ? .shift : []
        input.trace("key \(code.rawValue) down \(down) \(modifiers.rawValue)")
        host.key(code, down: down, characters: characters, modifiers: modifiers)
    }

    /// `zoomScale`, `setZoomScale(_:animated:)` or `zoom(to:animated:)` on any scroll view (only
    /// the zoomable one has a view for zooming).
    private func zoom(_ input: inout FuzzInput) {
        let scrollView = scrollViews[input.byte() < 200 ? 3 : input.int(below: 4)]
        let animated = input.bool()
        switch input.int(below: 3) {
        case 0:
            let scale = input.byte() < 200 ? CGFloat(input.byte()) / 32 : input.number()
            input.trace("zoom scale \(scale) animated \(animated)")
            scrollView.setZoomScale(scale, animated: animated)
        case 1:
            let rect =
                input.byte() < 200
                ? CGRect(
                    x: CGFloat(input.int(below: 500)), y: CGFloat(input.int(below: 340)),
                    width: CGFloat(input.int(below: 500)), height: CGFloat(input.int(below: 340))) : input.rect()
            input.trace("zoom to \(rect) animated \(animated)")
            scrollView.zoom(to: rect, animated: animated)
        default:
            let scale = input.number()
            input.trace("zoomScale = \(scale)")
            scrollView.zoomScale = scale
        }
        watchers[scrollViews.firstIndex { $0 === scrollView } ?? 0].mayRestOutside = true
    }

    /// A change to one scroll view's content, geometry or settings.
    private func change(_ input: inout FuzzInput) {
        let index = input.int(below: 4)
        let scrollView = scrollViews[index]
        let watcher = watchers[index]
        switch input.int(below: 10) {
        case 0:
            let size = CGSize(width: extent(&input), height: extent(&input))
            input.trace("view \(index) contentSize \(size)")
            scrollView.contentSize = size
            watcher.mayRestOutside = true
        case 1:
            let inset = UIEdgeInsets(
                top: extent(&input) / 8, left: extent(&input) / 8, bottom: extent(&input) / 8,
                right: extent(&input) / 8)
            input.trace("view \(index) contentInset \(inset)")
            scrollView.contentInset = inset
            watcher.mayRestOutside = true
        case 2:
            let offset = CGPoint(x: extent(&input) - 100, y: extent(&input) - 100)
            let animated = input.bool()
            input.trace("view \(index) contentOffset \(offset) animated \(animated)")
            scrollView.setContentOffset(offset, animated: animated)
            watcher.mayRestOutside = true
        case 3:
            let frame = CGRect(
                x: coordinate(&input, below: 100), y: coordinate(&input, below: 400), width: extent(&input),
                height: extent(&input))
            let setsBounds = input.bool()
            input.trace("view \(index) \(setsBounds ? "bounds" : "frame") \(frame)")
            if setsBounds { scrollView.bounds = frame } else { scrollView.frame = frame }
            watcher.mayRestOutside = true
        case 4:
            input.trace("view \(index) paging toggled")
            scrollView.isPagingEnabled.toggle()
        case 5:
            input.trace("view \(index) bounces toggled")
            scrollView.bounces.toggle()
        case 6:
            input.trace("view \(index) scrolling toggled")
            scrollView.isScrollEnabled.toggle()
            // Turning scrolling off stops a motion where it is (a bounce too), by design.
            watcher.mayRestOutside = true
        case 7:
            let rates: [CGFloat] = [0, 1, .nan, 0.99, 0.998, 0.5, 1.5, -1, .infinity, 0.999_999]
            let rate = input.bool() ? rates[input.int(below: rates.count)] : input.number()
            input.trace("view \(index) deceleration rate \(rate)")
            scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: rate)
        case 8:
            input.trace("view \(index) directional lock, always bounce toggled")
            scrollView.isDirectionalLockEnabled.toggle()
            if input.bool() {
                scrollView.alwaysBounceVertical.toggle()
            } else {
                scrollView.alwaysBounceHorizontal.toggle()
            }
        default:
            let rect = input.rect()
            input.trace("view \(index) scrollRectToVisible \(rect)")
            // Kept inside the resting range: no mark.
            scrollView.scrollRectToVisible(rect, animated: input.bool())
        }
    }

    /// A length for sizes and offsets: small and ordinary mostly, else zero, negative, NaN,
    /// 10¹² or any number.
    private func extent(_ input: inout FuzzInput) -> CGFloat {
        switch input.byte() % 8 {
        case 0: [0, -50, .nan, 1e12, -1e12, .infinity, 1e300][input.int(below: 7)]
        case 1: input.number()
        default: CGFloat(input.int(below: 1200))
        }
    }
}
