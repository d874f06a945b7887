import UIKit

/// Titles, captions and the text panel of the showcase.
enum ShowcaseText {
    static func drawTitle(_ text: String, in rect: CGRect) {
        text.draw(
            in: rect,
            withAttributes: [.font: UIFont.systemFont(ofSize: 17, weight: .bold), .foregroundColor: UIColor.white])
    }

    static func drawCaption(_ text: String, in rect: CGRect) {
        text.draw(
            in: rect,
            withAttributes: [
                .font: UIFont.systemFont(ofSize: 12, weight: .semibold), .foregroundColor: UIColor.secondaryLabel,
            ])
    }

    static func drawTextPanel(_ context: CGContext, _ r: CGRect) {
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        let rich = NSMutableAttributedString(
            string: "Pango and HarfBuzz: ", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        rich.append(
            NSAttributedString(
                string: "bold, ",
                attributes: [.font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.systemRed]))
        rich.append(
            NSAttributedString(
                string: "spaced",
                attributes: [
                    .font: UIFont.systemFont(ofSize: 14), .kern: 3, .underlineStyle: NSUnderlineStyle.single.rawValue,
                ]))
        rich.draw(in: CGRect(x: r.minX, y: r.minY, width: r.width, height: 40))
        "视图编程指南：窗口、视图与动画".draw(
            in: CGRect(x: r.minX, y: r.minY + 44, width: r.width, height: 60),
            withAttributes: [
                .font: UIFont.systemFont(ofSize: 18), .paragraphStyle: centered, .foregroundColor: UIColor.systemIndigo,
            ])
        let truncating = NSMutableParagraphStyle()
        truncating.lineBreakMode = .byTruncatingMiddle
        "A long line that is truncated in the middle to fit its rectangle".draw(
            in: CGRect(x: r.minX, y: r.maxY - 24, width: r.width, height: 20),
            withAttributes: [
                .font: UIFont.monospacedSystemFont(ofSize: 11, weight: .regular), .paragraphStyle: truncating,
            ])
    }
}
