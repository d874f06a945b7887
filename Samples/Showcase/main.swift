import Foundation
import UIKit

// Renders the Core Graphics showcase to PNG (and a one-page PDF) in the directory given as the
// first argument (default: ./out), then says where.
let directory = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out",
    relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
).standardizedFileURL
do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: Showcase.size, format: format)
    let png = renderer.pngData { context in Showcase.draw(in: context.cgContext) }
    let pngURL = directory.appendingPathComponent("showcase.png")
    try png.write(to: pngURL)

    let pdfURL = directory.appendingPathComponent("showcase.pdf")
    var box = CGRect(origin: .zero, size: Showcase.size)
    if let pdf = CGContext(pdfURL, mediaBox: &box, nil) {
        pdf.beginPDFPage(nil)
        // PDF pages use Core Graphics' bottom-left origin; flip to draw the UIKit-coordinate panels.
        pdf.translateBy(x: 0, y: box.height)
        pdf.scaleBy(x: 1, y: -1)
        UIGraphicsPushContext(pdf)
        Showcase.draw(in: pdf)
        UIGraphicsPopContext()
        pdf.endPDFPage()
        pdf.closePDF()
    }
    print("Wrote the Core Graphics showcase to \(pngURL.path) (\(png.count) bytes) and \(pdfURL.path)")
} catch {
    print("Showcase failed: \(error)")
    exit(1)
}
