internal import CCairo
public import Foundation

/// Colours, line settings, alpha, blend mode, antialiasing and interpolation.
extension CGContext {
    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets an RGB fill colour.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets an RGB stroke colour.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets a gray fill colour.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets a gray stroke colour.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the global alpha that multiplies everything drawn (clamped to 0...1; NaN is ignored).
    public func setAlpha(_ alpha: CGFloat) {
        guard !alpha.isNaN else { return }
        state.alpha = min(max(alpha, 0), 1)
    }

    /// Sets how drawing combines with the context's pixels.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Sets the stroke width in user-space units at the time of stroking.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        state.lineWidth = width
        cairo_set_line_width(cr, Double(width))
    }

    /// Sets how open subpaths end.
    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
    }

    /// Sets how segments join.
    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Sets the miter limit (default 10).
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit > 0 else { return }
        cairo_set_miter_limit(cr, Double(limit))
    }

    /// Sets the dash pattern; an empty `lengths` turns dashing off. Negative or non-finite
    /// lengths, lengths that are all zero, or lengths whose cycle overflows (a pattern of an odd
    /// count cycles every second repetition) are refused and leave lines solid, as Core Graphics
    /// does. Lengths below a trillionth of the pattern count as zero, and the phase is handed to
    /// cairo within one cycle: cairo loops forever on an infinite phase, which its own
    /// normalisation makes of a negative phase when the cycle overflows (as with
    /// `[1.8e308, 18, 5e-324]`).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let period = lengths.reduce(0, +)
        let cycle = Double(period) * (lengths.count.isMultiple(of: 2) ? 1 : 2)
        let valid =
            lengths.allSatisfy { $0.isFinite && $0 >= 0 } && cycle.isFinite && period > 0 && phase.isFinite
        guard valid else {
            cairo_set_dash(cr, nil, 0, 0)
            state.dash = nil
            return
        }
        let dashes = lengths.map { Double($0 < period * 1e-12 ? 0 : $0) }
        state.dash = DashPattern(lengths: dashes.map { CGFloat($0) })
        var start = Double(phase).truncatingRemainder(dividingBy: cycle)
        if start < 0 { start += cycle }
        dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), start) }
    }

    /// Sets the flatness (curve tolerance in device pixels).
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return }
        cairo_set_tolerance(cr, Double(min(flatness, 10)) * 0.1)
    }

    /// Turns antialiasing on or off (while `setAllowsAntialiasing(true)`).
    public func setShouldAntialias(_ value: Bool) {
        state.shouldAntialias = value
        applyAntialias()
    }

    /// Allows or forbids antialiasing altogether.
    public func setAllowsAntialiasing(_ value: Bool) {
        state.allowsAntialiasing = value
        applyAntialias()
    }

    /// How images are sampled when scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Sets a shadow of black at one-third alpha.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Sets the shadow drawn under everything that follows; a nil or clear colour turns it off.
    ///
    /// The offset and blur are in base space and ignore the CTM: in contexts Core Graphics creates
    /// positive heights move the shadow up, in contexts UIKit creates they move it down.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = GraphicsState.Shadow(offset: offset, blur: max(0, blur), color: color)
    }

    func applyAntialias() {
        let on = state.shouldAntialias && state.allowsAntialiasing
        cairo_set_antialias(cr, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
}

extension CGBlendMode {
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        // Cairo has no plus-darker; multiply is the nearest darkening operator (docs/Compatibility.md).
        case .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// Cairo applies these operators outside the drawn shape too; Core Graphics does not, so
    /// drawing with them is confined to the shape by a clip.
    var isUnboundedInCairo: Bool {
        switch self {
        case .sourceIn, .sourceOut, .destinationIn, .destinationAtop: true
        default: false
        }
    }
}
