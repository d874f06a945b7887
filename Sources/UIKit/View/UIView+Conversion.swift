import CoreGraphics
import QuartzCore

/// Conversion between views' coordinate spaces.
///
/// Within one tree the layers convert, through every transform, bounds origin and sublayer
/// transform on the way. Between two trees (two windows) a point leaves through its root's frame
/// (a window's frame is in its screen's coordinates) and enters through the other root's frame.
/// `nil` means the receiver's window, or its root view when it is in no window.
extension UIView {
    /// The view `nil` stands for: the window, else the root view.
    private var nilReference: UIView { findWindow() ?? rootView }

    func convertPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view ?? nilReference
        if target === self { return point }
        let root = rootView
        let targetRoot = target.rootView
        if root === targetRoot { return layer.convert(point, to: target.layer) }
        let inRoot = layer.convert(point, to: root.layer)
        let shared = root.layer.convert(inRoot, to: nil)
        let inTargetRoot = targetRoot.layer.convert(shared, from: nil)
        return target.layer.convert(inTargetRoot, from: targetRoot.layer)
    }

    func convertPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? nilReference).convertPoint(point, to: self)
    }

    func convertRect(_ rect: CGRect, to view: UIView?) -> CGRect {
        let target = view ?? nilReference
        if target === self { return rect }
        let root = rootView
        let targetRoot = target.rootView
        if root === targetRoot { return layer.convert(rect, to: target.layer) }
        let inRoot = layer.convert(rect, to: root.layer)
        let shared = root.layer.convert(inRoot, to: nil)
        let inTargetRoot = targetRoot.layer.convert(shared, from: nil)
        return target.layer.convert(inTargetRoot, from: targetRoot.layer)
    }

    func convertRect(_ rect: CGRect, from view: UIView?) -> CGRect {
        (view ?? nilReference).convertRect(rect, to: self)
    }
}
