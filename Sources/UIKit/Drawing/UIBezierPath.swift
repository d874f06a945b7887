public import CoreGraphics
import Foundation

/// Corners of a rectangle, in UIKit's top-left-origin coordinates.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a value from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves with its own stroke settings, drawn into UIKit's current context.
///
/// Angles and `clockwise` use UIKit's top-left-origin space: a clockwise arc looks clockwise on
/// screen (the opposite of `CGMutablePath`'s flag, as on iOS).
open class UIBezierPath: CustomStringConvertible {
    var storage = PathStorage()

    /// The stroke width in points (default 1).
    open var lineWidth: CGFloat = 1
    /// How open subpaths end.
    open var lineCapStyle: CGLineCap = .butt
    /// How segments join.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10
    /// The curve flatness (default 0.6).
    open var flatness: CGFloat = 0.6
    /// Whether filling and clipping use the even-odd rule.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Creates an empty path.
    public init() {}

    /// Creates a path from a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        storage = cgPath.storage
    }

    /// Creates a closed rectangle, starting at its top-left corner and running clockwise.
    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect, transform: .identity)
    }

    /// Creates a closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect, transform: .identity)
    }

    /// Creates a rectangle with circular corners of `cornerRadius`, clamped to half the shorter side.
    ///
    /// Differs from iOS, whose corners follow a continuous-curvature curve: these are circular arcs.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadius.isFinite ? cornerRadius : 0, min(r.width, r.height) / 2))
        storage.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius, transform: .identity)
    }

    /// Creates a rectangle with only `corners` rounded, each by an ellipse of `cornerRadii`
    /// (clamped to half the rectangle's sides).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let w = max(0, min(cornerRadii.width.isFinite ? cornerRadii.width : 0, r.width / 2))
        let h = max(0, min(cornerRadii.height.isFinite ? cornerRadii.height : 0, r.height / 2))
        let radius = CGSize(width: w, height: h)
        // Storage order is min-x/min-y, max-x/min-y, max-x/max-y, min-x/max-y: in UIKit's space
        // that is top-left, top-right, bottom-right, bottom-left.
        let order: [UIRectCorner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
        storage.addRoundedRect(
            in: r, radii: order.map { corners.contains($0) ? radius : .zero }, transform: .identity)
    }

    /// Creates an open arc of a circle.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path as an immutable Core Graphics path.
    open var cgPath: CGPath {
        get { CGPath(storage: storage) }
        set { storage = newValue.storage }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { storage.isEmpty }

    /// The box around all points, control points included.
    open var bounds: CGRect { storage.controlPointBounds }

    /// Where the path currently ends.
    open var currentPoint: CGPoint { storage.currentPoint ?? .zero }

    /// Starts a new subpath.
    open func move(to point: CGPoint) { storage.append(.move(point)) }

    /// Adds a straight line.
    open func addLine(to point: CGPoint) { storage.append(.line(point)) }

    /// Adds a cubic Bézier curve.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.append(.cubic(controlPoint1, controlPoint2, endPoint))
    }

    /// Adds a quadratic Bézier curve.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        storage.append(.quad(controlPoint, endPoint))
    }

    /// Adds an arc, with a line from the current point to its start when there is one.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        storage.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise,
            transform: .identity)
    }

    /// Closes the current subpath.
    open func close() { storage.append(.close) }

    /// Removes every element.
    open func removeAllPoints() { storage.removeAll() }

    /// Appends another path's elements.
    open func append(_ bezierPath: UIBezierPath) {
        bezierPath.storage.elements.forEach { storage.append($0) }
    }

    /// Returns the path with each subpath reversed.
    open func reversing() -> UIBezierPath {
        let path = copy()
        path.storage = storage.reversed()
        return path
    }

    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) {
        guard transform.isFinite else { return }
        storage = storage.applying(transform)
    }

    /// Whether `point` is inside the filled area (using the path's fill rule).
    open func contains(_ point: CGPoint) -> Bool {
        storage.contains(point, evenOdd: usesEvenOddFillRule)
    }

    /// Sets the dash pattern; `count` values are read from `pattern`, nil or 0 turns dashing off.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Reads the dash pattern: its count always, and values into `pattern` when given.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (index, value) in dashPattern.enumerated() { pattern[index] = value } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// Returns an independent copy with the same settings.
    open func copy() -> UIBezierPath {
        let path = UIBezierPath()
        path.storage = storage
        path.lineWidth = lineWidth
        path.lineCapStyle = lineCapStyle
        path.lineJoinStyle = lineJoinStyle
        path.miterLimit = miterLimit
        path.flatness = flatness
        path.usesEvenOddFillRule = usesEvenOddFillRule
        path.dashPattern = dashPattern
        path.dashPhase = dashPhase
        return path
    }

    // MARK: - Drawing into the current context
    //
    // Drawing a path into UIKit's current context; with no current context these do nothing.
    //
    // The path's own settings (line width, caps, joins, dashes, fill rule) apply only to the call:
    // the context's graphics state is left as it was.

    /// Fills the path with the context's fill colour.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Fills the path with the fill colour, `blendMode` and `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path with the context's stroke colour and the path's line settings.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyStrokeSettings(to: context)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path with `blendMode` and `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's interior (this one does persist).
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func applyStrokeSettings(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        var count = 0
        var phase: CGFloat = 0
        getLineDash(nil, count: &count, phase: &phase)
        if count > 0 {
            var pattern = [CGFloat](repeating: 0, count: count)
            getLineDash(&pattern, count: nil, phase: nil)
            context.setLineDash(phase: phase, lengths: pattern)
        }
    }

    open var description: String { "UIBezierPath(\(storage.elements.count) elements, bounds \(bounds))" }
}
