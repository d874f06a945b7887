public import Foundation

/// A frame of reference on a screen that points and rectangles can be converted to and from.
///
/// Screens provide two (`UIScreen.coordinateSpace`, `UIScreen.fixedCoordinateSpace`); every view
/// is one too (`UIView+CoordinateSpace.swift`). A type adopting it converts to and from screen spaces itself: screen
/// spaces hand conversions with spaces they do not know to the other space (`convert(_:from:)`
/// for `convert(_:to:)` and the reverse), so an adopter must not hand them back.
///
/// Lamina's screens are not arranged relative to one another: the fixed spaces of all screens
/// share their origin, so converting between two screens' spaces keeps the point (in points).
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounding rectangle, in its own coordinates.
    var bounds: CGRect { get }

    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// A coordinate space tied to a screen by an affine transform into that screen's fixed space.
///
/// Screen spaces adopt it, and views do through their window's place on the screen. Two anchored spaces convert
/// through the fixed spaces, which all screens share (see `UICoordinateSpace`).
@MainActor
package protocol ScreenAnchoredCoordinateSpace: UICoordinateSpace {
    /// Maps this space's coordinates to its screen's fixed space.
    var transformToFixedSpace: CGAffineTransform { get }
}

extension ScreenAnchoredCoordinateSpace {
    /// `point` mapped from this space into `other`, or nil when `other` is not anchored.
    func anchoredConvert(_ point: CGPoint, to other: any UICoordinateSpace) -> CGPoint? {
        guard let other = other as? any ScreenAnchoredCoordinateSpace else { return nil }
        return point.applying(transformToFixedSpace.concatenating(other.transformToFixedSpace.inverted()))
    }

    /// `rect` mapped from this space into `other` (the bounding box of its corners), or nil when
    /// `other` is not anchored.
    func anchoredConvert(_ rect: CGRect, to other: any UICoordinateSpace) -> CGRect? {
        guard let other = other as? any ScreenAnchoredCoordinateSpace else { return nil }
        return rect.applying(transformToFixedSpace.concatenating(other.transformToFixedSpace.inverted()))
    }

    /// Converts `point` from this space to `coordinateSpace`.
    package func convertAnchored(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        anchoredConvert(point, to: coordinateSpace) ?? coordinateSpace.convert(point, from: self)
    }

    /// Converts `point` from `coordinateSpace` to this space.
    package func convertAnchored(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        guard let anchored = coordinateSpace as? any ScreenAnchoredCoordinateSpace else {
            return coordinateSpace.convert(point, to: self)
        }
        return anchored.anchoredConvert(point, to: self) ?? point
    }

    /// Converts `rect` from this space to `coordinateSpace`.
    package func convertAnchored(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        anchoredConvert(rect, to: coordinateSpace) ?? coordinateSpace.convert(rect, from: self)
    }

    /// Converts `rect` from `coordinateSpace` to this space.
    package func convertAnchored(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let anchored = coordinateSpace as? any ScreenAnchoredCoordinateSpace else {
            return coordinateSpace.convert(rect, to: self)
        }
        return anchored.anchoredConvert(rect, to: self) ?? rect
    }
}

extension UIScreen: ScreenAnchoredCoordinateSpace {
    /// The screen's current space is its fixed space until interface rotation exists.
    package var transformToFixedSpace: CGAffineTransform { .identity }

    /// Converts `point` from the screen's current space to `coordinateSpace`.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertAnchored(point, to: coordinateSpace)
    }

    /// Converts `point` from `coordinateSpace` to the screen's current space.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertAnchored(point, from: coordinateSpace)
    }

    /// Converts `rect` from the screen's current space to `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertAnchored(rect, to: coordinateSpace)
    }

    /// Converts `rect` from `coordinateSpace` to the screen's current space.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertAnchored(rect, from: coordinateSpace)
    }
}

/// A screen's fixed coordinate space: its native orientation, in points.
final class FixedScreenCoordinateSpace: ScreenAnchoredCoordinateSpace {
    /// The screen; unowned because the screen owns this space.
    unowned let screen: UIScreen

    init(screen: UIScreen) { self.screen = screen }

    /// The screen's bounds in its native orientation: without interface rotation, `screen.bounds`.
    var bounds: CGRect { screen.bounds }

    var transformToFixedSpace: CGAffineTransform { .identity }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertAnchored(point, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertAnchored(point, from: coordinateSpace)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertAnchored(rect, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertAnchored(rect, from: coordinateSpace)
    }
}
