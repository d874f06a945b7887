public import UIKit

/// A scroll view over the whole of `TileContent`'s world — a million points a side — drawn by a
/// fixed pool of tile subviews, as the guide's *View Programming Guide* describes tiling: in
/// `layoutSubviews` (which runs whenever the offset changes), tiles that have left the visible
/// rectangle plus `margin` are taken back and placed, with `setNeedsDisplay()`, on the spots newly
/// exposed; tiles that stay where they are are neither moved nor drawn (the scroll itself is a
/// bounds change: damage, not invalidation).
///
/// Zooming scales `tileContainer`, the view for zooming, with the scroll view's transform, so a
/// pinch in progress shows the tiles scaled, as UIKit does, and tiles exposed meanwhile are drawn
/// at the old resolution and scaled with the rest. When the zoom ends the scroll view folds the
/// scale into `resolution`: the container goes back to an identity transform with a bounds as
/// large as the world at the new resolution (the content size and offset stay as they were), the
/// zoom limits are moved by the same factor, and every tile is placed afresh and drawn once,
/// sharp at the new scale. Between zooms the tile side is always `tileSide` screen points.
///
/// The pool holds enough tiles to cover the view at the least scale one pinch reaches
/// (`pinchScaleRange`); `bouncesZoom` is off, since a rubber band below it would expose more than
/// the pool covers.
@MainActor
public final class TiledScrollView: UIScrollView, UIScrollViewDelegate {
    /// A tile's side, in the container's points.
    public static let tileSide: CGFloat = 256
    /// How far past the visible rectangle tiles stay placed, so a slow scroll does not draw a tile
    /// the moment its first pixel shows.
    public static let margin: CGFloat = 64
    /// The resolutions the world may be shown at (container points per world point).
    public static let resolutionRange: ClosedRange<CGFloat> = 0.125...8
    /// How far one pinch may zoom from where it starts: the pool is sized for the lower end.
    public static let pinchScaleRange: ClosedRange<CGFloat> = 0.5...4

    /// The view the tiles live in, and the view for zooming.
    public let tileContainer = UIView()
    /// Every tile, placed or waiting: the pool, which grows only when the view does.
    public private(set) var tiles: [TileView] = []
    /// Container points per world point between zooms.
    public private(set) var resolution: CGFloat = 1
    /// The placed tiles, by key.
    public private(set) var placedTiles: [TileKey: TileView] = [:]

