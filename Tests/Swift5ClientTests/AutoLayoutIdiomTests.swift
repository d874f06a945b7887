import Foundation
import Testing
import UIKit
import UIKitTesting

/// `AutoLayoutIdioms.swift`, compiled in the Swift 5 language mode, laying out and rendering.
@MainActor
@Suite struct AutoLayoutIdiomTests {
    @Test func aDrawerOpensOverTheBottomHalfOnTheClock() {
        HeadlessHost.run(size: CGSize(width: 200, height: 300)) { host in
            let drawer = DrawerViewController()
            drawer.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            host.show(drawer)
            host.renderFrame()
            let header = drawer.header
            // Margins of 8, the avatar 20 × 20 centred in a header 40 high (10 above and below).
            #expect(header.frame == CGRect(x: 0, y: 20, width: 200, height: 40))
            #expect(header.avatarView.frame == CGRect(x: 8, y: 10, width: 20, height: 20))
            #expect(header.nameLabel.frame.minX == 36)
            #expect(drawer.panel.frame == CGRect(x: 0, y: 300, width: 200, height: 0))
            drawer.toggle()
            #expect(drawer.panel.frame == CGRect(x: 0, y: 150, width: 200, height: 150))
            host.advance(by: 0.125)
            // Half way through an ease-in-out: the panel's top edge is at 225.
            #expect(host.pixel(x: 100, y: 228) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 100, y: 222) == PixelRGBA(255, 255, 255, 255))
            host.advance(by: 0.2)
            #expect(host.pixel(x: 100, y: 152) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 18, y: 40) == PixelRGBA(0, 0, 255, 255))
        }
    }

    @Test func aCellIsAsTallAsItsLabels() {
        let cell = NoteCell()
        cell.titleLabel.text = "Groceries"
        cell.bodyLabel.text = "Milk, eggs"
        let expected =
            12 + cell.titleLabel.intrinsicContentSize.height + 4
            + cell.bodyLabel.intrinsicContentSize.height + 12
        #expect(cell.height(forWidth: 320) == expected)
        let pinned = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let fill = UIView()
        pinned.addSubview(fill)
        fill.pinEdges(to: pinned, insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        pinned.layoutIfNeeded()
        #expect(fill.frame == CGRect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test func aSettingsRowStacksItsParts() {
        let row = SettingsRow(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        row.layoutIfNeeded()
        #expect(row.icon.frame == CGRect(x: 16, y: 8, width: 28, height: 28))
        #expect(row.title.frame.minX == 56)
        #expect(row.value.frame.maxX == 304)
        #expect(row.value.frame.width == row.value.intrinsicContentSize.width)
        #expect(row.title.frame.maxX + 12 == row.value.frame.minX)
        row.value.isHidden = true
        row.layoutIfNeeded()
        #expect(row.title.frame.maxX == 304)
    }
}
