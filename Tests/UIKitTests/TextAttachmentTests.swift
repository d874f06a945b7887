import Foundation
import Testing
import UIKit
import UIKitTesting

/// Images set in text with `NSTextAttachment`.
@Suite struct TextAttachmentTests {
    let font = UIFont.systemFont(ofSize: 20)

    func square(_ size: CGSize = CGSize(width: 20, height: 20)) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    func text(_ attachment: NSTextAttachment) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "A", attributes: [.font: font])
        text.append(NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: "B", attributes: [.font: font]))
        return text
    }

    /// The box of reddish pixels (partly covered edges included) of `text` drawn at (10, 10) on a
    /// 120 × 60 image.
    func redBox(_ text: NSAttributedString) throws -> (Int, Int, Int, Int)? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60), format: format).image { _ in
                text.draw(at: CGPoint(x: 10, y: 10))
            }.cgImage)
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where Int(image.pixel(x: x, y: y).red) > Int(image.pixel(x: x, y: y).green) + 64 {
                let b = box ?? (x, x, y, y)
                box = (min(b.0, x), max(b.1, x), min(b.2, y), max(b.3, y))
            }
        }
        return box
    }

    @Test func anAttachmentTakesItsImagesWidthInTheLine() {
        let attachment = NSTextAttachment(image: square())
        let letters = "A".size(withAttributes: [.font: font]).width + "B".size(withAttributes: [.font: font]).width
        #expect(abs(text(attachment).size().width - (letters + 20)) < 0.5)
        #expect(NSAttributedString(attachment: attachment).string == "\u{FFFC}")
        #expect(NSTextAttachment.character == 0xFFFC)
        // Its bounds' width, when set.
        attachment.bounds = CGRect(x: 0, y: 0, width: 50, height: 10)
        #expect(abs(text(attachment).size().width - (letters + 50)) < 0.5)
    }

    @Test func theImageStandsOnTheBaselineAtItsOffset() throws {
        let baseline = 10 + font.ascender
        let advance = "A".size(withAttributes: [.font: font]).width
        let standing = try #require(try redBox(text(NSTextAttachment(image: square()))))
        #expect(abs(CGFloat(standing.0) - (10 + advance)) <= 1)
        // 20 points square, at fractional positions: 20 or 21 pixels touched each way.
        #expect((19...20).contains(standing.1 - standing.0) && (19...20).contains(standing.3 - standing.2))
        #expect(abs(CGFloat(standing.3 + 1) - baseline) <= 1.5)
        // Lowered by 5 points and drawn 30 × 10.
        let attachment = NSTextAttachment(image: square())
        attachment.bounds = CGRect(x: 0, y: -5, width: 30, height: 10)
        let lowered = try #require(try redBox(text(attachment)))
        #expect((29...30).contains(lowered.1 - lowered.0) && (9...10).contains(lowered.3 - lowered.2))
        #expect(abs(CGFloat(lowered.3 - standing.3) - 5) <= 1)
    }

    @Test func anAttachmentWithoutAnImageOnlyTakesRoom() throws {
        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(try redBox(text(attachment)) == nil)
        let letters = "A".size(withAttributes: [.font: font]).width + "B".size(withAttributes: [.font: font]).width
        #expect(abs(text(attachment).size().width - (letters + 30)) < 0.5)
        // Image data stands in for a missing image.
        let data = try #require(square().pngData())
        let fromData = NSTextAttachment(data: data, ofType: "public.png")
        #expect(try redBox(text(fromData)).map { (19...20).contains($0.1 - $0.0) } == true)
        // swift-corelibs-foundation never frees an attributed string's run array (suppressed in
        // scripts/sanitizers/lsan.supp), so the attachment outlives the test; the data it holds,
        // its pointer among `Data`'s tag bits, would read to LeakSanitizer as leaked.
        fromData.contents = nil
        // Bad bounds are no box.
        let bad = NSTextAttachment(image: square())
        bad.bounds = CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: 10)
        #expect(text(bad).size().width.isFinite)
    }
}
