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
}
