import Foundation
import LaminaHeadless
import UIKit

/// Auto Layout: a grid of tiles in rows, placed by constraints (each tile after its neighbour,
/// rows below each other, the last tile of a row pinned to the trailing edge with a spacing that
/// may grow), relaid out after the container changes width — the engine rebuilt and solved, the
/// frames applied. The reference is the same grid relaid out by autoresizing masks in the same
/// run; `ratio` is the constraint layout's time over it.
@MainActor
enum AutoLayoutBenchmarks {
    static let columns = 10

    static func run(_ harness: Harness) {
        HeadlessHost.run(size: CGSize(width: 400, height: 400), scale: 1) { host in
            for count in [100, 1_000] { runIsolated(harness, count: count) }
        }
    }

    static func constrainedGrid(_ count: Int) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var previous: UIView?
        var rowAbove: UIView?
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<count {
            let tile = UIView()
            tile.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(tile)
            constraints += [
                tile.widthAnchor.constraint(equalToConstant: 16), tile.heightAnchor.constraint(equalToConstant: 16),
            ]
            if index % columns == 0 {
                constraints.append(tile.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4))
                if let rowAbove {
                    constraints.append(tile.topAnchor.constraint(equalTo: rowAbove.bottomAnchor, constant: 4))
                } else {
                    constraints.append(tile.topAnchor.constraint(equalTo: container.topAnchor, constant: 4))
                }
                rowAbove = tile
            } else if let previous {
                constraints.append(tile.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 4))
                constraints.append(tile.topAnchor.constraint(equalTo: previous.topAnchor))
            }
            if index % columns == columns - 1 {
                constraints.append(
                    tile.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -4))
            }
            previous = tile
        }
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        return container
    }

    static func autoresizingGrid(_ count: Int) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        for index in 0..<count {
            let (column, row) = (index % columns, index / columns)
            let tile = UIView(
                frame: CGRect(x: 4 + 20 * CGFloat(column), y: 4 + 20 * CGFloat(row), width: 16, height: 16))
            tile.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            container.addSubview(tile)
        }
        return container
    }

    private static func runIsolated(_ harness: Harness, count: Int) {
        var width: CGFloat = 400
        func resize(_ view: UIView) {
            width = width == 400 ? 380 : 400
            view.frame = CGRect(x: 0, y: 0, width: width, height: 400)
            view.layoutIfNeeded()
        }
        let plain = autoresizingGrid(count)
        let reference = harness.measure("autolayout.grid\(count)_autoresizing_relayout") { resize(plain) }
        let grid = constrainedGrid(count)
        let measured = harness.measure("autolayout.grid\(count)_constraints_relayout") { resize(grid) }
        if let reference, let measured {
            harness.report("autolayout.grid\(count)_ratio", ["ratio": String(format: "%.2f", measured / reference)])
        }
        var built: UIView?
        harness.measure("autolayout.grid\(count)_build_and_solve", setUp: { built = nil }) {
            built = constrainedGrid(count)
        }
        _ = built
    }
}
