import Foundation
public import UIKit

/// The procedural world the Tiles sample scrolls over: a square of `worldSize` points divided
/// into cells of `cellSize`, each filled with a colour worked out from its column and row alone,
/// so any part of the world can be drawn from nothing but its coordinates (and tests can say
/// which colour a point must show).
public enum TileContent {
    /// The world's side, in world points at resolution 1.
    public static let worldSize: CGFloat = 1_000_000
    /// A cell's side, in world points.
    public static let cellSize: CGFloat = 128
    /// The grid lines along each cell's left and top edges: their width in tile points, and how
    /// much darker than the cell they are.
    static let lineWidth: CGFloat = 1
    static let lineShade: CGFloat = 0.6
    /// Where the coordinate label sits in a tile, and the box it stays inside (`labelBox`).
    static let labelInset: CGFloat = 6
    /// The part of every tile, from its top-left corner, the label may cover.
    public static let labelBox = CGSize(width: 150, height: 26)

    /// The colour of the cell in `column` and `row`, as 8-bit red, green and blue: mid-tones that
    /// differ from each neighbour's, so a scroll of one cell is visible.
    public static func rgb(column: Int, row: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let c = column & 0xFFFF
        let r = row & 0xFFFF
        return (
            UInt8(96 + (c * 37 + r * 11) % 128),
            UInt8(96 + (c * 17 + r * 53) % 128),
            UInt8(96 + (c * 7 + r * 29) % 128)
        )
    }

    /// The cell holding the world point `point`.
    public static func cell(at point: CGPoint) -> (column: Int, row: Int) {
        (Int((point.x / cellSize).rounded(.down)), Int((point.y / cellSize).rounded(.down)))
    }

    /// Draws the part `world` of the world into the current context, scaled by `resolution`
    /// (tile points per world point), with `world`'s origin at the context's origin: the cells'
    /// fills, their grid lines, and a label with `world`'s origin in whole world points.
    @MainActor
    static func draw(world: CGRect, resolution: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), resolution > 0 else { return }
        let first = cell(at: world.origin)
        let last = cell(at: CGPoint(x: world.maxX - 1e-6, y: world.maxY - 1e-6))
        for row in first.row...max(first.row, last.row) {
            for column in first.column...max(first.column, last.column) {
                let origin = CGPoint(
                    x: (CGFloat(column) * cellSize - world.minX) * resolution,
                    y: (CGFloat(row) * cellSize - world.minY) * resolution)
                let side = cellSize * resolution
                let rgb = rgb(column: column, row: row)
                let fill = (CGFloat(rgb.red) / 255, CGFloat(rgb.green) / 255, CGFloat(rgb.blue) / 255)
                context.setFillColor(red: fill.0, green: fill.1, blue: fill.2, alpha: 1)
                context.fill(CGRect(origin: origin, size: CGSize(width: side, height: side)))
                context.setFillColor(
                    red: fill.0 * lineShade, green: fill.1 * lineShade, blue: fill.2 * lineShade, alpha: 1)
                context.fill(CGRect(x: origin.x, y: origin.y, width: side, height: lineWidth))
                context.fill(CGRect(x: origin.x, y: origin.y, width: lineWidth, height: side))
            }
        }
        let label = "x \(Int(world.minX.rounded(.down)))  y \(Int(world.minY.rounded(.down)))"
        (label as NSString).draw(
            at: CGPoint(x: labelInset, y: labelInset),
            withAttributes: [
                .font: UIFont.monospacedDigitSystemFont(ofSize: 11, weight: .semibold),
                .foregroundColor: UIColor(white: 0.1, alpha: 1),
            ])
    }
}
