import CoreGraphics
public import Foundation

/// Drawing and measuring plain strings with attributes, as UIKit's `NSString` additions do.
///
/// Drawing goes to `UIGraphicsGetCurrentContext()` and is a no-op without one. Missing
/// attributes default to the system font at 12 points (DejaVu Sans here) in black.
extension NSString {
    /// The size the string takes drawn on unlimited lines (breaking only at newlines).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextDrawing.size(String(describing: self), runs: [], style: TextAttributes.style(attrs))
    }

    /// Draws the string with its top-left corner at `point`, breaking lines only at newlines.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(String(describing: self), runs: [], style: TextAttributes.style(attrs), at: point)
    }

    /// Draws the string wrapped to `rect`'s width; lines that do not fit its height are left out.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(String(describing: self), runs: [], style: TextAttributes.style(attrs), in: rect)
    }

    /// Draws the string in `rect` as `options` say (see `NSStringDrawingOptions`).
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        TextDrawing.draw(
            String(describing: self), runs: [], style: TextAttributes.style(attributes), with: rect, options: options,
            context: context)
    }

    /// The rectangle the string covers drawn with `draw(with:options:attributes:context:)`.
    ///
    /// A width or height that is zero, negative or not finite means unconstrained. Sizes are
    /// fractional; round them up before sizing views, as Apple advises.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        TextDrawing.boundingRect(
            String(describing: self), runs: [], style: TextAttributes.style(attributes), size: size, options: options,
            context: context)
    }
}

/// The same drawing and measuring on Swift strings, as UIKit offers them on iOS.
extension String {
    /// The size the string takes drawn on unlimited lines (breaking only at newlines).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextDrawing.size(self, runs: [], style: TextAttributes.style(attrs))
    }

    /// Draws the string with its top-left corner at `point`, breaking lines only at newlines.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(self, runs: [], style: TextAttributes.style(attrs), at: point)
    }

    /// Draws the string wrapped to `rect`'s width; lines that do not fit its height are left out.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(self, runs: [], style: TextAttributes.style(attrs), in: rect)
    }

    /// Draws the string in `rect` as `options` say (see `NSStringDrawingOptions`).
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        TextDrawing.draw(
            self, runs: [], style: TextAttributes.style(attributes), with: rect, options: options, context: context)
    }

    /// The rectangle the string covers drawn with `draw(with:options:attributes:context:)`.
    ///
    /// A width or height that is zero, negative or not finite means unconstrained.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        TextDrawing.boundingRect(
            self, runs: [], style: TextAttributes.style(attributes), size: size, options: options, context: context)
    }
}

/// Drawing and measuring attributed strings, as UIKit's `NSAttributedString` additions do.
extension NSAttributedString {
    /// The size the text takes drawn on unlimited lines (breaking only at newlines).
    public func size() -> CGSize {
        let (string, runs) = TextAttributes.runs(of: self)
        return TextDrawing.size(string, runs: runs, style: TextAttributes.defaultStyle)
    }

    /// Draws the text with its top-left corner at `point`, breaking lines only at newlines.
    public func draw(at point: CGPoint) {
        let (string, runs) = TextAttributes.runs(of: self)
        TextDrawing.draw(string, runs: runs, style: TextAttributes.defaultStyle, at: point)
    }

    /// Draws the text wrapped to `rect`'s width; lines that do not fit its height are left out.
    public func draw(in rect: CGRect) {
        let (string, runs) = TextAttributes.runs(of: self)
        TextDrawing.draw(string, runs: runs, style: TextAttributes.defaultStyle, in: rect)
    }

    /// Draws the text in `rect` as `options` say (see `NSStringDrawingOptions`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let (string, runs) = TextAttributes.runs(of: self)
        TextDrawing.draw(
            string, runs: runs, style: TextAttributes.defaultStyle, with: rect, options: options, context: context)
    }

    /// The rectangle the text covers drawn with `draw(with:options:context:)`.
    ///
    /// A width or height that is zero, negative or not finite means unconstrained.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let (string, runs) = TextAttributes.runs(of: self)
        return TextDrawing.boundingRect(
            string, runs: runs, style: TextAttributes.defaultStyle, size: size, options: options, context: context)
    }
}
