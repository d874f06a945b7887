public import Foundation

/// How overlapping parts of a path decide what is inside.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number.
    case winding = 0
    /// Even-odd crossing count.
    case evenOdd = 1
}

/// The kind of a path element passed to `CGPath.applyWithBlock(_:)`.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path as `CGPath.applyWithBlock(_:)` reports it.
public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// Its points: one for move and line, two for quad curves, three for cubic curves.
    public var points: UnsafeMutablePointer<CGPoint>
}

/// A function that `CGPath.apply(info:function:)` calls with the caller's `info` pointer and
/// each element. Divergence from Apple: a Swift function type, not `@convention(c)` (Lamina's
/// `CGPathElement` is a Swift struct, which C cannot name); closures and functions pass as on
/// Apple platforms.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// An immutable graphics path: lines, curves and subpaths in its own coordinate space.
///
/// Elements with non-finite coordinates are ignored, as Core Graphics ignores them.
open class CGPath: Equatable, CustomStringConvertible {
    package var storage: PathStorage

    package init(storage: PathStorage) {
        self.storage = storage
    }

    /// Creates a path holding one rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var storage = PathStorage()
        storage.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(storage: storage)
    }

    /// Creates a path holding one ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var storage = PathStorage()
        storage.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(storage: storage)
    }

    /// Creates a rounded rectangle; corner sizes are clamped to half the rectangle's sides.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        var storage = PathStorage()
        storage.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(storage: storage)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The end point of the last element, or `.zero` for an empty path.
    public var currentPoint: CGPoint { storage.currentPoint ?? .zero }

    /// The box around every point of the path, control points included; null when empty.
    public var boundingBox: CGRect { storage.controlPointBounds }

    /// The tight box around the path's curves, control points excluded; null when empty.
    public var boundingBoxOfPath: CGRect { storage.tightBounds }

    /// Whether `point` lies inside the area the path fills under `rule`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        storage.applying(transform).contains(point, evenOdd: rule == .evenOdd)
    }

    /// Whether the path is exactly one rectangle (as made by `addRect`), and which.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        let e = storage.elements
        guard e.count == 5 || e.count == 4, case .move(let p0) = e[0], case .line(let p1) = e[1],
            case .line(let p2) = e[2], case .line(let p3) = e[3]
        else { return false }
        let axisAligned =
            (p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x)
            || (p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y)
        guard axisAligned else { return false }
        rect?.pointee = CGRect(x: p0.x, y: p0.y, width: p2.x - p0.x, height: p2.y - p0.y).standardized
        return true
    }

    /// Returns an immutable copy.
    public func copy() -> CGPath? { CGPath(storage: storage) }

    /// The path with its curves replaced by straight segments that stay within `threshold` of
    /// them (a non-finite or non-positive threshold counts as 0.5).
    public func flattened(threshold: CGFloat) -> CGPath {
        let tolerance = threshold.isFinite && threshold > 0 ? threshold : 0.5
        let flat = CGMutablePath()
        for subpath in storage.flattenedSubpaths(tolerance: tolerance) {
            guard let first = subpath.points.first else { continue }
            flat.move(to: first)
            var points = subpath.points.dropFirst()
            // A closed subpath repeats its first vertex; `closeSubpath` draws that segment.
            if subpath.isClosed, points.last == first { points = points.dropLast() }
            for point in points { flat.addLine(to: point) }
            if subpath.isClosed { flat.closeSubpath() }
        }
        return flat
    }

    /// Returns an immutable copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(storage: storage.applying(transform?.pointee ?? .identity))
    }

    /// Returns a mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(storage: storage) }

    /// Returns a mutable copy with every point mapped by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(storage: storage.applying(transform?.pointee ?? .identity))
    }

    /// Calls `block` once for each element, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for element in storage.elements {
            let type: CGPathElementType
            switch element {
            case .move: type = .moveToPoint
            case .line: type = .addLineToPoint
            case .quad: type = .addQuadCurveToPoint
            case .cubic: type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            for (index, point) in element.points.enumerated() { buffer[index] = point }
            var reported = CGPathElement(type: type, points: buffer)
            withUnsafePointer(to: &reported) { block($0) }
        }
    }

    /// Calls `function` once for each element, in order, passing `info` along: the C form of
    /// `applyWithBlock(_:)`.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Whether the two are equal.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.storage == rhs.storage }

    /// A description for debugging.
    public var description: String { "CGPath(\(storage.elements.count) elements)" }
}

/// A path that can be added to.
///
/// Every method takes an optional `transform` applied to its points before they are appended.
public final class CGMutablePath: CGPath {
    /// Creates an empty path.
    public init() {
        super.init(storage: PathStorage())
    }

    package override init(storage: PathStorage) {
        super.init(storage: storage)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.append(.line(point.applying(transform)))
    }

    /// Moves to the first point and adds lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        storage.append(.move(first.applying(transform)))
        for point in points.dropFirst() { storage.append(.line(point.applying(transform))) }
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        storage.append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        storage.append(
            .cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addRect(rect, transform: transform)
    }

    /// Adds one closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { storage.addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addEllipse(in: rect, transform: transform)
    }

    /// Adds a closed rounded rectangle.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        storage.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform)
    }

    /// Adds an arc of a circle, preceded by a line from the current point to its start.
    ///
    /// `clockwise` is clockwise in Core Graphics' default y-up space; in a flipped (UIKit) space
    /// it appears counter-clockwise, exactly as on Apple's platforms.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        storage.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: transform)
    }

    /// Adds an arc that sweeps `delta` radians from `startAngle`.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        storage.addRelativeArc(
            center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and from there to
    /// `tangent2End`, preceded by a line to the arc's start.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        storage.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// Appends another path's elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.storage.elements { storage.append(element.applying(transform)) }
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        storage.append(.close)
    }
}
