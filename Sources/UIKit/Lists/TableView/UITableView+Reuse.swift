public import Foundation

/// Registering cell and header classes, dequeuing views for reuse and handing them back.
extension UITableView {
    /// Registers `cellClass` for `identifier`: `dequeueReusableCell(withIdentifier:for:)` makes
    /// one when none waits. Nil unregisters.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Registers `aClass` (a `UITableViewHeaderFooterView` subclass) for header and footer views
    /// with `identifier`. Nil unregisters.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A cell handed back with `identifier`, prepared for reuse, or nil when none waits.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cell = reusableCells[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// A cell for the row at `indexPath`: one handed back with `identifier`, prepared for reuse,
    /// else a new one of the class registered for it. Stops the program when nothing is
    /// registered for `identifier`, as UIKit raises.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        guard let cellClass = cellClasses[identifier] else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier): register a class for the identifier")
        }
        return cellClass.init(_dequeuedWithReuseIdentifier: identifier)
    }

    /// A header or footer view handed back with `identifier`, else a new one of the class
    /// registered for it; nil when nothing is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = reusableHeaderFooters[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return headerFooterClasses[identifier]?.init(_dequeuedWithReuseIdentifier: identifier)
    }

    /// Hands a cell that left the screen back: off the table, into its identifier's pool (a cell
    /// without an identifier is let go).
    func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.tableView = nil
        guard let identifier = cell.reuseIdentifier else { return }
        reusableCells[identifier, default: []].append(cell)
    }

    /// Hands a header or footer view back: off the table, and into its pool if it is reusable.
    func enqueue(headerFooter view: UIView) {
        view.removeFromSuperview()
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier,
            !reusable.isStandard
        else { return }
        reusableHeaderFooters[identifier, default: []].append(reusable)
    }
}
