import Foundation
import Testing
import UIKit
import UIKitTesting

/// `TextEffectIdioms.swift`, compiled in the Swift 5 language mode.
@MainActor
@Suite struct TextEffectIdiomTests {
    @Test func anOutlinedLabelStrokesThenFills() {
        HeadlessHost.run(size: CGSize(width: 120, height: 60)) { host in
            let label = OutlinedLabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            label.backgroundColor = .white
            label.font = UIFont.systemFont(ofSize: 40)
            label.textColor = .red
            label.outlineColor = .blue
            label.outlineWidth = 6
            label.text = "█"
            host.show(label)
            host.renderFrame()
            let used = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
            // The block's middle is filled red; past its right edge lies the outer half of the
            // blue outline, 3 points wide (the fill covers the inner half).
            #expect(host.pixel(x: Int(used.width / 2), y: 30) == PixelRGBA(255, 0, 0, 255))
            let edge = (0..<120).last { host.pixel(x: $0, y: 30) != PixelRGBA(255, 255, 255, 255) }
            #expect(edge.map { host.pixel(x: $0 - 1, y: 30) } == PixelRGBA(0, 0, 255, 255))
            #expect(edge.map { host.pixel(x: $0 - 4, y: 30) } == PixelRGBA(255, 0, 0, 255))
            #expect(label.textColor == .red)
        }
    }

    @Test func captionTextIsOutlinedAndShadowed() throws {
        let image = try #require(captionImage("█", size: 40).cgImage)
        let scale = image.width / Int(captionImage("█", size: 40).size.width)
        let width = image.width
        // Find the block's ink along the middle row: white inside, black at its edge.
        let row = image.height / 2
        let first = try #require((0..<width).first { image.pixel(x: $0, y: row) != image.pixel(x: 0, y: 0) })
        #expect(image.pixel(x: first + scale, y: row) == PixelRGBA(0, 0, 0, 255))
        #expect(image.pixel(x: width / 2, y: row) == PixelRGBA(255, 255, 255, 255))
        // Below the block, 3 points down, the half-black shadow darkens the grey.
        let bottom = try #require(
            (0..<image.height).last { image.pixel(x: width / 2, y: $0) == PixelRGBA(255, 255, 255, 255) })
        let shadow = image.pixel(x: width / 2, y: bottom + 4 * scale)
        let grey = image.pixel(x: 0, y: 0)
        #expect(shadow.red < grey.red && abs(Int(shadow.red) - Int(grey.red) / 2) <= 2)
    }

    @Test func aHeadlineLabelTakesItsStyleFromItsText() throws {
        let label = makeHeadlineLabel("News", badge: "NEW")
        #expect(label.text == "News NEW")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 24))
        #expect(label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0.5)
        let size = label.intrinsicContentSize
        // One line, at least 1.2 times the bold font's height (the raised badge may add to it).
        #expect(size.height >= (UIFont.boldSystemFont(ofSize: 24).lineHeight * 1.2).rounded(.down))
        #expect(size.height < 2 * UIFont.boldSystemFont(ofSize: 24).lineHeight)
        let plain = NSAttributedString(string: "News", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
        #expect(size.width > plain.size().width + 10)
    }

    @Test func anIconLabelShowsItsIconBeforeItsText() {
        HeadlessHost.run(size: CGSize(width: 200, height: 60)) { host in
            let icon = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
            }
            let label = makeIconLabel("Settings", icon: icon, font: UIFont.systemFont(ofSize: 20))
            label.backgroundColor = .white
            label.frame.origin = CGPoint(x: 10, y: 10)
            host.show(label)
            host.renderFrame()
            let plain = NSAttributedString(string: " Settings", attributes: [.font: UIFont.systemFont(ofSize: 20)])
            #expect(abs(label.bounds.width - (plain.size().width + 12).rounded(.up)) <= 1)
            // The icon's middle, its centre on the capitals' centre.
            let capsMiddle =
                10 + (label.bounds.height - UIFont.systemFont(ofSize: 20).lineHeight) / 2
                + UIFont.systemFont(ofSize: 20).ascender - UIFont.systemFont(ofSize: 20).capHeight / 2
            #expect(host.pixel(x: 16, y: Int(capsMiddle)) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 16, y: Int(capsMiddle) - 9) != PixelRGBA(255, 0, 0, 255))
        }
    }
}
