import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIInteraction`: behaviour attached to views from outside, told when it is attached and
/// detached.
@MainActor @Suite struct InteractionTests {
    /// An interaction that counts taps on its view through a recognizer it installs, and records
    /// what it was told.
    final class TapCounter: NSObject, UIInteraction {
        private(set) weak var view: UIView?
        var log: [String] = []
        var taps = 0
        private lazy var recognizer = UITapGestureRecognizer { [weak self] _ in self?.taps += 1 }

        func willMove(to view: UIView?) {
            log.append("will \(view?.tag ?? -1)")
            self.view?.removeGestureRecognizer(recognizer)
        }

        func didMove(to view: UIView?) {
            log.append("did \(view?.tag ?? -1)")
            self.view = view
            view?.addGestureRecognizer(recognizer)
        }
    }

    static func view(tag: Int, x: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: x, y: 0, width: 50, height: 50))
        view.tag = tag
        return view
    }

    @Test func interactionsAreToldWhenTheyMove() {
        HeadlessHost.run(size: CGSize(width: 100, height: 50)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            let (left, right) = (Self.view(tag: 1, x: 0), Self.view(tag: 2, x: 50))
            root.addSubview(left)
            root.addSubview(right)
            host.show(root)
            let counter = TapCounter()
            left.addInteraction(counter)
            left.addInteraction(counter)  // already attached: nothing
            #expect(counter.log == ["will 1", "did 1"] && counter.view === left)
            #expect(left.interactions.count == 1 && left.interactions.first === counter)
            host.tap(at: CGPoint(x: 25, y: 25))
            host.tap(at: CGPoint(x: 75, y: 25))
            #expect(counter.taps == 1)

            // Added to another view, it leaves the first.
            right.addInteraction(counter)
            #expect(counter.log == ["will 1", "did 1", "will -1", "did -1", "will 2", "did 2"])
            #expect(left.interactions.isEmpty && right.interactions.count == 1 && counter.view === right)
            host.tap(at: CGPoint(x: 25, y: 25))
            host.tap(at: CGPoint(x: 75, y: 25))
            #expect(counter.taps == 2)

            left.removeInteraction(counter)  // not attached there: ignored
            #expect(counter.view === right)
            let second = TapCounter()
            right.interactions = [second]
            #expect(counter.view == nil && counter.log.suffix(2) == ["will -1", "did -1"])
            #expect(right.interactions.count == 1 && right.interactions.first === second && second.view === right)
            host.tap(at: CGPoint(x: 75, y: 25))
            #expect(counter.taps == 2 && second.taps == 1)
        }
    }

    @Test func aViewKeepsItsInteractionsAndFreesThem() {
        weak var released: TapCounter?
        do {
            let view = UIView()
            let counter = TapCounter()
            released = counter
            view.addInteraction(counter)
        }
        #expect(released == nil)
    }
}
