import CoreGraphics
import UIKit

/// Text benchmarks: 1,000 short labels into a 1920×1080 bitmap, laid out fresh each time and
/// drawn from cached layouts.
enum TextBenchmarks {
    static func run(_ harness: Harness) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let labels = (0..<1000).map { "Label \($0)" }
        let origins = (0..<1000).map { CGPoint(x: Double($0 % 20) * 95 + 4, y: Double($0 / 20) * 21 + 4) }
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.darkGray,
        ]
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1920, height: 1080), format: format)
        _ = renderer.image { context in
            harness.measure("text.draw_1k_labels_fresh", extra: ["labels": "1000"]) {
                for index in labels.indices {
                    labels[index].draw(at: origins[index], withAttributes: attributes)
                }
            }
            let style = TextStyle(
                font: TextFont(family: TextFont.systemFamily, pointSize: 15), foregroundColor: UIColor.darkGray.cgColor)
            let layouts = labels.map { TextLayout(string: $0, runs: [], defaultStyle: style) }
            harness.measure("text.draw_1k_labels_cached", extra: ["labels": "1000"]) {
                for index in layouts.indices {
                    context.cgContext.draw(layouts[index], at: origins[index])
                }
            }
            harness.measure("text.measure_1k_labels", extra: ["labels": "1000"]) {
                for label in labels {
                    _ = label.size(withAttributes: attributes)
                }
            }
        }
    }
}
