import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct LabelAttributedTextTests {
    @Test func assigningStyledTextSetsTheTextAndTheStyleAtItsStart() throws {
        let label = UILabel()
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let styled = NSMutableAttributedString(
            string: "Big small",
            attributes: [
                .font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.red, .paragraphStyle: style,
            ])
        styled.addAttribute(.font, value: UIFont.systemFont(ofSize: 10), range: NSRange(location: 4, length: 5))
        label.attributedText = styled
        #expect(label.text == "Big small")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 30))
        #expect(label.textColor == UIColor.red)
        #expect(label.textAlignment == .center)
        // The label keeps its own copy.
        styled.mutableString.setString("changed")
        #expect(label.attributedText?.string == "Big small")
        let small = try #require(label.attributedText).attributes(at: 5, effectiveRange: nil)[.font] as? UIFont
        #expect(small == UIFont.systemFont(ofSize: 10))
        // The size is the styled text's.
        let measured = try #require(label.attributedText).size()
        #expect(
            label.intrinsicContentSize
                == CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up)))
    }

    @Test func plainTextReplacesTheStyling() throws {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "A", attributes: [.kern: 5])
        label.text = "B"
        let plain = try #require(label.attributedText)
        #expect(plain.string == "B")
        #expect(plain.attributes(at: 0, effectiveRange: nil)[.kern] == nil)
        #expect(plain.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont == label.font)
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil && label.intrinsicContentSize == .zero)
    }

    @Test func styleAssignedAfterwardsRestylesTheWholeText() throws {
        let label = UILabel()
        let styled = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.red])
        styled.addAttribute(.foregroundColor, value: UIColor.green, range: NSRange(location: 1, length: 1))
        label.attributedText = styled
        label.textColor = .blue
        label.font = UIFont.systemFont(ofSize: 40)
        label.textAlignment = .right
        let text = try #require(label.attributedText)
        for index in 0..<2 {
            let attributes = text.attributes(at: index, effectiveRange: nil)
            #expect(attributes[.foregroundColor] as? UIColor == .blue)
            #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 40))
            #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .right)
        }
    }

    @Test func styledTextIsDrawnWithItsRunsAndTheLabelsDefaults() {
        HeadlessHost.run(size: CGSize(width: 160, height: 60)) { host in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
            label.backgroundColor = .white
            label.font = UIFont.systemFont(ofSize: 40)
            label.textColor = .blue
            // "█" in the label's blue, then one in red, outlined in green.
            let styled = NSMutableAttributedString(string: "██")
            styled.addAttributes(
                [.foregroundColor: UIColor.red, .strokeColor: UIColor.green, .strokeWidth: -10],
                range: NSRange(location: 1, length: 1))
            label.attributedText = styled
            host.show(label)
            host.renderFrame()
            let used = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
            let blockWidth = Int(used.width / 2)
            #expect(host.pixel(x: blockWidth / 2, y: 30) == PixelRGBA(0, 0, 255, 255))
            #expect(host.pixel(x: blockWidth + blockWidth / 2, y: 30) == PixelRGBA(255, 0, 0, 255))
            // The outline: 4 points wide, centred on the block's right edge.
            #expect(host.pixel(x: 2 * blockWidth, y: 30) == PixelRGBA(0, 255, 0, 255))
        }
    }
}
