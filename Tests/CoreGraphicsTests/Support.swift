import CoreGraphics
import UIKitTesting

/// A native-layout bitmap context (premultiplied BGRA in memory), cleared to transparent.
func makeBitmap(_ width: Int, _ height: Int) -> CGContext {
    let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
    return CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
}

extension CGContext {
    /// The pixel at column x, row y (row 0 at the top of the bitmap).
    func pixelAt(_ x: Int, _ y: Int) -> PixelRGBA {
        makeImage()!.pixel(x: x, y: y)
    }
}

let red = PixelRGBA(255, 0, 0, 255)
let blue = PixelRGBA(0, 0, 255, 255)
let clear = PixelRGBA(0, 0, 0, 0)
