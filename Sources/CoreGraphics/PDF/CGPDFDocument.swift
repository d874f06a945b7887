internal import CPoppler
public import Foundation

/// The boxes a PDF page defines (`CGPDFPage.getBoxRect(_:)`).
public enum CGPDFBox: Int32, Sendable {
    /// The page's physical size.
    case mediaBox = 0
    /// The region shown or printed.
    case cropBox = 1
    /// The region clipped to in production.
    case bleedBox = 2
    /// The finished page.
    case trimBox = 3
    /// The page's meaningful content.
    case artBox = 4
}

/// A PDF document read from data or a file, through poppler: its pages, version and permissions.
///
/// Malformed or truncated data gives nil, as in Core Graphics. A document that needs a password
/// is returned locked (`isUnlocked` false, no pages) until `unlockWithPassword(_:)` succeeds.
/// Divergences from Apple (every box is the crop box; rotation; no dictionaries) are listed in
/// `docs/Compatibility.md`.
public final class CGPDFDocument: @unchecked Sendable {
    // Unchecked: poppler's objects and the mutable state are used only under `popplerLock`.

    /// Serialises every call into poppler, across documents: its global state is set up on first
    /// use without a lock, and its objects are not thread-safe.
    private static let popplerLock = NSLock()
    /// The document's bytes while it is locked, to open it again with a password.
    private var lockedBytes: Data?
    private var document: OpaquePointer?
    /// The pages made so far, held weakly (each page keeps its document alive).
    private var pages: [Int: WeakPage] = [:]

    private struct WeakPage {
        weak var page: CGPDFPage?
    }

    /// Whether the document is encrypted (it has an `/Encrypt` dictionary, or needed a password).
    public let isEncrypted: Bool

    /// Reads the document `provider` holds; nil for data that is not a PDF poppler can open.
    public init?(_ provider: CGDataProvider) {
        let bytes = provider.bytes
        var failure: UnsafeMutablePointer<GError>?
        let opened = Self.popplerLock.withLock { Self.open(bytes, password: nil, &failure) }
        let locked = opened == nil && failure?.pointee.code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue)
        if let failure { g_error_free(failure) }
        guard opened != nil || locked else { return nil }
        document = opened
        lockedBytes = locked ? bytes : nil
        isEncrypted = locked || bytes.range(of: Data("/Encrypt".utf8)) != nil
    }

    /// Reads the PDF file at `url`; nil when it cannot be read or is not a PDF.
    public convenience init?(_ url: CFURL) {
        guard let provider = CGDataProvider(url: url as URL) else { return nil }
        self.init(provider)
    }

    deinit {
        if let document { Self.popplerLock.withLock { g_object_unref(UnsafeMutableRawPointer(document)) } }
    }

    private static func open(
        _ bytes: Data, password: String?, _ failure: inout UnsafeMutablePointer<GError>?
    ) -> OpaquePointer? {
        guard !bytes.isEmpty else { return nil }
        // Through a stream: Debian's poppler 22.12 crashes in `poppler_document_new_from_bytes`
        // (and `_from_data`) given a wrong password for an encrypted document.
        let gbytes = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(gbytes) }
        guard let stream = g_memory_input_stream_new_from_bytes(gbytes) else { return nil }
        defer { g_object_unref(stream) }
        return poppler_document_new_from_stream(stream, goffset(bytes.count), password, nil, &failure)
    }

    /// Whether the document's pages can be read: false for a locked encrypted document.
    public var isUnlocked: Bool { Self.popplerLock.withLock { document != nil } }

    /// Opens a locked document with `password`; true when the document is (now) unlocked.
    public func unlockWithPassword(_ password: UnsafePointer<CChar>) -> Bool {
        let text = String(cString: password)
        return Self.popplerLock.withLock {
            if document != nil { return true }
            guard let bytes = lockedBytes else { return false }
            var failure: UnsafeMutablePointer<GError>?
            document = Self.open(bytes, password: text, &failure)
            if let failure { g_error_free(failure) }
            if document != nil { lockedBytes = nil }
            return document != nil
        }
    }

    /// How many pages the document has (0 while locked).
    public var numberOfPages: Int {
        Self.popplerLock.withLock { document.map { Int(poppler_document_get_n_pages($0)) } ?? 0 }
    }

    /// The page numbered `pageNumber`, counting from 1; nil outside the document or while locked.
    /// Asking twice gives the same page.
    public func page(at pageNumber: Int) -> CGPDFPage? {
        Self.popplerLock.withLock {
            guard let document, pageNumber >= 1, pageNumber <= Int(poppler_document_get_n_pages(document)) else {
                return nil
            }
            if let page = pages[pageNumber]?.page { return page }
            guard let handle = poppler_document_get_page(document, Int32(pageNumber - 1)) else { return nil }
            let page = CGPDFPage(handle: handle, number: pageNumber, document: self)
            pages[pageNumber] = WeakPage(page: page)
            return page
        }
    }

    /// Writes the PDF version the document declares (1 and 7 for PDF 1.7); 0 and 0 while locked.
    public func getVersion(majorVersion: UnsafeMutablePointer<Int32>, minorVersion: UnsafeMutablePointer<Int32>) {
        var (major, minor): (guint, guint) = (0, 0)
        Self.popplerLock.withLock {
            if let document { poppler_document_get_pdf_version(document, &major, &minor) }
        }
        // A malformed header can give any number: clamped, never trapping.
        majorVersion.pointee = Int32(clamping: major)
        minorVersion.pointee = Int32(clamping: minor)
    }

    /// Whether the document's permissions allow printing (false while locked).
    public var allowsPrinting: Bool { allows(POPPLER_PERMISSIONS_OK_TO_PRINT) }
    /// Whether the document's permissions allow copying its content (false while locked).
    public var allowsCopying: Bool { allows(POPPLER_PERMISSIONS_OK_TO_COPY) }

    private func allows(_ permission: PopplerPermissions) -> Bool {
        Self.popplerLock.withLock {
            guard let document else { return false }
            return poppler_document_get_permissions(document).rawValue & permission.rawValue != 0
        }
    }

    /// Runs `body` with poppler's lock held (its objects are not thread-safe).
    static func withPoppler<Result>(_ body: () -> Result) -> Result { popplerLock.withLock(body) }
}
