package import Foundation

/// The present seam (phase 7): where a render side hands its composited framebuffer.
///
/// The headless backend and the SDL backend implement it; the unit is one screen (on a desktop,
/// one window showing that screen's `UIWindow`s composited by level). It is called on the render
/// side's thread, after compositing, with the pixels still owned by the render side.
package protocol FramePresenter: AnyObject {
    /// Shows `frame`; its pixels are valid only during the call.
    func present(_ frame: PresentedFrame)
}

/// One composited framebuffer, lent to a presenter for the duration of `present(_:)`.
package struct PresentedFrame {
    /// The framebuffer's size in pixels.
    package let width: Int
    package let height: Int
    /// Bytes from one row to the next.
    package let bytesPerRow: Int
    /// Premultiplied 32-bit pixels, B, G, R, A in memory (cairo's ARGB32 on little-endian), row 0
    /// at the top.
    package let pixels: UnsafeRawBufferPointer
    /// The regions that changed since the previous present, in pixels; only they need copying.
    package let damage: [CGRect]
    /// The committed frame these pixels show.
    package let sequence: UInt64
    /// The media time the frame was composited at.
    package let timestamp: TimeInterval
}
