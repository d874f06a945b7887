import CoreGraphics
import QuartzCore

/// Geometry: the view reads and writes its layer's geometry, and reacts to size changes as UIKit
/// does — the view and its superview lay out again, the subviews autoresize at once.
extension UIView {
    /// Gives a new view's layer its delegate, frame, scale and drawing setup.
    func configureNewLayer(frame: CGRect) {
        layer.adoptOwningDelegate(self)
        let scale = defaultContentScale()
        if scale != 1 { layer.contentsScale = scale }
        if frame.isFinite && frame != .zero { layer.frame = frame }
        scheduleFirstDisplayIfDrawing()
    }

    /// The content scale new views start with: the main screen's scale, as on iOS. (Lamina does
    /// not yet change it when the view's window moves to a screen of another scale; set
    /// `contentScaleFactor` for such views — see docs/Compatibility.md.)
    func defaultContentScale() -> CGFloat { ScreenRegistry.mainScreenScale }

    func setFrame(_ rect: CGRect) {
        guard rect.isFinite else { return }
        let oldSize = layer.bounds.size
        layer.frame = rect
        boundsSizeMayHaveChanged(from: oldSize)
        safeAreaMayHaveChanged(boundsChanged: true)
        autoLayoutGeometryDidChange()
    }

    func setCenter(_ point: CGPoint) {
        layer.position = point
        safeAreaMayHaveChanged(boundsChanged: false)
        autoLayoutGeometryDidChange()
    }

    func setBounds(_ rect: CGRect) {
        guard rect.isFinite else { return }
        let oldSize = layer.bounds.size
        layer.bounds = rect
        boundsSizeMayHaveChanged(from: oldSize)
        safeAreaMayHaveChanged(boundsChanged: true)
        autoLayoutGeometryDidChange()
    }

    func setTransform(_ t: CGAffineTransform) {
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else { return }
        layer.setAffineTransform(t)
        safeAreaMayHaveChanged(boundsChanged: false)
    }

    func setHidden(_ hidden: Bool) {
        guard hidden != layer.isHidden else { return }
        layer.isHidden = hidden
        (superviewStorage as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
    }

    func setAlpha(_ value: CGFloat) {
        guard !value.isNaN else { return }
        layer.opacity = Float(min(max(value, 0), 1))
    }

    /// After a size change through the view: the subviews autoresize now (UIKit applies
    /// autoresizing masks inside the setter). The layer has marked itself and, through
    /// `layerBoundsSizeDidChange(_:)`, the superview for layout.
    func boundsSizeMayHaveChanged(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        if let window = self as? UIWindow { window.windowTraitsMayHaveChanged() }
        if autoresizesSubviews && !subviewList.isEmpty {
            for subview in subviewList { subview.autoresize(oldSuperviewSize: oldSize, newSuperviewSize: newSize) }
        }
    }
}

extension UIView: OwningLayerDelegate {
    /// The layer's bounds changed size, through the view or on the layer itself: the superview
    /// lays out again, as in UIKit. Nonisolated like the other delegate methods; it reads only
    /// state that is safe to read from there.
    nonisolated package func layerBoundsSizeDidChange(_ layer: CALayer) {
        guard layer === layerStorage else { return }
        superviewStorage?.layerStorage.setNeedsLayout()
    }
}

extension CGRect {
    /// Whether every coordinate is a finite number.
    var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
