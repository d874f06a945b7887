// Calls to a layer class's own initializers through its vtable, as Core Animation's
// `[[cls alloc] init]` and `-initWithLayer:` do: the class's override when it has one, the
// inherited initializer when it inherits it, and Swift's "unimplemented initializer" stop when
// it declares designated initializers of its own but not this one (as Apple's runtime stops).
//
// Swift refuses `type.init()` on a metatype unless `init()` is `required`, and a required
// `init()` would break the iOS idiom of a layer subclass with its own designated initializers.
// Open classes keep every designated initializer in their vtable, so the runtime's
// `swift_lookUpClassMethod` finds the subclass's entry from `CALayer`'s method descriptors.
//
// The symbols below are `QuartzCore.CALayer`'s nominal type descriptor and the method
// descriptors of its allocating `init()` and `init(layer:)`; only QuartzCore includes this header,
// so they resolve against its own objects. `LayerInitializerTests` fails if a rename breaks them.
#ifndef LAMINA_RUNTIME_H
#define LAMINA_RUNTIME_H

extern const void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

extern const char lamina_CALayer_descriptor __asm__("$s10QuartzCore7CALayerCMn");
extern const char lamina_CALayer_init __asm__("$s10QuartzCore7CALayerCACycfCTq");
extern const char lamina_CALayer_initLayer __asm__("$s10QuartzCore7CALayerC5layerACyp_tcfCTq");

/// A new instance of the `CALayer` subclass whose metadata is `metadata`, through its `init()`;
/// returned retained (+1).
static inline void *lamina_layer_make(const void *metadata) {
    typedef __attribute__((swiftcall)) void *(*Initializer)(const void *__attribute__((swift_context)));
    Initializer initializer = (Initializer)swift_lookUpClassMethod(
        metadata, &lamina_CALayer_init, &lamina_CALayer_descriptor);
    return initializer(metadata);
}

/// A new instance of the `CALayer` subclass whose metadata is `metadata`, through its
/// `init(layer:)`; `layer` points at an initialized `Any`, which the initializer consumes.
/// Returned retained (+1).
static inline void *lamina_layer_make_copy(const void *metadata, void *layer) {
    typedef __attribute__((swiftcall)) void *(*Initializer)(void *, const void *__attribute__((swift_context)));
    Initializer initializer = (Initializer)swift_lookUpClassMethod(
        metadata, &lamina_CALayer_initLayer, &lamina_CALayer_descriptor);
    return initializer(layer, metadata);
}

#endif
