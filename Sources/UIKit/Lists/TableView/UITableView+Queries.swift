public import CoreGraphics
public import Foundation

/// Where rows are, which show, and scrolling to them.
extension UITableView {
    /// The cell showing the row, if it is in view.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellsByIndexPath[indexPath]
    }

    /// The cells in view, top to bottom.
    public var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The rows in view, in order; nil when none is.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        let rows = visibleCellsByIndexPath.keys.sorted()
        return rows.isEmpty ? nil : rows
    }

    /// The row a cell in view shows.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The row at `point` (in the table's coordinates), if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        if needsReload { reloadNow() }
        let extent = rowExtent()
        guard point.x >= extent.x, point.x < extent.x + extent.width else { return nil }
        return geometry.row(at: point.y)
    }

    /// The rows that overlap `rect` (in the table's coordinates), in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        if needsReload { reloadNow() }
        return geometry.rows(from: rect.minY, to: rect.maxY)
    }

    /// The row's rectangle in the table's coordinates (its estimate until it has shown); zero for
    /// a row there is not.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        if needsReload { reloadNow() }
        guard let band = geometry.rowBand(section: indexPath.section, row: indexPath.row) else { return .zero }
        let extent = rowExtent()
        return CGRect(x: extent.x, y: band.y, width: extent.width, height: band.height)
    }

    /// The section's rectangle, header to footer.
    public func rect(forSection section: Int) -> CGRect {
        if needsReload { reloadNow() }
        guard geometry.sections.indices.contains(section) else { return .zero }
        let model = geometry.sections[section]
        return CGRect(x: 0, y: model.top, width: bounds.width, height: model.height)
    }

    /// The section header's rectangle where the section lies (not where a floating header is drawn).
    public func rectForHeader(inSection section: Int) -> CGRect {
        if needsReload { reloadNow() }
        guard geometry.sections.indices.contains(section) else { return .zero }
        let model = geometry.sections[section]
        return CGRect(x: 0, y: model.top, width: bounds.width, height: model.header)
    }

    /// The section footer's rectangle.
    public func rectForFooter(inSection section: Int) -> CGRect {
        if needsReload { reloadNow() }
        guard geometry.sections.indices.contains(section) else { return .zero }
        let model = geometry.sections[section]
        return CGRect(x: 0, y: model.top + model.height - model.footer, width: bounds.width, height: model.footer)
    }

    /// The header view of a section in view.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of a section in view.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so that the row is at `position` in the visible area (inside the insets), kept
    /// inside the scrolling range.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let row = rectForRow(at: indexPath)
        guard row != .zero || geometry.rowBand(section: indexPath.section, row: indexPath.row) != nil else { return }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let top = contentOffset.y + inset.top
        var y = contentOffset.y
        switch position {
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - inset.top - visibleHeight / 2
        case .bottom: y = row.maxY - inset.top - visibleHeight
        case .none:
            if row.minY < top {
                y = row.minY - inset.top
            } else if row.maxY > top + visibleHeight {
                y = row.maxY - inset.top - visibleHeight
            }
        }
        setContentOffset(clampedContentOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    /// Scrolls the nearest selected row (the first) into view at `position`.
    public func scrollToNearestSelectedRow(at position: ScrollPosition, animated: Bool) {
        guard let row = selectedRows.min() else { return }
        scrollToRow(at: row, at: position, animated: animated)
    }
}
