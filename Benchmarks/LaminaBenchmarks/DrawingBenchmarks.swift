import CoreGraphics
import Foundation

/// Core Graphics drawing benchmarks.
enum DrawingBenchmarks {
    static func run(_ harness: Harness) {
        let native = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard
            let context = CGContext(
                data: nil, width: 1920, height: 1080, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: native)
        else { fatalError("cannot make a 1920×1080 bitmap") }

        var generator = LCG(state: 12345)
        let rects = (0..<10_000).map { _ in
            CGRect(
                x: Double(generator.next() % 1880), y: Double(generator.next() % 1040),
                width: Double(4 + generator.next() % 40), height: Double(4 + generator.next() % 40))
        }
        let colors = (0..<10_000).map { _ in
            CGColor(red: generator.unit(), green: generator.unit(), blue: generator.unit(), alpha: 1)
        }
        harness.measure("cg.fill_10k_rects_1080p", extra: ["rects": "10000"]) {
            for index in rects.indices {
                context.setFillColor(colors[index])
                context.fill(rects[index])
            }
        }
        let translucent = colors.map { $0.copy(alpha: 0.5)! }
        harness.measure("cg.fill_10k_translucent_rects_1080p", extra: ["rects": "10000"]) {
            for index in rects.indices {
                context.setFillColor(translucent[index])
                context.fill(rects[index])
            }
        }
        harness.measure("cg.fill_1k_ellipses_1080p", extra: ["ellipses": "1000"]) {
            for index in 0..<1000 {
                context.setFillColor(colors[index])
                context.fillEllipse(in: rects[index])
            }
        }
        let image = context.makeImage()!
        harness.measure("cg.draw_image_scaled_1080p") {
            context.interpolationQuality = .default
            context.draw(image, in: CGRect(x: -100, y: -100, width: 2120, height: 1280))
        }
    }
}
