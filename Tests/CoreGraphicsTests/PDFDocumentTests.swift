import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// Reading PDF documents (`CGPDFDocument`, `CGPDFPage`) and drawing their pages.
@Suite struct PDFDocumentTests {
    /// A document Lamina writes: a 200 × 100 page with a red square at the bottom left (user space
    /// is y up) and a 100 × 300 page filled blue.
    static func twoPages() throws -> Data {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 200, height: 100)
        let context = try #require(CGContext(consumer: CGDataConsumer(data: data), mediaBox: &box, nil))
        context.beginPDFPage(nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
        context.endPDFPage()
        var tall = CGRect(x: 0, y: 0, width: 100, height: 300)
        context.beginPage(mediaBox: &tall)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(tall)
        context.endPage()
        context.closePDF()
        return data as Data
    }

    static func document(_ data: Data) -> CGPDFDocument? {
        CGDataProvider(data: data).flatMap { CGPDFDocument($0) }
    }

    @Test func readsPagesBoxesVersionAndPermissions() throws {
        let document = try #require(Self.document(try Self.twoPages()))
        #expect(document.numberOfPages == 2)
        #expect(document.page(at: 0) == nil && document.page(at: 3) == nil)
        let first = try #require(document.page(at: 1))
        #expect(document.page(at: 1) === first && first.pageNumber == 1 && first.document === document)
        #expect(first.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(try #require(document.page(at: 2)).getBoxRect(.cropBox) == CGRect(x: 0, y: 0, width: 100, height: 300))
        #expect(first.rotationAngle == 0)
        var (major, minor): (Int32, Int32) = (0, 0)
        document.getVersion(majorVersion: &major, minorVersion: &minor)
        let header = String(decoding: try Self.twoPages().prefix(8), as: UTF8.self)
        #expect(header == "%PDF-\(major).\(minor)", "the version the file's header declares")
        #expect(!document.isEncrypted && document.isUnlocked && document.allowsPrinting && document.allowsCopying)
    }

    @Test func drawsAPageInUserSpace() throws {
        let page = try #require(Self.document(try Self.twoPages())?.page(at: 1))
        let bitmap = makeBitmap(200, 100)
        bitmap.drawPDFPage(page)
        // Bitmap rows count from the top: the square is at the bottom left.
        #expect(bitmap.pixelAt(10, 90) == red)
        #expect(bitmap.pixelAt(45, 55) == red)
        #expect(bitmap.pixelAt(55, 90) == clear && bitmap.pixelAt(10, 45) == clear)
        // The page scaled to half, through the context's transform, with its alpha.
        let half = makeBitmap(100, 50)
        half.scaleBy(x: 0.5, y: 0.5)
        half.setAlpha(0.5)
        half.drawPDFPage(page)
        #expect(half.pixelAt(5, 45).alpha == 128 || half.pixelAt(5, 45).alpha == 127)
        #expect(half.pixelAt(30, 45) == clear)
    }

