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
        let metadata = unsafeBitCast(type as AnyClass, to: UnsafeRawPointer.self)
        return Unmanaged<CALayer>.fromOpaque(lamina_layer_make(metadata)).takeRetainedValue()
    }

    /// A new layer of `layer`'s class, made by its `init(layer:)` with `layer`.
    package static func makeCopy(of layer: CALayer) -> CALayer {
        let metadata = unsafeBitCast(type(of: layer) as AnyClass, to: UnsafeRawPointer.self)
        let argument = UnsafeMutablePointer<Any>.allocate(capacity: 1)
        // The initializer takes the argument over (`@in`): it is not deinitialized here.
        argument.initialize(to: layer)
        defer { argument.deallocate() }
        let made = lamina_layer_make_copy(metadata, UnsafeMutableRawPointer(argument))
        return Unmanaged<CALayer>.fromOpaque(made!).takeRetainedValue()
    }
}
