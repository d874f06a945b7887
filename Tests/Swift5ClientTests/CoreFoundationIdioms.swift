// Core Foundation and Darwin names as iOS code spells them, in the Swift 5 language mode.
import QuartzCore
import UIKit

/// A view that paints a vertical gradient from a `CFArray` of colours.
final class FadeView: UIView {
    var top = UIColor.red
    var bottom = UIColor.blue

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [top.cgColor, bottom.cgColor] as CFArray
        let locations: [CGFloat] = [0, 1]
        guard
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations)
        else { return }
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: bounds.height), options: [])
    }
}

/// Reads one pixel's bytes through the image's data provider, the usual iOS way.
func rgbaBytes(of image: CGImage, x: Int, y: Int) -> [UInt8] {
    guard let provider = image.dataProvider, let data = provider.data else { return [] }
    let bytes: UnsafePointer<UInt8> = CFDataGetBytePtr(data)
    let length = CFDataGetLength(data)
    let offset = y * image.bytesPerRow + x * image.bitsPerPixel / 8
    guard offset + 4 <= length else { return [] }
    return (0..<4).map { bytes[offset + $0] }
}

/// One pixel's red, green, blue and alpha, read through `CFDataGetBytePtr` in the order the
/// image's bitmap info gives (32-bit pixels), as colour pickers do.
func pixelComponents(of image: CGImage, x: Int, y: Int) -> [UInt8] {
    let bytes = rgbaBytes(of: image, x: x, y: y)
    guard bytes.count == 4, image.bitsPerPixel == 32 else { return [] }
    let byteOrder = image.bitmapInfo.intersection(.byteOrderMask)
    let word = byteOrder == .byteOrder32Little ? bytes.reversed() : bytes
    switch image.alphaInfo {
    case .premultipliedFirst, .first, .noneSkipFirst: return [word[1], word[2], word[3], word[0]]
    case .premultipliedLast, .last, .noneSkipLast: return word
    default: return []
    }
}

/// An endless spin, as layer code writes it.
func makeSpin() -> CABasicAnimation {
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0
    spin.toValue = CGFloat.pi * 2  // `M_PI` compiles too, deprecated as on Apple platforms
    spin.duration = 1
    spin.repeatCount = HUGE
    return spin
}

/// Time stamps in Core Foundation's names.
func elapsed(since start: CFAbsoluteTime) -> CFTimeInterval {
    CFAbsoluteTimeGetCurrent() - start
}

/// A dictionary and a string passed as CF values.
func describe(_ options: CFDictionary, _ key: CFString) -> String {
    "\(CFArrayGetCount([1, 2, 3] as CFArray)) \((options as NSDictionary).count) \(key as String)"
}
