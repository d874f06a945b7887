import CoreGraphics
import Foundation

/// UIKit's string drawing and measuring, shared by `String`, `NSString` and
/// `NSAttributedString`.
enum TextDrawing {
    /// Unconstrained size: lines break only at newlines.
    static func size(_ string: String, runs: [TextRun], style: TextStyle) -> CGSize {
        TextLayout(string: string, runs: runs, defaultStyle: style).size
    }

    /// Draws unconstrained with the top-left corner at `point`.
    static func draw(_ string: String, runs: [TextRun], style: TextStyle, at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.draw(TextLayout(string: string, runs: runs, defaultStyle: style), at: point)
    }

    /// Draws wrapped to the rectangle's width, showing only the lines that fit its height.
    ///
    /// An empty rectangle, one with a negative side, or one not finite draws nothing.
    static func draw(_ string: String, runs: [TextRun], style: TextStyle, in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), isDrawable(rect) else { return }
        let constraints = TextConstraints(width: rect.width, maximumHeight: rect.height)
        context.draw(
            TextLayout(string: string, runs: runs, defaultStyle: style, constraints: constraints), at: rect.origin)
    }

    /// Lays out as `draw(with:options:)` and `boundingRect(with:options:)` do, returning the
    /// layout and where its top-left corner goes relative to the rectangle's origin.
    static func layout(
        _ string: String, runs: [TextRun], style: TextStyle, size: CGSize, options: NSStringDrawingOptions
    ) -> (TextLayout, CGPoint) {
        let truncates = options.contains(.truncatesLastVisibleLine)
        guard options.contains(.usesLineFragmentOrigin) else {
            // One line whose baseline sits on the origin.
            let constraints = TextConstraints(maximumLines: 1, truncatesLastVisibleLine: truncates)
            let layout = TextLayout(string: string, runs: runs, defaultStyle: style, constraints: constraints)
            return (layout, CGPoint(x: 0, y: -layout.firstBaseline))
        }
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        let height = size.height.isFinite && size.height > 0 ? size.height : nil
        let constraints = TextConstraints(width: width, maximumHeight: height, truncatesLastVisibleLine: truncates)
        return (TextLayout(string: string, runs: runs, defaultStyle: style, constraints: constraints), .zero)
    }

    /// The rectangle `draw(with:options:)` would cover, relative to its rectangle's origin.
    static func boundingRect(
        _ string: String, runs: [TextRun], style: TextStyle, size: CGSize, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let (layout, offset) = layout(string, runs: runs, style: style, size: size, options: options)
        let rect = CGRect(origin: offset, size: layout.size)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }

    /// Draws as `draw(with:options:context:)` does.
    static func draw(
        _ string: String, runs: [TextRun], style: TextStyle, with rect: CGRect, options: NSStringDrawingOptions,
        context drawingContext: NSStringDrawingContext?
    ) {
        guard let context = UIGraphicsGetCurrentContext(), rect.origin.x.isFinite, rect.origin.y.isFinite else {
            return
        }
        let (layout, offset) = layout(string, runs: runs, style: style, size: rect.size, options: options)
        drawingContext?.totalBounds = CGRect(origin: offset, size: layout.size)
        drawingContext?.actualScaleFactor = 1
        context.draw(layout, at: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y))
    }

    private static func isDrawable(_ rect: CGRect) -> Bool {
        // The raw size: a rectangle with a negative side is empty here, not standardized.
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
            && rect.size.width > 0 && rect.size.height > 0
    }
}
