internal import CLaminaRuntime

/// Layers made from a metatype the way Core Animation makes them: `[[cls alloc] init]` for a
/// view's layer, `-initWithLayer:` for a presentation copy. Swift lets a metatype call only
/// `required` initializers, and neither `init()` nor `init(layer:)` is required on Apple's
/// `CALayer`: iOS code overrides `init()` without `required`, and gives subclasses designated
/// initializers of their own. So the call goes through the class's vtable (`lamina_runtime.h`):
/// the class's own override runs, an inherited initializer runs as inherited, and a class that
/// declares designated initializers but not this one stops with Swift's "Use of unimplemented
/// initializer" — as it does on iOS, where the same class stops the same way.
extension CALayer {
    /// A new layer of `type`, made by its `init()`.
    package static func make(_ type: CALayer.Type) -> CALayer {
        // Lamina's own classes directly (the common case, and no runtime lookup).
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(CALayer.self): return CALayer()
        case ObjectIdentifier(CAShapeLayer.self): return CAShapeLayer()
        case ObjectIdentifier(CAGradientLayer.self): return CAGradientLayer()
        case ObjectIdentifier(CATextLayer.self): return CATextLayer()
        case ObjectIdentifier(CATransformLayer.self): return CATransformLayer()
        case ObjectIdentifier(CAScrollLayer.self): return CAScrollLayer()
        case ObjectIdentifier(CATiledLayer.self): return CATiledLayer()
        default: break
        }
        let metadata = unsafeBitCast(type as AnyClass, to: UnsafeRawPointer.self)
        return Unmanaged<CALayer>.fromOpaque(lamina_layer_make(metadata)).takeRetainedValue()
    }

    /// A new layer of `layer`'s class, made by its `init(layer:)` with `layer`.
    package static func makeCopy(of layer: CALayer) -> CALayer {
        // The copy is detached from its first property write (inside `init(layer:)`): it joins no
        // transaction. A layer an app makes with `init(layer:)` itself stays an ordinary layer.
        let making = CopyInProgress.slot.value
        making.depth += 1
        defer { making.depth -= 1 }
        switch ObjectIdentifier(type(of: layer)) {
        case ObjectIdentifier(CALayer.self): return CALayer(layer: layer)
        case ObjectIdentifier(CAShapeLayer.self): return CAShapeLayer(layer: layer)
        case ObjectIdentifier(CAGradientLayer.self): return CAGradientLayer(layer: layer)
        case ObjectIdentifier(CATextLayer.self): return CATextLayer(layer: layer)
        case ObjectIdentifier(CATransformLayer.self): return CATransformLayer(layer: layer)
        case ObjectIdentifier(CAScrollLayer.self): return CAScrollLayer(layer: layer)
        case ObjectIdentifier(CATiledLayer.self): return CATiledLayer(layer: layer)
        default: break
        }
        let metadata = unsafeBitCast(type(of: layer) as AnyClass, to: UnsafeRawPointer.self)
        let argument = UnsafeMutablePointer<Any>.allocate(capacity: 1)
        // The initializer takes the argument over (`@in`): it is not deinitialized here.
        argument.initialize(to: layer)
        defer { argument.deallocate() }
        let made = lamina_layer_make_copy(metadata, UnsafeMutableRawPointer(argument))
        return Unmanaged<CALayer>.fromOpaque(made!).takeRetainedValue()
    }
}

/// Whether this thread is inside `CALayer.makeCopy(of:)`: `init(layer:)` then detaches the layer it
/// makes before copying any value into it.
final class CopyInProgress {
    var depth = 0
    static let slot = ThreadLocal { CopyInProgress() }
}

extension CALayer {
    /// Makes the presentation copy: a layer of this class with this layer's model values, copied
    /// through the property table. It is a snapshot, never committed: it starts clean and joins
    /// no transaction.
    final func makePresentationCopy() -> CALayer {
        let copy = CALayer.makeCopy(of: self)
        copy.isDetachedCopy = true
        applyAnimations(to: copy)
        copy.dirt = LayerDirt()
        copy.modelLayer = self
        return copy
    }
}
