import CoreGraphics
public import Foundation

/// A control that runs an action when tapped, showing a title, an image, or both, each settable
/// per control state.
///
/// Values set for a state are looked up by the exact current state first, then `.normal`
/// (`title(for:)`, `image(for:)`…). A `.system` button draws its title and template-free
/// image in the tint colour and fades them while highlighted; a `.custom` one shows what it is
/// given (white titles by default). The image sits before the title, the pair centred (by
/// `contentHorizontalAlignment` and `contentVerticalAlignment`) inside the bounds less
/// `contentEdgeInsets`; a background image fills the bounds. A tap sends `touchUpInside` and
/// `primaryActionTriggered`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of buttons.
    public enum ButtonType: Int, Sendable {
        /// No styling: the button shows what it is given.
        case custom = 0
        /// Tinted titles and images that fade while highlighted.
        case system = 1
        /// A detail disclosure (ⓘ) button.
        case detailDisclosure = 2
        /// An information button, for light backgrounds.
        case infoLight = 3
        /// An information button, for dark backgrounds.
        case infoDark = 4
        /// An add (+) button.
        case contactAdd = 5
        /// A plain button (no highlight styling).
        case plain = 6
        /// A close (×) button.
        case close = 7
    }

    /// The kind of button.
    open private(set) var buttonType: ButtonType = .custom
    /// Space around the content inside the bounds.
    open var contentEdgeInsets = UIEdgeInsets() {
        didSet { contentDidChange() }
    }
    /// Whether a `.custom` button darkens its image while highlighted; true by default.
    open var adjustsImageWhenHighlighted = true
    /// Whether a `.custom` button dims its image while disabled; true by default.
    open var adjustsImageWhenDisabled = true

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var label: UILabel?
    private var imageContent: UIImageView?
    private var backgroundContent: UIImageView?

    /// Creates a button of `buttonType`, with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        buttonTypeDidSet()
    }

    /// Creates a button of `buttonType` whose primary action (a tap) is `primaryAction`, titled and
    /// imaged like the action.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
    }

    /// Creates a `.custom` button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a button from an archive (Lamina decodes nothing: an empty custom button).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    private func buttonTypeDidSet() {
        let glyph: String? =
            switch buttonType {
            case .contactAdd: "+"
            case .close: "×"
            case .detailDisclosure, .infoLight, .infoDark: "ⓘ"
            default: nil
            }
        if let glyph { setTitle(glyph, for: .normal) }
        contentDidChange()
    }

    // MARK: Values per state

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// The title for `state`: the one set for it, else the normal one.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the title colour used in `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }

    /// The title colour for `state`: the one set for it, else the normal one, else the button
    /// type's (the tint colour for system buttons, white for custom ones).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? (isSystemStyled ? tintColor : .white)
    }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        contentDidChange()
    }

    /// The image for `state`: the one set for it, else the normal one.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// Sets the image filling the bounds in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        contentDidChange()
    }

    /// The background image for `state`: the one set for it, else the normal one.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[0]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The title colour used now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label showing the title, made when first asked for.
    open var titleLabel: UILabel? {
        if let label { return label }
        let made = UILabel()
        made.font = UIFont.systemFont(ofSize: 15)
        addSubview(made)
        label = made
        contentDidChange()
        return made
    }

    /// The image view showing the image, once the button has one.
    open var imageView: UIImageView? { imageContent }

    // MARK: Look and layout

    private var isSystemStyled: Bool { buttonType != .custom && buttonType != .plain }

    override func stateDidChange() { contentDidChange() }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if isSystemStyled { contentDidChange() }
    }

    /// The state changed or a value did: the subviews show the current values.
    private func contentDidChange() {
        let title = currentTitle
        if title != nil || label != nil, let label = titleLabel {
            label.text = title
            var color = currentTitleColor
            if isSystemStyled, isHighlighted { color = color.withAlphaComponent(color.cgColor.alpha * 0.2) }
            if isSystemStyled, !isEnabled { color = .systemGray3 }
            label.textColor = color
            label.isHidden = title?.isEmpty ?? true
        }
        let image = currentImage
        if image != nil, imageContent == nil {
            let view = UIImageView()
            insertSubview(view, at: backgroundContent == nil ? 0 : 1)
            imageContent = view
        }
        // A system button shows its images as templates, in the title's colour.
        imageContent?.image =
            isSystemStyled ? image.flatMap { $0.filled(with: titleColor(for: .normal) ?? tintColor) } : image
        imageContent?.isHidden = image == nil
        imageContent?.alpha = imageAlpha
        if let background = currentBackgroundImage, backgroundContent == nil {
            let view = UIImageView(image: background)
            insertSubview(view, at: 0)
            backgroundContent = view
        }
        backgroundContent?.image = currentBackgroundImage
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var imageAlpha: CGFloat {
        if isSystemStyled { return isHighlighted ? 0.2 : isEnabled ? 1 : 0.35 }
        if isHighlighted, adjustsImageWhenHighlighted { return 0.7 }
        if !isEnabled, adjustsImageWhenDisabled { return 0.5 }
        return 1
    }

    /// The sizes of the image and title shown now.
    private var contentSizes: (image: CGSize, title: CGSize) {
        let image = currentImage?.size ?? .zero
        let title = (label?.isHidden ?? true) ? CGSize.zero : (label?.intrinsicContentSize ?? .zero)
        return (image, title)
    }

    /// The image and title side by side, plus `contentEdgeInsets`; a title adds 6 points above and
    /// below (a system button titled "Button" is 30 points tall, as in UIKit).
    open override var intrinsicContentSize: CGSize {
        let (image, title) = contentSizes
        let padding: CGFloat = title == .zero ? 0 : 12
        return CGSize(
            width: image.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: max(image.height, title.height + padding) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundContent?.frame = bounds
        let box = bounds.inset(by: contentEdgeInsets)
        let (image, title) = contentSizes
        let width = image.width + title.width
        let x: CGFloat =
            switch contentHorizontalAlignment {
            case .left, .leading, .fill: box.minX
            case .right, .trailing: box.maxX - width
            case .center: box.minX + (box.width - width) / 2
            }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: box.minY
            case .bottom: box.maxY - height
            case .center: box.minY + (box.height - height) / 2
            }
        }
        imageContent?.frame = CGRect(x: x, y: y(image.height), width: image.width, height: image.height)
        label?.frame = CGRect(x: x + image.width, y: y(title.height), width: title.width, height: title.height)
    }

    override var touchUpInsideEvents: UIControl.Event { [.touchUpInside, .primaryActionTriggered] }

    // MARK: Accessibility

    /// Buttons are accessibility elements unless told otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityAttributes?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The current title, unless another label was set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    override var baseAccessibilityTraits: UIAccessibilityTraits { .button }
}
