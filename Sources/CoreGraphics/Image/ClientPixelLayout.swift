import Foundation

/// A pixel layout Core Graphics accepts for bitmap contexts and images, and how it maps onto
/// cairo's native layouts.
///
/// Cairo draws only premultiplied native-endian ARGB (bytes B, G, R, A here), RGB24 and A8. Apple
/// also accepts RGBA byte order, ARGB big-endian, skipped alpha bytes, gray, and straight alpha
/// for images; those are converted at the boundary, pixel by pixel, in `export` and `import`.
package struct ClientPixelLayout: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// 32 bits a pixel; byte offsets of red, green, blue, and of alpha (nil when skipped).
        case rgb32(red: Int, green: Int, blue: Int, alpha: Int?, premultiplied: Bool)
        /// 24 bits a pixel, R, G, B (images only).
        case rgb24
        /// One gray byte a pixel, with an optional alpha byte after it.
        case gray8(alpha: Bool, premultiplied: Bool)
        /// One alpha byte a pixel.
        case alpha8
    }

    package let kind: Kind
    package let bitmapInfo: CGBitmapInfo

    /// The native cairo layout pixels are kept in.
    package var workingFormat: PixelBuffer.Format {
        switch kind {
        case .alpha8: .a8
        case .rgb32(_, _, _, let alpha, _): alpha == nil ? .rgb24 : .argb32
        case .rgb24: .rgb24
        case .gray8(let alpha, _): alpha ? .argb32 : .rgb24
        }
    }

    package var bitsPerPixel: Int {
        switch kind {
        case .rgb32: 32
        case .rgb24: 24
        case .gray8(let alpha, _): alpha ? 16 : 8
        case .alpha8: 8
        }
    }

    /// Whether client bytes are already cairo's layout, so cairo can draw into them directly.
    package var isNative: Bool {
        switch kind {
        case .rgb32(let r, let g, let b, let a, let premultiplied):
            return r == 2 && g == 1 && b == 0 && (a == 3 || a == nil) && (premultiplied || a == nil)
        case .alpha8:
            return true
        default:
            return false
        }
    }

    /// Resolves Apple's (space, bits, info) triple; nil for combinations Core Graphics rejects.
    package init?(
        space: CGColorSpace?, bitsPerComponent: Int, bitsPerPixel: Int?, bitmapInfo: CGBitmapInfo, forImage: Bool
    ) {
        self.bitmapInfo = bitmapInfo
        guard bitsPerComponent == 8, !bitmapInfo.contains(.floatComponents) else { return nil }
        let alpha = bitmapInfo.alphaInfo
        let order = bitmapInfo.byteOrder
        guard let space else {
            guard alpha == .alphaOnly else { return nil }
            kind = .alpha8
            return
        }
        switch space.model {
        case .monochrome:
            switch alpha {
            case .none: kind = .gray8(alpha: false, premultiplied: false)
            case .alphaOnly: kind = .alpha8
            case .premultipliedLast where forImage: kind = .gray8(alpha: true, premultiplied: true)
            case .last where forImage: kind = .gray8(alpha: true, premultiplied: false)
            default: return nil
            }
        case .rgb:
            if bitsPerPixel == 24 {
                guard forImage, alpha == .none else { return nil }
                kind = .rgb24
                return
            }
            if let bitsPerPixel, bitsPerPixel != 32 { return nil }
            let little = order == .byteOrder32Little
            guard order == .byteOrderDefault || order == .byteOrder32Big || little else { return nil }
            // Offsets for the big-endian reading (A R G B for "first", R G B A for "last").
            let first: Bool
            let hasAlpha: Bool
            let premultiplied: Bool
            switch alpha {
            case .premultipliedFirst: (first, hasAlpha, premultiplied) = (true, true, true)
            case .premultipliedLast: (first, hasAlpha, premultiplied) = (false, true, true)
            case .noneSkipFirst: (first, hasAlpha, premultiplied) = (true, false, true)
            case .noneSkipLast: (first, hasAlpha, premultiplied) = (false, false, true)
            case .first where forImage: (first, hasAlpha, premultiplied) = (true, true, false)
            case .last where forImage: (first, hasAlpha, premultiplied) = (false, true, false)
            default: return nil
            }
            var offsets = first ? (a: 0, r: 1, g: 2, b: 3) : (a: 3, r: 0, g: 1, b: 2)
            if little { offsets = (a: 3 - offsets.a, r: 3 - offsets.r, g: 3 - offsets.g, b: 3 - offsets.b) }
            kind = .rgb32(
                red: offsets.r, green: offsets.g, blue: offsets.b, alpha: hasAlpha ? offsets.a : nil,
                premultiplied: premultiplied)
        default:
            return nil
        }
    }

    /// Writes `buffer`'s pixels into client memory in this layout.
    package func export(_ buffer: PixelBuffer, to destination: UnsafeMutableRawPointer, bytesPerRow: Int) {
        for y in 0..<buffer.height {
            let src = buffer.bytes + y * buffer.stride
            let dst = (destination + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            if isNative {
                memcpy(dst, src, buffer.width * buffer.format.bytesPerPixel)
                continue
            }
            for x in 0..<buffer.width {
                let (r, g, b, a) = buffer.pixel(x: x, y: y)
                switch kind {
                case .rgb32(let ro, let go, let bo, let ao, let premultiplied):
                    let p = dst + x * 4
                    let straight = premultiplied ? (r, g, b) : Self.unpremultiply(r, g, b, a)
                    p[ro] = straight.0
                    p[go] = straight.1
                    p[bo] = straight.2
                    if let ao { p[ao] = a } else { p[3 - (ro + go + bo - 3)] = 0xFF }
                case .rgb24:
                    dst[x * 3] = r
                    dst[x * 3 + 1] = g
                    dst[x * 3 + 2] = b
                case .gray8(let hasAlpha, let premultiplied):
                    let luma = (UInt32(r) * 77 + UInt32(g) * 150 + UInt32(b) * 29 + 128) >> 8
                    var gray = UInt8(truncatingIfNeeded: luma)
                    if hasAlpha {
                        if !premultiplied { gray = Self.unpremultiply(gray, gray, gray, a).0 }
                        dst[x * 2] = gray
                        dst[x * 2 + 1] = a
                    } else {
                        dst[x] = gray
                    }
                case .alpha8:
                    dst[x] = a
                }
            }
        }
    }

    /// Reads client memory in this layout into `buffer` (premultiplying straight alpha).
    package func `import`(from source: UnsafeRawPointer, bytesPerRow: Int, into buffer: PixelBuffer) {
        for y in 0..<buffer.height {
            let src = (source + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let dst = buffer.bytes + y * buffer.stride
            if isNative {
                memcpy(dst, src, buffer.width * buffer.format.bytesPerPixel)
                continue
            }
            for x in 0..<buffer.width {
                var (r, g, b, a): (UInt8, UInt8, UInt8, UInt8)
                var premultiplied = true
                switch kind {
                case .rgb32(let ro, let go, let bo, let ao, let pre):
                    let p = src + x * 4
                    (r, g, b, a) = (p[ro], p[go], p[bo], ao.map { p[$0] } ?? 255)
                    premultiplied = pre
                case .rgb24:
                    (r, g, b, a) = (src[x * 3], src[x * 3 + 1], src[x * 3 + 2], 255)
                case .gray8(let hasAlpha, let pre):
                    let gray = src[x * (hasAlpha ? 2 : 1)]
                    (r, g, b, a) = (gray, gray, gray, hasAlpha ? src[x * 2 + 1] : 255)
                    premultiplied = pre
                case .alpha8:
                    dst.storeBytes(of: src[x], toByteOffset: x, as: UInt8.self)
                    continue
                }
                if !premultiplied {
                    r = UInt8((UInt32(r) * UInt32(a) + 127) / 255)
                    g = UInt8((UInt32(g) * UInt32(a) + 127) / 255)
                    b = UInt8((UInt32(b) * UInt32(a) + 127) / 255)
                }
                let word = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                dst.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
            }
        }
    }

    static func unpremultiply(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> (UInt8, UInt8, UInt8) {
        guard a != 0 else { return (0, 0, 0) }
        if a == 255 { return (r, g, b) }
        func channel(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a))) }
        return (channel(r), channel(g), channel(b))
    }
}
