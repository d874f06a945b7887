internal import CCairo
public import Foundation

/// A PDF document being written through cairo's PDF surface.
final class PDFTarget {
    let consumer: CGDataConsumer
    var mediaBox: CGRect
    var pageOpen = false
    var closed = false
    var failed = false

    init(consumer: CGDataConsumer, mediaBox: CGRect) {
        self.consumer = consumer
        self.mediaBox = mediaBox
    }

    func finish(_ surface: OpaquePointer) {
        guard !closed else { return }
        closed = true
        cairo_surface_finish(surface)
    }
}

private let writeToConsumer: cairo_write_func_t = { closure, data, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let target = Unmanaged<PDFTarget>.fromOpaque(closure).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
    guard target.consumer.sink(bytes) else {
        target.failed = true
        return CAIRO_STATUS_WRITE_ERROR
    }
    return CAIRO_STATUS_SUCCESS
}

/// PDF contexts, for printing and export: vector output with Core Graphics' page model.
extension CGContext {
    /// Creates a PDF context writing to `consumer`; the default page is US Letter (612 × 792).
    ///
    /// Differs from Apple: `auxiliaryInfo` is a Swift dictionary and its keys are ignored.
    public convenience init?(
        consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?
    ) {
        let box = mediaBox?.pointee.standardized ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        guard box.width.isFinite, box.height.isFinite, box.width > 0, box.height > 0 else { return nil }
        let pdf = PDFTarget(consumer: consumer, mediaBox: box)
        let surface = cairo_pdf_surface_create_for_stream(
            writeToConsumer, Unmanaged.passUnretained(pdf).toOpaque(), Double(box.width), Double(box.height))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.init(
            surface: surface, baseTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY),
            target: .pdf(pdf))
    }

    /// Creates a PDF context writing the file at `url`.
    public convenience init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    /// Starts a page with the document's media box.
    public func beginPDFPage(_ pageInfo: [String: Any]?) {
        beginPage(mediaBox: nil)
    }

    /// Finishes the current page.
    public func endPDFPage() { endPage() }

    /// Starts a page, optionally with its own media box; the graphics state starts fresh.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        guard case .pdf(let pdf) = target, !pdf.closed else { return }
        if pdf.pageOpen { endPage() }
        if let box = mediaBox?.pointee.standardized, box.width > 0, box.height > 0, box.width.isFinite,
            box.height.isFinite
        {
            cairo_pdf_surface_set_size(surface, Double(box.width), Double(box.height))
        }
        pdf.pageOpen = true
        while !savedStates.isEmpty { restoreGState() }
        state = GraphicsState()
        currentPath.removeAll()
        cairo_reset_clip(cr)
        applyMatrix()
    }

    /// Emits the current page.
    public func endPage() {
        guard case .pdf(let pdf) = target, pdf.pageOpen else { return }
        cairo_show_page(cr)
        pdf.pageOpen = false
    }

    /// Ends the document and writes everything to the consumer; drawing afterwards does nothing.
    public func closePDF() {
        guard case .pdf(let pdf) = target else { return }
        if pdf.pageOpen { endPage() }
        pdf.finish(surface)
    }
}

/// Links and destinations in PDF pages, through cairo's tags.
///
/// Divergence: cairo writes a page's links and destinations only when something is drawn on the
/// page; on a page left blank they are lost.
extension CGContext {
    /// Makes `rect` (user space) of the current page a link to `url`. Does nothing outside a PDF
    /// page or for a rectangle that is empty or not finite.
    public func setURL(_ url: CFURL, for rect: CGRect) {
        guard let area = linkArea(rect) else { return }
        tag(CAIRO_TAG_LINK, "uri='\(Self.escaped(url.absoluteString))' rect=\(area)")
    }

    /// Names `point` (user space) of the current page as a destination that links made with
    /// `setDestination(_:for:)` jump to. Does nothing outside a PDF page.
    public func addDestination(_ name: String, at point: CGPoint) {
        guard case .pdf(let pdf) = target, pdf.pageOpen, !name.isEmpty else { return }
        let device = point.applying(userSpaceToDeviceSpaceTransform)
        guard device.x.isFinite, device.y.isFinite else { return }
        tag(CAIRO_TAG_DEST, "name='\(Self.escaped(name))' x=\(Double(device.x)) y=\(Double(device.y))")
    }

    /// Makes `rect` (user space) of the current page a link to the destination `name`.
    public func setDestination(_ name: String, for rect: CGRect) {
        guard !name.isEmpty, let area = linkArea(rect) else { return }
        tag(CAIRO_TAG_LINK, "dest='\(Self.escaped(name))' rect=\(area)")
    }

    /// `rect`'s device bounding box as cairo's `[x y width height]`, on an open PDF page.
    private func linkArea(_ rect: CGRect) -> String? {
        guard case .pdf(let pdf) = target, pdf.pageOpen else { return nil }
        let device = rect.standardized.applying(userSpaceToDeviceSpaceTransform)
        guard device.minX.isFinite, device.minY.isFinite, device.width.isFinite, device.height.isFinite,
            device.width > 0, device.height > 0
        else { return nil }
        return "[\(Double(device.minX)) \(Double(device.minY)) \(Double(device.width)) \(Double(device.height))]"
    }

    /// An empty tag of `name` with `attributes`, in device space.
    private func tag(_ name: String, _ attributes: String) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_tag_begin(cr, name, attributes)
        cairo_tag_end(cr, name)
        cairo_restore(cr)
    }

    /// `text` for a quoted cairo tag attribute: quotes and backslashes escaped.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
