import Foundation
import Testing
import TilesApp
import UIKit
import UIKitTesting

/// The Tiles sample (the guide's tiling), driven on the headless host as `make tiles` drives it
/// without a display: a fixed pool of tiles covers every visible rectangle over 10,000 screens of
/// scrolling, a tile draws only when it is placed somewhere new, and the pixels show the colour the
/// world has at their coordinates — before and after a zoom.
@MainActor @Suite struct TilesSampleTests {
    /// Launches the sample on a 390 × 844 screen and renders its first frame.
    private func launch(_ host: HeadlessHost) throws -> TiledScrollView {
        let delegate = TilesAppDelegate()
        host.launch(delegate)
        host.renderFrame()
        return try #require(delegate.controller?.scrollView)
    }

    @Test func itStartsAtTheWorldsCentreWithAFixedPool() throws {
        try HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let scrollView = try launch(host)
            let world = TileContent.worldSize
            #expect(scrollView.contentSize == CGSize(width: world, height: world))
            #expect(scrollView.contentOffset == CGPoint(x: (world - 390) / 2, y: (world - 844) / 2))
            let pool = scrollView.poolShape(for: scrollView.bounds.size)
            #expect(scrollView.tiles.count == pool.columns * pool.rows)
            #expect(scrollView.tileContainer.subviews.count == scrollView.tiles.count)
            try TilesChecks.expectCovered(scrollView)
            // Every placed tile drew once for the first frame; the waiting ones not at all.
            #expect(scrollView.tiles.map(\.drawCount).reduce(0, +) == scrollView.placedTiles.count)
            #expect(scrollView.tiles.allSatisfy { $0.drawCount == ($0.key == nil ? 0 : 1) })
        }
    }

    @Test func scrollingOneTileDrawsOnlyTheNewlyExposedRowOrColumn() throws {
        try HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let scrollView = try launch(host)
            let side = TiledScrollView.tileSide
            let tiles = scrollView.tiles
            // The visible rectangle plus the margin, 390 + 128 by 844 + 128, meets 3 columns and
            // 4 rows of tiles at this offset (499,805 − 64 = 1,944.3 tile sides), 3 or 4 and 4 or 5
            // elsewhere: one tile side right exposes one column (4 tiles), one down one row (3).
            let columns = try #require(scrollView.neededRange()).columns.count
            let rows = try #require(scrollView.neededRange()).rows.count
            for (step, drawn) in [(CGPoint(x: side, y: 0), rows), (CGPoint(x: 0, y: side), columns)] {
                let before = tiles.map(\.drawCount)
                let keys = tiles.map(\.key)
                scrollView.contentOffset.x += step.x
                scrollView.contentOffset.y += step.y
                let report = host.renderFrame()
                let redrawn = tiles.indices.filter { tiles[$0].drawCount != before[$0] }
                #expect(redrawn.count == drawn)
                #expect(redrawn.allSatisfy { tiles[$0].drawCount == before[$0] + 1 && tiles[$0].key != keys[$0] })
                #expect(report.backingStoresRedrawn == drawn)
                try TilesChecks.expectCovered(scrollView)
            }
            // Moving less than the margin exposes nothing: the frame draws nothing at all.
            let before = tiles.map(\.drawCount)
            scrollView.contentOffset.x -= 20
            scrollView.contentOffset.y -= 20
            let report = host.renderFrame()
            #expect(tiles.map(\.drawCount) == before)
            #expect(report.backingStoresRedrawn == 0)
            #expect(report.pixelsComposited > 0)
        }
    }

    @Test func tenThousandScreensKeepThePoolAndCoverEveryVisibleRectangle() throws {
        try HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let scrollView = try launch(host)
            let count = scrollView.tiles.count
            let tileSet = Set(scrollView.tiles.map(ObjectIdentifier.init))
            var random = SystemRandomNumberGenerator.Seeded(state: 38)
            let size = scrollView.bounds.size
            let high = CGPoint(
                x: scrollView.contentSize.width - size.width, y: scrollView.contentSize.height - size.height)
            for screen in 1...10_000 {
                // A screen's width or height in one of eight directions, turned back at the edges.
                let dx = CGFloat(Int(random.next() % 3) - 1) * size.width
                let dy = CGFloat(Int(random.next() % 3) - 1) * size.height
                var offset = scrollView.contentOffset
                offset.x = offset.x + dx < 0 || offset.x + dx > high.x ? offset.x - dx : offset.x + dx
                offset.y = offset.y + dy < 0 || offset.y + dy > high.y ? offset.y - dy : offset.y + dy
                scrollView.contentOffset = offset
                scrollView.layoutIfNeeded()
                try TilesChecks.expectCovered(scrollView)
                if screen % 1_000 == 0 {
                    host.renderFrame()
                    try TilesChecks.expectWorldColours(scrollView, host)
                }
            }
            #expect(scrollView.tiles.count == count)
            #expect(Set(scrollView.tileContainer.subviews.map(ObjectIdentifier.init)) == tileSet)
        }
    }

    @Test func aFlickDrawsExactlyTheTilesItPlaces() throws {
        try HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let scrollView = try launch(host)
            let tiles = scrollView.tiles
            let start = scrollView.contentOffset
            host.touchDown(at: CGPoint(x: 300, y: 700))
            var frames = 0
            for step in 1...6 {
                host.clock.advance(by: 1.0 / 60)
                host.touchMove(to: CGPoint(x: 300 - CGFloat(step) * 30, y: 700 - CGFloat(step) * 60))
            }
            host.touchUp(at: CGPoint(x: 120, y: 340))
            while scrollView.isDecelerating || frames == 0 {
                let before = tiles.map(\.drawCount)
                let keys = tiles.map(\.key)
                host.advance(by: 1.0 / 60)
                frames += 1
                let drawn = Set(tiles.indices.filter { tiles[$0].drawCount != before[$0] })
                let moved = Set(tiles.indices.filter { tiles[$0].key != keys[$0] && tiles[$0].key != nil })
                #expect(drawn == moved)
                try TilesChecks.expectCovered(scrollView)
                if frames > 600 { break }
            }
            #expect(!scrollView.isDecelerating)
            // The flick carried the content a few thousand points up and left.
            #expect(scrollView.contentOffset.x - start.x > 1_000 && scrollView.contentOffset.y - start.y > 2_000)
            try TilesChecks.expectWorldColours(scrollView, host)
        }
    }

    @Test func aZoomScalesTheTilesThenRedrawsThemOnceAtTheNewResolution() throws {
        try HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let scrollView = try launch(host)
            let tiles = scrollView.tiles
            let centre = scrollView.worldPoint(atViewPoint: CGPoint(x: 195, y: 422))
            scrollView.setZoomScale(2, animated: true)
            var adopted = false
            for _ in 0..<30 where !adopted {
                let before = tiles.map(\.drawCount)
                let keys = tiles.map(\.key)
                host.advance(by: 1.0 / 60)
                let drawn = tiles.indices.filter { tiles[$0].drawCount != before[$0] }
                adopted = scrollView.resolution == 2
                if adopted {
                    // The frame the zoom ended in: every placed tile drew once, sharp at 2×.
                    #expect(Set(drawn) == Set(tiles.indices.filter { tiles[$0].key != nil }))
                    #expect(drawn.allSatisfy { tiles[$0].drawCount == before[$0] + 1 })
                } else {
                    // While zooming the tiles are scaled; only tiles placed anew draw.
                    #expect(drawn.allSatisfy { tiles[$0].key != keys[$0] })
                    #expect(scrollView.zoomScale > 1)
                }
            }
            #expect(adopted)
            #expect(scrollView.zoomScale == 1 && scrollView.tileContainer.transform == .identity)
            #expect(scrollView.contentSize.width == TileContent.worldSize * 2)
            #expect(scrollView.minimumZoomScale == 0.5 && scrollView.maximumZoomScale == 4)
            let after = scrollView.worldPoint(atViewPoint: CGPoint(x: 195, y: 422))
            #expect(abs(after.x - centre.x) < 0.01 && abs(after.y - centre.y) < 0.01)
            try TilesChecks.expectCovered(scrollView)
            try TilesChecks.expectWorldColours(scrollView, host)
            // Nothing moves afterwards, nothing draws.
            let before = tiles.map(\.drawCount)
            #expect(host.advance(by: 1.0 / 60).backingStoresRedrawn == 0)
            #expect(tiles.map(\.drawCount) == before)
        }
    }
}
