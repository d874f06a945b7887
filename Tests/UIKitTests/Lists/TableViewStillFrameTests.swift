import Foundation
import Testing
import UIKit
import UIKitTesting

/// A table at rest costs nothing a frame: no layout, no drawing. (A separator brought to the
/// front on every layout asked for layout again, so each cell was laid out 200 times a frame.)
@MainActor @Suite struct TableViewStillFrameTests {
    final class CountingTable: UITableView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }
    final class CountingCell: UITableViewCell {
        static var layouts = 0
        override func layoutSubviews() {
            Self.layouts += 1
            super.layoutSubviews()
        }
    }

    @Test func aStillTableLaysOutAndDrawsNothing() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let log = TableLog(counts: [10, 1000], titles: ["A", "B"])
            let table = CountingTable(frame: host.screen.bounds)
            table.register(CountingCell.self, forCellReuseIdentifier: "row")
            table.dataSource = log
            host.show(table)
            host.renderFrame()
            table.contentOffset.y = 600  // a floating header over the rows
            host.renderFrame()
            table.layouts = 0
            CountingCell.layouts = 0
            var redrawn = 0
            for _ in 0..<10 { redrawn += host.advance(by: 1.0 / 60).backingStoresRedrawn }
            #expect(table.layouts == 0)
            #expect(CountingCell.layouts == 0)
            #expect(redrawn == 0)
            // A scroll of one row lays the table out (again once, for the cell it added: a new
            // subview asks for layout) and makes one new cell, laid out once or twice.
            table.contentOffset.y += 44
            host.advance(by: 1.0 / 60)
            #expect(table.layouts == 2)
            #expect(CountingCell.layouts <= 2)
        }
    }
}
