import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting

// Rendering a PDF page to an image, as iOS apps do for vector icons and document thumbnails, in
// the Swift 5 language mode.

/// The first page of the PDF at `url`, drawn `scale` times its size into an image.
func imageFromPDF(at url: URL, scale: CGFloat) -> UIImage? {
    guard let document = CGPDFDocument(url as CFURL), let page = document.page(at: 1) else { return nil }
    let box = page.getBoxRect(.mediaBox)
    let size = CGSize(width: box.width * scale, height: box.height * scale)
    let renderer = UIGraphicsImageRenderer(size: size)
    return renderer.image { context in
        UIColor.white.set()
        context.fill(CGRect(origin: .zero, size: size))
        // UIKit's contexts are y down; PDF pages are y up.
        context.cgContext.translateBy(x: 0, y: size.height)
        context.cgContext.scaleBy(x: scale, y: -scale)
        context.cgContext.drawPDFPage(page)
    }
}

@MainActor
@Suite struct PDFIdiomTests {
    @Test func aPDFPageBecomesAnImage() throws {
        let url = try #require(Bundle.module.url(forResource: "square", withExtension: "pdf", subdirectory: "Fixtures"))
        let image = try #require(imageFromPDF(at: url, scale: 2))
        #expect(image.size == CGSize(width: 80, height: 40))
        let cgImage = try #require(image.cgImage)
        // The 10-point red square sits at the page's bottom left: 20 pixels at scale 2 (× the screen scale).
        let pixelScale = CGFloat(cgImage.width) / 80
        let inside = cgImage.pixel(x: Int(5 * pixelScale), y: Int(35 * pixelScale))
        let outside = cgImage.pixel(x: Int(25 * pixelScale), y: Int(35 * pixelScale))
        let above = cgImage.pixel(x: Int(5 * pixelScale), y: Int(15 * pixelScale))
        #expect(inside == PixelRGBA(255, 0, 0, 255))
        #expect(outside == PixelRGBA(255, 255, 255, 255) && above == PixelRGBA(255, 255, 255, 255))
        #expect(imageFromPDF(at: URL(fileURLWithPath: "/nonexistent.pdf"), scale: 1) == nil)
    }
}
