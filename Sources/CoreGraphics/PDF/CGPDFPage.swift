internal import CCairo
internal import CPoppler
public import Foundation

/// A page of a `CGPDFDocument`: its number, boxes and rotation, drawn with
/// `CGContext.drawPDFPage(_:)`.
public final class CGPDFPage: @unchecked Sendable {
    // Unchecked: the poppler page is used only under poppler's lock, and the rest is
    // immutable.
    private let handle: OpaquePointer
    /// The document the page belongs to, which the page keeps alive (so that
    /// `CGPDFDocument(url)?.page(at: 1)` gives a page that draws).
    public let document: CGPDFDocument?
    /// The page's number, counting from 1.
    public let pageNumber: Int
    /// The crop box, in the page's default user space (points, y up).
    let cropBox: CGRect
    /// The size poppler draws the page at: the crop box's, turned by the page's rotation.
    let drawnSize: CGSize

    /// Called with the poppler lock held (by `CGPDFDocument.page(at:)`).
    init(handle: OpaquePointer, number: Int, document: CGPDFDocument) {
        self.handle = handle
        self.pageNumber = number
        self.document = document
        var box = PopplerRectangle()
        poppler_page_get_crop_box(handle, &box)
        let crop = CGRect(x: box.x1, y: box.y1, width: box.x2 - box.x1, height: box.y2 - box.y1).standardized
        cropBox = crop.origin.isFinite && crop.width.isFinite && crop.height.isFinite ? crop : .zero
        var (width, height) = (0.0, 0.0)
        poppler_page_get_size(handle, &width, &height)
        drawnSize = width.isFinite && height.isFinite ? CGSize(width: width, height: height) : .zero
    }

    deinit {
        let handle = handle
        CGPDFDocument.withPoppler { g_object_unref(UnsafeMutableRawPointer(handle)) }
    }

    /// The rectangle of `box` in the page's default user space. Poppler reports only the crop
    /// box, so every box is the crop box (which defaults to the media box).
    public func getBoxRect(_ box: CGPDFBox) -> CGRect { cropBox }

    /// The page's rotation in degrees: 90 for a page turned a quarter (its `/Rotate` 90 or 270,
    /// which poppler's API does not tell apart), else 0.
    public var rotationAngle: Int32 {
        let turned = drawnSize.width != cropBox.width && drawnSize.width == cropBox.height
        return turned ? 90 : 0
    }

    /// The transform that maps `box` onto `rect`: the box turned clockwise by the page's rotation
    /// plus `rotate` (a multiple of 90 degrees; others are rounded down to one), scaled down to fit
    /// `rect` — never up — uniformly when `preserveAspectRatio`, and centred in it.
    public func getDrawingTransform(
        _ box: CGPDFBox, rect: CGRect, rotate: Int32, preserveAspectRatio: Bool
    ) -> CGAffineTransform {
        let source = getBoxRect(box)
        let target = rect.standardized
        guard source.width > 0, source.height > 0, target.origin.isFinite, target.width.isFinite, target.height.isFinite
        else { return .identity }
        let quarters = ((Int(rotationAngle) + Int(rotate)) / 90 % 4 + 4) % 4
        let turned = quarters % 2 == 1
        let (width, height) = turned ? (source.height, source.width) : (source.width, source.height)
        var (sx, sy) = (target.width / width, target.height / height)
        if preserveAspectRatio { (sx, sy) = (min(sx, sy), min(sx, sy)) }
        (sx, sy) = (min(sx, 1), min(sy, 1))
        // Applied in turn: the box's centre to the origin, the turn, the scale, then to `rect`'s centre.
        return CGAffineTransform(translationX: -source.midX, y: -source.midY)
            .concatenating(Self.quarterTurns(-quarters))
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: target.midX, y: target.midY))
    }

    /// A rotation by `count` quarter turns (counterclockwise in y-up space), with exact entries.
    private static func quarterTurns(_ count: Int) -> CGAffineTransform {
        switch (count % 4 + 4) % 4 {
        case 1: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        case 2: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
        case 3: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
        default: .identity
        }
    }

    /// Draws the page with poppler onto `target`, whose user space is already the page's.
    func render(on target: OpaquePointer) {
        CGPDFDocument.withPoppler { poppler_page_render(handle, target) }
    }
}

extension CGContext {
    /// Draws `page` in the current user space, as the page's own coordinates (points, y up):
    /// its crop box's content, clipped to the box. With the context's alpha, blend mode, shadow
    /// and clip. A page turned by its `/Rotate` is drawn turned, from the crop box's origin.
    public func drawPDFPage(_ page: CGPDFPage) {
        let box = page.cropBox
        let size = page.drawnSize
        guard size.width > 0, size.height > 0 else { return }
        // The page's primitives are composited together, so the alpha and blend mode apply once.
        performAsOneObject { target in
            cairo_save(target)
            cairo_translate(target, Double(box.minX), Double(box.minY + size.height))
            cairo_scale(target, 1, -1)
            cairo_rectangle(target, 0, 0, Double(size.width), Double(size.height))
            cairo_clip(target)
            page.render(on: target)
            cairo_restore(target)
        }
    }
}
