import Foundation
import Testing
import UIKit
import UIKitTesting

/// A data source of `counts` rows per section with section titles, logging what the table asks
/// and tells, its cells of `cellClass`.
@MainActor
final class TableLog: UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var titles: [String?]
    var events: [String] = []
    var heights: [IndexPath: CGFloat] = [:]
    var cellsMade = 0

    init(counts: [Int], titles: [String?] = []) {
        self.counts = counts
        self.titles = titles
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if let counted = cell as? CountedCell, counted.serial == 0 {
            cellsMade += 1
            counted.serial = cellsMade
        }
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        events.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        events.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.row)")
    }
}

/// A cell subclass as apps write them: overriding the designated initializer.
final class CountedCell: UITableViewCell {
    var serial = 0
    var madeByOverride = false
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeByOverride = true
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.text = nil
    }
}

extension HeadlessHost {
    /// A table 400 points tall of fixed 44-point `CountedCell` rows from `log`, shown and laid out.
    func showTable(_ log: TableLog, style: UITableView.Style = .plain, width: CGFloat = 320) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 400), style: style)
        table.register(CountedCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        table.dataSource = log
        table.delegate = log
        show(table)
        renderFrame()
        return table
    }
}

@MainActor @Suite struct TableViewTests {

    @Test func plainSectionsStackHeaderRowsAndFooter() {
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: [20, 20, 20], titles: ["A", "B", nil])
            let table = host.showTable(log)
            #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 1) == 20)
            // A titled header: 22 points of padding and 28 of header; the untitled one none.
            #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 50))
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 50, width: 320, height: 44))
            #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 930))
            #expect(table.rectForRow(at: IndexPath(row: 3, section: 1)).minY == CGFloat(930 + 50 + 3 * 44))
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == CGFloat(2 * 930))
            #expect(table.contentSize == CGSize(width: 320, height: 2 * 930 + 880))
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 990)) == IndexPath(row: 0, section: 1))
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 960)) == nil)  // in a header
            // In view: rows 0–7 of section 0 (50 + 8 · 44 = 402 > 400).
            #expect(table.indexPathsForVisibleRows == (0...7).map { IndexPath(row: $0, section: 0) })
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 2")
            #expect(table.visibleCells.count == 8)
        }
    }

    @Test func aPlainHeaderFloatsWhileItsSectionShows() {
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: [20, 20], titles: ["A", "B"])
            let table = host.showTable(log)
            table.contentOffset = CGPoint(x: 0, y: 300)
            table.layoutIfNeeded()
            #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 300, width: 320, height: 28))
            #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
            // Near the section's end it is pushed up by it: the section ends at 930.
            table.contentOffset = CGPoint(x: 0, y: 920)
            table.layoutIfNeeded()
            #expect(table.headerView(forSection: 0)?.frame.minY == CGFloat(930 - 28))
            #expect(table.headerView(forSection: 1)?.frame.minY == CGFloat(930 + 22))
        }
    }

    /// Only the rows in view have cells; scrolling 10,000 rows makes no more than those, and
    /// reuses them.
    @Test func scrollingTenThousandRowsReusesAScreenfulOfCells() {
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: [10_000])
            let table = host.showTable(log)
            #expect(table.contentSize.height == 440_000)
            var y: CGFloat = 0
            while y < 440_000 - 400 {
                y = min(y + 390, 440_000 - 400)
                table.contentOffset = CGPoint(x: 0, y: y)
                table.layoutIfNeeded()
            }
            // 400 points show parts of at most 11 rows at once; one more in flight.
            #expect(log.cellsMade <= 12)
            #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 9_999, section: 0))
            #expect(table.cellForRow(at: IndexPath(row: 9_999, section: 0))?.textLabel?.text == "Row 9999")
            let cells = table.visibleCells.compactMap { $0 as? CountedCell }
            #expect(cells.allSatisfy { $0.madeByOverride })
        }
    }

    @Test func cellsAreLetGoWithTheTable() {
        weak var cell: UITableViewCell?
        weak var weakTable: UITableView?
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: [30])
            do {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
                table.register(CountedCell.self, forCellReuseIdentifier: "row")
                table.dataSource = log
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
                root.addSubview(table)
                host.show(root)
                cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
                weakTable = table
                #expect(cell != nil)
                table.removeFromSuperview()
            }
            host.renderFrame()
        }
        #expect(weakTable == nil)
        #expect(cell == nil)
    }

    /// Rows whose height is automatic are estimated (44) until shown, then sized to their cells.
    @Test func automaticRowsAreMeasuredWhenTheyShow() {
        final class TallCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let block = UIView()
                block.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(block)
                NSLayoutConstraint.activate([
                    block.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    block.heightAnchor.constraint(equalToConstant: 60),
                ])
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: [100])
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            table.register(TallCell.self, forCellReuseIdentifier: "row")
            table.dataSource = log
            host.show(table)
            host.renderFrame()
            // 400 points of 80-point rows: 5 rows measured, the other 95 estimated at 44.
            #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == CGRect(x: 0, y: 320, width: 320, height: 80))
            #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)).height == 44)
            #expect(table.contentSize.height == CGFloat(5 * 80 + 95 * 44))
        }
    }

    @Test func aTapSelectsWithTheDelegatesCallsInUIKitsOrder() {
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: [20])
            let table = host.showTable(log)
            host.tap(at: CGPoint(x: 100, y: 44 * 2 + 20))
            #expect(log.events == ["didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 2"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
            log.events.removeAll()
            host.tap(at: CGPoint(x: 100, y: 44 * 3 + 20))
            #expect(
                log.events == [
                    "didHighlight 3", "didUnhighlight 3", "willSelect 3", "willDeselect 2", "didDeselect 2",
                    "didSelect 3",
                ])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
            // In code: no delegate calls.
            log.events.removeAll()
            table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
            table.deselectRow(at: IndexPath(row: 5, section: 0), animated: false)
            #expect(log.events.isEmpty)
            #expect(table.indexPathForSelectedRow == nil)
        }
    }

    @Test func aDragDoesNotSelect() {
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: [40])
            let table = host.showTable(log)
            host.touchDown(at: CGPoint(x: 100, y: 300))
            for step in 1...6 {
                host.clock.advance(by: 1.0 / 60)
                host.touchMove(to: CGPoint(x: 100, y: 300 - CGFloat(step) * 20))
            }
            host.touchUp(at: CGPoint(x: 100, y: 180))
            #expect(!log.events.contains { $0.hasPrefix("didSelect") })
            #expect(table.indexPathForSelectedRow == nil)
            #expect(table.contentOffset.y > 0)
        }
    }

    @Test func scrollToRowPutsItWhereAsked() {
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let log = TableLog(counts: [100])
            let table = host.showTable(log)
            let row = IndexPath(row: 50, section: 0)  // 2,200 … 2,244
            table.scrollToRow(at: row, at: .top, animated: false)
            #expect(table.contentOffset.y == 2200)
            table.scrollToRow(at: row, at: .middle, animated: false)
            #expect(table.contentOffset.y == CGFloat(2222 - 200))
            table.scrollToRow(at: row, at: .bottom, animated: false)
            #expect(table.contentOffset.y == CGFloat(2244 - 400))
            table.scrollToRow(at: row, at: .none, animated: false)  // already in view
            #expect(table.contentOffset.y == CGFloat(2244 - 400))
            table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
            #expect(table.contentOffset.y == CGFloat(4400 - 400))  // kept inside the range
        }
    }

    @Test func insetGroupedRowsAreRoundedCards() {
        HeadlessHost.run(size: CGSize(width: 390, height: 400)) { host in
            let log = TableLog(counts: [3], titles: ["Settings"])
            let table = host.showTable(log, style: .insetGrouped, width: 390)
            // The first section's titled header: 38 + 17.5.
            #expect(
                table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 16, y: 55.5, width: 358, height: 44))
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            let middle = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            let last = table.cellForRow(at: IndexPath(row: 2, section: 0))!
            #expect(
                first.layer.cornerRadius == 10
                    && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            #expect(middle.layer.cornerRadius == 0)
            #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
            #expect(table.headerView(forSection: 0)?.textLabel?.text == "SETTINGS")
            #expect(table.backgroundColor == .systemGroupedBackground)
            #expect(first.backgroundColor == .secondarySystemGroupedBackground)
        }
    }
}

/// A table-view controller subclassed as on iOS: overriding its data source methods.
@MainActor @Suite struct TableViewControllerTests {
    final class Fruits: UITableViewController {
        let fruits = ["Apple", "Banana", "Cherry"]
        var selected: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(fruits[indexPath.row])
        }
    }

    @Test func aSubclassesOverridesAreHeardAndSelectionClearsOnAppearance() {
        HeadlessHost.run(size: CGSize(width: 320, height: 400)) { host in
            let controller = Fruits(style: .plain)
            host.show(controller)
            let table = controller.tableView!
            #expect(table.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
            host.tap(at: CGPoint(x: 100, y: 44 + 20))
            #expect(controller.selected == ["Banana"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            controller.viewWillAppear(false)
            #expect(table.indexPathForSelectedRow == nil)
            // The chevron sits at the trailing margin, centred.
            let cell = table.visibleCells[0]
            let chevron = cell.subviews.first { $0 is UIImageView }
            #expect(chevron.map { abs($0.frame.maxX - (320 - 16)) < 1e-9 } == true)
        }
    }
}
