internal import CCairo
public import Foundation

/// A Quartz 2-D drawing destination, drawn with cairo.
///
/// Coordinates follow Core Graphics: a context's own space has its origin at the bottom left and
/// y growing upwards; contexts UIKit makes (image renderers, view drawing) concatenate a flip, so
/// their `ctm` reads `[s, 0, 0, −s, 0, h·s]` exactly as on iOS. Drawing a `CGImage` directly into
/// a flipped context therefore shows it upside down, as it does on Apple's platforms.
///
/// Invalid numbers never reach cairo: transforms that are not finite are ignored, a singular
/// transform makes drawing a no-op until the state is restored, and path elements with NaN or
/// infinite coordinates are dropped.
public final class CGContext {
    /// Cairo's drawing state; owned by this context.
    let cr: OpaquePointer
    let surface: OpaquePointer
    /// Maps the context's base space (Core Graphics' default user space) to cairo's device pixels.
    let baseTransform: CGAffineTransform
    /// Maps a shadow offset to a device-pixel displacement: y-up for Core Graphics contexts,
    /// y-down (and scaled) for contexts UIKit creates, as Apple documents.
    package var shadowOffsetTransform: CGAffineTransform
    /// How many drawing operations reached the target; layers use it to tell a `draw(in:)` that
    /// drew nothing (so they need no backing store) from one that drew.
    package internal(set) var drawingOperationCount = 0

    var state = GraphicsState()
    var savedStates: [GraphicsState] = []
    /// The current path in base space (Core Graphics keeps it in device space, so later CTM changes
    /// do not move it).
    var currentPath = PathStorage()
    let target: Target
    /// Whether client memory in a converted layout is refreshed after every drawing call.
    var eagerSync = false

    enum Target {
        case bitmap(BitmapTarget)
        case pdf(PDFTarget)
    }

    init(surface: OpaquePointer, baseTransform: CGAffineTransform, target: Target) {
        self.surface = surface
        self.cr = cairo_create(surface)
        self.baseTransform = baseTransform
        self.shadowOffsetTransform = CGAffineTransform(scaleX: 1, y: -1)
        self.target = target
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        // Tolerance well under a device pixel keeps curves smooth at every scale.
        cairo_set_tolerance(cr, 0.05)
        cairo_set_line_width(cr, 1)
        cairo_set_miter_limit(cr, 10)
        applyMatrix()
    }

    /// The user space pattern colours tile in, as a transform from the default user space: the
    /// default user space itself, or for UIKit's flipped bitmaps their top-left, point-sized space.
    package var patternSpace = CGAffineTransform.identity
    /// Open transparency layers, innermost last: for each, the count of saved states just after
    /// its own save (a restore may not go below it while the layer is open).
    var transparencyLayers: [Int] = []
    /// A bitmap context's release callback for its client memory, run when the context goes.
    var releaseClientData: (() -> Void)?

    deinit {
        cairo_destroy(cr)
        if case .pdf(let pdf) = target { pdf.finish(surface) }
        cairo_surface_destroy(surface)
        releaseClientData?()
    }

    // MARK: - Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colours, line settings, shadow, alpha...).
    public func saveGState() {
        cairo_save(cr)
        savedStates.append(state)
    }

    /// Pops the graphics state; an unbalanced call is ignored.
    public func restoreGState() {
        // Inside a transparency layer, states saved before it are restored only by its end.
        guard savedStates.count > (transparencyLayers.last ?? 0), let saved = savedStates.popLast() else { return }
        cairo_restore(cr)
        state = saved
        applyMatrix()
    }

    // MARK: - Current transformation matrix

    /// The current transformation matrix: user space to the context's base space.
    public var ctm: CGAffineTransform { state.ctm }

    /// Appends `transform` to the CTM (it applies to user coordinates first).
    public func concatenate(_ transform: CGAffineTransform) {
        guard transform.isFinite else {
            Diagnostics.ignored("CGContext transform \(transform)")
            return
        }
        state.ctm = transform.concatenating(state.ctm)
        applyMatrix()
    }

    /// Moves the user-space origin.
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// The transform from user space to device pixels.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm.concatenating(baseTransform) }

    /// Maps a point from user space to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint {
        point.applying(userSpaceToDeviceSpaceTransform)
    }

    /// Maps a point from device space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        point.applying(userSpaceToDeviceSpaceTransform.inverted())
    }

    /// Maps a rectangle from user space to device space (as a bounding box).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect {
        rect.applying(userSpaceToDeviceSpaceTransform)
    }

    /// Maps a rectangle from device space to user space (as a bounding box).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect {
        rect.applying(userSpaceToDeviceSpaceTransform.inverted())
    }

    /// Whether the CTM can be used: a singular CTM makes every drawing call a no-op, and so does
    /// one whose inverse is not finite (a determinant among the subnormals, or a translation that
    /// overflows when inverted). Cairo takes such a matrix, but its dasher and stroker map device
    /// lengths back to user space through the inverse: infinities there make a dashed stroke run
    /// for minutes.
    var canDraw: Bool { userSpaceToDeviceSpaceTransform.isCairoInvertible }

    /// Hands the CTM to cairo, which refuses singular matrices (it would stop drawing for good).
    func applyMatrix() {
        guard canDraw else { return }
        var matrix = cairoMatrix(userSpaceToDeviceSpaceTransform)
        cairo_set_matrix(cr, &matrix)
    }

    func setBaseMatrix() {
        var matrix = cairoMatrix(baseTransform)
        cairo_set_matrix(cr, &matrix)
    }
}

func cairoMatrix(_ t: CGAffineTransform) -> cairo_matrix_t {
    cairo_matrix_t(
        xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
}

/// The parts of Core Graphics' graphics state that cairo does not keep for us.
///
/// Cairo's own `cairo_save`/`cairo_restore` keep the clip and the line settings; this value keeps
/// the rest and is saved and restored alongside.
struct GraphicsState {
    var ctm = CGAffineTransform.identity
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadow: Shadow?
    var interpolationQuality = CGInterpolationQuality.default
    var shouldAntialias = true
    var allowsAntialiasing = true
    var lineWidth: CGFloat = 1
    /// The offset of pattern space from the default user space (`setPatternPhase`).
    var patternPhase = CGSize.zero
    /// The dash pattern cairo was given (user space), or nil for solid lines; kept here too so a
    /// stroke can count its dashes before cairo makes them (`CGContext+Dash.swift`).
    var dash: DashPattern?
    /// Coverage from `clip(to:mask:)` in device pixels, or nil; never mutated once stored.
    var softMask: PixelBuffer?
    /// How text is painted (`setTextDrawingMode`); restored with the rest of the state.
    var textDrawingMode = CGTextDrawingMode.fill

    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }
}
