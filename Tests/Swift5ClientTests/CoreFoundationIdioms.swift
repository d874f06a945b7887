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
