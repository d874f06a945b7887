import Foundation
import Testing
import TilesApp
import UIKit
import UIKitTesting

/// The Tiles tests' checks: exact coverage of the visible rectangle, and world colours on screen.
@MainActor
enum TilesChecks {
    /// Every tile-grid square meeting the visible rectangle (within the world) holds a shown tile
    /// whose frame is exactly that square; shown tiles have keys and hidden ones none.
    static func expectCovered(_ scrollView: TiledScrollView, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let side = TiledScrollView.tileSide
        let visible = scrollView.visibleContainerRect.intersection(scrollView.tileContainer.bounds)
        var shown: [TileKey: CGRect] = [:]
        for tile in scrollView.tiles where !tile.isHidden {
            let key = try #require(tile.key, sourceLocation: sourceLocation)
            #expect(shown[key] == nil, "two tiles at \(key)", sourceLocation: sourceLocation)
            shown[key] = tile.frame
        }
        #expect(scrollView.tiles.allSatisfy { $0.isHidden == ($0.key == nil) }, sourceLocation: sourceLocation)
        let columns = Int((visible.minX / side).rounded(.down))..<Int((visible.maxX / side).rounded(.up))
        let rows = Int((visible.minY / side).rounded(.down))..<Int((visible.maxY / side).rounded(.up))
        for row in rows {
            for column in columns {
                let square = CGRect(x: CGFloat(column) * side, y: CGFloat(row) * side, width: side, height: side)
                let frame = shown[TileKey(column: column, row: row)]
                #expect(frame == square, "no tile over \(column), \(row)", sourceLocation: sourceLocation)
                if frame != square { return }
            }
        }
    }

    /// The framebuffer shows, at points spread over the screen, the colour `TileContent` gives the
    /// world cell under them (within 1 level a channel), away from grid lines and tile labels.
    static func expectWorldColours(
        _ scrollView: TiledScrollView, _ host: HeadlessHost, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let side = TiledScrollView.tileSide
        var checked = 0
        for y in stride(from: 7, to: 844, by: 37) {
            for x in stride(from: 5, to: 390, by: 29) {
                let view = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                let world = scrollView.worldPoint(atViewPoint: view)
                let container = CGPoint(x: world.x * scrollView.resolution, y: world.y * scrollView.resolution)
                let inTile = CGPoint(
                    x: container.x - (container.x / side).rounded(.down) * side,
                    y: container.y - (container.y / side).rounded(.down) * side)
                let cellSide = TileContent.cellSize * scrollView.resolution
                let inCell = CGPoint(
                    x: world.x * scrollView.resolution - (world.x / TileContent.cellSize).rounded(.down) * cellSide,
                    y: world.y * scrollView.resolution - (world.y / TileContent.cellSize).rounded(.down) * cellSide)
                let label = TileContent.labelBox
                if inTile.x < label.width && inTile.y < label.height { continue }
                if inCell.x < 2 || inCell.y < 2 || inCell.x > cellSide - 1 || inCell.y > cellSide - 1 { continue }
                let cell = TileContent.cell(at: world)
                let expected = TileContent.rgb(column: cell.column, row: cell.row)
                let pixel = host.pixel(x: x, y: y)
                let close =
                    abs(Int(pixel.red) - Int(expected.red)) <= 1 && abs(Int(pixel.green) - Int(expected.green)) <= 1
                    && abs(Int(pixel.blue) - Int(expected.blue)) <= 1
                #expect(
                    close, "\(x), \(y): \(pixel), expected \(expected) (world \(world))", sourceLocation: sourceLocation
                )
                if !close { return }
                checked += 1
            }
        }
        #expect(checked > 200, sourceLocation: sourceLocation)
    }
}

extension SystemRandomNumberGenerator {
    /// A seeded generator (a 64-bit LCG), so a walk is the same on every run.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
    }
}
