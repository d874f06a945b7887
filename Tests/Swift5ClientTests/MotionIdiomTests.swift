import Foundation
import Testing
import UIKit
import UIKitTesting

/// `MotionIdioms.swift`, compiled in the Swift 5 language mode.
@MainActor
@Suite struct MotionIdiomTests {
    @Test func parallaxFollowsTheViewerAndComesOff() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let badge = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
            host.show(badge)
            badge.addParallax(intensity: 8)
            host.context.viewerOffset = UIOffset(horizontal: -0.5, vertical: 1)
            host.renderFrame()
            #expect(badge.layer.presentation()?.position == CGPoint(x: 46, y: 58))
            #expect(badge.center == CGPoint(x: 50, y: 50))
            badge.removeParallax()
            host.renderFrame()
            #expect(badge.motionEffects.isEmpty && badge.layer.presentation()?.position == CGPoint(x: 50, y: 50))
        }
    }
}
