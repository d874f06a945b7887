import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Rows and sections changed in the data source, told to the table.
@MainActor @Suite struct TableViewUpdateTests {
    @Test func insertedAndDeletedRowsCarryTheSelectionAlong() {
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: [10])
            let table = host.showTable(log)
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

    /// UIKit's numbering: deletions in the old numbering, insertions in the new.
    @Test func sectionsAndRowsAreNumberedAsUIKitNumbersThem() {
        var batch = TableUpdateBatch()
        batch.deletedSections = [1]
        batch.insertedSections = [0]
        // Old sections 0, 1, 2: 1 deleted, a new 0 inserted: old 0 → 1, old 2 → 2.
        #expect(UITableView.sectionMap(old: 3, batch) == [1, nil, 2])
        batch.movedSections = [(from: 2, to: 0)]
        batch.insertedSections = [1]
        // 2 moves to the front, a new 1: old 0 → 2, old 2 → 0.
        #expect(UITableView.sectionMap(old: 3, batch) == [2, nil, 0])

        var rows = TableUpdateBatch()
        rows.deletedRows = [IndexPath(row: 1, section: 0)]
        rows.insertedRows = [IndexPath(row: 0, section: 0), IndexPath(row: 5, section: 0)]
        let map: [Int?] = [0]
        // Row 4: 3 after the delete, 4 past the insert at 0, and 5 is after it: 4.
        #expect(
            UITableView.newIndexPath(of: IndexPath(row: 4, section: 0), sectionMap: map, rows)
                == IndexPath(row: 4, section: 0))
        // Row 5: 4, then 5 past the insert at 0, then 6 past the insert at 5.
        #expect(
            UITableView.newIndexPath(of: IndexPath(row: 5, section: 0), sectionMap: map, rows)
                == IndexPath(row: 6, section: 0))
        #expect(UITableView.newIndexPath(of: IndexPath(row: 1, section: 0), sectionMap: map, rows) == nil)
    }

    @Test func aMovedRowKeepsItsSelection() {
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: [5, 5])
            let table = host.showTable(log)
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            log.counts = [4, 6]
            table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 1))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 1))
            #expect(table.numberOfRows(inSection: 1) == 6)
        }
    }
}

/// The keyboard: arrows move the selection, Return activates it.
@MainActor @Suite struct TableViewKeyboardTests {
    @Test func arrowsMoveTheSelectionAndReturnActivatesIt() {
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: [2, 30])
            let table = host.showTable(log)
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
