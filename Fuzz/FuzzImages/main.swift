import FuzzSupport
import UIKit

// Image decoding from arbitrary bytes: `UIImage(data:)` (every format it reads: PNG, JPEG with EXIF
// orientation, GIF, WebP, TIFF, HEIF, BMP, ICO) and
// `CGImage(width:height:...provider:...)` with any layout, each result drawn into a small bitmap;
// and PDF documents (`CGPDFDocument`, drawn with `drawPDFPage`).
// The first byte picks the path; for the decoders the remaining bytes are the file.

/// libFuzzer's entry point: runs one input; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImages(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    MainActor.assumeIsolated {
        var input = FuzzInput(bytes)
        let mode = input.byte()
        switch mode % 4 {
        case 0: decode(Data(input.bytes(input.remaining)), scale: 1)
        case 1: decode(Data(input.bytes(input.remaining)), scale: CGFloat(mode >> 2))
        case 2: decodeFixedSignature(&input)
        default: makeRawImage(&input)
        }
    }
    return 0
}

/// Decodes the bytes as they are, then draws the image several ways; bytes that start as a PDF
/// does are read as a PDF document too.
@MainActor private func decode(_ data: Data, scale: CGFloat) {
    if data.starts(with: Array("%PDF".utf8)) { readPDF(data) }
    guard let image = UIImage(data: data, scale: scale) else { return }
    _ = image.size
    drawImage(image, seed: data.count)
}

/// Reads a PDF document: its permissions, version and pages' boxes, unlocking it with a wrong
/// and an empty password, then draws up to three pages fitted into a 12-by-10-pixel bitmap.
@MainActor private func readPDF(_ data: Data) {
    guard let provider = CGDataProvider(data: data), let document = CGPDFDocument(provider) else { return }
    if !document.isUnlocked {
        _ = document.unlockWithPassword("wrong")
        _ = document.unlockWithPassword("")
    }
    var (major, minor): (Int32, Int32) = (0, 0)
    document.getVersion(majorVersion: &major, minorVersion: &minor)
    _ = (document.isEncrypted, document.allowsPrinting, document.allowsCopying)
    guard
        let context = CGContext(
            data: nil, width: 12, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else { return }
    for number in 1...min(max(document.numberOfPages, 1), 3) {
        guard let page = document.page(at: number) else { continue }
        _ = (page.rotationAngle, page.getBoxRect(.artBox))
        context.saveGState()
        context.concatenate(
            page.getDrawingTransform(
                .cropBox, rect: CGRect(x: 0, y: 0, width: 12, height: 10), rotate: Int32(number * 90),
                preserveAspectRatio: number != 2))
        context.drawPDFPage(page)
        context.restoreGState()
    }
    _ = context.makeImage()
}

/// Prefixes a PNG or JPEG signature, so that mutations spend their time inside the decoders.
@MainActor private func decodeFixedSignature(_ input: inout FuzzInput) {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
    let signature = input.bool() ? png : jpeg
    decode(Data(signature + input.bytes(input.remaining)), scale: 2)
}

/// Builds a `CGImage` from a header read from the input and the rest as its pixels.
@MainActor private func makeRawImage(_ input: inout FuzzInput) {
    let width = (Int(input.byte()) << 8 | Int(input.byte())) - 16
    let height = (Int(input.byte()) << 8 | Int(input.byte())) - 16
    let bitsPerComponent = [8, 16, 5, 1, 32, 0, -8, Int(input.byte())][input.int(below: 8)]
    let bitsPerPixel = [8, 16, 24, 32, 64, 0, 128, Int(input.byte())][input.int(below: 8)]
    let bytesPerRow = input.smallInt() + [0, width, width * 3, width * 4, Int.max / 2][input.int(below: 5)]
    let space = input.bool() ? CGColorSpaceCreateDeviceRGB() : CGColorSpaceCreateDeviceGray()
    let info = CGBitmapInfo(rawValue: UInt32(truncatingIfNeeded: input.uint64()))
    guard let provider = CGDataProvider(data: Data(input.bytes(input.remaining))),
        let image = CGImage(
            width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            bytesPerRow: bytesPerRow, space: space, bitmapInfo: info, provider: provider, decode: nil,
            shouldInterpolate: true, intent: .defaultIntent)
    else { return }
    _ = image.dataProvider
    _ = image.cropping(to: CGRect(x: 1, y: 1, width: 3, height: 2))
    drawImage(UIImage(cgImage: image), seed: width)
    if let context = CGContext(
        data: nil, width: 6, height: 5, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    {
        context.draw(image, in: CGRect(x: -1, y: 0, width: 7, height: 4))
        context.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 3), byTiling: true)
        if image.isMask { context.clip(to: CGRect(x: 0, y: 0, width: 6, height: 5), mask: image) }
        context.fill(CGRect(x: 0, y: 0, width: 6, height: 5))
        _ = context.makeImage()
    }
}

/// Draws `image` into an 8-by-8-point renderer plainly, stretched, resizable and as a pattern, and
/// re-encodes small images.
@MainActor private func drawImage(_ image: UIImage, seed: Int) {
    let format = UIGraphicsImageRendererFormat()
    format.scale = CGFloat(1 + seed % 2)
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format)
    _ = renderer.image { _ in
        image.draw(at: CGPoint(x: -1, y: 2))
        image.draw(in: CGRect(x: 0, y: 0, width: 8, height: 3), blendMode: .multiply, alpha: 0.5)
        let inset = CGFloat(seed % 5)
        let insets = UIEdgeInsets(top: inset, left: 1, bottom: inset, right: 2)
        image.resizableImage(withCapInsets: insets, resizingMode: seed % 2 == 0 ? .tile : .stretch)
            .draw(in: CGRect(x: 1, y: 1, width: 7, height: 6))
        image.drawAsPattern(in: CGRect(x: 0, y: 4, width: 8, height: 4))
    }
    guard let cgImage = image.cgImage, cgImage.width * cgImage.height <= 4096 else { return }
    if let png = image.pngData() { _ = UIImage(data: png) }
    if let jpeg = image.jpegData(compressionQuality: 0.5) { _ = UIImage(data: jpeg) }
}
