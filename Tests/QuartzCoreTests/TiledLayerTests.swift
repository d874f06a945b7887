import Foundation
import QuartzCore
import Testing

/// A tiled layer that records the clip of each `draw(in:)` call and fills it.
private final class RecordingTiledLayer: CATiledLayer {
    var clips: [CGRect] = []

    override func draw(in ctx: CGContext) {
        clips.append(ctx.boundingBoxOfClipPath)
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 300, height: 200))
    }
}

/// `CATiledLayer`: one `draw(in:)` a tile, clipped to it.
@Suite struct TiledLayerTests {
    @Test func eachTileIsDrawnOnceClippedToItself() throws {
        let layer = RecordingTiledLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        layer.tileSize = CGSize(width: 128, height: 128)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        // 3 columns (128, 128, 44) by 2 rows (128, 72), row by row.
        #expect(
            layer.clips == [
                CGRect(x: 0, y: 0, width: 128, height: 128), CGRect(x: 128, y: 0, width: 128, height: 128),
                CGRect(x: 256, y: 0, width: 44, height: 128), CGRect(x: 0, y: 128, width: 128, height: 72),
                CGRect(x: 128, y: 128, width: 128, height: 72), CGRect(x: 256, y: 128, width: 44, height: 72),
            ])
        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 300 && image.height == 200)

        // A small invalidation redraws only the tiles it meets.
        layer.clips = []
        layer.setNeedsDisplay(CGRect(x: 120, y: 10, width: 20, height: 10))
        layer.displayIfNeeded()
        #expect(
            layer.clips == [CGRect(x: 120, y: 10, width: 8, height: 10), CGRect(x: 128, y: 10, width: 12, height: 10)])
    }

    @Test func tilesAreMeasuredInDevicePixels() {
        let layer = RecordingTiledLayer()
        layer.contentsScale = 2
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(layer.tileSize == CGSize(width: 256, height: 256))
        layer.tileSize = CGSize(width: 100, height: 100)
        layer.tileSize = CGSize(width: -1, height: CGFloat.nan)
        #expect(layer.tileSize == CGSize(width: 100, height: 100))
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        // 100 pixels are 50 points at scale 2: two columns, one row.
        #expect(layer.clips == [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 50, y: 0, width: 50, height: 50)])
        #expect(CATiledLayer.fadeDuration() == 0.25)
        #expect(layer.levelsOfDetail == 1 && layer.levelsOfDetailBias == 0)
        let copy = CATiledLayer(layer: layer)
        #expect(copy.tileSize == CGSize(width: 100, height: 100))
    }
}
