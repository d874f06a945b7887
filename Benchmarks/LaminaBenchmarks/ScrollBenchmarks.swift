import Foundation
import LaminaHeadless
import TilesApp
import UIKit

/// Scrolling (issue 38): a frame while scrolling against a still frame of the same tree,
/// recomposited whole, in the same run — a scroll is a bounds change, damage without drawing, so
/// the two should cost about the same and the scroll frames display no layer; then the Tiles
/// sample's frames while scrolling, and its resident memory after 10,000 screens against after the
/// first one.
@MainActor
enum ScrollBenchmarks {
    /// Frames timed together in one run, so one figure is not a single frame's noise.
    static let framesPerRun = 16

    static func run(_ harness: Harness) {
        HeadlessHost.run(size: CGSize(width: 1280, height: 720), scale: 1) { host in
            thousandSubviews(harness, host)
        }
        HeadlessHost.run(size: CGSize(width: 390, height: 844), scale: 1) { host in
            tilesFrames(harness, host)
        }
        HeadlessHost.run(size: CGSize(width: 390, height: 844), scale: 1) { host in
            tilesMemory(harness, host)
        }
    }

    /// Whether `LAMINA_BENCH_FILTER` selects the benchmark `name` (or one of its parts).
    private static func selected(_ name: String, _ harness: Harness) -> Bool {
        guard let filter = harness.filter else { return true }
        return name.contains(filter) || filter.hasPrefix(name)
    }

