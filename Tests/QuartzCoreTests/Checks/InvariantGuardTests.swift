#if LAMINA_INTERNAL_CHECKS
    import Foundation
    @testable import QuartzCore
    import Testing
    import UIKitTesting

    /// The display guard and the one-thread check.
    @Suite struct InvariantGuardTests {
        /// A committed tree of two drawing layers under a root, with their log.
        func makeTree() -> (root: CALayer, a: CALayer, b: CALayer, log: EventLog) {
            let log = EventLog()
            let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let a = makeLayer("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10), delegate: log)
            let b = makeLayer("b", frame: CGRect(x: 10, y: 0, width: 10, height: 10), delegate: log)
            root.sublayers = [a, b]
            _ = root.buildRenderTree()
            return (root, a, b, log)
        }

        @Test func aModelWriteDuringDisplayIsReported() {
            let (root, a, b, log) = makeTree()
            // The layers are on screen, so the writes would also run implicit animations, whose
            // adds are model writes of their own: this test is about the writes alone.
            for layer in [a, b] { layer.actions = ["opacity": NSNull(), "backgroundColor": NSNull()] }
            log.onDraw = { layer in
                layer.opacity = 0.5
                b.backgroundColor = CGColor(gray: 0, alpha: 1)
            }
            a.setNeedsDisplay()
            let found = violations { _ = root.buildRenderTree() }
            #expect(
                found == [
                    "model write during display: opacity: 'a': while 'a' displays",
                    "model write during display: backgroundColor: 'b': while 'a' displays",
                ])
        }

        @Test func redisplayingContentsAndOtherTreesAreLegalDuringDisplay() {
            let (root, a, _, log) = makeTree()
            let elsewhere = makeLayer("elsewhere", frame: .zero)
            var first = true
            log.onDraw = { layer in
                if first { layer.setNeedsDisplay() }
                first = false
                layer.setNeedsLayout()
                elsewhere.opacity = 0.25
            }
            a.setNeedsDisplay()
            let found = violations { _ = root.buildRenderTree() }
            #expect(found.isEmpty && log.draws == 2)
        }

        @Test func displaySettingItsOwnContentsIsLegal() throws {
            final class Painter: CALayerDelegate {
                let image: CGImage
                init(image: CGImage) { self.image = image }
                func display(_ layer: CALayer) { layer.contents = image }
            }
            let context = try #require(
                CGContext.makeFlippedBitmap(size: CGSize(width: 2, height: 2), scale: 1, opaque: false))
            let painter = Painter(image: try #require(context.makeImage()))
            let (root, a, _, _) = makeTree()
            a.delegate = painter
            a.setNeedsDisplay()
            let found = violations { _ = root.buildRenderTree() }
            #expect(found.isEmpty && a.contents != nil)
        }

        @Test func aLayoutInsideADrawingMayWrite() {
            let (root, a, b, log) = makeTree()
            log.onLayout = { _ in b.position = CGPoint(x: 12, y: 5) }
            log.onDraw = { _ in
                b.setNeedsLayout()
                b.layoutIfNeeded()
            }
            a.setNeedsDisplay()
            let found = violations { _ = root.buildRenderTree() }
            #expect(found.isEmpty && b.position == CGPoint(x: 12, y: 5))
        }

        @Test func aMutationFromASecondThreadIsReported() throws {
            let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            CATransaction.flush()
            root.position = CGPoint(x: 1, y: 1)
            let log = ViolationLog()
            nonisolated(unsafe) let shared = root
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                LayerTreeInvariants.$violationHandler.withValue(log.record) { shared.opacity = 0.5 }
                done.signal()
            }
            thread.start()
            // A thread that never finishes fails the test instead of stalling the run.
            try #require(done.wait(timeout: .now() + 60) == .success)
            #expect(
                log.messages == [
                    "layer tree mutated from two threads: 'root': its pending changes belong to another thread"
                ])
            CATransaction.flush()
        }

        @Test func aTreeMayChangeThreadsBetweenCommits() throws {
            let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            CATransaction.flush()
            let log = ViolationLog()
            nonisolated(unsafe) let shared = root
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                LayerTreeInvariants.$violationHandler.withValue(log.record) {
                    shared.opacity = 0.5
                    CATransaction.flush()
                }
                done.signal()
            }
            thread.start()
            // A thread that never finishes fails the test instead of stalling the run.
            try #require(done.wait(timeout: .now() + 60) == .success)
            let found = violations { root.position = CGPoint(x: 2, y: 2) }
            #expect(log.messages.isEmpty && found.isEmpty)
            CATransaction.flush()
        }
    }
#endif
