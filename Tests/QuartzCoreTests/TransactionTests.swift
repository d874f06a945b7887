import Foundation
import QuartzCore
import Testing

@Suite struct TransactionTests {
    @Test func nestedTransactionsRunCompletionsAtTheOutermostCommit() {
        CATransaction.flush()
        var order: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("outer") }
        CATransaction.setAnimationDuration(1)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 1)
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { order.append("inner") }
        CATransaction.commit()
        #expect(order.isEmpty && !CATransaction.disableActions())
        CATransaction.commit()
        #expect(order == ["inner", "outer"])
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.commit()
        #expect(order == ["inner", "outer"])
    }

    @Test func theOutermostCommitDrawsChangedTrees() {
        CATransaction.flush()
        let log = EventLog()
        CATransaction.begin()
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let leaf = makeLayer("leaf", frame: CGRect(x: 0, y: 0, width: 10, height: 10), delegate: log)
        root.addSublayer(leaf)
        leaf.setNeedsDisplay()
        CATransaction.begin()
        leaf.setNeedsDisplay()
        CATransaction.commit()
        #expect(log.draws == 0)
        CATransaction.commit()
        #expect(log.draws == 1 && !leaf.needsDisplay())
        // Inside the implicit transaction an explicit one is nested: only the implicit commit draws.
        leaf.position = .zero
        CATransaction.begin()
        leaf.setNeedsDisplay()
        CATransaction.commit()
        #expect(log.draws == 1)
        CATransaction.flush()
        #expect(log.draws == 2)
    }

    @Test func flushCommitsTheImplicitTransaction() {
        CATransaction.flush()
        let log = EventLog()
        let layer = makeLayer("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10), delegate: log)
        var completed = false
        layer.setNeedsDisplay()
        CATransaction.setCompletionBlock { completed = true }
        CATransaction.begin()
        CATransaction.flush()
        #expect(log.draws == 0)
        CATransaction.commit()
        #expect(log.draws == 1 && completed)
    }

    @Test func theImplicitTransactionCommitsAtTheEndOfTheRunLoopTurn() {
        CATransaction.flush()
        let log = EventLog()
        let layer = makeLayer("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10), delegate: log)
        layer.setNeedsDisplay()
        #expect(log.draws == 0)
        // Nothing is scheduled on Foundation's run loop: spinning it commits nothing.
        RunLoop.current.run(until: Date())
        #expect(log.draws == 0)
        // The application's loop (or a frame's commit phase) ends the turn explicitly.
        CATransaction.endRunLoopTurn()
        #expect(log.draws == 1)
    }

    @Test func theEndOfATurnWaitsForOpenExplicitTransactions() {
        CATransaction.flush()
        let log = EventLog()
        let layer = makeLayer("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10), delegate: log)
        layer.setNeedsDisplay()
        CATransaction.begin()
        CATransaction.endRunLoopTurn()
        #expect(log.draws == 0)
        CATransaction.commit()
        #expect(log.draws == 1)
    }

    @Test func timingFunctionsHaveApplesControlPoints() {
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        CAMediaTimingFunction(name: .default).getControlPoint(at: 2, values: &point)
        #expect(point == [0.25, 1])
        CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).getControlPoint(at: 3, values: &point)
        #expect(point == [1, 1])
    }
}
