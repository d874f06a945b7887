import Foundation
import Testing
import UIKit
import UIKitTesting

/// Small images and helpers shared by the `Image*Tests` suites.
enum ImageTestSupport {
    /// Renders `size` points at `scale` with `draw` and returns the image.
    static func render(
        _ size: CGSize, scale: CGFloat = 1, opaque: Bool = false, _ draw: (CGContext) -> Void
    ) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return UIGraphicsImageRenderer(size: size, format: format).image { draw($0.cgContext) }
    }

    /// Fills `rect` with a colour given as 8-bit components.
    static func fill(_ context: CGContext, _ rect: CGRect, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        context.setFillColor(
            red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: CGFloat(a) / 255)
        context.fill(rect)
    }

    /// A bitmap whose every pixel has its own colour: red = 40·x + 10, green = 40·y + 10, blue 99.
    static func distinctPixels(width: Int, height: Int) -> CGImage {
        let image = render(CGSize(width: width, height: height)) { context in
            for y in 0..<height {
                for x in 0..<width {
                    fill(context, CGRect(x: x, y: y, width: 1, height: 1), UInt8(40 * x + 10), UInt8(40 * y + 10), 99)
                }
            }
        }
        return image.cgImage!
    }

    /// A 10×10 bitmap, red in its top half and blue in its bottom half.
    static func redOverBlue() -> UIImage {
        render(CGSize(width: 10, height: 10)) { context in
            fill(context, CGRect(x: 0, y: 0, width: 10, height: 5), 255, 0, 0)
            fill(context, CGRect(x: 0, y: 5, width: 10, height: 5), 0, 0, 255)
        }
    }

    /// A 12×12 button-like bitmap: 4-point corners each in its own colour, edges in other
    /// colours, a white middle with a dark dot at (5, 5) so stretching and tiling show.
    static func ninePartSource() -> UIImage {
        render(CGSize(width: 12, height: 12)) { context in
            fill(context, CGRect(x: 0, y: 0, width: 12, height: 12), 255, 255, 255)
            fill(context, CGRect(x: 4, y: 0, width: 4, height: 4), 0, 160, 0)
            fill(context, CGRect(x: 4, y: 8, width: 4, height: 4), 0, 160, 0)
            fill(context, CGRect(x: 0, y: 4, width: 4, height: 4), 0, 0, 200)
            fill(context, CGRect(x: 8, y: 4, width: 4, height: 4), 0, 0, 200)
            fill(context, CGRect(x: 0, y: 0, width: 4, height: 4), 220, 0, 0)
            fill(context, CGRect(x: 8, y: 0, width: 4, height: 4), 220, 180, 0)
            fill(context, CGRect(x: 0, y: 8, width: 4, height: 4), 120, 0, 160)
            fill(context, CGRect(x: 8, y: 8, width: 4, height: 4), 0, 160, 160)
            fill(context, CGRect(x: 5, y: 5, width: 1, height: 1), 40, 40, 40)
        }
    }

    /// A fresh empty directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
