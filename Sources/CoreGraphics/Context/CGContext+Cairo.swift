/// Access to the cairo context behind a `CGContext`, for Lamina's own renderers (the compositor's
/// `render(in:)` path). Not public: no C type leaves the package.
extension CGContext {
    /// Runs `body` with the `cairo_t` (as an opaque pointer) set up for the current CTM.
    ///
    /// Rules for `body`: it may change anything inside a `cairo_save`/`cairo_restore` pair of its
    /// own, must leave the cairo state as it found it, and draws in user space. Client memory in a
    /// converted pixel layout is brought up to date afterwards. Nothing runs while the CTM is
    /// singular.
    package func withCairoContext(_ body: (OpaquePointer) -> Void) {
        guard canDraw else { return }
        body(cr)
        didDraw()
    }

    /// The soft mask from `clip(to:mask:)` is not applied to `withCairoContext` drawing.
    package var hasSoftMask: Bool { state.softMask != nil }
}
