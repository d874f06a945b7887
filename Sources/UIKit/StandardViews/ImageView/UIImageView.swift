import CoreGraphics
public import Foundation

/// A view that shows an image (or its highlighted image) as its layer's contents.
///
/// The image is never redrawn: it becomes the layer's contents, scaled and placed by the view's
/// `contentMode` (`.scaleToFill` by default), at the image's scale, and a resizable image's cap
/// insets become the layer's `contentsCenter`, so its caps keep their size (tiled images are
/// stretched; Lamina does not tile yet). `draw(_:)` is not called, as in UIKit. An image view
/// ignores touches by default (`isUserInteractionEnabled` is false) and is transparent.
@preconcurrency @MainActor
open class UIImageView: UIView {
    override class var drawsThroughDrawRect: Bool { false }

    /// The image shown when not highlighted.
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }
    /// The image shown while `isHighlighted`; nil shows `image`.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted, highlightedImage !== oldValue { updateContents() } }
    }
    /// Whether the view shows `highlightedImage`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateContents() } }
    }
    /// How the image fills the bounds.
    open override var contentMode: UIView.ContentMode {
        didSet { updateContents() }
    }

    /// The frames `startAnimating()` plays, in order; nil or empty plays nothing. Changes take
    /// effect at the next `startAnimating()`.
    open var animationImages: [UIImage]?
    /// The frames played while `isHighlighted`; nil plays `animationImages`.
    open var highlightedAnimationImages: [UIImage]?
    /// One pass through the frames, in seconds; 0 (the default) gives each frame 1/30 s.
    open var animationDuration: TimeInterval = 0
    /// How many passes `startAnimating()` plays; 0 (the default) repeats until stopped.
    open var animationRepeatCount = 0

    /// Creates an image view showing `image`, as large as the image.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureImageView()
        self.image = image
        updateContents()
    }

    /// Creates an image view showing `image`, or `highlightedImage` while highlighted, as large as
    /// `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Creates an image view with no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureImageView()
    }

    /// Creates an image view from an archive (Lamina decodes nothing: no image).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureImageView()
    }

    private func configureImageView() {
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// The size of the image's alignment rectangle (its size less its alignment insets);
    /// `noIntrinsicMetric` for both without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let insets = image.alignmentRectInsets
        return CGSize(
            width: image.size.width - insets.left - insets.right, height: image.size.height - insets.top - insets.bottom
        )
    }

    /// The image's alignment insets: Auto Layout aligns the part of the image they mark.
    open override var alignmentRectInsets: UIEdgeInsets { image?.alignmentRectInsets ?? .zero }

    /// The image's size; the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? bounds.size
    }

    /// The image shown now: the variant for the view's traits of one that belongs to an asset.
    private var shownImage: UIImage? {
        guard let given = (isHighlighted ? highlightedImage : nil) ?? image else { return nil }
        // The traits are read only for an image of an asset: most images have none.
        return given.imageAsset == nil ? given : given.resolved(for: traitCollection)
    }

    /// Whether the shown image is a template painted in the view's tint (`.alwaysTemplate`, not
    /// already tinted by `withTintColor`); `.automatic` images show their own colours here.
    private var showsTemplate: Bool {
        guard let shown = shownImage else { return false }
        return shown.renderingMode == .alwaysTemplate && !shown.hasOwnTint
    }

    /// A template image follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if showsTemplate { updateContents() }
    }

    /// A template image takes the tint of the window it joins (its ancestors' may differ from the
    /// tint it was shown with); an image that flips for right-to-left layouts, its direction.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if showsTemplate || shownImage?.flipsForRightToLeftLayoutDirection == true { updateContents() }
    }

    /// An image that flips for right-to-left layouts follows a change of direction.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { if shownImage?.flipsForRightToLeftLayoutDirection == true { updateContents() } }
    }

    /// An image that flips for right-to-left layouts follows a change of the direction trait; an
    /// image of an asset shows the variant for the new traits.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let shown = (isHighlighted ? highlightedImage : nil) ?? image
        if let shown, shown.imageAsset != nil,
            shown.resolved(for: previousTraitCollection ?? traitCollection).cgImage !== shownImage?.cgImage
        {
            updateContents()
        } else if shownImage?.flipsForRightToLeftLayoutDirection == true,
            previousTraitCollection?.layoutDirection != traitCollection.layoutDirection
        {
            updateContents()
        }
    }

    /// Puts the shown image into the layer: its upright pixels (painted in the tint colour for a
    /// template image), its scale, its caps. An animated image plays its frames over and over.
    func updateContents() {
        guard let chosen = shownImage else {
            layer.contents = nil
            updateImageAnimation()
            return
        }
        let mirrored =
            chosen.flipsForRightToLeftLayoutDirection && effectiveUserInterfaceLayoutDirection == .rightToLeft
        let shown = mirrored ? chosen.withHorizontallyFlippedOrientation() : chosen
        guard let pixels = layerPixels(of: shown) else {
            layer.contents = nil
            updateImageAnimation()
            return
        }
        layer.contents = pixels
        layer.contentsScale = shown.scale
        layer.contentsCenter = Self.contentsCenter(of: shown) ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        updateImageAnimation()
    }

    /// `image`'s pixels as the layer shows them: upright, and tinted when the view shows a
    /// template.
    func layerPixels(of image: UIImage) -> CGImage? {
        guard let pixels = Self.uprightPixels(of: image) else { return nil }
        guard showsTemplate else { return pixels }
        return UIImage.painted(pixels, in: tintColor.cgColor) ?? pixels
    }

    /// The image's pixels turned upright (an image of another orientation is drawn once).
    private static func uprightPixels(of image: UIImage) -> CGImage? {
        if image.imageOrientation == .up { return image.cgImage }
        let size = image.size
        guard size.width > 0, size.height > 0 else { return nil }
        UIGraphicsBeginImageContextWithOptions(size, false, image.scale)
        defer { UIGraphicsEndImageContext() }
        image.draw(at: .zero)
        return UIGraphicsGetImageFromCurrentImageContext()?.cgImage
    }

    /// A resizable image's stretchable middle, in unit coordinates; nil when it has no caps.
    private static func contentsCenter(of image: UIImage) -> CGRect? {
        let insets = image.capInsets
        let size = image.size
        guard insets != UIEdgeInsets(), size.width > 0, size.height > 0 else { return nil }
        let width = max(0, size.width - insets.left - insets.right)
        let height = max(0, size.height - insets.top - insets.bottom)
        return CGRect(
            x: insets.left / size.width, y: insets.top / size.height, width: width / size.width,
            height: height / size.height)
    }

    // MARK: Accessibility

    /// `.image` unless other traits were set (image views are not elements by default: set
    /// `isAccessibilityElement` and a label for images that carry meaning).
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes?.traits ?? .image }
        set { super.accessibilityTraits = newValue }
    }
}
