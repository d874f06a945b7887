import Foundation
import Testing
import UIKit
import UIKitTesting

/// Rows and sections changed in the data source, told to the table.
@MainActor @Suite struct TableViewUpdateTests {
    private func makeTable(_ host: HeadlessHost, _ log: TableLog) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(CountedCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        table.dataSource = log
        table.delegate = log
        host.show(table)
        host.renderFrame()
        return table
    }

    @Test func insertedAndDeletedRowsCarryTheSelectionAlong() {
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: [10])
            let table = makeTable(host, log)
            table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
            // Two rows in above it (0 and 2 in the new numbering), one out above it (old 1).
            log.counts = [11]
            var completed: Bool?
            table.performBatchUpdates({
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
                table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
            }) { completed = $0 }
            #expect(completed == true)
            // Old 5: 4 after the delete, then past the inserts at 0 and 2: 6.
            #expect(table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
            #expect(table.numberOfRows(inSection: 0) == 11)
            #expect(table.contentSize.height == CGFloat(11 * 44))
            #expect(table.cellForRow(at: IndexPath(row: 6, section: 0))?.isSelected == true)
            // Deleting the selected row drops it from the selection.
            log.counts = [10]
            table.deleteRows(at: [IndexPath(row: 6, section: 0)], with: .left)
            #expect(table.indexPathForSelectedRow == nil)
        }
    }

    @Test func sectionsAndMovesMapAsUIKitNumbersThem() {
        let batch = {
            var batch = TableUpdateBatchProbe()
            batch.deleteSection(1)
            batch.insertSection(0)
            return batch
        }()
        // Old sections 0, 1, 2: 1 deleted, a new 0 inserted: old 0 → 1, old 2 → 2.
        #expect(batch.map(oldCount: 3) == [1, nil, 2])
    }

    @Test func aMovedRowKeepsItsSelection() {
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: [5, 5])
            let table = makeTable(host, log)
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            log.counts = [4, 6]
            table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 1))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 1))
            #expect(table.numberOfRows(inSection: 1) == 6)
        }
    }
}

/// The section numbering of a batch, through the table's public API: a table told of the
/// changes inside `beginUpdates`/`endUpdates` with a data source already changed.
@MainActor
struct TableUpdateBatchProbe {
    var deleted: [Int] = []
    var inserted: [Int] = []
    mutating func deleteSection(_ section: Int) { deleted.append(section) }
    mutating func insertSection(_ section: Int) { inserted.append(section) }

    /// Where each old section's selected first row lands.
    func map(oldCount: Int) -> [Int?] {
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: Array(repeating: 2, count: oldCount))
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            table.register(CountedCell.self, forCellReuseIdentifier: "row")
            table.allowsMultipleSelection = true
            table.dataSource = log
            host.show(table)
            host.renderFrame()
            for section in 0..<oldCount {
                table.selectRow(at: IndexPath(row: 0, section: section), animated: false, scrollPosition: .none)
            }
            log.counts = Array(repeating: 2, count: oldCount - deleted.count + inserted.count)
            table.beginUpdates()
            table.deleteSections(IndexSet(deleted), with: .automatic)
            table.insertSections(IndexSet(inserted), with: .automatic)
            table.endUpdates()
            let selected = Set((table.indexPathsForSelectedRows ?? []).map(\.section))
            // Read back which old section went where: old sections keep their order.
            var survivors = selected.sorted()[...]
            return (0..<oldCount).map { deleted.contains($0) ? nil : survivors.popFirst() }
        }
    }
}

/// The keyboard: arrows move the selection, Return activates it.
@MainActor @Suite struct TableViewKeyboardTests {
    @Test func arrowsMoveTheSelectionAndReturnActivatesIt() {
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: [2, 30])
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            table.register(CountedCell.self, forCellReuseIdentifier: "row")
            table.rowHeight = 44
            table.dataSource = log
            table.delegate = log
            host.show(table)
            host.renderFrame()
            @MainActor func press(_ key: UIKeyboardHIDUsage, _ characters: String, repeats: Int = 0) {
                host.key(key, down: true, characters: characters)
                for _ in 0..<repeats { host.key(key, down: true, repeated: true, characters: characters) }
                host.key(key, down: false, characters: characters)
            }
            press(.keyboardDownArrow, UIKeyInputDownArrow)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
            #expect(log.events == ["willSelect 0", "didSelect 0"])
            // Across the section boundary, then held: three repeats move three more rows.
            press(.keyboardDownArrow, UIKeyInputDownArrow, repeats: 3)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 1))
            press(.keyboardUpArrow, UIKeyInputUpArrow)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
            // Down to the last row: it scrolls into view at the bottom.
            press(.keyboardDownArrow, UIKeyInputDownArrow, repeats: 40)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 29, section: 1))
            #expect(table.contentOffset.y == table.contentSize.height - 400)
            log.events.removeAll()
            press(.keyboardReturnOrEnter, "\r")
            #expect(log.events == ["didSelect 29"])
        }
    }
}
