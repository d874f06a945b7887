public import Foundation

/// Selecting rows: in code (no delegate calls, as in UIKit) and by touch (with the delegate's
/// highlight and selection calls, in UIKit's order).
extension UITableView {
    /// The selected row (the first, in row order); nil when none is.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows, in row order; nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Whether selection is allowed in the current mode.
    private var selectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    private var multipleSelection: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Selects the row (deselecting the others without multiple selection), then scrolls it to
    /// `scrollPosition`; nil deselects every row. The delegate hears nothing.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard rowExists(indexPath) else { return }
        if !multipleSelection {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visibleCellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row; the delegate hears nothing.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        visibleCellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
    }

    private func rowExists(_ indexPath: IndexPath) -> Bool {
        if needsReload { reloadNow() }
        return rowCounts.indices.contains(indexPath.section)
            && (0..<rowCounts[indexPath.section]).contains(indexPath.row)
    }

    // MARK: By touch

    /// A finger came down on the cell (after the scroll view's delay): it highlights, if the
    /// delegate lets it.
    func cellTouchBegan(_ cell: UITableViewCell) {
        guard selectionAllowed, let indexPath = indexPath(for: cell) else { return }
        if let delegate = tableDelegate, !delegate.tableView(self, shouldHighlightRowAt: indexPath) { return }
        highlightedRow = indexPath
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// The finger lifted on the cell: the highlight ends and the row is selected (or, with
    /// multiple selection, a selected row deselected), as the delegate allows.
    func cellTouchEnded(_ cell: UITableViewCell) {
        guard let indexPath = highlightedRow, visibleCellsByIndexPath[indexPath] === cell else { return }
        endHighlight()
        if multipleSelection, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        userSelect(indexPath)
    }

    /// Selects the row as the user does: `willSelect` (which may pick another row or none), the
    /// others deselected with their calls in single selection, then `didSelect`.
    func userSelect(_ indexPath: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
            rowExists(target)
        else { return }
        if !multipleSelection {
            for row in selectedRows where row != target { userDeselect(row) }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        visibleCellsByIndexPath[target]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// The touch was cancelled (a drag began): the highlight ends, nothing is selected.
    func cellTouchCancelled(_ cell: UITableViewCell) {
        guard let indexPath = highlightedRow, visibleCellsByIndexPath[indexPath] === cell else { return }
        endHighlight()
    }

    private func endHighlight() {
        guard let indexPath = highlightedRow else { return }
        highlightedRow = nil
        visibleCellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath,
            selectedRows.contains(target)
        else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
