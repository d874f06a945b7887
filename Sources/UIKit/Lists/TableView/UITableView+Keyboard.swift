import Foundation

/// The keyboard, as iPadOS with a hardware keyboard drives a table whose selection follows the
/// focus: Up and Down move the selection a row (from the first row when none is selected),
/// scrolling it into view, with the delegate's selection calls; held, they move on at each
/// repeat. Return activates the selected row: the delegate's `performPrimaryActionForRowAt` when
/// it can perform one, else `didSelectRowAt` again. Other keys scroll, as in any scroll view.
extension UITableView {
    /// Handles a press of Up, Down or Return; false for other keys, or when there is nothing
    /// to select.
    func selectForKey(_ press: UIPress) -> Bool {
        guard allowsSelection, !isEditing, let key = press.key,
            key.modifierFlags.isDisjoint(with: [.command, .alternate, .control])
        else { return false }
        switch key.keyCode {
        case .keyboardUpArrow: return moveSelection(by: -1, press: press)
        case .keyboardDownArrow: return moveSelection(by: 1, press: press)
        case .keyboardReturnOrEnter:
            guard let row = indexPathForSelectedRow else { return false }
            if let delegate = tableDelegate, delegate.tableView(self, canPerformPrimaryActionForRowAt: row) {
                delegate.tableView(self, performPrimaryActionForRowAt: row)
            } else {
                tableDelegate?.tableView(self, didSelectRowAt: row)
            }
            return true
        default: return false
        }
    }

    /// Selects the row one step (±1) from the selected one, across sections (skipping empty
    /// ones), as a tap would; the first row when none is selected.
    private func moveSelection(by step: Int, press: UIPress) -> Bool {
        if needsReload { reloadNow() }
        guard let first = rowCounts.firstIndex(where: { $0 > 0 }) else { return false }
        var target = IndexPath(row: 0, section: first)
        if let current = indexPathForSelectedRow {
            var section = current.section
            var row = current.row + step
            while rowCounts.indices.contains(section), !(0..<rowCounts[section]).contains(row) {
                section += step
                guard rowCounts.indices.contains(section) else { return true }
                row = step > 0 ? 0 : rowCounts[section] - 1
            }
            guard rowCounts.indices.contains(section) else { return true }
            target = IndexPath(row: row, section: section)
        }
        keyScrollPress = press
        userSelect(target)
        scrollToRow(at: target, at: .none, animated: false)
        return true
    }
}
