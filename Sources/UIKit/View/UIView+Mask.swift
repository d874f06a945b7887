import QuartzCore

/// Mask views: `UIView.mask` sets the layer's `mask` to the mask view's layer.
extension UIView {
    /// Makes `newMask` the mask. A view with a superview is taken out of it first (a mask is
    /// outside the view hierarchy, and its layer cannot be both a sublayer and a mask); a view
    /// that is this view or one of its ancestors is refused, as the layer refuses it.
    func setMask(_ newMask: UIView?) {
        guard newMask !== maskStorage else { return }
        if let newMask {
            guard newMask !== self, !isDescendant(of: newMask) else { return }
            if newMask.superview != nil { newMask.removeFromSuperview() }
            if let owner = newMask.maskOwner, owner !== self { owner.mask = nil }
        }
        maskStorage?.maskOwner = nil
        maskStorage = newMask
        newMask?.maskOwner = self
        layer.mask = newMask?.layer
    }
}
