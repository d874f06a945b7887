import Foundation
import Testing
import UIKit
import UIKitTesting

/// `DeviceIdioms.swift`, compiled in the Swift 5 language mode.
@MainActor
@Suite struct DeviceIdiomTests {
    @Test func deviceChecksAndHaptics() {
        HeadlessHost.run { host in
            #expect(gridColumns() == 4 && usesModernPath())
            var felt: [HapticFeedback] = []
            host.context.hapticFeedback = { felt.append($0) }
            HapticButton(type: .system).press()
            #expect(felt == [.impact(.light, intensity: 1, location: nil), .notification(.success, location: nil)])
        }
    }
}
