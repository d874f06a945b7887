public import CoreGraphics

/// Starts a bitmap image context and makes it current (the pre-renderer API).
///
/// A `scale` of 0 means the main screen's scale (read from `ScreenRegistry.mainScreenScale`, so
/// any thread may call this). An empty or impossible size leaves no context current, and the
/// matching calls then do nothing.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let effectiveScale = scale == 0 ? ScreenRegistry.mainScreenScale : scale
    guard let context = CGContext.makeFlippedBitmap(size: size, scale: effectiveScale, opaque: opaque) else { return }
    let stack = GraphicsContextStack.current
    stack.imageContexts.append((context, effectiveScale))
    stack.contexts.append(context)
}

/// Starts an image context at scale 1 with an alpha channel.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of the current image context, or nil when the current context is not one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.current
    guard let (context, scale) = stack.imageContexts.last, stack.contexts.last === context,
        let image = context.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context and makes the previous context current.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let (context, _) = stack.imageContexts.last, stack.contexts.last === context else { return }
    stack.imageContexts.removeLast()
    stack.contexts.removeLast()
}
