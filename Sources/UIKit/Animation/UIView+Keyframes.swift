public import Foundation

/// Keyframe animations: the changes made in each `addKeyframe` block are recorded with the
/// keyframe's window, then each animated property gets one `CAKeyframeAnimation` over the
/// whole duration whose key times are the windows' edges (UIKit's construction). The segments
/// between keyframes are linear (or as the calculation mode joins them); the whole animation runs
/// on the curve named by the options' curve bits, ease-in-ease-out unless they say otherwise —
/// Apple declares no curve constants for keyframe options, but UIKit reads those bits, and code
/// passes `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`.
extension UIView {
    /// Animates the keyframes `animations` adds with `addKeyframe(withRelativeStartTime:…)`.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let blockOptions = AnimationOptions(rawValue: options.rawValue & 0xF_03FF)
        let settings = ViewAnimationSettings.nested(
            duration: duration, delay: delay, options: blockOptions, in: ViewAnimationSettings.current)
        let recorder = KeyframeRecorder()
        if settings.animates { settings.keyframes = recorder }
        runBlock(settings, animations, completion: completion) {
            settings.keyframes = nil
            recorder.addAnimations(settings: settings, mode: options.calculationMode)
        }
    }

    /// Inside `animateKeyframes`, records the changes `animations` makes as one keyframe from
    /// `frameStartTime` for `frameDuration`, both fractions of the whole duration.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let recorder = ViewAnimationSettings.current?.keyframes else {
            animations()
            return
        }
        let saved = recorder.window
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        recorder.window = (start, length)
        animations()
        recorder.window = saved
    }
}

/// The changes of a keyframe block, by layer and key, in order.
final class KeyframeRecorder {
    struct Change {
        let start: Double
        let length: Double
        let old: Any?
    }

    /// The window of the keyframe being recorded; the whole duration outside `addKeyframe`.
    var window: (start: Double, length: Double) = (0, 1)
    private var tracks: [(layer: CALayer, key: String, changes: [Change])] = []

    func record(layer: CALayer, key: String, old: Any?) {
        let change = Change(start: window.start, length: window.length, old: old)
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[index].changes.append(change)
        } else {
            tracks.append((layer, key, [change]))
        }
    }

    /// Adds one keyframe animation per recorded property: the old value until the first
    /// keyframe's start, each keyframe's value at its end, the model value last.
    func addAnimations(settings: ViewAnimationSettings, mode: CAAnimationCalculationMode) {
        for (layer, key, changes) in tracks {
            guard let final = LayerProperty.named(key)?.value(of: layer) else { continue }
            var times: [Double] = [0]
            var values: [Any] = [changes[0].old as Any]
            for (index, change) in changes.enumerated() {
                let target = index + 1 < changes.count ? changes[index + 1].old as Any : final
                if change.start > times[times.count - 1] {
                    times.append(change.start)
                    values.append(values[values.count - 1])
                }
                times.append(max(change.start + change.length, times[times.count - 1]))
                values.append(target)
            }
            if times[times.count - 1] < 1 {
                times.append(1)
                values.append(final)
            }
            let animation = CAKeyframeAnimation(keyPath: key)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = mode
            animation.timingFunction = settings.curve.timingFunction
            animation.duration = settings.duration
            if settings.delay > 0 {
                animation.beginTime = layer.convertTime(layer.currentMediaTime, from: nil) + settings.delay
                animation.fillMode = .backwards
            }
            if settings.options.contains(.repeat) || settings.repeatCount > 0 {
                animation.repeatCount = settings.repeatCount > 0 ? settings.repeatCount : .infinity
            }
            animation.autoreverses = settings.options.contains(.autoreverse)
            animation.blocksInteraction = !settings.options.contains(.allowUserInteraction)
            animation.redrawsContent = settings.options.contains(.allowAnimatedContent)
            layer.add(animation, forKey: key)
        }
        tracks = []
    }
}

/// The action of a change inside a keyframe block: records the change instead of animating it.
final class KeyframeCapture: CABasicAnimation {
    required init() {
        super.init()
        startsFromModelValue = true
    }

    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let recorder = ViewAnimationSettings.current?.keyframes else { return }
        recorder.record(layer: layer, key: event, old: fromValue)
    }
}
