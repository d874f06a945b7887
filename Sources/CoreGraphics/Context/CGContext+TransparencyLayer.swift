internal import CCairo
public import Foundation

/// Transparency layers, colour spaces of fills and strokes, and bitmap contexts that release
/// their memory.
extension CGContext {
    /// Starts a transparency layer: drawing goes into an offscreen group with alpha 1, no shadow
    /// and the normal blend mode, and `endTransparencyLayer()` composites the group with the alpha,
    /// shadow, blend mode and mask the state had here. `auxiliaryInfo` is ignored.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        saveGState()
        cairo_push_group(cr)
        transparencyLayers.append(savedStates.count)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        state.softMask = nil
    }

    /// Starts a transparency layer whose drawing is clipped to `rect` (in user space).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        clip(to: rect)
    }

    /// Ends the innermost transparency layer and composites it; an unbalanced call is ignored.
    public func endTransparencyLayer() {
        guard let depth = transparencyLayers.popLast() else { return }
        // States saved inside the layer and never restored are unwound first, so cairo's group
        // and the saved states stay paired.
        while savedStates.count > depth { restoreGState() }
        let group = cairo_pop_group(cr)!
        restoreGState()
        let alpha = state.alpha
        // cairo gives the group the user-space matrix of the pop; it is painted in device space.
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_pattern_set_matrix(group, &identity)
        perform { cr in
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source(cr, group)
            cairo_paint_with_alpha(cr, Double(alpha))
            cairo_restore(cr)
        }
        cairo_pattern_destroy(group)
    }

    /// Sets the colour space of fills; the fill colour becomes the space's black (opaque), as
    /// Core Graphics resets it.
    public func setFillColorSpace(_ space: CGColorSpace) {
        state.fillColor = Self.initialColor(in: space)
    }

    /// Sets the colour space of strokes; the stroke colour becomes the space's black (opaque).
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        state.strokeColor = Self.initialColor(in: space)
    }

    private static func initialColor(in space: CGColorSpace) -> CGColor {
        var components = [CGFloat](repeating: 0, count: space.numberOfComponents + 1)
        components[components.count - 1] = 1
        // Black is all ink in CMYK (the black ink); in RGB and gray, no light.
        if space.model == .cmyk { components[3] = 1 }
        return CGColor(colorSpace: space, components: components) ?? .black
    }

    /// Creates a bitmap context over `data` that calls `releaseCallback(releaseInfo, data)` when
    /// it goes away, as `CGBitmapContextCreateWithData` does (with nil `data` it owns its memory
    /// and calls nothing).
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32, releaseCallback: CGBitmapContextReleaseDataCallback?,
        releaseInfo: UnsafeMutableRawPointer?
    ) {
        self.init(
            data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
            space: space, bitmapInfo: bitmapInfo)
        if let data, let releaseCallback {
            let info = releaseInfo
            releaseClientData = { releaseCallback(info, data) }
        }
    }
}

/// The function a bitmap context calls to release its client memory: `(releaseInfo, data)`.
public typealias CGBitmapContextReleaseDataCallback =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
    Void
