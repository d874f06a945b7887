public import Foundation

/// A layer that draws its content tile by tile: `draw(in:)` is called once for each tile of
/// `tileSize` device pixels that needs drawing, clipped to that tile, as Core Animation calls it.
///
/// Lamina draws the tiles on the main thread during the display pass, all at once, so they appear
/// without Core Animation's fade (`fadeDuration()` reports Apple's 0.25 s all the same), and it
/// draws one level of detail, at `contentsScale`: `levelsOfDetail` and `levelsOfDetailBias` are
/// kept for code that reads them (see docs/Compatibility.md).
open class CATiledLayer: CALayer {
    /// The size of a tile in device pixels; 256 × 256 by default. Sizes that are not positive and
    /// finite are ignored.
    open var tileSize = CGSize(width: 256, height: 256) {
        didSet {
            guard tileSize.width.isFinite, tileSize.height.isFinite, tileSize.width >= 1, tileSize.height >= 1 else {
                tileSize = oldValue
                return
            }
            if tileSize != oldValue { setNeedsDisplay() }
        }
    }
    /// The number of levels of detail kept for zooming out; 1 by default (stored only).
    open var levelsOfDetail = 1
    /// The number of levels of detail kept for zooming in; 0 by default (stored only).
    open var levelsOfDetailBias = 0

    /// How long a newly drawn tile takes to fade in on iOS: 0.25 s (Lamina's tiles do not fade).
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// Creates a tiled layer.
    public override init() { super.init() }

    /// Copies `layer`'s model values.
    public override init(layer: Any) { super.init(layer: layer) }

    /// Creates a tiled layer: Lamina does not decode archived layers.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func copyModelState(from other: CALayer) {
        super.copyModelState(from: other)
        guard let other = other as? CATiledLayer else { return }
        (tileSize, levelsOfDetail, levelsOfDetailBias) = (
            other.tileSize, other.levelsOfDetail, other.levelsOfDetailBias
        )
    }

    /// The tiles, in the layer's coordinates, that meet `dirty` within `area`, row by row from
    /// the area's origin.
    func tiles(covering dirty: CGRect, in area: CGRect) -> [CGRect] {
        let scale = contentsScale > 0 ? contentsScale : 1
        let width = tileSize.width / scale
        let height = tileSize.height / scale
        let region = dirty.finiteIntersection(area)
        guard !region.isNull, !region.isEmpty, width > 0, height > 0 else { return [] }
        let firstColumn = Int(((region.minX - area.minX) / width).rounded(.down))
        let lastColumn = Int(((region.maxX - area.minX) / width).rounded(.up)) - 1
        let firstRow = Int(((region.minY - area.minY) / height).rounded(.down))
        let lastRow = Int(((region.maxY - area.minY) / height).rounded(.up)) - 1
        guard lastColumn >= firstColumn, lastRow >= firstRow,
            (lastColumn - firstColumn + 1) * (lastRow - firstRow + 1) <= 1 << 16
        else { return [region] }
        var tiles: [CGRect] = []
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn {
                let tile = CGRect(
                    x: area.minX + CGFloat(column) * width, y: area.minY + CGFloat(row) * height, width: width,
                    height: height)
                tiles.append(tile.finiteIntersection(area))
            }
        }
        return tiles
    }
}
