import CoreGraphics
import QuartzCore

/// Views as coordinate spaces: a view converts to and from any `UICoordinateSpace`, screens
/// included, through its window's place on the screen.
extension UIView: ScreenAnchoredCoordinateSpace {
    /// The affine map from this view's coordinates to its screen's points: through the layers up
    /// to the root view, then the root's frame (a shown window's frame is in its screen's points).
    /// Under a perspective transform this is the map's affine approximation at the origin.
    package var transformToFixedSpace: CGAffineTransform {
        let root = rootView
        func onScreen(_ point: CGPoint) -> CGPoint {
            root.layer.convert(layer.convert(point, to: root.layer), to: nil)
        }
        let origin = onScreen(.zero)
        let x = onScreen(CGPoint(x: 1, y: 0))
        let y = onScreen(CGPoint(x: 0, y: 1))
        return CGAffineTransform(
            a: x.x - origin.x, b: x.y - origin.y, c: y.x - origin.x, d: y.y - origin.y, tx: origin.x, ty: origin.y)
    }

    /// Converts `point` from this view to `coordinateSpace` (another view, a screen's space…).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convertPoint(point, to: view) }
        return convertAnchored(point, to: coordinateSpace)
    }

    /// Converts `point` from `coordinateSpace` to this view.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convertPoint(point, from: view) }
        return convertAnchored(point, from: coordinateSpace)
    }

    /// Converts `rect` from this view to `coordinateSpace` (a bounding box).
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convertRect(rect, to: view) }
        return convertAnchored(rect, to: coordinateSpace)
    }

    /// Converts `rect` from `coordinateSpace` to this view (a bounding box).
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convertRect(rect, from: view) }
        return convertAnchored(rect, from: coordinateSpace)
    }
}
