import CoreGraphics

/// Auto Layout inside a scroll view: constraints to `contentLayoutGuide` (or, as Apple's TN2154
/// describes for older code, to the scroll view's own edges from its content) size and place the
/// content, and decide `contentSize` along each axis they determine; constraints to
/// `frameLayoutGuide` hold views to the scroll view's frame, so they stay in place as the content
/// scrolls.
extension UIScrollView {
    /// The guide of the content's rectangle: from the content origin, as large as `contentSize`,
    /// or as the constraints to it make it (which then sets `contentSize`).
    public var contentLayoutGuide: UILayoutGuide {
        if let contentGuide { return contentGuide }
        let guide = UILayoutGuide(kind: .scrollContent, owner: self)
        contentGuide = guide
        return guide
    }

    /// The guide of the scroll view's frame (its bounds, which move as it scrolls): what is
    /// constrained to it does not scroll.
    public var frameLayoutGuide: UILayoutGuide {
        if let frameGuide { return frameGuide }
        let guide = UILayoutGuide(kind: .scrollFrame, owner: self)
        frameGuide = guide
        return guide
    }

    /// After the constraints are solved: each axis of the content guide that they determine
    /// becomes that axis of `contentSize`.
    func adoptConstrainedContentSize() {
        guard let guide = contentGuide, autoLayout?.subtreeReferences ?? 0 > 0 else { return }
        let engine = layoutEngine
        guard let solved = engine.solvedRect(of: guide) else { return }
        var size = contentSize
        if !engine.isAmbiguous(guide, axis: .horizontal), solved.width.isFinite { size.width = max(0, solved.width) }
        if !engine.isAmbiguous(guide, axis: .vertical), solved.height.isFinite { size.height = max(0, solved.height) }
        guard size != contentSize else { return }
        isAdoptingContentSize = true
        contentSize = size
        isAdoptingContentSize = false
    }
}
