import Foundation
import Testing
import UIKit
import UIKitTesting

@Suite struct FontTests {
    @Test func fontsArePinned() throws {
        let configuration = try #require(ProcessInfo.processInfo.environment["FONTCONFIG_FILE"])
        #expect(configuration.hasSuffix("Tests/Fonts/fonts.conf"))
        #expect(UIFont.systemFont(ofSize: 12).familyName == "DejaVu Sans")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == "DejaVu Sans Mono")
        #expect(UIFont.familyNames.contains("WenQuanYi Micro Hei"))
        #expect(UIFont.familyNames.allSatisfy { $0.hasPrefix("DejaVu") || $0.hasPrefix("WenQuanYi") })
    }

    @Test func systemFontMetricsAt12Points() {
        let font = UIFont.systemFont(ofSize: 12)
        #expect(font.pointSize == 12)
        #expect(font.ascender == 11.138671875)
        #expect(font.descender == -2.830078125)
        #expect(font.leading == 0)
        #expect(font.lineHeight == 13.96875)
        #expect(font.capHeight == 8.748046875)
        #expect(font.xHeight == 6.5625)
    }

    @Test func metricsScaleWithSize() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.ascender == 15.7802734375)
        #expect(font.descender == -4.0087890625)
        #expect(font.lineHeight == 19.7890625)
        #expect(font.withSize(24).lineHeight == 27.9375)
        #expect(font.withSize(24).fontName == font.fontName)
    }

    @Test func namesOfSystemFaces() {
        #expect(UIFont.systemFont(ofSize: 12).fontName == "DejaVuSans")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "DejaVuSans-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "DejaVuSans-Oblique")
        #expect(UIFont.systemFont(ofSize: 12, weight: .ultraLight).fontName == "DejaVuSans-ExtraLight")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .bold).fontName == "DejaVuSansMono-Bold")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular).familyName == "DejaVu Sans")
    }

    @Test func fontsByName() throws {
        #expect(UIFont(name: "No Such Font", size: 12) == nil)
        let bold = try #require(UIFont(name: "DejaVuSans-Bold", size: 20))
        #expect(bold == UIFont.boldSystemFont(ofSize: 20))
        #expect(bold.pointSize == 20)
        let family = try #require(UIFont(name: "DejaVu Serif", size: 10))
        #expect(family.familyName == "DejaVu Serif")
        #expect(family.fontName == "DejaVuSerif")
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans").contains("DejaVuSans-BoldOblique"))
        #expect(UIFont.fontNames(forFamilyName: "Nope").isEmpty)
    }

    /// The weights are the numbers iOS reports for `UIFontWeightUltraLight` … `UIFontWeightBlack`
    /// (UIFontDescriptor.h declares them without values), as are the three font sizes: fonts
    /// chosen by weight number or size land where they do on iOS.
    @Test func weightsKeepApplesValues() {
        #expect(UIFont.Weight.ultraLight.rawValue == -0.8)
        #expect(UIFont.Weight.thin.rawValue == -0.6)
        #expect(UIFont.Weight.light.rawValue == -0.4)
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.medium.rawValue == 0.23)
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.Weight.heavy.rawValue == 0.56)
        #expect(UIFont.Weight.black.rawValue == 0.62)
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
    }

    @Test func invalidSizesGiveEmptyFonts() {
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 0)
        #expect(UIFont.systemFont(ofSize: -3).lineHeight == 0)
        #expect(UIFont.systemFont(ofSize: .infinity).pointSize == 0)
        #expect("abc".size(withAttributes: [.font: UIFont.systemFont(ofSize: .nan)]) == CGSize(width: 0, height: 0))
        let huge = UIFont.systemFont(ofSize: 1e12)
        #expect(huge.pointSize == 10_000)
    }
}
