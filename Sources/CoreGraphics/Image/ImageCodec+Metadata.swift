import Foundation

/// Reading the few header fields decoding needs, straight from the encoded bytes.
extension ImageCodec {
    /// The width and height a PNG's IHDR chunk declares, or nil when there is no valid IHDR.
    package static func pngDimensions(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        let width = Int(bigEndian32(bytes, at: 16))
        let height = Int(bigEndian32(bytes, at: 20))
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// The EXIF orientation (1...8) stored in a JPEG's APP1 segment or a PNG's eXIf chunk, or nil
    /// when there is none or it is malformed.
    package static func exifOrientation(_ data: Data) -> Int? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xD8]) { return jpegOrientation(bytes) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return pngOrientation(bytes) }
        if bytes.starts(with: [0x49, 0x49, 0x2A, 0]) || bytes.starts(with: [0x4D, 0x4D, 0, 0x2A]) {
            return tiffOrientation(bytes)
        }
        return nil
    }

    private static func jpegOrientation(_ bytes: [UInt8]) -> Int? {
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            // Start of scan: metadata segments all come before it.
            if marker == 0xDA { return nil }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
            let body = offset + 4
            let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
            if marker == 0xE1, length >= 8, bytes[body..<body + 6].elementsEqual(exifHeader) {
                return tiffOrientation(Array(bytes[(body + 6)..<(offset + 2 + length)]))
            }
            offset += 2 + length
        }
        return nil
    }

    private static func pngOrientation(_ bytes: [UInt8]) -> Int? {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian32(bytes, at: offset))
            let type = bytes[(offset + 4)..<(offset + 8)]
            guard length <= bytes.count - offset - 12 else { return nil }
            if type.elementsEqual("eXIf".utf8) {
                return tiffOrientation(Array(bytes[(offset + 8)..<(offset + 8 + length)]))
            }
            if type.elementsEqual("IDAT".utf8) { return nil }
            offset += 12 + length
        }
        return nil
    }

    /// Finds tag 0x0112 (orientation) in the first directory of a TIFF structure.
    private static func tiffOrientation(_ tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func read16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func read32(_ at: Int) -> Int? {
            guard let first = read16(at), let second = read16(at + 2) else { return nil }
            return little ? first | second << 16 : first << 16 | second
        }
        guard read16(2) == 42, let directory = read32(4), let count = read16(directory) else { return nil }
        for index in 0..<count {
            let entry = directory + 2 + index * 12
            guard let tag = read16(entry) else { return nil }
            // Type 3 is SHORT; the value sits in the first two bytes of the value field.
            if tag == 0x0112, read16(entry + 2) == 3, let value = read16(entry + 8), (1...8).contains(value) {
                return value
            }
        }
        return nil
    }

    private static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}

extension ImageCodec {
    /// Maps a stored image's unit square (y down) onto the displayed one (y down) for EXIF
    /// orientation `value` (1 upright, 3 upside down, 6 shown turned a quarter clockwise, 8 a
    /// quarter anticlockwise; 2, 4, 5, 7 their mirrors); the identity for anything else. The one
    /// place orientations are written: `UIImage.Orientation` and ImageIO thumbnails use it.
    package static func exifDisplayTransform(_ value: Int) -> CGAffineTransform {
        switch value {
        case 2: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)
        case 3: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 1, ty: 1)
        case 4: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
        // Mirrored left to right, then turned as 8 / 6.
        case 5: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        // Turned a quarter clockwise: the stored top row becomes the right column.
        case 6: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1, ty: 0)
        case 7: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: 1, ty: 1)
        // Turned a quarter anticlockwise: the stored top row becomes the left column.
        case 8: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 1)
        default: .identity
        }
    }
}
