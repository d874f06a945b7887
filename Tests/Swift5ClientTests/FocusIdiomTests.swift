import Foundation
import Testing
import UIKit
import UIKitTesting

/// `FocusIdioms.swift`, compiled in the Swift 5 language mode.
@MainActor
@Suite struct FocusIdiomTests {
    @Test func tilesTakeFocusAndGrow() {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            let screen = TileScreen()
            host.show(screen)
            screen.setNeedsFocusUpdate()
            host.renderFrame()
            #expect(screen.tiles[1].isFocused && screen.tiles[1].transform.a == 1.1)
            host.key(.keyboardTab, down: true, characters: "\t", modifiers: .shift)
            #expect(screen.tiles[0].isFocused && screen.tiles[1].transform == .identity)
            screen.tiles[0].fill = .red
            #expect(screen.tiles[0].layer.needsDisplay())
        }
    }
}
