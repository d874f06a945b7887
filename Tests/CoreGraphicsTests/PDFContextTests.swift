import CoreGraphics
import Foundation
import Testing

@Suite struct PDFContextTests {
    @Test func writesAPageCountedDocument() throws {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 200, height: 100)
        let consumer = CGDataConsumer(data: data)
        let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        for index in 0..<2 {
            context.beginPDFPage(nil)
            context.setFillColor(red: CGFloat(index), green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
            context.endPDFPage()
        }
        context.closePDF()
        let text = String(decoding: data as Data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/Count 2"))
        #expect(text.contains("/MediaBox [ 0 0 200 100 ]"))
        #expect(text.hasSuffix("%%EOF\n"))
    }

    @Test func refusesEmptyMediaBoxes() {
        var box = CGRect(x: 0, y: 0, width: 0, height: 100)
        #expect(CGContext(consumer: CGDataConsumer(data: NSMutableData()), mediaBox: &box, nil) == nil)
    }

    /// A link to a web address and one to a named destination on the next page, written as PDF
    /// link annotations at the rectangles given in user space (y up, from the bottom).
    @Test func linksAndDestinationsBecomeAnnotations() throws {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 200, height: 100)
        let context = try #require(CGContext(consumer: CGDataConsumer(data: data), mediaBox: &box, nil))
        context.beginPDFPage(nil)
        // cairo writes a page's links only when something is drawn on it.
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.setURL(
            try #require(NSURL(string: "https://example.com/it's")), for: CGRect(x: 10, y: 20, width: 30, height: 40))
        context.setDestination("chapter-2", for: CGRect(x: 100, y: 10, width: 20, height: 20))
        context.setURL(try #require(NSURL(string: "https://example.com/none")), for: .zero)
        context.endPDFPage()
        context.setURL(
            try #require(NSURL(string: "https://example.com/between")), for: CGRect(x: 0, y: 0, width: 9, height: 9))
        context.beginPDFPage(nil)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.addDestination("chapter-2", at: CGPoint(x: 0, y: 100))
        context.endPDFPage()
        context.closePDF()
        let text = String(decoding: data as Data, as: UTF8.self)
        #expect(text.contains("/Subtype /Link"))
        #expect(text.contains("(https://example.com/it's)") || text.contains("(https://example.com/it\\'s)"))
        // 10…40 across, 20…60 up from the bottom of a 100-point page.
        #expect(text.contains("/Rect [ 10 20 40 60 ]"))
        #expect(text.contains("chapter-2"))
        #expect(!text.contains("example.com/none") && !text.contains("example.com/between"))
    }
}
