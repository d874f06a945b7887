internal import CLaminaCodecs
import Foundation

/// The formats decoded through the C libraries frame by frame (GIF, WebP, TIFF, HEIF), and how
/// encoded files are recognised.
extension ImageCodec {
    /// An encoded image format, as recognised from the file's first bytes.
    package enum FileFormat: Sendable, Equatable {
        case png, jpeg, gif, webp, bmp, ico, tiff, heif
    }

    /// Every frame of an image file with each one's display time (one frame, shown for 0
    /// milliseconds, for still images).
    package struct Frames {
        /// The frames, each composited onto the whole canvas.
        package var images: [CGImage]
        /// How long each frame shows, in milliseconds.
        package var delays: [Int]
    }

    /// No image, however many frames, may hold more pixels than this all told (256 MiB of
    /// pixels): a quarter of a single PNG's limit, because a small file can repeat one large
    /// canvas frame after frame, and the frames are copied once more into images.
    package static let maximumTotalPixels = 1 << 26

    /// The format `data` is in, from its signature, or nil when it is none Lamina reads.
    package static func format(of data: Data) -> FileFormat? {
        let head = [UInt8](data.prefix(16))
        func matches(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && head[offset..<(offset + bytes.count)].elementsEqual(bytes)
        }
        if matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if matches([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if matches(Array("GIF87a".utf8)) || matches(Array("GIF89a".utf8)) { return .gif }
        if matches(Array("RIFF".utf8)), matches(Array("WEBP".utf8), at: 8) { return .webp }
        if matches(Array("BM".utf8)) { return .bmp }
        if matches([0, 0, 1, 0]) { return .ico }
        if matches([0x49, 0x49, 0x2A, 0]) || matches([0x4D, 0x4D, 0, 0x2A]) { return .tiff }
        if matches(Array("ftyp".utf8), at: 4) {
            let brands = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif"]
            if brands.contains(where: { matches(Array($0.utf8), at: 8) }) { return .heif }
        }
        return nil
    }

    /// Decodes every frame of `data` (GIF and animated WebP frames composited as they play; one
    /// frame for any other format), or nil for corrupt, truncated or oversized data.
    package static func decodeFrames(_ data: Data) -> Frames? {
        switch format(of: data) {
        case .gif, .webp: return libraryFrames(data, maximumFrames: Int32.max)
        case nil: return nil
        default: return decode(data).map { Frames(images: [$0], delays: [0]) }
        }
    }

    /// The first frame of a GIF, WebP, TIFF or HEIF file.
    static func decodeFirstFrame(_ data: Data) -> CGImage? {
        libraryFrames(data, maximumFrames: 1)?.images.first
    }

    private static func libraryFrames(_ data: Data, maximumFrames: Int32) -> Frames? {
        let decoder: (UnsafePointer<UInt8>?, Int, lamina_limits, UnsafeMutablePointer<lamina_frames>?) -> Int32
        switch format(of: data) {
        case .gif: decoder = lamina_gif_decode
        case .webp: decoder = lamina_webp_decode
        case .tiff: decoder = lamina_tiff_decode
        case .heif: decoder = lamina_heif_decode
        default: return nil
        }
        let limits = lamina_limits(
            max_dimension: Int32(PixelBuffer.maximumDimension), max_pixels: 1 << 28,
            max_total_pixels: maximumTotalPixels, max_frames: maximumFrames)
        var frames = lamina_frames()
        let status = data.withUnsafeBytes { raw in
            decoder(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, limits, &frames)
        }
        guard status == 0, let pixels = frames.pixels, let delays = frames.delays_ms else { return nil }
        defer { lamina_frames_free(&frames) }
        let width = Int(frames.width)
        let height = Int(frames.height)
        var result = Frames(images: [], delays: [])
        for index in 0..<Int(frames.count) {
            guard
                let image = rgbaImage(
                    pixels + index * width * height * 4, width: width, height: height,
                    premultiplied: frames.premultiplied != 0)
            else { return nil }
            result.images.append(image)
            result.delays.append(Int(delays[index]))
        }
        return result
    }

    /// An image of 8-bit R, G, B, A pixels, rows `width * 4` bytes apart.
    static func rgbaImage(_ bytes: UnsafeRawPointer, width: Int, height: Int, premultiplied: Bool) -> CGImage? {
        let space = CGColorSpaceCreateDeviceRGB()
        guard
            let layout = ClientPixelLayout(
                space: space, bitsPerComponent: 8, bitsPerPixel: 32,
                bitmapInfo: CGBitmapInfo(alphaInfo: premultiplied ? .premultipliedLast : .last), forImage: true),
            let pixels = PixelBuffer(format: .argb32, width: width, height: height)
        else { return nil }
        layout.import(from: bytes, bytesPerRow: width * 4, into: pixels)
        return CGImage(pixels: pixels, layout: layout, colorSpace: space)
    }
}
