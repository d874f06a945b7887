import Foundation

/// Colour rendering that Lamina's contexts have no counterpart for: every context draws 8-bit
/// sRGB (cairo), with no colour conversion between spaces and no extended dynamic range.
extension CGContext {
    /// Sets how colours are mapped into the context's space. Lamina converts no colours between
    /// spaces (every RGB space draws as sRGB), so there is nothing for an intent to change.
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {}

    /// Asks the context to keep content up to `headroom` times brighter than standard white;
    /// returns whether it did: false, as Lamina's contexts hold standard-range 8-bit components.
    @discardableResult
    public func setEDRTargetHeadroom(_ headroom: Float) -> Bool { false }
}
