import CoreGraphics
public import Foundation

/// A section header or footer, reusable like cells: a content view, and a label for the title
/// (the standard view a table makes for `titleForHeaderInSection` is one).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it is reused under.
    public let reuseIdentifier: String?
    /// The view to add content to.
    public let contentView = UIView()
    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The title label (made on first use).
    open var textLabel: UILabel? {
        if titleLabel == nil { titleLabel = makeLabel() }
        return titleLabel
    }
    /// A second label (made on first use).
    open var detailTextLabel: UILabel? {
        if detailLabel == nil { detailLabel = makeLabel() }
        return detailLabel
    }

    /// A label in secondary footnote text, in the content view.
    private func makeLabel() -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    var titleLabel: UILabel?
    var detailLabel: UILabel?
    /// Whether the table made it for a title (it is not handed to the app's reuse pool).
    var isStandard = false
    /// Whether the title sits on the bottom edge (a grouped header) or the top (a footer).
    var titleAlignment: TitleAlignment = .center

    enum TitleAlignment { case top, center, bottom }

    /// Creates a view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a view with `frame`, not reused.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a view from an archive; Lamina decodes nothing (see `UIView`).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a table makes a view of a registered class: `init(reuseIdentifier:)`, through the
    /// subclass's override (see `UITableViewCell.init(_dequeuedWithReuseIdentifier:)`). Not for
    /// apps to call.
    public required convenience init(_dequeuedWithReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// Gets the view ready for another section.
    open func prepareForReuse() {}

    /// Places the content view and the title inside the margins.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        guard let label = titleLabel else { return }
        let margin = TableMetrics.contentMargin(tableWidth: superview?.bounds.width ?? bounds.width)
        let width = max(0, bounds.width - 2 * margin)
        let height = min(
            bounds.height, label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        let y: CGFloat =
            switch titleAlignment {
            case .top: TableMetrics.titleEdgePadding
            case .center: (bounds.height - height) / 2
            case .bottom: bounds.height - height - TableMetrics.titleEdgePadding
            }
        label.frame = CGRect(x: margin, y: y, width: width, height: height)
    }

    /// Sets the view up as the standard one for `title` in a table of `style`: grouped headers
    /// in upper case footnote text on the bottom edge, footers at the top; plain headers in
    /// bold body text on the table's background.
    func configureStandard(title: String, style: UITableView.Style, isHeader: Bool) {
        let label = textLabel
        if style == .plain {
            label?.text = title
            label?.font = .preferredFont(forTextStyle: .headline)
            label?.textColor = .label
            backgroundColor = .systemBackground
            titleAlignment = .center
        } else {
            label?.text = isHeader ? title.uppercased() : title
            label?.numberOfLines = 0
            titleAlignment = isHeader ? .bottom : .top
        }
    }
}
