import CoreGraphics
public import Foundation

/// A scrolling list of rows in sections: UIKit's table view.
///
/// The rows come from the data source; only the rows in view (and the headers and footers of
/// the sections in view) have views, dequeued from the reuse pool as they scroll in and handed
/// back as they scroll out, in `layoutSubviews` — the guide's tiling. Heights come from the
/// delegate, the table's `rowHeight`, or the cells themselves (`automaticDimension`: measured
/// when the row first shows, estimated until then). The concerns live in
/// `UITableView+Concern.swift` files; this body holds the stored state.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    // MARK: Configuration

    /// The table's style, fixed at creation.
    public let style: Style

    /// Where the rows come from.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The height of every row the delegate does not size; `automaticDimension` (the cells size
    /// themselves) by default.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { setNeedsReload() } }
    }
    /// The estimate for rows not yet shown; `automaticDimension` (44 points) by default.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { setNeedsReload() } }
    }
    /// The height of section headers the delegate does not size; `automaticDimension` by default
    /// (the style's height for a title or view, none for neither in the plain style).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { setNeedsReload() } }
    }
    /// The height of section footers the delegate does not size; `automaticDimension` by default.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { setNeedsReload() } }
    }
    /// Extra space above each section header in the plain style; `automaticDimension` by
    /// default (iOS 15's 22 points above headers that have a title or view).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderTopPadding != oldValue { setNeedsReload() } }
    }

    /// The lines between rows; `.singleLine` by default.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// The colour of the lines; `UIColor.separator` by default.
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }
    /// Where the lines start and end; left 16 points (the cells' layout margin) by default.
    open var separatorInset: UIEdgeInsets = TableMetrics.defaultSeparatorInset {
        didSet { setNeedsLayout() }
    }

    /// A view above the first section, scrolling with the rows; its height is its frame's.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload()
        }
    }
    /// A view below the last section, scrolling with the rows; its height is its frame's.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload()
        }
    }
    /// A view behind the rows, sized to the table's bounds.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects a row (outside editing); true by default.
    open var allowsSelection = true
    /// Whether several rows can be selected at once (a tap toggles); false by default.
    open var allowsMultipleSelection = false
    /// Whether rows can be selected in editing mode; false by default.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected in editing mode; false by default.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode (`setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    // MARK: Stored machinery

    /// Where everything is (`TableGeometry`), worked out by `reloadData`.
    var geometry = TableGeometry()
    /// Whether the next layout reloads everything from the data source.
    var needsReload = true
    /// The row counts the data source gave at the last reload.
    var rowCounts: [Int] = []
    /// The cells on screen, by index path.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// The section header and footer views on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// The delegate's own header and footer views, asked for once a reload, by section.
    var customHeaders: [Int: UIView] = [:]
    var customFooters: [Int: UIView] = [:]
    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// The row a finger is on, highlighted.
    var highlightedRow: IndexPath?
    var editingStorage = false
    /// Cell and header/footer classes registered for reuse identifiers.
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Views handed back, waiting to be dequeued, by reuse identifier.
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    /// The changes recorded since `beginUpdates()`, and how deep the groups are.
    var pendingUpdates: TableUpdateBatch?
    var updateDepth = 0

    // MARK: Creating

    /// Creates a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        configureTableView()
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table from an archive; Lamina decodes nothing (see `UIView`): a plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        configureTableView()
    }

    private func configureTableView() {
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    // MARK: Overridable members

    /// Reloads from the data source if asked, then places the rows, headers and footers in
    /// view, dequeuing and handing back cells as they come and go.
    open override func layoutSubviews() {
        if needsReload { reloadNow() }
        layoutTable()
        super.layoutSubviews()
    }

    /// Up and Down move the selection, Return activates it (`UITableView+Keyboard.swift`); other
    /// keys scroll.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { !selectForKey($0) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    override func keyDidRepeat(_ press: UIPress) {
        if !selectForKey(press) { super.keyDidRepeat(press) }
    }

    /// Reloads everything from the data source at the next layout: counts, heights, cells.
    open func reloadData() {
        setNeedsReload()
    }

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        editingStorage = editing
        for cell in visibleCellsByIndexPath.values { cell.setEditing(editing, animated: animated) }
        setNeedsLayout()
    }
}
