public import Foundation

/// A source of bytes for images.
///
/// Differs from Apple: Foundation on Linux has no toll-free `CFData`, so the data is a `Data`.
public final class CGDataProvider: Sendable {
    /// The provider's bytes.
    public let data: Data?

    /// Creates a provider over `data`.
    public init?(data: Data) {
        self.data = data
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
///
/// Differs from Apple: `init(data:)` takes an `NSMutableData` (Foundation on Linux has no `CFMutableData`).
public final class CGDataConsumer {
    let sink: (UnsafeRawBufferPointer) -> Bool

    /// Creates a consumer that appends to `data`.
    public init(data: NSMutableData) {
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
