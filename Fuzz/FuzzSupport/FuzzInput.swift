public import Foundation

/// Typed values read from a fuzzer's input, front to back; once the bytes run out every read
/// returns zero, so a harness never has to check the length.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    /// Reads from a copy of `data`.
    public init(_ data: Data) {
        bytes = Array(data)
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// The bytes not read yet.
    public var remaining: Int { max(bytes.count - offset, 0) }

    /// How many bytes have been read (the offset of the next one).
    public var position: Int { offset }

    /// Whether `LAMINA_FUZZ_TRACE` is set: harnesses then write each operation they decode to
    /// standard error, to find which one a finding's input reaches (replay it with the target's
    /// binary and the input's path).
    public static let isTracing = ProcessInfo.processInfo.environment["LAMINA_FUZZ_TRACE"] != nil

    /// Writes `message`, with the offset it was decoded at, to standard error when tracing.
    public func trace(_ message: @autoclosure () -> String) {
        guard Self.isTracing else { return }
        FileHandle.standardError.write(Data("[\(offset)] \(message())\n".utf8))
    }

    /// The next byte, or 0 at the end.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next `count` bytes (fewer at the end).
    public mutating func bytes(_ count: Int) -> [UInt8] {
        let end = min(offset + max(count, 0), bytes.count)
        defer { offset = max(offset, end) }
        return offset < end ? Array(bytes[offset..<end]) : []
    }

    /// Whether the next byte is odd.
    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A number in `0..<bound` (0 when `bound` is not positive).
    public mutating func int(below bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        let value = Int(byte()) << 8 | Int(byte())
        return value % bound
    }

    /// A small signed integer (-128...127), for indexes that may be out of range.
    public mutating func smallInt() -> Int { Int(Int8(bitPattern: byte())) }

    /// A 64-bit value, little-endian.
    public mutating func uint64() -> UInt64 {
        bytes(8).enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    /// A number, mostly small and ordinary, often one of the values that break geometry code:
    /// NaN, the infinities, the largest and smallest magnitudes, negative zero, or any bit pattern.
    public mutating func number() -> CGFloat {
        let tag = byte()
        switch tag % 32 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return .greatestFiniteMagnitude
        case 4: return -.greatestFiniteMagnitude
        case 5: return .leastNonzeroMagnitude
        case 6: return -0.0
        case 7: return 1e9
        case 8: return -1e9
        case 9: return CGFloat(Int32(bitPattern: UInt32(truncatingIfNeeded: uint64())))
        case 10: return CGFloat(Double(bitPattern: uint64()))
        case 11: return CGFloat(smallInt()) / 64
        default: return CGFloat(smallInt())
        }
    }

    /// A point from two numbers.
    public mutating func point() -> CGPoint { CGPoint(x: number(), y: number()) }

    /// A size from two numbers.
    public mutating func size() -> CGSize { CGSize(width: number(), height: number()) }

    /// A rectangle from four numbers.
    public mutating func rect() -> CGRect { CGRect(origin: point(), size: size()) }

    /// A string of up to `maxScalars` Unicode scalars: ASCII, combining marks, bidirectional
    /// controls, CJK, emoji and joiners, private-use and noncharacters, or any valid scalar.
    public mutating func string(maxScalars: Int) -> String {
        let count = int(below: maxScalars + 1)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<count {
            if let scalar = scalar() { scalars.append(scalar) }
        }
        return String(scalars)
    }

    private mutating func scalar() -> Unicode.Scalar? {
        let low = UInt32(byte())
        let special: [UInt32] = [
            0x0A, 0x0D, 0x09, 0x00, 0x200D, 0x200E, 0x200F, 0x202E, 0x2028, 0x2029, 0xFEFF, 0xFFFD, 0xFFFF,
            0x0301, 0x0308, 0x1F1FA, 0x1F469, 0x1F3FD, 0xFE0F, 0x10FFFF,
        ]
        switch byte() % 8 {
        case 0, 1: return Unicode.Scalar(0x20 + low % 0x5F)
        case 2: return Unicode.Scalar(special[Int(low) % special.count])
        case 3: return Unicode.Scalar(0x0300 + low)  // combining marks and Greek
        case 4: return Unicode.Scalar(0x0590 + low * 2)  // Hebrew, Arabic
        case 5: return Unicode.Scalar(0x4E00 + low * 37)  // CJK
        case 6: return Unicode.Scalar(0x1F300 + low * 2)  // emoji
        default: return Unicode.Scalar(UInt32(truncatingIfNeeded: uint64()) % 0x11_0000)
        }
    }
}
