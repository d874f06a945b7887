import CoreGraphics
import Foundation
import QuartzCore

/// The layout pass: the rows, headers and footers in view get views (dequeued or kept), placed
/// where the geometry says; those that left the view are handed back.
extension UITableView {
    /// The band of content in view.
    private var visibleBand: (minY: CGFloat, maxY: CGFloat) { (bounds.minY, bounds.maxY) }

    /// The horizontal extent of rows: the whole width, or inset into cards (`insetGrouped`).
    func rowExtent() -> (x: CGFloat, width: CGFloat) {
        guard style == .insetGrouped else { return (0, bounds.width) }
        let margin = TableMetrics.contentMargin(tableWidth: bounds.width)
        return (margin, max(0, bounds.width - 2 * margin))
    }

    func layoutTable() {
        updateContentSize()
        layoutRows()
        layoutHeadersAndFooters()
        layoutTableHeaderAndFooter()
        if let backgroundView { backgroundView.frame = bounds }
    }

    // MARK: Rows

    private func layoutRows() {
        // Cells that left are handed back before new ones are dequeued, so a screenful is reused.
        // Rows are made top to bottom: one measured taller or shorter than its estimate moves
        // the rows after it, so the band is worked out again and making stops below the view.
        let band = visibleBand
        var rows = geometry.rows(from: band.minY, to: band.maxY)
        handBackCells(keeping: Set(rows))
        var index = 0
        while index < rows.count {
            let indexPath = rows[index]
            guard let place = geometry.rowBand(section: indexPath.section, row: indexPath.row), place.y < band.maxY
            else { break }
            if visibleCellsByIndexPath[indexPath] == nil, let cell = makeCell(at: indexPath) {
                visibleCellsByIndexPath[indexPath] = cell
                if measure(cell, at: indexPath) {
                    rows = geometry.rows(from: band.minY, to: band.maxY)
                    index = rows.firstIndex(of: indexPath) ?? rows.count
                }
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
            index += 1
        }
        handBackCells(keeping: Set(geometry.rows(from: band.minY, to: band.maxY)))
        updateContentSize()
        let extent = rowExtent()
        for (indexPath, cell) in visibleCellsByIndexPath {
            guard let band = geometry.rowBand(section: indexPath.section, row: indexPath.row) else { continue }
            cell.frame = CGRect(x: extent.x, y: band.y, width: extent.width, height: band.height)
            // In the table first: the separator's thickness is a pixel of the window's screen.
            if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
            styleCell(cell, at: indexPath)
        }
    }

    /// Hands back the cells of rows not in `keep`.
    private func handBackCells(keeping keep: Set<IndexPath>) {
        for (indexPath, cell) in visibleCellsByIndexPath where !keep.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            enqueue(cell)
        }
    }

