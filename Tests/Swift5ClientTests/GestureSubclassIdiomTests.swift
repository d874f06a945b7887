import Foundation
import Testing
import UIKit
import UIKitTesting

/// `GestureSubclassIdioms.swift`, compiled in the Swift 5 language mode with
/// `import UIKit.UIGestureRecognizerSubclass`.
@MainActor
@Suite struct GestureSubclassIdiomTests {
    @Test func aSubclassImportingTheSubmoduleSetsItsState() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let recognizer = StillPressRecognizer()
            var states: [UIGestureRecognizer.State] = []
            recognizer.addHandler { states.append($0.state) }
            view.addGestureRecognizer(recognizer)
            host.show(view)
            host.touchDown(at: CGPoint(x: 50, y: 50))
            host.touchMove(to: CGPoint(x: 55, y: 50))
            host.touchUp(at: CGPoint(x: 55, y: 50))
            #expect(states == [.began, .changed, .ended])
            states.removeAll()
            host.touchDown(at: CGPoint(x: 50, y: 50))
            host.touchMove(to: CGPoint(x: 90, y: 50))
            host.touchUp(at: CGPoint(x: 90, y: 50))
            #expect(states == [.began, .cancelled])
            #expect(recognizer.state == .possible)
        }
    }
}
