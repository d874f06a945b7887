import Foundation
import LaminaHeadless
import UIKit

/// Lists (issue 39): a 10,000-row table of self-sizing subtitle cells scrolled one screen a
/// frame — each frame makes a screenful of rows: dequeued, configured, measured, drawn — against
/// a still frame of the same table recomposited whole, in the same run; and how many cells were
/// ever made.
@MainActor
enum ListBenchmarks {
    static let framesPerRun = 16

    /// The data source: "Row n" with a detail line, in subtitle cells.
    final class Rows: UITableViewDataSource {
        var cellsMade = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "row")
                ?? {
                    cellsMade += 1
                    return UITableViewCell(style: .subtitle, reuseIdentifier: "row")
                }()
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.detailTextLabel?.text = "Detail of row \(indexPath.row), a second line"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    static func run(_ harness: Harness) {
        if let filter = harness.filter, !"table.scroll".contains(filter), !filter.hasPrefix("table.scroll") { return }
        HeadlessHost.run(size: CGSize(width: 390, height: 844), scale: 1) { host in
            let rows = Rows()
            let table = UITableView(frame: host.screen.bounds, style: .plain)
            table.dataSource = rows
            table.showsVerticalScrollIndicator = false
            host.show(table)
            host.renderFrame()
            var displayed = 0
            let scrolling = harness.measure("table.scroll.\(framesPerRun)_screens") {
                for _ in 0..<framesPerRun {
                    let next = table.contentOffset.y + table.bounds.height
                    let end = table.contentSize.height - table.bounds.height
                    table.contentOffset.y = next > end ? 0 : next
                    displayed += host.advance(by: 1.0 / 60).backingStoresRedrawn
                }
            }
            var shade = false
            let still = harness.measure("table.scroll.\(framesPerRun)_still_recomposited") {
                for _ in 0..<framesPerRun {
                    shade.toggle()
                    table.backgroundColor = shade ? UIColor(white: 0.98, alpha: 1) : .white
                    host.advance(by: 1.0 / 60)
                }
            }
            guard let scrolling, let still else { return }
            harness.report(
                "table.scroll",
                [
                    "screen_frame_ms": String(format: "%.4f", scrolling / Double(framesPerRun)),
                    "still_frame_ms": String(format: "%.4f", still / Double(framesPerRun)),
                    "ratio": String(format: "%.3f", scrolling / still),
                    "cells_made": "\(rows.cellsMade)",
                    "layers_displayed_per_screen": String(
                        format: "%.1f", Double(displayed) / Double((harness.runs + 1) * framesPerRun)),
                ])
        }
    }
}
