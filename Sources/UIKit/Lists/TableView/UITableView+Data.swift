import Foundation

/// Reading the data source: the counts, the heights, and the section titles and views, at
/// `reloadData()` (or the first layout).
extension UITableView {
    /// The delegate as a table's delegate (UIKit's `delegate` property is the scroll view's, of
    /// the table delegate's type; here it keeps the scroll view's type).
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// The number of sections, as of the last reload.
    public var numberOfSections: Int {
        if needsReload { reloadNow() }
        return rowCounts.count
    }

    /// The number of rows in `section`, as of the last reload; 0 for a section there is not.
    public func numberOfRows(inSection section: Int) -> Int {
        if needsReload { reloadNow() }
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Reads the counts and heights, hands every shown cell and header back, and works out the
    /// geometry and the content size.
    func reloadNow() {
        needsReload = false
        for (indexPath, cell) in visibleCellsByIndexPath {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            enqueue(cell)
        }
        visibleCellsByIndexPath.removeAll()
        for view in visibleHeaders.values { enqueue(headerFooter: view) }
        for view in visibleFooters.values { enqueue(headerFooter: view) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        highlightedRow = nil
        guard let dataSource else {
            rowCounts = []
            geometry = TableGeometry()
            updateContentSize()
            return
        }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        rowCounts = (0..<sectionCount).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        selectedRows.removeAll { !rowCounts.indices.contains($0.section) || $0.row >= rowCounts[$0.section] }
        customHeaders.removeAll()
        customFooters.removeAll()
        if let tableDelegate {
            for section in rowCounts.indices {
                customHeaders[section] = tableDelegate.tableView(self, viewForHeaderInSection: section)
                customFooters[section] = tableDelegate.tableView(self, viewForFooterInSection: section)
            }
        }
        var geometry = TableGeometry()
        geometry.tableHeader = tableHeaderView?.frame.height ?? 0
        geometry.tableFooter = tableFooterView?.frame.height ?? 0
        geometry.sections = rowCounts.indices.map { section in
            var model = TableGeometry.Section()
            let header = resolvedHeaderHeight(section)
            model.headerPadding = TableMetrics.headerTopPadding(
                style: style, headerHeight: header, padding: sectionHeaderTopPadding)
            model.header = header + model.headerPadding
            model.footer = resolvedFooterHeight(section)
            for row in 0..<rowCounts[section] {
                let (height, exact) = initialRowHeight(IndexPath(row: row, section: section))
                model.rows.append(height)
                model.measured.append(exact)
            }
            return model
        }
        geometry.updateTops()
        self.geometry = geometry
        updateContentSize()
    }

    /// The height a header or footer view asks for at the table's width: what Auto Layout
    /// works out where its constraints decide it, else its frame's height.
    func fittingHeight(of view: UIView) -> CGFloat {
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return fitted.height > 0 ? fitted.height : view.frame.height
    }

    /// The content size the geometry gives: the bounds' width, the rows' height.
    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// A row's height before it shows: the delegate's or `rowHeight` when given (exact), else the
    /// estimate (measured when the row first shows).
    private func initialRowHeight(_ indexPath: IndexPath) -> (CGFloat, Bool) {
        let given = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if given >= 0, given.isFinite { return (given, true) }
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return (estimate > 0 && estimate.isFinite ? estimate : TableMetrics.rowHeight, false)
    }

    private func resolvedHeaderHeight(_ section: Int) -> CGFloat {
        let given = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if given >= 0, given.isFinite { return given }
        let title = dataSource?.tableView(self, titleForHeaderInSection: section)
        if let view = customHeaders[section] { return fittingHeight(of: view) }
        return TableMetrics.headerHeight(style: style, section: section, hasTitle: title != nil)
    }

    private func resolvedFooterHeight(_ section: Int) -> CGFloat {
        let given = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if given >= 0, given.isFinite { return given }
        if let view = customFooters[section] { return fittingHeight(of: view) }
        let title = dataSource?.tableView(self, titleForFooterInSection: section)
        return TableMetrics.footerHeight(style: style, section: section, hasTitle: title != nil)
    }
}