    /// A view that draws (a rounded card with its number), so a scroll that drew would show.
    final class Card: UIView {
        var number = 0
        override func draw(_ rect: CGRect) {
            UIColor(hue: CGFloat(number % 37) / 37, saturation: 0.5, brightness: 0.95, alpha: 1).setFill()
            UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 8).fill()
            ("\(number)" as NSString).draw(
                at: CGPoint(x: 10, y: 8), withAttributes: [.font: UIFont.systemFont(ofSize: 15)])
        }
    }

    /// `frames` frames, each after `step` (a scroll, or a change that damages the whole screen);
    /// the layers displayed over them.
    private static func frames(_ host: HeadlessHost, _ step: () -> Void) -> Int {
        var displayed = 0
        for _ in 0..<framesPerRun {
            step()
            displayed += host.advance(by: 1.0 / 60).backingStoresRedrawn
        }
        return displayed
    }

    /// (a) A scroll view over a content view of 1,000 drawing subviews (10 × 100 cards of 128 × 72
    /// points), scrolled 12 points a frame, against the still tree with its background changed.
    private static func thousandSubviews(_ harness: Harness, _ host: HeadlessHost) {
        guard selected("scroll.frame", harness) else { return }
        let scrollView = UIScrollView(frame: host.screen.bounds)
        scrollView.backgroundColor = .white
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 7200))
        for index in 0..<1000 {
            let card = Card(
                frame: CGRect(x: CGFloat(index % 10) * 128, y: CGFloat(index / 10) * 72, width: 128, height: 72))
            card.number = index
            card.isOpaque = false
            content.addSubview(card)
        }
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        scrollView.showsVerticalScrollIndicator = false
        host.show(scrollView)
        let first = host.renderFrame()
        let range = scrollView.contentSize.height - scrollView.bounds.height
        var displayed = 0
        let scrolling = harness.measure("scroll.frame.\(framesPerRun)_scrolling") {
            displayed += frames(host) {
                let next = scrollView.contentOffset.y + 12
                scrollView.contentOffset.y = next > range ? 0 : next
            }
        }
        var shade = false
        let still = harness.measure("scroll.frame.\(framesPerRun)_still_recomposited") {
            _ = frames(host) {
                shade.toggle()
                scrollView.backgroundColor = shade ? UIColor(white: 0.98, alpha: 1) : .white
            }
        }
        guard let scrolling, let still else { return }
        let runs = (harness.runs + 1) * framesPerRun
        harness.report(
            "scroll.frame",
            [
                "scroll_frame_ms": String(format: "%.4f", scrolling / Double(framesPerRun)),
                "still_frame_ms": String(format: "%.4f", still / Double(framesPerRun)),
                "ratio": String(format: "%.3f", scrolling / still),
                "layers_displayed_while_scrolling": "\(displayed)", "scroll_frames": "\(runs)",
                "layers_displayed_first_frame": "\(first.backingStoresRedrawn)",
            ])
        scrollView.removeFromSuperview()
        host.renderFrame()
    }

    /// The Tiles sample, launched as `make tiles` launches it.
    private static func launchTiles(_ host: HeadlessHost) -> TiledScrollView? {
        let delegate = TilesAppDelegate()
        host.launch(delegate)
        host.renderFrame()
        return delegate.controller?.scrollView
    }

    /// (b) The Tiles sample scrolled 16 points right and down a frame — one tile side in 16 frames,
    /// so each run redraws one column and one row of tiles, as steady scrolling does — against
    /// its still frames recomposited whole.
    private static func tilesFrames(_ harness: Harness, _ host: HeadlessHost) {
        guard selected("tiles.frame", harness), let scrollView = launchTiles(host) else {
            return
        }
        let drawsBefore = scrollView.tiles.map(\.drawCount).reduce(0, +)
        let scrolling = harness.measure("tiles.frame.\(framesPerRun)_scrolling") {
            _ = frames(host) {
                scrollView.contentOffset.x += 16
                scrollView.contentOffset.y += 16
            }
        }
        let draws = scrollView.tiles.map(\.drawCount).reduce(0, +) - drawsBefore
        var shade = false
        let still = harness.measure("tiles.frame.\(framesPerRun)_still_recomposited") {
            _ = frames(host) {
                shade.toggle()
                scrollView.backgroundColor = UIColor(white: shade ? 0.25 : 0.2, alpha: 1)
            }
        }
        guard let scrolling, let still else { return }
        let scrollFrames = (harness.runs + 1) * framesPerRun
        harness.report(
            "tiles.frame",
            [
                "scroll_frame_ms": String(format: "%.4f", scrolling / Double(framesPerRun)),
                "still_frame_ms": String(format: "%.4f", still / Double(framesPerRun)),
                "ratio": String(format: "%.3f", scrolling / still),
                "tiles": "\(scrollView.tiles.count)",
                "tiles_drawn_per_frame": String(format: "%.3f", Double(draws) / Double(scrollFrames)),
            ])
    }

    /// (c) Resident memory after the first screen, after 1,000 and after 10,000 screens of a
    /// seeded walk (a screen's width or height in one of eight directions, turned back at the
    /// world's edges), each screen rendered — every tile placed anew and drawn.
    private static func tilesMemory(_ harness: Harness, _ host: HeadlessHost) {
        guard selected("tiles.rss", harness), let scrollView = launchTiles(host) else {
            return
        }
        let first = Harness.residentKilobytes()
        var random = LCG(state: 38)
        let size = scrollView.bounds.size
        let high = CGPoint(x: scrollView.contentSize.width - size.width, y: scrollView.contentSize.height - size.height)
        var atThousand = 0
        let start = ContinuousClock.now
        for screen in 1...10_000 {
            let dx = CGFloat(Int(random.next() % 3) - 1) * size.width
            let dy = CGFloat(Int(random.next() % 3) - 1) * size.height
            var offset = scrollView.contentOffset
            offset.x = offset.x + dx < 0 || offset.x + dx > high.x ? offset.x - dx : offset.x + dx
            offset.y = offset.y + dy < 0 || offset.y + dy > high.y ? offset.y - dy : offset.y + dy
            scrollView.contentOffset = offset
            host.advance(by: 1.0 / 60)
            if screen == 1_000 { atThousand = Harness.residentKilobytes() }
        }
        let elapsed = start.duration(to: .now)
        let last = Harness.residentKilobytes()
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        harness.report(
            "tiles.rss",
            [
                "rss_first_screen_kb": "\(first)", "rss_after_1000_screens_kb": "\(atThousand)",
                "rss_after_10000_screens_kb": "\(last)",
                "ratio": String(format: "%.3f", Double(last) / Double(max(first, 1))),
                "tiles": "\(scrollView.tiles.count)",
                "tiles_drawn": "\(scrollView.tiles.map(\.drawCount).reduce(0, +))",
                "ms_per_screen": String(format: "%.3f", seconds * 1000 / 10_000),
            ])
    }
}
