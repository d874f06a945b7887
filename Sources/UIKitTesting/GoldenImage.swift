public import CoreGraphics
import Foundation
public import Testing

/// Golden-image comparison for tests: an image is compared with a PNG kept beside the tests.
///
/// Two pixels match when every channel differs by at most `tolerance` (premultiplied 8-bit
/// values); the check passes when no more than `maximumDifferingPixels` pixels fail to match.
/// On failure the actual image and a difference image (red where pixels differ) are written next
/// to the golden as `NAME.actual.png` and `NAME.diff.png`. Set `LAMINA_BLESS=1` to write the
/// actual images as the new goldens instead of comparing.
public enum GoldenImage {
    /// The result of comparing two images.
    public struct Comparison: Equatable, Sendable {
        /// Pixels whose channels differ by more than the tolerance (all, when sizes differ).
        public var differingPixels: Int
        /// The largest channel difference seen.
        public var maximumChannelDifference: Int
        /// Whether the sizes matched.
        public var sameSize: Bool
    }

    /// Compares two images pixel by pixel.
    public static func compare(_ actual: CGImage, _ expected: CGImage, tolerance: Int) -> Comparison {
        guard actual.width == expected.width, actual.height == expected.height else {
            return Comparison(
                differingPixels: max(actual.width * actual.height, expected.width * expected.height),
                maximumChannelDifference: 255, sameSize: false)
        }
        var differing = 0
        var largest = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let difference = actual.pixel(x: x, y: y).maximumChannelDifference(to: expected.pixel(x: x, y: y))
                largest = max(largest, difference)
                if difference > tolerance { differing += 1 }
            }
        }
        return Comparison(differingPixels: differing, maximumChannelDifference: largest, sameSize: true)
    }

    /// The `Goldens` folder beside the calling test file.
    public static func directory(besides filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    /// Checks `image` against `directory/name.png`, recording a test issue when it differs.
    public static func check(
        _ image: CGImage, named name: String, in directory: URL, tolerance: Int = 2,
        maximumDifferingPixels: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let goldenURL = directory.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["LAMINA_BLESS"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            if let data = ImageCodec.encodePNG(image) { try? data.write(to: goldenURL) }
            return
        }
        guard let data = try? Data(contentsOf: goldenURL), let golden = ImageCodec.decodePNG(data) else {
            Issue.record(
                "No golden image at \(goldenURL.path); run the tests with LAMINA_BLESS=1 to create it",
                sourceLocation: sourceLocation)
            return
        }
        let result = compare(image, golden, tolerance: tolerance)
        guard result.differingPixels > maximumDifferingPixels else { return }
        let actualURL = directory.appendingPathComponent("\(name).actual.png")
        let diffURL = directory.appendingPathComponent("\(name).diff.png")
        if let data = ImageCodec.encodePNG(image) { try? data.write(to: actualURL) }
        if result.sameSize, let diff = differenceImage(image, golden, tolerance: tolerance),
            let data = ImageCodec.encodePNG(diff)
        {
            try? data.write(to: diffURL)
        }
        Issue.record(
            """
            Image differs from golden \(name): \(result.differingPixels) pixels beyond tolerance \(tolerance) \
            (allowed \(maximumDifferingPixels)), largest channel difference \(result.maximumChannelDifference), \
            sizes \(result.sameSize ? "equal" : "differ"). Wrote \(actualURL.lastPathComponent).
            """, sourceLocation: sourceLocation)
    }

    static func differenceImage(_ actual: CGImage, _ expected: CGImage, tolerance: Int) -> CGImage? {
        guard
            let context = CGContext(
                data: nil, width: actual.width, height: actual.height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: actual.width, height: actual.height))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        for y in 0..<actual.height {
            for x in 0..<actual.width
            where actual.pixel(x: x, y: y).maximumChannelDifference(to: expected.pixel(x: x, y: y)) > tolerance {
                context.fill(CGRect(x: x, y: actual.height - 1 - y, width: 1, height: 1))
            }
        }
        return context.makeImage()
    }
}
