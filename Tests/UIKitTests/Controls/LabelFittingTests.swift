import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct LabelFittingTests {
    let white = PixelRGBA(255, 255, 255, 255)

    /// The columns and rows with ink in the host's 200 × 60 screen: (minX, maxX, minY, maxY).
    func ink(_ host: HeadlessHost) throws -> (Int, Int, Int, Int) {
        var box: (Int, Int, Int, Int)?
        for y in 0..<60 {
            for x in 0..<200 where host.pixel(x: x, y: y) != white {
                let b = box ?? (x, x, y, y)
                box = (min(b.0, x), max(b.1, x), min(b.2, y), max(b.3, y))
            }
        }
        return try #require(box)
    }

    /// A 100 × 60 black-on-white label of eight "H"s (about 120 points at 20 points), set up by
    /// `configure`, and the ink it draws.
    func shown(_ configure: (UILabel) -> Void) throws -> (UILabel, (Int, Int, Int, Int)) {
        var result: (UILabel, (Int, Int, Int, Int))?
        try HeadlessHost.run(size: CGSize(width: 200, height: 60)) { host in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            label.font = UIFont.systemFont(ofSize: 20)
            label.textColor = .black
            label.text = "HHHHHHHH"
            configure(label)
            let page = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            page.backgroundColor = .white
            page.addSubview(label)
            host.show(page)
            host.renderFrame()
            result = (label, try ink(host))
        }
        return try #require(result)
    }

    @Test func aLabelShrinksItsTextToFitItsWidth() throws {
        let natural = "HHHHHHHH".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width
        #expect(natural > 120)
        let (label, shrunk) = try shown {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = 0.5
        }
        // The whole text, scaled to the width (no ellipsis: its eight letters' ink spans it).
        #expect(shrunk.1 <= 100 && shrunk.1 >= 90)
        // The label's own size is the full-size text's.
        #expect(label.intrinsicContentSize.width == natural.rounded(.up))
        #expect(label.font.pointSize == 20)
    }

    @Test func noMinimumScaleFactorMeansNoShrinking() throws {
        let (_, plain) = try shown { _ in }
        let (_, unscaled) = try shown { $0.adjustsFontSizeToFitWidth = true }
        #expect(unscaled == plain)
        // A minimum the text cannot fit at stops there, and truncates.
        let (_, limited) = try shown {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = 0.95
        }
        #expect(limited.3 - limited.2 < plain.3 - plain.2)
        #expect(limited.3 - limited.2 >= (plain.3 - plain.2) * 9 / 10)
    }

    @Test func shrunkTextKeepsItsBaselineOrItsCentre() throws {
        let (_, full) = try shown { $0.text = "HH" }
        let (_, baselines) = try shown {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = 0.5
        }
        #expect(abs(baselines.3 - full.3) <= 1)
        #expect(baselines.2 > full.2)
        let (_, centres) = try shown {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = 0.5
            $0.baselineAdjustment = .alignCenters
        }
        #expect(abs((centres.2 + centres.3) - (full.2 + full.3)) <= 2)
        let (_, tops) = try shown {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = 0.5
            $0.baselineAdjustment = .none
        }
        // The line's top stays: the ink rises by the little the smaller font has above its capitals.
        #expect(tops.2 <= full.2 && full.2 - tops.2 <= 3 && tops.2 < baselines.2)
    }

    @Test func severalLinesShrinkToFitTheHeight() throws {
        let (_, wrapped) = try shown {
            $0.text = "HHHH HHHH HHHH HHHH HHHH"
            $0.numberOfLines = 0
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = 0.3
        }
        // Every word shown within the 60-point height: five lines at full size would need 116.
        #expect(wrapped.3 < 60 && wrapped.1 <= 100)
    }

    @Test func aPreferredMaximumWidthWrapsTheIntrinsicSize() {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 20)
        label.text = "one two three four five six"
        label.numberOfLines = 0
        let oneLine = label.intrinsicContentSize
        label.preferredMaxLayoutWidth = 100
        let wrapped = label.intrinsicContentSize
        #expect(wrapped.width <= 100 && wrapped.height >= 2 * oneLine.height)
        // A one-line label ignores it.
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize == oneLine)
    }
}
