public import CoreGraphics
public import Foundation

/// An object a layer asks for its contents, its layout and its actions.
///
/// Every method is optional, as in Objective-C: the protocol extension supplies what Core
/// Animation does when a delegate does not respond. Unlike Apple's protocol it refines `AnyObject`
/// rather than `NSObjectProtocol`, so any class can be a delegate; every iOS delegate still
/// conforms.
public protocol CALayerDelegate: AnyObject {
    /// Provides the layer's contents itself, usually by setting `contents`; without it the layer
    /// draws into its backing store through `draw(_:in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx`, a context flipped to the layer's coordinates and
    /// clipped to the area being redrawn.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called just before the layer draws, so the delegate can adjust it (for example its format).
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers; called from the layer's `layoutSublayers()`.
    func layoutSublayers(of layer: CALayer)
    /// Returns the action for `event`, `NSNull()` to stop the search, or nil to let the layer look further.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Draws the layer's backing store through `draw(_:in:)`, as a layer whose delegate does
    /// not implement `display(_:)` does.
    public func display(_ layer: CALayer) { layer.displayIntoBackingStore() }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Returns nil, letting the layer look further.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// An object that responds to a layer's events (property changes, insertion into a tree).
///
/// Actions are looked up by `CALayer.action(forKey:)` but Lamina runs none yet, so changes take
/// effect at once, as with `setDisableActions(true)`.
public protocol CAAction {
    /// Performs the action for `event` on `anObject`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` is the action that does nothing and stops the search, as in Core Animation.
extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