    /// A scroll view over the world at resolution 1, its offset at the world's centre.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        bouncesZoom = false
        contentInsetAdjustmentBehavior = .never
        backgroundColor = UIColor(white: 0.2, alpha: 1)
        tileContainer.isUserInteractionEnabled = false
        addSubview(tileContainer)
        applyResolution(1)
        let size = contentSize
        contentOffset = CGPoint(
            x: ((size.width - frame.width) / 2).rounded(), y: ((size.height - frame.height) / 2).rounded())
    }

    /// Made in code only.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The visible rectangle in the tile container's coordinates.
    public var visibleContainerRect: CGRect { convert(bounds, to: tileContainer) }

    /// The world point shown at `point` of the scroll view's frame (its top-left corner is 0, 0).
    public func worldPoint(atViewPoint point: CGPoint) -> CGPoint {
        let inContainer = convert(
            CGPoint(x: point.x + contentOffset.x, y: point.y + contentOffset.y), to: tileContainer)
        return CGPoint(x: inContainer.x / resolution, y: inContainer.y / resolution)
    }

    /// Lays out as a scroll view does, then tiles what is visible.
    public override func layoutSubviews() {
        super.layoutSubviews()
        layoutTiles()
    }

    // MARK: Tiling

    /// The columns and rows of tiles that must be placed: those meeting the visible rectangle
    /// plus the margin, within the container and within what the pool can cover.
    public func neededRange() -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let side = Self.tileSide
        let area = visibleContainerRect.insetBy(dx: -Self.margin, dy: -Self.margin)
            .intersection(tileContainer.bounds)
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        var columns = Int((area.minX / side).rounded(.down))...Int(((area.maxX / side).rounded(.up))) - 1
        var rows = Int((area.minY / side).rounded(.down))...Int(((area.maxY / side).rounded(.up))) - 1
        let pool = poolShape(for: bounds.size)
        columns = Self.centred(columns, atMost: pool.columns)
        rows = Self.centred(rows, atMost: pool.rows)
        return (columns, rows)
    }

    /// The columns and rows the pool covers: a view `size` points large at the least scale of a
    /// pinch, plus the margin each side, however it is aligned to the grid.
    public func poolShape(for size: CGSize) -> (columns: Int, rows: Int) {
        let least = Self.pinchScaleRange.lowerBound
        func count(_ length: CGFloat) -> Int {
            Int(((length / least + 2 * Self.margin) / Self.tileSide).rounded(.up)) + 1
        }
        return (count(size.width), count(size.height))
    }

    /// `range` cut to its middle `count` values when it is longer.
    private static func centred(_ range: ClosedRange<Int>, atMost count: Int) -> ClosedRange<Int> {
        guard range.count > count else { return range }
        let start = range.lowerBound + (range.count - count) / 2
        return start...(start + count - 1)
    }

    /// Takes back the tiles outside the needed range and places free ones on its empty spots.
    private func layoutTiles() {
        let pool = poolShape(for: bounds.size)
        while tiles.count < pool.columns * pool.rows {
            let tile = TileView(side: Self.tileSide)
            tiles.append(tile)
            tileContainer.addSubview(tile)
        }
        guard let range = neededRange() else {
            for tile in placedTiles.values { tile.isHidden = true }
            placedTiles.removeAll()
            return
        }
        var free: [TileView] = []
        for (key, tile) in placedTiles
        where !range.columns.contains(key.column) || !range.rows.contains(key.row) {
            placedTiles[key] = nil
            free.append(tile)
        }
        free += tiles.filter { $0.key == nil }
        let side = Self.tileSide
        for row in range.rows {
            for column in range.columns {
                let key = TileKey(column: column, row: row)
                guard placedTiles[key] == nil, let tile = free.popLast() else { continue }
                tile.key = key
                tile.resolution = resolution
                tile.frame = CGRect(x: CGFloat(column) * side, y: CGFloat(row) * side, width: side, height: side)
                tile.isHidden = false
                tile.setNeedsDisplay()
                placedTiles[key] = tile
            }
        }
        for tile in free {
            tile.key = nil
            tile.isHidden = true
        }
    }

    // MARK: Zooming

    /// Sets the resolution with the container unscaled: its bounds the world at `newValue`, the
    /// content size that too, the zoom limits what keeps the resolution in `resolutionRange`
    /// and one pinch in `pinchScaleRange`, and every tile to be placed again.
    private func applyResolution(_ newValue: CGFloat) {
        resolution = newValue
        let side = TileContent.worldSize * newValue
        tileContainer.transform = .identity
        tileContainer.frame = CGRect(x: 0, y: 0, width: side, height: side)
        contentSize = tileContainer.frame.size
        minimumZoomScale = max(Self.pinchScaleRange.lowerBound, Self.resolutionRange.lowerBound / newValue)
        maximumZoomScale = min(Self.pinchScaleRange.upperBound, Self.resolutionRange.upperBound / newValue)
        for tile in placedTiles.values { tile.key = nil }
        placedTiles.removeAll()
        setNeedsLayout()
    }

    /// Folds the zoom scale into the resolution (see the type's comment); what a zoom's end does.
    public func adoptZoomScale() {
        let scale = zoomScale
        guard scale != 1, scale.isFinite, scale > 0 else { return }
        let offset = contentOffset
        applyResolution(resolution * scale)
        contentOffset = offset
    }

    /// The view pinches scale: the tile container.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { tileContainer }

    /// A zoom ended: the tiles are drawn again at the new scale.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        adoptZoomScale()
    }
}
