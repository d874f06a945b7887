public import Foundation

/// A source of bytes for images.
///
/// The bytes are kept as one immutable `NSData` (`CFData` here, see `CoreFoundationNames.swift`),
/// so `CFDataGetBytePtr(provider.data)` points at bytes that live as long as the provider.
public final class CGDataProvider: @unchecked Sendable {
    // Unchecked: `storage` is an immutable NSData, never mutated after init.
    private let storage: NSData

    /// The provider's bytes.
    public var data: CFData? { storage }

    /// The provider's bytes as `Data`, sharing the storage.
    package var bytes: Data { Data(referencing: storage) }

    /// Creates a provider over a copy of `data`.
    public init?(data: CFData) {
        storage = (data.copy() as? NSData) ?? NSData(data: Data(referencing: data))
    }

    /// Creates a provider over `data` (Lamina's convenience: Apple takes `CFData`).
    public init?(data: Data) {
        storage = NSData(data: data)
    }

    /// Creates a provider reading a file; nil when it cannot be read.
    public convenience init?(url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    /// Creates a provider reading a file by path; nil when it cannot be read.
    public convenience init?(filename: String) {
        self.init(url: URL(fileURLWithPath: filename))
    }
}

/// A destination for bytes written by a PDF context.
public final class CGDataConsumer {
    let sink: (UnsafeRawBufferPointer) -> Bool

    /// Creates a consumer that appends to `data` (`CFMutableData` is `NSMutableData` here).
    public init(data: CFMutableData) {
        sink = { bytes in
            if let base = bytes.baseAddress { data.append(base, length: bytes.count) }
            return true
        }
    }

    /// Creates a consumer that writes a file, replacing it; nil when the file cannot be created.
    public init?(url: URL) {
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: url)
        else { return nil }
        sink = { bytes in
            (try? handle.write(contentsOf: Data(bytes))) != nil
        }
    }
}
