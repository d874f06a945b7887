import CoreGraphics
import Foundation
import QuartzCore

extension UIView {
    /// The motion effects applied to the view, in the order they were added.
    public var motionEffects: [UIMotionEffect] {
        get { attachments.motionEffects }
        set {
            attachments.motionEffects = newValue
            ApplicationContext.current.motionEffectsDidChange(on: self)
        }
    }

    /// Starts applying `effect` to the view; an effect already applied here is not added twice.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !attachments.motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.append(effect)
    }

    /// Stops applying `effect`; an effect not applied here is ignored.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        guard attachments.motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.removeAll { $0 === effect }
    }

    /// The prefix of the keys of the animations that carry motion effects' values on the layer.
    static let motionEffectAnimationPrefix = "UIMotionEffect."

    /// Shows the effects' values for `viewerOffset` (nil: none) on screen: each value is a frozen
    /// additive animation of the layer, so the model keeps its values, as in UIKit, and a still
    /// viewer costs no frames. Values whose key path names no animatable property are ignored.
    func applyMotionEffects(viewerOffset: UIOffset?) {
        var values: [String: Any] = [:]
        if let viewerOffset,
            let merged = MotionValue.merge(
                attachments.motionEffects.map { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) })
        {
            for (keyPath, value) in merged {
                if let (layerPath, layerValue) = Self.layerKeyPath(forViewKeyPath: keyPath, value: value) {
                    values[layerPath] = layerValue
                }
            }
        }
        let prefix = Self.motionEffectAnimationPrefix
        for key in layer.animationKeys() ?? []
        where key.hasPrefix(prefix) && values[String(key.dropFirst(prefix.count))] == nil {
            layer.removeAnimation(forKey: key)
        }
        for (path, value) in values.sorted(by: { $0.key < $1.key }) {
            let animation = CABasicAnimation(keyPath: path)
            animation.fromValue = value
            animation.toValue = value
            animation.isAdditive = true
            animation.speed = 0
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: prefix + path)
        }
    }

    /// The layer's key path and value for a view key path an effect names: `center` (and its
    /// `.x`, `.y`) is the layer's `position`, `alpha` its `opacity`, `transform` (an affine
    /// transform) its `transform`, `bounds…` the same, and `layer.…` the layer's own key path.
    static func layerKeyPath(forViewKeyPath keyPath: String, value: Any) -> (String, Any)? {
        switch keyPath {
        case "center", "center.x", "center.y": return ("position" + keyPath.dropFirst("center".count), value)
        case "alpha": return ("opacity", value)
        case "transform":
            guard let affine = value as? CGAffineTransform else { return nil }
            return ("transform", CATransform3DMakeAffineTransform(affine))
        case _ where keyPath == "bounds" || keyPath.hasPrefix("bounds."): return (keyPath, value)
        case _ where keyPath.hasPrefix("layer.") && keyPath.count > "layer.".count:
            return (String(keyPath.dropFirst("layer.".count)), value)
        default: return nil
        }
    }
}

/// A view with motion effects, held weakly by the application context that applies them.
struct MotionEffectTarget {
    weak var view: UIView?
}

extension ApplicationContext {
    /// Notes that `view`'s effects changed: it is applied at the end of the turn.
    func motionEffectsDidChange(on view: UIView) {
        if !motionEffectTargets.contains(where: { $0.view === view }) {
            motionEffectTargets.append(MotionEffectTarget(view: view))
        }
        motionEffectsNeedUpdate = true
    }

    /// Applies the viewer offset to every view with motion effects (or effects that had them) in
    /// a window, and takes the values away from views outside windows, when anything changed
    /// this turn. Runs at the end of the turn, before the commit.
    func runMotionEffectUpdates() {
        guard motionEffectsNeedUpdate else { return }
        motionEffectsNeedUpdate = false
        motionEffectTargets.removeAll { $0.view == nil }
        let offset = accessibilitySettings.isReduceMotionEnabled ? nil : viewerOffset
        for target in motionEffectTargets {
            guard let view = target.view else { continue }
            view.applyMotionEffects(viewerOffset: view.window == nil ? nil : offset)
        }
        motionEffectTargets.removeAll { $0.view?.motionEffects.isEmpty ?? true }
    }
}
