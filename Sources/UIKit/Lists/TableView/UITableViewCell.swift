import CoreGraphics
public import Foundation

/// A row of a table: a content view holding the style's labels and image (or the app's own
/// subviews), an accessory at the trailing edge, and the backgrounds and separator the table
/// gives it. The concerns live in `UITableViewCell+Concern.swift` files.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The layout of the style's labels and image, fixed at creation (UIKit keeps it private).
    let cellStyle: CellStyle
    /// The identifier it is reused under; nil for a cell that is not reused.
    public let reuseIdentifier: String?

    /// The view to add content to: it holds the style's labels and image.
    public let contentView = UIView()

    /// The main label (made on first use).
    open var textLabel: UILabel? { labelsText }
    /// The secondary label, for every style but `.default` (made on first use).
    open var detailTextLabel: UILabel? { cellStyle == .default ? nil : labelsDetail }
    /// The image at the leading edge (made on first use).
    open var imageView: UIImageView? { labelsImage }

    /// What the cell shows at its trailing edge; `.none` by default.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { accessoryDidChange() } }
    }
    /// A view shown at the trailing edge in place of `accessoryType`'s.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            accessoryDidChange()
        }
    }
    /// The accessory in editing mode: stored, not shown (editing controls are not drawn yet).
    open var editingAccessoryType: AccessoryType = .none
    /// The accessory view in editing mode: stored, not shown.
    open var editingAccessoryView: UIView?

    /// How the cell looks while selected or highlighted; `.default` (grey) by default.
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance(animated: false) }
    }
    /// A view behind the content; nil by default (the cell's background colour shows).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    /// A view behind the content while selected or highlighted; a grey one by default.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionAppearance(animated: false)
        }
    }
    /// A view behind the content while selected with multiple selection; nil uses
    /// `selectedBackgroundView`.
    open var multipleSelectionBackgroundView: UIView?

    /// Whether the row is selected (`setSelected(_:animated:)`).
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether a finger is on the row (`setHighlighted(_:animated:)`).
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Whether the table is in editing mode.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    /// Whether the reorder control shows in editing mode: stored, not shown yet.
    open var showsReorderControl = false
    /// The separator's inset; the table's `separatorInset` by default (nil until set here).
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? tableSeparatorInset }
        set {
            ownSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    /// Indentation steps of the content; 0 by default.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }
    /// Points per indentation step; 10 by default.
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    // MARK: Stored machinery

    /// The table showing the cell (set while it is on screen).
    weak var tableView: UITableView?
    var labels = CellLabels()
    var selectedStorage = false
    var highlightedStorage = false
    var editingStorage = false
    var ownSeparatorInset: UIEdgeInsets?
    var tableSeparatorInset = TableMetrics.defaultSeparatorInset
    /// The hairline along the bottom edge, placed by the table.
    let separator = UIView()
    /// The view standing for `accessoryType`.
    var standardAccessory: UIView?
    /// The grey view behind a selected row when the app gives no `selectedBackgroundView`.
    var defaultSelectedBackgroundStorage: UIView?
    /// Whether the background colour is the one the cell was made with (the table's style may
    /// set it).
    var usesDefaultBackground = true

    // MARK: Creating

    /// Creates a cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableMetrics.rowHeight))
        configureCell()
    }

    /// Creates a `.default` cell with `frame`, not reused.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell from an archive; Lamina decodes nothing (see `UIView`): a `.default` cell.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        configureCell()
    }

    /// How a table makes a cell of a registered class: `init(style: .default,
    /// reuseIdentifier:)`, through the subclass's override of it (UIKit calls that initializer
    /// by name; Swift without Objective-C reaches a subclass's initializer only through a
    /// required one). Not for apps to call.
    public required convenience init(_dequeuedWithReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    private func configureCell() {
        backgroundColor = .systemBackground
        usesDefaultBackground = true
        contentView.frame = bounds
        addSubview(contentView)
        separator.isUserInteractionEnabled = false
        separator.isHidden = true
        addSubview(separator)
    }

    // MARK: Overridable members

    /// Gets the cell ready to be shown for another row: unselected, unhighlighted. Subclasses
    /// reset their own state and call super.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    /// Selects or deselects the cell: the selected background shows, the labels highlight.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedStorage = selected
        updateSelectionAppearance(animated: animated)
    }

    /// Highlights the cell (a finger is on it), as selection looks.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedStorage = highlighted
        updateSelectionAppearance(animated: animated)
    }

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        setNeedsLayout()
    }

    /// Places the backgrounds, the content view (less the accessory), the style's labels and
    /// image, and the accessory.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCell()
    }

    /// The background colour; setting it keeps it from the table's style.
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            super.backgroundColor = newValue
            usesDefaultBackground = false
        }
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        tableView?.cellTouchBegan(self)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        tableView?.cellTouchEnded(self)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        tableView?.cellTouchCancelled(self)
    }
}
