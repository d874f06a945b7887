public import CoreGraphics
import Foundation

/// What a table shows: how many sections and rows, the cell for each row, and the section
/// titles. `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required;
/// the rest have defaults (one section, no titles, rows not editable or movable).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually dequeued with
    /// `dequeueReusableCell(withIdentifier:for:)` and configured.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, shown by the standard header view; nil by default.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, shown by the standard footer view; nil by default.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (deleted or inserted); true by default, as in UIKit.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder control in editing mode; false by default.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user deleted or inserted the row: update the model, then the table.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath)
    /// The user moved a row: update the model (the table has moved it already).
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index along the trailing edge; nil (no index) by default.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section an index title leads to; by default the title's position in the index.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    /// One section, by default.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No title, by default.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title, by default.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Editable, by default (UIKit's default when the data source does not say).
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Not movable, by default.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing, by default.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}
    /// Nothing, by default.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// No index, by default.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The title's position, by default.
    public func tableView(
        _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    )
        -> Int
    { index }
}
