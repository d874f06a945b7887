import CoreGraphics
public import Foundation

/// How a bar looks.
public enum UIBarStyle: Int, Sendable {
    /// A light bar with dark content.
    case `default` = 0
    /// A dark bar with light content.
    case black = 1
    /// Deprecated: `.black` with `isTranslucent` false.
    case blackOpaque = 2
    /// Deprecated: `.black` with `isTranslucent` true.
    case blackTranslucent = 3
}

/// A bar of items (`UIBarButtonItem`) along the bottom of a screen: buttons, custom views and
/// spaces, laid out left to right.
///
/// Layout, as UIKit does it: the items sit between margins of `UIToolbar.edgeMargin` points,
/// `UIToolbar.itemSpacing` points apart; fixed spaces take their width, flexible spaces share
/// what room is left equally (with none, the items stay at the left), and every item is centred
/// vertically. The bar is 44 points tall (`sizeThatFits`), light and translucent by default
/// (`barStyle`, `isTranslucent`, `barTintColor`) with a hairline along its top; its items take
/// its `tintColor` unless they have their own.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The points between the bar's edges and its first and last items.
    public static let edgeMargin: CGFloat = 16
    /// The points between two adjacent items that are not spaces.
    public static let itemSpacing: CGFloat = 8
    /// The bar's height.
    public static let barHeight: CGFloat = 44

    /// The items shown, left to right.
    open var items: [UIBarButtonItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }
    /// How the bar looks; `.default` (light) by default.
    open var barStyle: UIBarStyle = .default {
        didSet { updateBackground() }
    }
    /// Whether the bar lets a little of what is behind it show through; true by default.
    open var isTranslucent = true {
        didSet { updateBackground() }
    }
    /// The bar's background colour; nil uses the style's.
    open var barTintColor: UIColor? {
        didSet { updateBackground() }
    }

    private var itemList: [UIBarButtonItem]?
    private var itemViews: [ObjectIdentifier: UIView] = [:]
    private let hairline = UIView()

    /// Creates a toolbar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureToolbar()
    }

    /// Creates a toolbar from an archive (Lamina decodes nothing: an empty toolbar).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureToolbar()
    }

    private func configureToolbar() {
        addSubview(hairline)
        updateBackground()
    }

    /// Shows `items`, fading them in (and the old ones out) over 0.25 s when `animated`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let old = itemViews
        for item in itemList ?? [] where item.bar === self { item.bar = nil }
        itemList = items
        itemViews = [:]
        for item in items ?? [] {
            item.bar = self
            let key = ObjectIdentifier(item)
            if let view = old[key] {
                itemViews[key] = view
            } else if let view = Self.makeView(for: item) {
                itemViews[key] = view
                addSubview(view)
                if animated { view.alpha = 0 }
            }
        }
        // Views no item shows any more (a custom view moved to a new item stays).
        let leaving = old.filter { entry in
            itemViews[entry.key] == nil && !itemViews.values.contains { $0 === entry.value }
        }.map(\.value)
        setNeedsLayout()
        guard animated else {
            leaving.forEach { $0.removeFromSuperview() }
            return
        }
        let arriving = itemViews.filter { old[$0.key] == nil }.map(\.value)
        UIView.animate(
            withDuration: 0.25,
            animations: {
                arriving.forEach { $0.alpha = 1 }
                leaving.forEach { $0.alpha = 0 }
            },
            completion: { _ in leaving.forEach { $0.removeFromSuperview() } })
    }

    /// The view showing `item`, if it is shown here (its custom view, or the button the bar made).
    package func view(for item: UIBarButtonItem) -> UIView? { itemViews[ObjectIdentifier(item)] }

    /// An item changed: its view is made again.
    func itemDidChange(_ item: UIBarButtonItem) {
        let key = ObjectIdentifier(item)
        guard itemList?.contains(where: { $0 === item }) ?? false else { return }
        let old = itemViews[key]
        if let custom = item.customView, custom === old {
            setNeedsLayout()
            return
        }
        old?.removeFromSuperview()
        itemViews[key] = Self.makeView(for: item)
        if let view = itemViews[key] { addSubview(view) }
        setNeedsLayout()
    }

    /// The bar is `barHeight` tall, as wide as offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = window?.screen.scale ?? UIScreen.main.scale
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(scale, 1))
        let items = itemList ?? []
        let frames = ToolbarLayout.frames(
            for: items.map { entry(for: $0) }, in: bounds, margin: Self.edgeMargin, spacing: Self.itemSpacing)
        for (item, frame) in zip(items, frames) {
            guard let view = itemViews[ObjectIdentifier(item)], let frame else { continue }
            view.frame = frame
        }
    }

    /// What the layout needs to know of an item.
    private func entry(for item: UIBarButtonItem) -> ToolbarLayout.Entry {
        switch item.systemItem {
        case .flexibleSpace: return .flexible
        case .fixedSpace: return .fixed(item.width)
        default:
            var size = itemViews[ObjectIdentifier(item)].map(Self.naturalSize(of:)) ?? .zero
            if item.width > 0 { size.width = item.width }
            return .item(size)
        }
    }

    private static func naturalSize(of view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        guard intrinsic.width >= 0, intrinsic.height >= 0 else { return view.bounds.size }
        return intrinsic
    }

    private func updateBackground() {
        let dark = barStyle != .default
        let opaque = !isTranslucent || barStyle == .blackOpaque
        let base = barTintColor ?? (dark ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 0.97, alpha: 1))
        backgroundColor = opaque ? base : base.withAlphaComponent(base.cgColor.alpha * 0.94)
        hairline.backgroundColor = UIColor(white: dark ? 1 : 0, alpha: dark ? 0.15 : 0.3)
    }

    /// The view a bar shows for `item`: its custom view, nothing for a space, else a system button
    /// with its title or image that runs its action.
    private static func makeView(for item: UIBarButtonItem) -> UIView? {
        if let custom = item.customView { return custom }
        if item.isSpace { return nil }
        let button = UIButton(type: .system)
        let weight: UIFont.Weight = item.style == .done ? .semibold : .regular
        button.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: weight)
        if let font = item.titleTextAttributes(for: .normal)?[.font] as? UIFont { button.titleLabel?.font = font }
        if let color = item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor {
            button.setTitleColor(color, for: .normal)
        }
        let appearance = item.systemItem.map(BarSystemItemAppearance.init)
        button.setTitle(item.title ?? appearance?.title, for: .normal)
        button.setImage(item.image ?? appearance?.glyph(), for: .normal)
        button.isEnabled = item.isEnabled
        if let label = item.accessibilityLabel ?? appearance?.spokenName { button.accessibilityLabel = label }
        button.accessibilityHint = item.accessibilityHint
        button.accessibilityIdentifier = item.accessibilityIdentifier
        if let tint = item.tintColor { button.tintColor = tint }
        button.addAction(UIAction { [weak item] _ in item?.perform() }, for: .primaryActionTriggered)
        button.sizeToFit()
        return button
    }
}