    /// A page casts the context's shadow: poppler draws it a second time into the shadow's mask,
    /// which is placed by a device offset (the red square's shadow lands 60 points right).
    @Test func aPageCastsTheContextsShadow() throws {
        let page = try #require(Self.document(try Self.twoPages())?.page(at: 1))
        let bitmap = makeBitmap(200, 100)
        bitmap.setShadow(
            offset: CGSize(width: 60, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        bitmap.drawPDFPage(page)
        #expect(bitmap.pixelAt(10, 90) == red)
        #expect(bitmap.pixelAt(80, 90) == blue)
        #expect(bitmap.pixelAt(80, 30) == clear && bitmap.pixelAt(130, 90) == clear)
    }

    /// The page is one object for the blend mode: multiplied onto blue, its red square makes
    /// black and the rest of the page, which it does not paint, leaves the blue as it was.
    @Test func aPageBlendsAsOneObject() throws {
        let page = try #require(Self.document(try Self.twoPages())?.page(at: 1))
        let bitmap = makeBitmap(200, 100)
        bitmap.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        bitmap.fill(CGRect(x: 0, y: 0, width: 200, height: 100))
        bitmap.setBlendMode(.multiply)
        bitmap.drawPDFPage(page)
        #expect(bitmap.pixelAt(10, 90) == PixelRGBA(0, 0, 0, 255))
        #expect(bitmap.pixelAt(100, 50) == blue)
    }

    @Test func theDrawingTransformFitsABoxIntoARectangle() throws {
        let page = try #require(Self.document(try Self.twoPages())?.page(at: 1))
        // Scaled down to fit, uniformly, and centred.
        let fit = page.getDrawingTransform(
            .mediaBox, rect: CGRect(x: 0, y: 0, width: 100, height: 100), rotate: 0, preserveAspectRatio: true)
        #expect(CGPoint(x: 0, y: 0).applying(fit) == CGPoint(x: 0, y: 25))
        #expect(CGPoint(x: 200, y: 100).applying(fit) == CGPoint(x: 100, y: 75))
        // Never scaled up.
        let large = page.getDrawingTransform(
            .mediaBox, rect: CGRect(x: 0, y: 0, width: 400, height: 400), rotate: 0, preserveAspectRatio: true)
        #expect(CGPoint(x: 0, y: 0).applying(large) == CGPoint(x: 100, y: 150))
        // A quarter turn clockwise: the box's bottom left goes to the top left of the turned box.
        let turned = page.getDrawingTransform(
            .mediaBox, rect: CGRect(x: 0, y: 0, width: 300, height: 300), rotate: 90, preserveAspectRatio: false)
        #expect(CGPoint(x: 0, y: 0).applying(turned) == CGPoint(x: 100, y: 250))
        #expect(CGPoint(x: 200, y: 0).applying(turned) == CGPoint(x: 100, y: 50))
        // Not scaled uniformly: each axis on its own (down only).
        let squeezed = page.getDrawingTransform(
            .mediaBox, rect: CGRect(x: 0, y: 0, width: 100, height: 200), rotate: 0, preserveAspectRatio: false)
        #expect(CGPoint(x: 200, y: 100).applying(squeezed) == CGPoint(x: 100, y: 150))
    }

    @Test func badDataGivesNoDocument() throws {
        #expect(Self.document(Data()) == nil)
        #expect(Self.document(Data("not a PDF at all".utf8)) == nil)
        #expect(Self.document(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])) == nil)
        let whole = try Self.twoPages()
        #expect(Self.document(whole.prefix(40)) == nil)
        // Truncated documents poppler can repair open; either way nothing crashes and what opens reads.
        for length in stride(from: 60, to: whole.count, by: max(1, whole.count / 17)) {
            if let document = Self.document(whole.prefix(length)), let page = document.page(at: 1) {
                makeBitmap(20, 10).drawPDFPage(page)
            }
        }
        #expect(CGPDFDocument(NSURL(fileURLWithPath: "/nonexistent/file.pdf")) == nil)
    }

    /// Found by FuzzImages: a header of `%PDF--4` made poppler report a version past `Int32`,
    /// which trapped converting it. Versions are clamped.
    @Test func aMalformedVersionIsClampedNotTrapped() throws {
        let data = try #require(
            Data(
                base64Encoded:
                    "JVBERi0tNAoxIDAgb2JqCjw8IG9nIC9QYWdlcyAyIDBSID4+CmVuZG9iagoyIDAgb2JqCjw8IGFnZXMgL0tpZHMgWzEgMCBSXSAv"
                    + "Q291bnQgMWUgMDAwLDAwIG4gCnRyYWlsZXIKPDwgL1Jvb3QgMSAwIFIgPj5PdXRwCjs="))
        let document = try #require(Self.document(data))
        var (major, minor): (Int32, Int32) = (0, 0)
        document.getVersion(majorVersion: &major, minorVersion: &minor)
        #expect(major == .max && minor == .max)
        // Its page tree names the catalog as a page: one page, which draws nothing.
        #expect(document.numberOfPages == 1)
        let bitmap = makeBitmap(8, 8)
        if let page = document.page(at: 1) { bitmap.drawPDFPage(page) }
        #expect(bitmap.pixelAt(4, 4) == clear)
    }

    /// A one-page 40 × 20 PDF with a red 10-point square, encrypted (AES-128, made with qpdf) with the user password "lamina"; printing not allowed.
    /// (Computed, as `restricted` is: a `Data` kept in a static holds its bytes through
    /// a pointer among its representation's tag bits, which LeakSanitizer reports as leaked.)
    static var locked: Data {
        Data(
            base64Encoded: [
                "JVBERi0xLjYKJb/3ov4KMSAwIG9iago8PCAvUGFnZXMgMiAwIFIgL1R5cGUgL0NhdGFsb2cgPj4KZW5kb2JqCjIgMCBvYmoKPDwg",
                "L0NvdW50IDEgL0tpZHMgWyAzIDAgUiBdIC9UeXBlIC9QYWdlcyA+PgplbmRvYmoKMyAwIG9iago8PCAvQ29udGVudHMgNCAwIFIg",
                "L01lZGlhQm94IFsgMCAwIDQwIDIwIF0gL1BhcmVudCAyIDAgUiAvVHlwZSAvUGFnZSA+PgplbmRvYmoKNCAwIG9iago8PCAvTGVu",
                "Z3RoIDQ4IC9GaWx0ZXIgL0ZsYXRlRGVjb2RlID4+CnN0cmVhbQoSURQEmzGQi3YG5M/E13TBZKLKrwFud7uAIhx8sK+fnzwIcqgG",
                "nyEMNy5pRIvNF9JlbmRzdHJlYW0KZW5kb2JqCjUgMCBvYmoKPDwgL0NGIDw8IC9TdGRDRiA8PCAvQXV0aEV2ZW50IC9Eb2NPcGVu",
                "IC9DRk0gL0FFU1YyIC9MZW5ndGggMTYgPj4gPj4gL0ZpbHRlciAvU3RhbmRhcmQgL0xlbmd0aCAxMjggL08gPDEyYjE4YjQ0Y2Uy",
                "NzY1NjllNzY1OTA2Y2FmNjRlNDQyOWE0YzIwZDZlOTk2ZmRlZjk2M2U5YjUwODBmOWUwODM+IC9QIC0yMDU2IC9SIDQgL1N0bUYg",
                "L1N0ZENGIC9TdHJGIC9TdGRDRiAvVSA8YTJkMGMzZTZjMThlNWNiMDM1NTk2NjZiYjk1M2U4M2EwMTIyNDU2YTkxYmFlNTEzNDI3",
                "M2E2ZGIxMzRjODdjND4gL1YgNCA+PgplbmRvYmoKeHJlZgowIDYKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDE1IDAwMDAw",
                "IG4gCjAwMDAwMDAwNjQgMDAwMDAgbiAKMDAwMDAwMDEyMyAwMDAwMCBuIAowMDAwMDAwMjEwIDAwMDAwIG4gCjAwMDAwMDAzMjgg",
                "MDAwMDAgbiAKdHJhaWxlciA8PCAvUm9vdCAxIDAgUiAvU2l6ZSA2IC9JRCBbPDM1NzYyY2Q0MmU5ZTczNWZiZmYyNmQ0MzBmNjRk",
                "ODQ3PjwzNTc2MmNkNDJlOWU3MzVmYmZmMjZkNDMwZjY0ZDg0Nz5dIC9FbmNyeXB0IDUgMCBSID4+CnN0YXJ0eHJlZgo2MzAKJSVF",
                "T0YK",
            ].joined())!
    }

    /// The same page encrypted with an empty user password: it opens without one, but neither printing nor copying is allowed.
    static var restricted: Data {
        Data(
            base64Encoded: [
                "JVBERi0xLjYKJb/3ov4KMSAwIG9iago8PCAvUGFnZXMgMiAwIFIgL1R5cGUgL0NhdGFsb2cgPj4KZW5kb2JqCjIgMCBvYmoKPDwg",
                "L0NvdW50IDEgL0tpZHMgWyAzIDAgUiBdIC9UeXBlIC9QYWdlcyA+PgplbmRvYmoKMyAwIG9iago8PCAvQ29udGVudHMgNCAwIFIg",
                "L01lZGlhQm94IFsgMCAwIDQwIDIwIF0gL1BhcmVudCAyIDAgUiAvVHlwZSAvUGFnZSA+PgplbmRvYmoKNCAwIG9iago8PCAvTGVu",
                "Z3RoIDQ4IC9GaWx0ZXIgL0ZsYXRlRGVjb2RlID4+CnN0cmVhbQrsCG2vqMYJxm+hzqDUwMczd1i7Z3bXWb7CTfPKCdF6ayQr3v8o",
                "KyOqsJ5We1T/KYRlbmRzdHJlYW0KZW5kb2JqCjUgMCBvYmoKPDwgL0NGIDw8IC9TdGRDRiA8PCAvQXV0aEV2ZW50IC9Eb2NPcGVu",
                "IC9DRk0gL0FFU1YyIC9MZW5ndGggMTYgPj4gPj4gL0ZpbHRlciAvU3RhbmRhcmQgL0xlbmd0aCAxMjggL08gPDU2NmZhODczZWUz",
                "M2M3OTdjZDNiOTA0ZmRhZGY4MTRhZmEzNGRmOWEzOGY2ZWQ0MWI5ODRlMmM2ZGEyYWE2ZjU+IC9QIC0yMDcyIC9SIDQgL1N0bUYg",
                "L1N0ZENGIC9TdHJGIC9TdGRDRiAvVSA8Y2JmNGZlZTYyMmE1MWM4MzU1NWVhNTY0MTBhZmIzM2IwMTIyNDU2YTkxYmFlNTEzNDI3",
                "M2E2ZGIxMzRjODdjND4gL1YgNCA+PgplbmRvYmoKeHJlZgowIDYKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDE1IDAwMDAw",
                "IG4gCjAwMDAwMDAwNjQgMDAwMDAgbiAKMDAwMDAwMDEyMyAwMDAwMCBuIAowMDAwMDAwMjEwIDAwMDAwIG4gCjAwMDAwMDAzMjgg",
                "MDAwMDAgbiAKdHJhaWxlciA8PCAvUm9vdCAxIDAgUiAvU2l6ZSA2IC9JRCBbPGI1YWIzMmViNGM3Y2U4YmRhMmM1NzJkZWZiMGY3",
                "NGMyPjxiNWFiMzJlYjRjN2NlOGJkYTJjNTcyZGVmYjBmNzRjMj5dIC9FbmNyeXB0IDUgMCBSID4+CnN0YXJ0eHJlZgo2MzAKJSVF",
                "T0YK",
            ].joined())!
    }

    @Test func anEncryptedDocumentOpensLockedUntilItsPasswordIsGiven() throws {
        let document = try #require(Self.document(Self.locked))
        #expect(document.isEncrypted && !document.isUnlocked)
        #expect(document.numberOfPages == 0 && document.page(at: 1) == nil && !document.allowsCopying)
        #expect(!document.unlockWithPassword("wrong"))
        #expect(!document.isUnlocked)
        #expect(document.unlockWithPassword("lamina"))
        #expect(document.isUnlocked && document.numberOfPages == 1 && !document.allowsPrinting)
        let bitmap = makeBitmap(40, 20)
        bitmap.drawPDFPage(try #require(document.page(at: 1)))
        #expect(bitmap.pixelAt(5, 15) == red && bitmap.pixelAt(15, 5) == clear)

        let restricted = try #require(Self.document(Self.restricted))
        #expect(restricted.isEncrypted && restricted.isUnlocked && restricted.numberOfPages == 1)
        #expect(!restricted.allowsPrinting && !restricted.allowsCopying)
        #expect(restricted.unlockWithPassword(""))
    }

    /// A page 10²⁰ points a side draws without breaking the context: what follows still draws.
    @Test func aHugePageLeavesTheContextWorking() throws {
        let data = try #require(
            Data(
                base64Encoded: [
                    "JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUg",
                    "L1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAg",
                    "UiAvTWVkaWFCb3ggWzAgMCAxMDAwMDAwMDAwMDAwMDAwMDAwMDAgMTAwMDAwMDAwMDAwMDAwMDAwMDAwXSAvQ29udGVudHMgNCAw",
                    "IFIgPj4KZW5kb2JqCjQgMCBvYmoKPDwgL0xlbmd0aCAyMyA+PgpzdHJlYW0KMSAwIDAgcmcgMCAwIDEwIDEwIHJlIGYKZW5kc3Ry",
                    "ZWFtCmVuZG9iagp4cmVmCjAgNQowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMDkgMDAwMDAgbiAKMDAwMDAwMDA1OCAwMDAw",
                    "MCBuIAowMDAwMDAwMTE1IDAwMDAwIG4gCjAwMDAwMDAyMzggMDAwMDAgbiAKdHJhaWxlcgo8PCAvU2l6ZSA1IC9Sb290IDEgMCBS",
                    "ID4+CnN0YXJ0eHJlZgozMTEKJSVFT0YK",
                ].joined()))
        let page = try #require(Self.document(data)?.page(at: 1))
        #expect(page.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 1e20, height: 1e20))
        let bitmap = makeBitmap(20, 20)
        bitmap.drawPDFPage(page)
        // Its 10-point square is lost to precision (10²⁰ − 10 is 10²⁰ in a double); no more is promised.
        bitmap.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        bitmap.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(bitmap.pixelAt(5, 15) == blue)
    }
}
