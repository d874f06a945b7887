import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct ToolbarTests {
    @Test func flexibleSpacesShareTheRoomLeftAndFixedSpacesKeepTheirWidth() {
        let frames = ToolbarLayout.frames(
            for: [
                .item(CGSize(width: 40, height: 20)), .flexible, .item(CGSize(width: 30, height: 30)), .fixed(10),
                .item(CGSize(width: 20, height: 20)), .flexible,
            ],
            in: CGRect(x: 0, y: 0, width: 320, height: 44), margin: 16, spacing: 8)
        // Used: 32 margins + 40 + 30 + 10 + 20 = 132; each flexible space 94.
        #expect(
            frames == [
                CGRect(x: 16, y: 12, width: 40, height: 20), nil, CGRect(x: 150, y: 7, width: 30, height: 30), nil,
                CGRect(x: 190, y: 12, width: 20, height: 20), nil,
            ])
    }

    @Test func withoutFlexibleSpacesItemsStayLeftEightPointsApart() {
        let frames = ToolbarLayout.frames(
            for: [.item(CGSize(width: 40, height: 20)), .item(CGSize(width: 30, height: 20))],
            in: CGRect(x: 0, y: 0, width: 320, height: 44), margin: 16, spacing: 8)
        #expect(frames == [CGRect(x: 16, y: 12, width: 40, height: 20), CGRect(x: 64, y: 12, width: 30, height: 20)])
    }

    @Test func tappingAnItemRunsItsActionWithTheItemAsSender() {
        HeadlessHost.run(size: CGSize(width: 320, height: 100)) { host in
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 56, width: 320, height: 44))
            var sender: AnyObject?
            let item = UIBarButtonItem(title: "Flip", primaryAction: UIAction { sender = $0.sender })
            toolbar.items = [.flexibleSpace(), item, .flexibleSpace()]
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            root.addSubview(toolbar)
            host.show(root)
            host.renderFrame()
            let button = try! #require(toolbar.view(for: item) as? UIButton)
            #expect(button.currentTitle == "Flip")
            #expect(abs(button.frame.midX - 160) <= 0.5)
            #expect(abs(button.frame.midY - 22) <= 0.5)
            host.tap(at: CGPoint(x: 160, y: 78))
            #expect(sender === item)
            item.isEnabled = false
            sender = nil
            host.tap(at: CGPoint(x: 160, y: 78))
            #expect(sender == nil)
        }
    }

    @Test func systemItemsShowTheirWordsOrGlyphsAndDoneIsBold() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let done = UIBarButtonItem(systemItem: .done)
        let add = UIBarButtonItem(systemItem: .add)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        toolbar.items = [done, .fixedSpace(20), add, UIBarButtonItem(customView: custom)]
        toolbar.layoutIfNeeded()
        let doneButton = try! #require(toolbar.view(for: done) as? UIButton)
        #expect(doneButton.currentTitle == "Done")
        #expect(done.style == .done)
        #expect(doneButton.titleLabel?.font.fontName != UIFont.systemFont(ofSize: 17).fontName)
        let addButton = try! #require(toolbar.view(for: add) as? UIButton)
        #expect(addButton.currentTitle == nil)
        #expect(addButton.currentImage?.size == CGSize(width: 24, height: 24))
        #expect(toolbar.view(for: add)?.frame.minX == doneButton.frame.maxX + 20)
        #expect(custom.superview === toolbar)
        #expect(custom.frame.minX == addButton.frame.maxX + 8)
        #expect(toolbar.sizeThatFits(CGSize(width: 500, height: 0)) == CGSize(width: 500, height: 44))
    }

    @Test func replacingItemsKeepsTheViewsOfItemsKeptAndDropsTheOthers() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let a = UIBarButtonItem(title: "A")
        let b = UIBarButtonItem(title: "B")
        toolbar.items = [a, b]
        let viewA = toolbar.view(for: a)
        let viewB = toolbar.view(for: b)
        toolbar.setItems([a], animated: false)
        #expect(toolbar.view(for: a) === viewA)
        #expect(viewB?.superview == nil)
        a.title = "A2"
        #expect((toolbar.view(for: a) as? UIButton)?.currentTitle == "A2")
        #expect(toolbar.items?.count == 1)
    }

    @Test func aCustomViewMovedToANewItemStays() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        toolbar.items = [UIBarButtonItem(customView: custom)]
        toolbar.setItems([UIBarButtonItem(customView: custom)], animated: false)
        #expect(custom.superview === toolbar)
    }

    /// Every system item, a dark bar with text items, at scale 2: a golden (tolerance 8, up to 24
    /// pixels beyond it for antialiased text edges).
    @Test func systemItemsLookRight() throws {
        try HeadlessHost.run(size: CGSize(width: 390, height: 140), scale: 2) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 140))
            root.backgroundColor = .white
            let rows: [[UIBarButtonItem.SystemItem]] = [
                [.add, .compose, .reply, .action, .organize, .bookmarks, .search, .refresh],
                [.stop, .camera, .trash, .play, .pause, .rewind, .fastForward, .pageCurl],
            ]
            for (index, row) in rows.enumerated() {
                let bar = UIToolbar(frame: CGRect(x: 0, y: CGFloat(index) * 46, width: 390, height: 44))
                bar.items = Array(row.map { [UIBarButtonItem(systemItem: $0), .flexibleSpace()] }.joined().dropLast())
                root.addSubview(bar)
            }
            let dark = UIToolbar(frame: CGRect(x: 0, y: 92, width: 390, height: 44))
            dark.barStyle = .black
            dark.items = [
                UIBarButtonItem(systemItem: .cancel), .flexibleSpace(), UIBarButtonItem(title: "Title"),
                .flexibleSpace(),
                UIBarButtonItem(systemItem: .done),
            ]
            root.addSubview(dark)
            host.show(root)
            host.renderFrame()
            GoldenImage.check(
                try #require(host.snapshot()), named: "toolbar-system-items",
                in: GoldenImage.directory()
                    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens"),
                tolerance: 8,
                maximumDifferingPixels: 24)
        }
    }
}
