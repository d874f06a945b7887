import Foundation
import Testing
import UIKit
import UIKitTesting

/// Lamina's attribute objects in neighbouring runs of an attributed string: Foundation compares
/// them to merge the runs, and halted the process doing so (`FoundationTypeGuard`).
@Suite struct AttributedRunMergeTests {
    private func runs(_ text: NSAttributedString) -> Int {
        var count = 0
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { _, _, _ in count += 1 }
        return count
    }

    /// Two values of `key` in neighbouring halves of a string: how many runs come out.
    private func runs(_ key: NSAttributedString.Key, _ first: Any, _ second: Any) -> Int {
        let text = NSMutableAttributedString(string: "abcd")
        text.addAttribute(key, value: first, range: NSRange(location: 0, length: 2))
        text.addAttribute(key, value: second, range: NSRange(location: 2, length: 2))
        return runs(text)
    }

    @Test func equalObjectsInNeighbouringRunsMergeIntoOne() {
        // Default paragraph styles halted the process every time.
        #expect(runs(.paragraphStyle, NSParagraphStyle(), NSParagraphStyle()) == 1)
        #expect(runs(.paragraphStyle, NSMutableParagraphStyle(), NSParagraphStyle()) == 1)
        #expect(runs(.font, UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12)) == 1)
        #expect(runs(.shadow, NSShadow(), NSShadow()) == 1)
    }

    @Test func differentObjectsInNeighbouringRunsStayApart() {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        #expect(runs(.paragraphStyle, NSParagraphStyle(), centred) == 2)
        #expect(runs(.font, UIFont.systemFont(ofSize: 12), UIFont.boldSystemFont(ofSize: 12)) == 2)
        #expect(runs(.attachment, NSTextAttachment(), NSTextAttachment()) == 2)
        let offset = NSShadow()
        offset.shadowOffset = CGSize(width: 2, height: 3)
        #expect(runs(.shadow, NSShadow(), offset) == 2)
    }
}
