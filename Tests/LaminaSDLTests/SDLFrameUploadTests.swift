import Foundation
import LaminaSDL
import Testing

/// The pure part of the SDL present: which rows to upload and the copy into a locked texture.
@Suite struct SDLFrameUploadTests {
    @Test func damageIsRoundedOutToWholePixels() {
        let rects = SDLFrameUpload.pixelRects(
            covering: [CGRect(x: 1.5, y: 2.25, width: 3, height: 0.5)], width: 10, height: 10)
        #expect(rects == [PixelRect(x: 1, y: 2, width: 4, height: 1)])
    }

    @Test func damageIsClippedToTheFramebufferAndEmptyOnesDropped() {
        let rects = SDLFrameUpload.pixelRects(
            covering: [
                CGRect(x: -5, y: 8, width: 10, height: 10), CGRect(x: 20, y: 0, width: 4, height: 4),
                CGRect(x: 3, y: 3, width: 0, height: 5), CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1),
                CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1),
            ], width: 10, height: 10)
        #expect(rects == [PixelRect(x: 0, y: 8, width: 5, height: 2)])
    }

    @Test func noDamageUploadsNothing() {
        #expect(SDLFrameUpload.pixelRects(covering: [], width: 10, height: 10) == [])
    }

    @Test func onlyTheRectanglesRowsAreCopiedAtTheDestinationsPitch() {
        // A 4 × 3 framebuffer with 20 bytes a row (4 of padding); byte value = row * 20 + column.
        let bytesPerRow = 20
        let source = (0..<(bytesPerRow * 3)).map { UInt8($0) }
        let rect = PixelRect(x: 1, y: 1, width: 2, height: 2)
        let pitch = 12
        var destination = [UInt8](repeating: 0xEE, count: pitch * 2)
        source.withUnsafeBytes { pixels in
            destination.withUnsafeMutableBytes { out in
                SDLFrameUpload.copyRows(
                    of: rect, from: pixels, bytesPerRow: bytesPerRow, to: out.baseAddress!, pitch: pitch)
            }
        }
        let row1 = (24..<32).map { UInt8($0) }
        let row2 = (44..<52).map { UInt8($0) }
        let padding = [UInt8](repeating: 0xEE, count: 4)
        #expect(destination == row1 + padding + row2 + padding)
    }

    @Test func anEmptyRectangleCopiesNothing() {
        let source = [UInt8](repeating: 7, count: 16)
        var destination = [UInt8](repeating: 0, count: 16)
        source.withUnsafeBytes { pixels in
            destination.withUnsafeMutableBytes { out in
                SDLFrameUpload.copyRows(
                    of: PixelRect(x: 0, y: 0, width: 0, height: 2), from: pixels, bytesPerRow: 16,
                    to: out.baseAddress!, pitch: 16)
            }
        }
        #expect(destination == [UInt8](repeating: 0, count: 16))
    }
}
