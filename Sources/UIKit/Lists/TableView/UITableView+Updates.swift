public import Foundation

/// Rows and sections inserted, deleted, moved and reloaded: the data source has changed, and the
/// table reads it again, checking the counts as UIKit does and carrying the selection to the
/// rows' new index paths. Changes are not animated (the rows are in place at once; the
/// completion is called with `true`).
struct TableUpdateBatch {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var movedSections: [(from: Int, to: Int)] = []
    var reloadedRows: [IndexPath] = []
}

extension UITableView {
    /// Starts a group of changes applied together at the matching `endUpdates()`.
    public func beginUpdates() {
        updateDepth += 1
        if pendingUpdates == nil { pendingUpdates = TableUpdateBatch() }
    }

    /// Applies the changes since the matching `beginUpdates()`.
    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingUpdates else { return }
        pendingUpdates = nil
        apply(batch)
    }

    /// Applies the changes `updates` makes as one group, then calls `completion` with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// The rows were added to the data source.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change { $0.insertedRows += indexPaths }
    }

    /// The rows were removed from the data source.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change { $0.deletedRows += indexPaths }
    }

    /// The rows changed in the data source: their cells are asked for again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change { $0.reloadedRows += indexPaths }
    }

    /// The row moved in the data source.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// The sections were added to the data source.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        change { $0.insertedSections.formUnion(sections) }
    }

    /// The sections were removed from the data source.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        change { $0.deletedSections.formUnion(sections) }
    }

    /// The sections changed in the data source: their rows are asked for again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        change { batch in
            for section in sections where rowCounts.indices.contains(section) {
                batch.reloadedRows += (0..<rowCounts[section]).map { IndexPath(row: $0, section: section) }
            }
        }
    }

    /// The section moved in the data source.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        change { $0.movedSections.append((section, newSection)) }
    }

    /// Records a change in the open group, or applies it alone.
    private func change(_ record: (inout TableUpdateBatch) -> Void) {
        beginUpdates()
        record(&pendingUpdates!)
        endUpdates()
    }

    /// Checks the new counts against the old ones and the changes, carries the selection over,
    /// and reads the data source again.
    private func apply(_ batch: TableUpdateBatch) {
        guard !needsReload, let dataSource else {
            setNeedsReload()
            return
        }
        let old = rowCounts
        let sectionMap = Self.sectionMap(old: old.count, batch)
        let newSectionCount = max(0, dataSource.numberOfSections(in: self))
        let expectedSections = old.count - batch.deletedSections.count + batch.insertedSections.count
        precondition(
            newSectionCount == expectedSections,
            "Invalid update: invalid number of sections. The table had \(old.count) sections; after "
                + "\(batch.insertedSections.count) inserted and \(batch.deletedSections.count) deleted it "
                + "should have \(expectedSections), but the data source has \(newSectionCount).")
        for (oldSection, newSection) in sectionMap.enumerated() {
            guard let newSection else { continue }
            let movedOut = batch.movedRows.filter { $0.from.section == oldSection }.count
            let movedIn = batch.movedRows.filter { $0.to.section == newSection }.count
            let expected =
                old[oldSection] - batch.deletedRows.filter { $0.section == oldSection }.count - movedOut
                + batch.insertedRows.filter { $0.section == newSection }.count + movedIn
            let actual = max(0, dataSource.tableView(self, numberOfRowsInSection: newSection))
            precondition(
                actual == expected,
                "Invalid update: invalid number of rows in section \(newSection). It had \(old[oldSection]) "
                    + "rows; after the inserts, deletes and moves it should have \(expected), but the data "
                    + "source has \(actual).")
        }
        let selection = selectedRows.compactMap { Self.newIndexPath(of: $0, sectionMap: sectionMap, batch) }
        reloadNow()
        selectedRows = selection.filter { rowCounts.indices.contains($0.section) && $0.row < rowCounts[$0.section] }
        setNeedsLayout()
    }

    /// Where each old section goes (nil when deleted): deletions counted in the old numbering,
    /// insertions in the new, as UIKit orders them.
    static func sectionMap(old count: Int, _ batch: TableUpdateBatch) -> [Int?] {
        let movedFrom = Set(batch.movedSections.map(\.from))
        var survivors = (0..<count).filter { !batch.deletedSections.contains($0) && !movedFrom.contains($0) }[...]
        var result = [Int?](repeating: nil, count: count)
        let newCount = count - batch.deletedSections.count + batch.insertedSections.count
        for position in 0..<max(0, newCount) where !batch.insertedSections.contains(position) {
            if let move = batch.movedSections.first(where: { $0.to == position }) {
                if result.indices.contains(move.from) { result[move.from] = position }
            } else if let section = survivors.popFirst() {
                result[section] = position
            }
        }
        return result
    }

    /// Where a row goes (nil when it or its section was deleted).
    static func newIndexPath(of indexPath: IndexPath, sectionMap: [Int?], _ batch: TableUpdateBatch) -> IndexPath? {
        if let move = batch.movedRows.first(where: { $0.from == indexPath }) { return move.to }
        guard sectionMap.indices.contains(indexPath.section), let section = sectionMap[indexPath.section],
            !batch.deletedRows.contains(indexPath)
        else { return nil }
        let leaving = batch.deletedRows.map { $0 } + batch.movedRows.map(\.from)
        var row = indexPath.row - leaving.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
        let arriving = (batch.insertedRows + batch.movedRows.map(\.to)).filter { $0.section == section }.map(\.row)
        for inserted in arriving.sorted() where inserted <= row { row += 1 }
        return IndexPath(row: row, section: section)
    }
}
