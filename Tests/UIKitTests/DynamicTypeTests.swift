import Foundation
import Testing
import UIKit
import UIKitTesting

/// Dynamic Type: text styles' sizes by content size category, `UIFontMetrics`, and labels that
/// follow the category.
@MainActor @Suite struct DynamicTypeTests {
    static func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    @Test func textStylesHaveTheirSizesInEachCategory() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        #expect(headline.pointSize == 17 && headline != UIFont.preferredFont(forTextStyle: .body))
        #expect(headline == UIFont.systemFont(ofSize: 17, weight: .semibold))
        let cases: [(UIFont.TextStyle, UIContentSizeCategory, CGFloat)] = [
            (.body, .extraSmall, 14), (.body, .extraExtraExtraLarge, 23),
            (.body, .accessibilityExtraExtraExtraLarge, 53),
            (.title1, .accessibilityMedium, 38), (.footnote, .medium, 12), (.caption1, .extraLarge, 14),
            (.subheadline, .unspecified, 15),
        ]
        for (style, category, size) in cases {
            #expect(
                UIFont.preferredFont(forTextStyle: style, compatibleWith: Self.traits(category)).pointSize == size,
                "\(style.rawValue) \(category.rawValue)")
        }
    }

    @Test func metricsScaleCustomFontsAndValues() throws {
        let custom = try #require(UIFont(name: "DejaVu Serif", size: 20))
        let title = UIFontMetrics(forTextStyle: .title1)
        let huge = title.scaledFont(for: custom, compatibleWith: Self.traits(.extraExtraExtraLarge))
        #expect(abs(huge.pointSize - 20 * 34 / 28) < 0.01 && huge.familyName == custom.familyName)
        #expect(
            title.scaledFont(for: custom, maximumPointSize: 22, compatibleWith: Self.traits(.accessibilityLarge))
                .pointSize == 22)
        #expect(title.scaledFont(for: custom).pointSize == 20)
        let symbol = UIImage.SymbolConfiguration(textStyle: .largeTitle, scale: .large)
        #expect(symbol.font?.pointSize == 34 && symbol.scale == .large)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: Self.traits(.extraSmall)) - 14) < 0.0001)
    }

    @Test func labelsThatAdjustFollowTheirTraits() {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let window = host.show(root)
            let adjusting = UILabel()
            adjusting.font = .preferredFont(forTextStyle: .body)
            adjusting.adjustsFontForContentSizeCategory = true
            let scaled = UILabel()
            scaled.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: 24))
            scaled.adjustsFontForContentSizeCategory = true
            let fixed = UILabel()
            fixed.font = .systemFont(ofSize: 17)
            fixed.adjustsFontForContentSizeCategory = true
            let unadjusted = UILabel()
            unadjusted.font = .preferredFont(forTextStyle: .body)
            [adjusting, scaled, fixed, unadjusted].forEach(root.addSubview)
            host.renderFrame()
            window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
            host.renderFrame()
            #expect(adjusting.font.pointSize == 33)
            #expect(abs(scaled.font.pointSize - 52) < 0.01)  // 24 × 26 / 12
            #expect(fixed.font.pointSize == 17 && unadjusted.font.pointSize == 17)
            window.traitOverrides.preferredContentSizeCategory = .extraSmall
            host.renderFrame()
            #expect(adjusting.font.pointSize == 14 && abs(scaled.font.pointSize - 22) < 0.01)  // 24 × 11 / 12
            // A label that starts adjusting takes its traits' size at once.
            unadjusted.adjustsFontForContentSizeCategory = true
            #expect(unadjusted.font.pointSize == 14)
        }
    }
}

/// `UIFontDescriptor`: fonts by attributes, traits and designs, and bold Dynamic Type.
@MainActor @Suite struct FontDescriptorTests {
    @Test func descriptorsMakeTheFontsTheyDescribe() throws {
        let bold = try #require(
            UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold))
        #expect(bold.symbolicTraits == .traitBold && bold.pointSize == 17)
        #expect(UIFont(descriptor: bold, size: 0) == UIFont.boldSystemFont(ofSize: 17))
        #expect(UIFont(descriptor: bold, size: 30).pointSize == 30)
        let named = UIFontDescriptor(name: "DejaVuSans-Bold", size: 12)
        #expect(UIFont(descriptor: named, size: 0) == UIFont(name: "DejaVuSans-Bold", size: 12))
        #expect(named.postscriptName == "DejaVuSans-Bold")
        let italic = try #require(named.withSymbolicTraits([.traitItalic]))
        let italicFont = UIFont(descriptor: italic, size: 0)
        #expect(
            italicFont == UIFont.italicSystemFont(ofSize: 12)
                && italicFont.fontDescriptor.symbolicTraits == .traitItalic)
        #expect(UIFont(descriptor: try #require(named.withDesign(.serif)), size: 0).familyName == "DejaVu Serif")
        #expect(
            UIFont(descriptor: try #require(named.withDesign(.monospaced)), size: 0).familyName == "DejaVu Sans Mono")
        let weighted = UIFontDescriptor(fontAttributes: [
            .family: "DejaVu Sans", .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold.rawValue],
        ])
        #expect(UIFont(descriptor: weighted, size: 14) == UIFont.systemFont(ofSize: 14, weight: .bold))
        #expect(
            UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "No Such Family"]), size: 9)
                == UIFont.systemFont(ofSize: 9))
        let system = UIFont.systemFont(ofSize: 13, weight: .bold)
        #expect(UIFont(descriptor: system.fontDescriptor, size: 0) == system)
        #expect(system.fontDescriptor.withSize(20).pointSize == 20 && system.fontDescriptor.matrix == .identity)
    }

    @Test func boldDynamicTypeKeepsScaling() {
        HeadlessHost.run(size: CGSize(width: 100, height: 50)) { host in
            let label = UILabel()
            let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2).withSymbolicTraits(
                .traitBold)!
            label.font = UIFont(descriptor: descriptor, size: 0)
            label.adjustsFontForContentSizeCategory = true
            let window = host.show(label)
            window.traitOverrides.preferredContentSizeCategory = .extraLarge
            host.renderFrame()
            #expect(label.font.pointSize == 24 && label.font.fontDescriptor.symbolicTraits.contains(.traitBold))
        }
    }
}
