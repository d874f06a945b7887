import Foundation
import Testing
import UIKit
import UIKitTesting

/// Inputs the text fuzzer (`make fuzz`, FuzzText) found crashing, kept as regressions.
@Suite struct TextFuzzRegressionTests {
    /// A paragraph style with NaN spacing was not equal to itself, and swift-corelibs-foundation
    /// halts the process when an attributed string's runs hold such a value: adding the style to
    /// two overlapping ranges crashed.
    @Test func paragraphStyleWithNaNSpacingIsEqualToItself() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = .nan
        style.paragraphSpacing = -.infinity
        #expect(style.isEqual(style))
        #expect(style.isEqual(style.copy()))
        #expect(style.hash == (style.copy() as? NSParagraphStyle)?.hash)
        // Spacing that counts as 0 is equal to 0.
        #expect(style.isEqual(NSParagraphStyle.default))

        let text = NSMutableAttributedString(string: "Hello, fuzz")
        text.addAttributes([.paragraphStyle: style], range: NSRange(location: 0, length: 7))
        text.addAttributes([.paragraphStyle: style, .kern: 1], range: NSRange(location: 3, length: 8))
        text.addAttributes([.paragraphStyle: style], range: NSRange(location: 5, length: 2))
        #expect(text.size().width > 0)
    }
}
