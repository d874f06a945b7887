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

    static var current: GraphicsContextStack { slot.value }

    private static let slot = ThreadLocal { GraphicsContextStack() }
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
