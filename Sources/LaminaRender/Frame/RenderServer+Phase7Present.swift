/// Phase 7, present, on the render side: the composited framebuffer and its damage go through
/// the present seam to the backend (a desktop window per screen, or nowhere when headless).
extension RenderServer {
    /// Phase 7: hands the framebuffer and the damage of every composite since the last present to
    /// the presenter.
    @discardableResult
    package func present() -> Bool {
        guard let presenter else { return false }
        let buffer = compositor.framebuffer
        presenter.present(
            PresentedFrame(
                width: buffer.width, height: buffer.height, bytesPerRow: buffer.stride,
                pixels: UnsafeRawBufferPointer(start: buffer.bytes, count: buffer.stride * buffer.height),
                damage: unpresentedDamage, sequence: lastReport.frameSequence, timestamp: lastReport.timestamp))
        unpresentedDamage = []
        lastReport.presented = true
        return true
    }
}
