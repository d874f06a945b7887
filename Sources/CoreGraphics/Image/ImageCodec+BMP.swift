import Foundation

/// BMP and ICO decoding, in Swift: uncompressed 1-, 4- and 8-bit paletted, 16-, 24- and 32-bit
/// pixels, with BI_BITFIELDS masks; an ICO gives its largest entry (PNG or BMP inside).
/// Run-length and embedded JPEG/PNG compression in a BMP are refused (nil).
extension ImageCodec {
    /// Decodes a BMP file (a 14-byte file header, then a device-independent bitmap).
    static func decodeBMP(_ data: Data) -> CGImage? {
        let bytes = [UInt8](data)
        guard bytes.count >= 26 else { return nil }
        return decodeDIB(bytes, at: 14, pixelOffset: Int(littleEndian32(bytes, 10)), icon: false)
    }

    /// Decodes the largest image of an ICO file (the most pixels, then the most bits a pixel).
    static func decodeICO(_ data: Data) -> CGImage? {
        let bytes = [UInt8](data)
        guard bytes.count >= 6 else { return nil }
        let count = Int(littleEndian16(bytes, 4))
        guard count > 0, bytes.count >= 6 + 16 * count else { return nil }
        var best: (area: Int, bits: Int, range: Range<Int>)?
        for index in 0..<count {
            let entry = 6 + 16 * index
            // A stored width or height of 0 means 256.
            let width = bytes[entry] == 0 ? 256 : Int(bytes[entry])
            let height = bytes[entry + 1] == 0 ? 256 : Int(bytes[entry + 1])
            let bits = Int(littleEndian16(bytes, entry + 6))
            let size = Int(littleEndian32(bytes, entry + 8))
            let offset = Int(littleEndian32(bytes, entry + 12))
            guard size > 0, offset <= bytes.count, size <= bytes.count - offset else { return nil }
            if let current = best, (current.area, current.bits) >= (width * height, bits) { continue }
            best = (width * height, bits, offset..<(offset + size))
        }
        guard let best else { return nil }
        let entry = Array(bytes[best.range])
        if entry.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return decodePNG(Data(entry)) }
        return decodeDIB(entry, at: 0, pixelOffset: nil, icon: true)
    }

    /// Decodes the bitmap whose header starts at `header`. The pixels start at `pixelOffset`, or
    /// right after the header, masks and palette when nil (as in an icon). An icon's height counts
    /// its 1-bit transparency mask too, which follows the pixels.
    private static func decodeDIB(_ bytes: [UInt8], at header: Int, pixelOffset: Int?, icon: Bool) -> CGImage? {
        guard header + 16 <= bytes.count else { return nil }
        let headerSize = Int(littleEndian32(bytes, header))
        let core = headerSize == 12
        guard core || [40, 52, 56, 108, 124].contains(headerSize), header + headerSize <= bytes.count else {
            return nil
        }
        let width: Int
        var height: Int
        let bits: Int
        let compression: UInt32
        var paletteCount = 0
        if core {
            width = Int(littleEndian16(bytes, header + 4))
            height = Int(littleEndian16(bytes, header + 6))
            bits = Int(littleEndian16(bytes, header + 10))
            compression = 0
        } else {
            width = Int(Int32(bitPattern: littleEndian32(bytes, header + 4)))
            height = Int(Int32(bitPattern: littleEndian32(bytes, header + 8)))
            bits = Int(littleEndian16(bytes, header + 14))
            compression = littleEndian32(bytes, header + 16)
            paletteCount = Int(littleEndian32(bytes, header + 32))
        }
        if icon { height /= 2 }
        let topDown = height < 0 && !icon
        height = abs(height)
        guard width > 0, height > 0, width <= PixelBuffer.maximumDimension, height <= PixelBuffer.maximumDimension,
            width * height <= 1 << 28
        else { return nil }

        // Masks: 0 (BI_RGB), 3 (BI_BITFIELDS) and 6 (BI_ALPHABITFIELDS); any other compression is refused.
        var masks: [UInt32]
        var cursor = header + headerSize
        switch (compression, bits) {
        case (0, 1), (0, 4), (0, 8), (0, 24): masks = []
        case (0, 16): masks = [0x7C00, 0x03E0, 0x001F, 0]
        case (0, 32): masks = [0xFF_0000, 0xFF00, 0xFF, icon ? 0xFF00_0000 : 0]
        case (3, 16), (3, 32), (6, 16), (6, 32):
            let count = compression == 6 ? 4 : 3
            // Version 2+ headers carry the masks; a 40-byte one is followed by them.
            let start = headerSize > 40 ? header + 40 : cursor
            if headerSize == 40 { cursor += 4 * count }
            let available = headerSize >= 56 || headerSize == 40 && count == 4 ? 4 : 3
            guard start + 4 * available <= bytes.count else { return nil }
            masks = (0..<available).map { littleEndian32(bytes, start + 4 * $0) }
            if masks.count == 3 { masks.append(0) }
        default: return nil
        }

        var palette: [(UInt8, UInt8, UInt8)] = []
        if bits <= 8 {
            let entrySize = core ? 3 : 4
            let count = paletteCount == 0 ? 1 << bits : min(paletteCount, 1 << bits)
            guard cursor + entrySize * count <= bytes.count else { return nil }
            palette = (0..<count).map { index in
                let entry = cursor + entrySize * index
                return (bytes[entry + 2], bytes[entry + 1], bytes[entry])
            }
            cursor += entrySize * (paletteCount == 0 ? count : paletteCount)
        }

        let start = pixelOffset ?? cursor
        let rowBytes = (bits * width + 31) / 32 * 4
        guard start >= 0, start <= bytes.count, rowBytes * height <= bytes.count - start else { return nil }
        let maskStride = (width + 31) / 32 * 4
        let maskStart = start + rowBytes * height
        let hasMask = icon && maskStride * height <= bytes.count - maskStart

        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let storedRow = topDown ? y : height - 1 - y
            let row = start + storedRow * rowBytes
            for x in 0..<width {
                let color: (UInt8, UInt8, UInt8, UInt8)
                switch bits {
                case 1, 4, 8:
                    let bitOffset = x * bits
                    let byte = bytes[row + bitOffset / 8]
                    let index = Int(byte >> UInt8(8 - bits - bitOffset % 8)) & ((1 << bits) - 1)
                    let entry = index < palette.count ? palette[index] : (0, 0, 0)
                    color = (entry.0, entry.1, entry.2, 255)
                case 24:
                    let pixel = row + x * 3
                    color = (bytes[pixel + 2], bytes[pixel + 1], bytes[pixel], 255)
                default:
                    let pixel = row + x * bits / 8
                    let value = bits == 16 ? UInt32(littleEndian16(bytes, pixel)) : littleEndian32(bytes, pixel)
                    color = (
                        component(value, masks[0]), component(value, masks[1]), component(value, masks[2]),
                        masks[3] == 0 ? 255 : component(value, masks[3])
                    )
                }
                let index = (y * width + x) * 4
                (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3]) = color
            }
        }
        if icon {
            // An icon's mask marks transparent pixels with 1 bits; a 32-bit icon whose alpha bytes are
            // all zero is an old one that relies on its mask alone.
            let alphaUnused = bits == 32 && stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] == 0 }
            for y in 0..<height where bits != 32 || alphaUnused {
                let row = maskStart + (height - 1 - y) * maskStride
                for x in 0..<width {
                    let transparent = hasMask && bytes[row + x / 8] & (0x80 >> UInt8(x % 8)) != 0
                    rgba[(y * width + x) * 4 + 3] = transparent ? 0 : 255
                }
            }
        }
        return rgba.withUnsafeBytes { raw in
            rgbaImage(raw.baseAddress!, width: width, height: height, premultiplied: false)
        }
    }

    /// The field of `value` under `mask`, scaled to 0...255.
    private static func component(_ value: UInt32, _ mask: UInt32) -> UInt8 {
        guard mask != 0 else { return 0 }
        let shifted = UInt64((value & mask) >> UInt32(mask.trailingZeroBitCount))
        let maximum = UInt64(mask >> UInt32(mask.trailingZeroBitCount))
        return UInt8((shifted * 255 + maximum / 2) / maximum)
    }

    private static func littleEndian16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func littleEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(littleEndian16(bytes, offset)) | UInt32(littleEndian16(bytes, offset + 2)) << 16
    }
}
