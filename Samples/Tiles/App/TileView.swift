public import UIKit

/// Where a tile sits in the tiling grid: its column and row of `TiledScrollView.tileSide`-point
/// squares of the tile container, at the resolution the container had when it was placed.
public struct TileKey: Hashable, Sendable {
    /// The tile's column, from the container's left edge.
    public let column: Int
    /// The tile's row, from the container's top edge.
    public let row: Int

    /// A key for `column` and `row`.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}

/// One tile of the pool: a square subview of the tile container that draws the part of the world
/// under it, from its key and the resolution alone. The scroll view moves it and asks it to draw
/// again (`setNeedsDisplay()`) only when it is given a new key; moving with the content costs no
/// drawing.
@MainActor
public final class TileView: UIView {
    /// The spot the tile shows; nil while it waits in the pool, hidden.
    public internal(set) var key: TileKey?
    /// Tile points per world point the tile draws at.
    public internal(set) var resolution: CGFloat = 1
    /// How many times `draw(_:)` ran: the tests' and benchmarks' measure of drawing.
    public private(set) var drawCount = 0

    /// The tile's side once placed, in the container's points.
    public let side: CGFloat

    /// A tile `side` points square once placed; until then hidden and empty, so it has nothing
    /// to draw (Lamina displays a hidden layer that needs it; an empty one has no backing store).
    init(side: CGFloat) {
        self.side = side
        super.init(frame: .zero)
        // Every pixel is filled, so the compositor need not paint what lies under a tile.
        isOpaque = true
        isHidden = true
        isUserInteractionEnabled = false
    }

    /// Tiles are made in code only.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The world rectangle under the tile: its frame in the container over the resolution.
    public var worldRect: CGRect {
        guard let key else { return .null }
        let side = self.side / resolution
        return CGRect(x: CGFloat(key.column) * side, y: CGFloat(key.row) * side, width: side, height: side)
    }

    /// Draws the world under the tile (`TileContent`).
    public override func draw(_ rect: CGRect) {
        drawCount += 1
        guard key != nil else { return }
        TileContent.draw(world: worldRect, resolution: resolution)
    }
}