    /// The data source's cell for the row, attached to the table.
    private func makeCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.tableView = self
        cell.isSelected = selectedRows.contains(indexPath)
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        return cell
    }

    /// Measures a row whose height is an estimate: the cell at the row's width fits its content.
    /// True when the height changed.
    private func measure(_ cell: UITableViewCell, at indexPath: IndexPath) -> Bool {
        let section = indexPath.section
        guard !geometry.sections[section].measured[indexPath.row] else { return false }
        let old = geometry.sections[section].rows[indexPath.row]
        let height = cell.fittingHeight(width: rowExtent().width)
        geometry.setHeight(height, section: section, row: indexPath.row)
        return height != old
    }

    /// The separator, the corners of inset cards, and the background a row's place gives it.
    private func styleCell(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let isLast = indexPath.row == (rowCounts[indexPath.section] - 1)
        let showsSeparator = separatorStyle != .none && !(style != .plain && isLast)
        cell.updateSeparator(visible: showsSeparator, color: separatorColor, inset: separatorInset)
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.maskedCorners = corners
            cell.layer.cornerRadius = corners.isEmpty ? 0 : TableMetrics.insetGroupedCornerRadius
            cell.clipsToBounds = !corners.isEmpty
        }
        if style != .plain { cell.setTableBackground(.secondarySystemGroupedBackground) }
    }

    // MARK: Headers and footers

    private func layoutHeadersAndFooters() {
        let band = visibleBand
        let inset = adjustedContentInset
        var keptHeaders: Set<Int> = []
        var keptFooters: Set<Int> = []
        let extent = rowExtent()
        for section in geometry.sections.indices {
            let model = geometry.sections[section]
            let top = model.top
            let bottom = top + model.height
            guard bottom > band.minY, top < band.maxY else { continue }
            let headerHeight = model.header - model.headerPadding
            if headerHeight > 0, let view = headerView(for: section) {
                var y = top + model.headerPadding
                if style == .plain {
                    // Floats at the top of the visible area while its section shows.
                    y = min(max(y, band.minY + inset.top), bottom - model.footer - headerHeight)
                    y = max(y, top + model.headerPadding)
                }
                view.frame = CGRect(x: extent.x, y: y, width: extent.width, height: headerHeight)
                attach(view, section: section, isHeader: true)
                keptHeaders.insert(section)
            }
            if model.footer > 0, let view = footerView(for: section) {
                var y = bottom - model.footer
                if style == .plain {
                    // Floats at the bottom of the visible area while its section shows.
                    y = max(min(y, band.maxY - inset.bottom - model.footer), top + model.header)
                }
                view.frame = CGRect(x: extent.x, y: y, width: extent.width, height: model.footer)
                attach(view, section: section, isHeader: false)
                keptFooters.insert(section)
            }
        }
        for (section, view) in visibleHeaders where !keptHeaders.contains(section) {
            visibleHeaders[section] = nil
            release(view, isCustom: customHeaders[section] === view)
        }
        for (section, view) in visibleFooters where !keptFooters.contains(section) {
            visibleFooters[section] = nil
            release(view, isCustom: customFooters[section] === view)
        }
    }

    /// The header view of `section`: the delegate's, else a standard one for the title.
    private func headerView(for section: Int) -> UIView? {
        if let view = visibleHeaders[section] { return view }
        if let view = customHeaders[section] { return view }
        guard let title = dataSource?.tableView(self, titleForHeaderInSection: section) else { return nil }
        return standardHeaderFooter(title: title, isHeader: true)
    }

    private func footerView(for section: Int) -> UIView? {
        if let view = visibleFooters[section] { return view }
        if let view = customFooters[section] { return view }
        guard let title = dataSource?.tableView(self, titleForFooterInSection: section) else { return nil }
        return standardHeaderFooter(title: title, isHeader: false)
    }

    private func standardHeaderFooter(title: String, isHeader: Bool) -> UITableViewHeaderFooterView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.isStandard = true
        view.configureStandard(title: title, style: style, isHeader: isHeader)
        return view
    }

    private func attach(_ view: UIView, section: Int, isHeader: Bool) {
        if isHeader {
            if visibleHeaders[section] == nil {
                visibleHeaders[section] = view
                tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
            }
        } else if visibleFooters[section] == nil {
            visibleFooters[section] = view
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
        // Above the rows (floating headers cover them). Reordering asks for layout again, so
        // only when a row is above it.
        if view.superview !== self {
            addSubview(view)
        } else if let index = subviews.firstIndex(where: { $0 === view }),
            subviews[(index + 1)...].contains(where: { $0 is UITableViewCell })
        {
            bringSubviewToFront(view)
        }
    }

    private func release(_ view: UIView, isCustom: Bool) {
        if isCustom { view.removeFromSuperview() } else { enqueue(headerFooter: view) }
    }

    // MARK: The table's header and footer

    private func layoutTableHeaderAndFooter() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeader)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(
                x: 0, y: geometry.contentHeight - geometry.tableFooter, width: bounds.width,
                height: geometry.tableFooter)
        }
    }
}
