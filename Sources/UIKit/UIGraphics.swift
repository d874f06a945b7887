public import CoreGraphics
import Foundation

/// The stack of current drawing contexts, one per thread, as UIKit keeps it.
///
/// It lives in the thread's dictionary rather than in a global: drawing on a background thread
/// never sees the main thread's context.
final class GraphicsContextStack {
    var contexts: [CGContext] = []
    /// Contexts begun with `UIGraphicsBeginImageContextWithOptions`, with their scales.
    var imageContexts: [(CGContext, CGFloat)] = []

    static var current: GraphicsContextStack {
        ThreadLocal.value("org.lamina.UIGraphicsContextStack") { GraphicsContextStack() }
    }
}

/// The context UIKit drawing goes to on this thread: the one `draw(_:)`, an image renderer or
/// `UIGraphicsPushContext(_:)` made current, or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.contexts.popLast()
}

extension CGContext {
    /// Creates the bitmap context UIKit draws into: native premultiplied pixels of
    /// `size × scale`, a CTM that flips to UIKit's top-left origin and scales points to pixels
    /// (so `ctm` reads `[s, 0, 0, −s, 0, h·s]` as on iOS), and shadows offset downwards.
    ///
    /// Returns nil when the size is empty, not finite, or beyond what a bitmap can hold.
    static func makeUIKitBitmap(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext? {
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0 else { return nil }
        let pixelWidth = Int((size.width * scale).rounded(.up))
        let pixelHeight = Int((size.height * scale).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
        let alpha: CGImageAlphaInfo = opaque ? .noneSkipFirst : .premultipliedFirst
        let info = CGBitmapInfo(rawValue: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        guard
            let context = CGContext(
                data: nil, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info.rawValue)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(pixelHeight))
        context.scaleBy(x: scale, y: -scale)
        context.shadowOffsetTransform = CGAffineTransform(scaleX: scale, y: scale)
        return context
    }
}
