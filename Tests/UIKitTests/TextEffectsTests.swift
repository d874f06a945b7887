import Foundation
import Testing
import UIKit
import UIKitTesting

/// Outlines, shadows, raised baselines, coloured lines and the context's text drawing modes.
@Suite struct TextEffectsTests {
    let font = UIFont.boldSystemFont(ofSize: 60)
    let white = PixelRGBA(255, 255, 255, 255)
    let blue = PixelRGBA(0, 0, 255, 255)
    let red = PixelRGBA(255, 0, 0, 255)

    /// A 120 × 100 image on white, drawn at scale 1.
    func render(_ draw: (CGContext) -> Void) throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 100), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 100))
            draw(context.cgContext)
        }
        return try #require(image.cgImage)
    }

    /// An "I" at (10, 10) with `attributes` added to the 60-point bold font and blue text.
    func letter(
        _ attributes: [NSAttributedString.Key: Any] = [:], _ setUp: (CGContext) -> Void = { _ in }
    )
        throws -> CGImage
    {
        try render { context in
            setUp(context)
            var all: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.blue]
            all.merge(attributes) { $1 }
            "I".draw(at: CGPoint(x: 10, y: 10), withAttributes: all)
        }
    }

    /// The box of pixels that are not white: (minX, maxX, minY, maxY).
    func ink(_ image: CGImage, columns: Range<Int>? = nil) throws -> (Int, Int, Int, Int) {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in columns ?? 0..<image.width where image.pixel(x: x, y: y) != white {
                let b = box ?? (x, x, y, y)
                box = (min(b.0, x), max(b.1, x), min(b.2, y), max(b.3, y))
            }
        }
        return try #require(box)
    }

    @Test func aPositiveStrokeWidthOutlinesWithoutFilling() throws {
        let filled = try ink(letter())
        let middle = ((filled.0 + filled.1) / 2, (filled.2 + filled.3) / 2)
        // 8 % of 60 points: a 4.8-point outline centred on the glyph's edge.
        let hollow = try letter([.strokeWidth: 8, .strokeColor: UIColor.red])
        #expect(hollow.pixel(x: middle.0, y: middle.1) == white)
        #expect(hollow.pixel(x: filled.0, y: middle.1) == red)
        // No blue anywhere: the glyph is not filled.
        for y in 0..<hollow.height {
            for x in 0..<hollow.width {
                let p = hollow.pixel(x: x, y: y)
                #expect(p.green == p.blue, "pixel \(x), \(y) is \(p)")
            }
        }
        // The outline straddles the edge: 2.4 points outside it.
        let outlined = try ink(hollow)
        #expect(abs(outlined.0 - (filled.0 - 2)) <= 1 && abs(outlined.1 - (filled.1 + 2)) <= 1)
    }

    @Test func aNegativeStrokeWidthFillsAndOutlines() throws {
        let filled = try ink(letter())
        let middle = ((filled.0 + filled.1) / 2, (filled.2 + filled.3) / 2)
        let outlined = try letter([.strokeWidth: -8, .strokeColor: UIColor.red])
        #expect(outlined.pixel(x: middle.0, y: middle.1) == blue)
        #expect(outlined.pixel(x: filled.0, y: middle.1) == red)
        // Without a stroke colour the outline takes the foreground colour.
        let plain = try letter([.strokeWidth: 8])
        #expect(plain.pixel(x: filled.0, y: middle.1) == blue)
        #expect(plain.pixel(x: middle.0, y: middle.1) == white)
        // Non-finite widths are no outline.
        #expect(try ink(letter([.strokeWidth: CGFloat.nan])) == filled)
    }

    @Test func aShadowFallsDownAndRightByItsOffset() throws {
        let filled = try ink(letter())
        let middle = ((filled.0 + filled.1) / 2, (filled.2 + filled.3) / 2)
        let green = NSShadow()
        green.shadowColor = UIColor.green
        green.shadowOffset = CGSize(width: 12, height: 0)
        let right = try letter([.shadow: green])
        #expect(right.pixel(x: filled.1 + 6, y: middle.1) == PixelRGBA(0, 255, 0, 255))
        #expect(right.pixel(x: filled.0 - 3, y: middle.1) == white)
        #expect(right.pixel(x: middle.0, y: middle.1) == blue)
        green.shadowOffset = CGSize(width: 0, height: 12)
        let down = try letter([.shadow: green])
        #expect(down.pixel(x: middle.0, y: filled.3 + 6) == PixelRGBA(0, 255, 0, 255))
        #expect(down.pixel(x: middle.0, y: filled.2 - 3) == white)
        // The default colour is black at one third opacity.
        let plain = NSShadow()
        plain.shadowOffset = CGSize(width: 12, height: 0)
        let grey = try letter([.shadow: plain]).pixel(x: filled.1 + 6, y: middle.1)
        #expect(abs(Int(grey.red) - 170) <= 1 && grey.red == grey.green && grey.green == grey.blue)
        // A hollow letter casts the shadow of its outline only.
        let hollow = try letter([.shadow: green, .strokeWidth: 8])
        #expect(hollow.pixel(x: middle.0, y: middle.1 + 12) == white)
        #expect(hollow.pixel(x: filled.0, y: filled.3 + 8) == PixelRGBA(0, 255, 0, 255))
    }

    @Test func aBaselineOffsetRaisesItsRun() throws {
        for offset: CGFloat in [10, -10] {
            let image = try render { _ in
                let text = NSMutableAttributedString(
                    string: "II", attributes: [.font: font, .foregroundColor: UIColor.blue])
                text.addAttribute(.baselineOffset, value: offset, range: NSRange(location: 1, length: 1))
                text.draw(at: CGPoint(x: 10, y: 20))
            }
            let both = try ink(image)
            let split = (both.0 + both.1) / 2
            let first = try ink(image, columns: 0..<split)
            let second = try ink(image, columns: split..<image.width)
            #expect(second.2 == first.2 - Int(offset))
            #expect(second.3 == first.3 - Int(offset))
        }
    }

    @Test func underlinesAndStrikethroughsTakeTheirOwnColours() throws {
        for key in [NSAttributedString.Key.underlineColor, .strikethroughColor] {
            let line = key == .underlineColor ? NSAttributedString.Key.underlineStyle : .strikethroughStyle
            func count(_ colour: UIColor?) throws -> (red: Int, other: Int) {
                let image = try render { _ in
                    var attributes: [NSAttributedString.Key: Any] = [
                        .font: UIFont.systemFont(ofSize: 40), .foregroundColor: UIColor.blue,
                        line: NSUnderlineStyle.single.rawValue,
                    ]
                    attributes[key] = colour
                    "HHH".draw(at: CGPoint(x: 10, y: 10), withAttributes: attributes)
                }
                var counts = (red: 0, other: 0)
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        let p = image.pixel(x: x, y: y)
                        if p == red { counts.red += 1 } else if p.red > p.blue { counts.other += 1 }
                    }
                }
                return counts
            }
            // A line 40 points long at least, in pure red, and nothing reddish besides (edges of
            // the line over white are pink, over the blue glyphs purple: red above blue only
            // over white).
            let coloured = try count(.red)
            #expect(coloured.red >= 40, "\(key.rawValue)")
            #expect(try count(nil).red == 0, "\(key.rawValue)")
        }
        // Under spaces only the underline shows.
        let spaces = try render { _ in
            "    ".draw(
                at: CGPoint(x: 10, y: 10),
                withAttributes: [
                    .font: UIFont.systemFont(ofSize: 40), .foregroundColor: UIColor.blue,
                    .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red,
                ])
        }
        let box = try ink(spaces)
        for y in box.2...box.3 {
            for x in box.0...box.1 {
                let p = spaces.pixel(x: x, y: y)
                #expect(p.green == p.blue && p.red == 255, "pixel \(x), \(y) is \(p)")
            }
        }
    }

    @Test func clearTextDrawsNothing() throws {
        let image = try render { _ in
            "HHH".draw(
                at: CGPoint(x: 10, y: 10), withAttributes: [.font: font, .foregroundColor: UIColor.clear])
        }
        for y in 0..<image.height {
            for x in 0..<image.width { #expect(image.pixel(x: x, y: y) == white, "pixel \(x), \(y)") }
        }
    }

    @Test func theStrokeModeOutlinesInTheForegroundColour() throws {
        let filled = try ink(letter())
        let middle = ((filled.0 + filled.1) / 2, (filled.2 + filled.3) / 2)
        let stroked = try letter { context in
            context.setTextDrawingMode(.stroke)
            context.setLineWidth(4)
        }
        #expect(stroked.pixel(x: middle.0, y: middle.1) == white)
        #expect(stroked.pixel(x: filled.0, y: middle.1) == blue)
        let both = try ink(
            letter { context in
                context.setTextDrawingMode(.fillStroke)
                context.setLineWidth(6)
            })
        #expect(abs((both.1 - both.0) - (filled.1 - filled.0) - 6) <= 1)
        #expect(try letter { $0.setTextDrawingMode(.invisible) }.pixel(x: middle.0, y: middle.1) == white)
        // Invisible text paints nothing, not even an outline or a shadow its attributes ask for.
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 5, height: 5)
        let invisible = try letter([.strokeWidth: -8, .strokeColor: UIColor.red, .shadow: shadow]) {
            $0.setTextDrawingMode(.invisible)
        }
        for y in 0..<invisible.height {
            for x in 0..<invisible.width { #expect(invisible.pixel(x: x, y: y) == white, "pixel \(x), \(y)") }
        }
        // The mode is part of the graphics state.
        let restored = try letter { context in
            context.saveGState()
            context.setTextDrawingMode(.invisible)
            context.restoreGState()
        }
        #expect(try ink(restored) == filled)
    }

    @Test func theClipModesLetLaterDrawingShowThroughTheText() throws {
        let filled = try ink(letter())
        let middle = ((filled.0 + filled.1) / 2, (filled.2 + filled.3) / 2)
        let image = try render { context in
            context.saveGState()
            context.setTextDrawingMode(.clip)
            "I".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font, .foregroundColor: UIColor.blue])
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 100))
            context.restoreGState()
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(image.pixel(x: middle.0, y: middle.1) == red)
        #expect(image.pixel(x: filled.1 + 5, y: middle.1) == white)
        #expect(image.pixel(x: 2, y: 2) == PixelRGBA(0, 255, 0, 255))
        // The glyphs' outlines as a clip, against Pango's filled glyphs: the same box within a
        // pixel of antialiasing.
        let clipped = try ink(image, columns: 5..<120)
        #expect(
            abs(clipped.0 - filled.0) <= 1 && abs(clipped.1 - filled.1) <= 1 && abs(clipped.2 - filled.2) <= 1
                && abs(clipped.3 - filled.3) <= 1, "\(clipped) \(filled)")
        // `.fillClip` fills in the text's colour first.
        let filledThenClipped = try render { context in
            context.setTextDrawingMode(.fillClip)
            "I".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font, .foregroundColor: UIColor.blue])
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 120, height: middle.1))
        }
        #expect(filledThenClipped.pixel(x: middle.0, y: middle.1 - 5) == red)
        #expect(filledThenClipped.pixel(x: middle.0, y: middle.1 + 5) == blue)
        #expect(filledThenClipped.pixel(x: filled.1 + 5, y: 5) == white)
    }

    @Test func ligaturesCanBeTurnedOff() throws {
        // DejaVu Sans joins "fi" and "fl" into one glyph each.
        let font = UIFont.systemFont(ofSize: 40)
        let joined = NSAttributedString(string: "fifl", attributes: [.font: font]).size().width
        let apart = NSAttributedString(string: "fifl", attributes: [.font: font, .ligature: 0]).size().width
        let letters = ["f", "i", "f", "l"].map {
            NSAttributedString(string: $0, attributes: [.font: font]).size().width
        }
        #expect(abs(apart - letters.reduce(0, +)) < 0.01)
        let images = try [1, 0].map { ligature in
            try render { _ in
                "fifl".draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: font, .ligature: ligature])
            }
        }
        var differing = 0
        for y in 0..<100 {
            for x in 0..<120 where images[0].pixel(x: x, y: y) != images[1].pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing > 20, "\(differing) \(joined) \(apart)")
        #expect(NSAttributedString(string: "fifl", attributes: [.font: font, .ligature: 1]).size().width == joined)
    }

    @Test func trackingAddsToTheKern() {
        let font = UIFont.systemFont(ofSize: 20)
        let kerned = NSAttributedString(string: "abc", attributes: [.font: font, .kern: 5]).size()
        let tracked = NSAttributedString(string: "abc", attributes: [.font: font, .tracking: 3, .kern: 2]).size()
        #expect(tracked == kerned)
        let plain = NSAttributedString(string: "abc", attributes: [.font: font, .tracking: CGFloat.nan]).size()
        #expect(plain == NSAttributedString(string: "abc", attributes: [.font: font]).size())
    }
}
