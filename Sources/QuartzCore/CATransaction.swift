import Foundation

/// The key of a transaction's animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of a transaction's "disable actions" flag.
public let kCATransactionDisableActions = "disableActions"
/// The key of a transaction's animation timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of a transaction's completion block.
public let kCATransactionCompletionBlock = "completionBlock"

/// Groups layer-tree changes into atomic updates, as Core Animation's transactions do.
///
/// Transactions are per thread and nest. The first change to a layer outside any explicit
/// transaction opens an *implicit* transaction, committed at the end of the current run-loop turn
/// (the application's loop, or a frame's commit phase, ends the turn) or by `flush()`. Only the outermost commit does work: it lays out, draws and commits every
/// layer tree changed within it. A transaction's completion block runs once every animation
/// added while it was open has stopped — right after the commit when there are none.
open class CATransaction {
    /// Begins a transaction, nested in any open one.
    open class func begin() { TransactionStack.current.begin() }

    /// Commits the innermost explicit transaction; an unmatched commit is ignored.
    open class func commit() { TransactionStack.current.commit() }

    /// Commits the implicit transaction now, or when the open explicit transactions end.
    open class func flush() { TransactionStack.current.flush() }

    /// The end of the current run-loop turn: commits the implicit transaction, as Core Animation's
    /// run-loop observer does (or, when explicit transactions are open, when they end).
    ///
    /// Lamina's application loop and frame hosts call this; nothing is scheduled on Foundation's
    /// run loop, so a process that never spins one accumulates nothing.
    package class func endRunLoopTurn() { TransactionStack.current.endOfTurn() }

    /// Whether this thread has an implicit transaction waiting for the end of the turn.
    package class var isImplicitTransactionOpen: Bool { TransactionStack.current.levels.first?.isImplicit == true }

    /// Does nothing: Lamina's transactions are per thread, so there is nothing to lock.
    open class func lock() {}

    /// Does nothing (see `lock()`).
    open class func unlock() {}

    /// The duration of implicit animations; 0.25 s unless set.
    open class func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }

    /// Sets the duration of implicit animations in this transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of implicit animations; nil unless set.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function of implicit animations in this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes skip their actions; false unless set.
    open class func disableActions() -> Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
    }

    /// Sets whether property changes in this transaction skip their actions.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The innermost transaction's completion block.
    open class func completionBlock() -> (() -> Void)? {
        TransactionStack.current.levels.last?.completion
    }

    /// Sets the block run when the outermost transaction around this one has committed.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let stack = TransactionStack.current
        stack.openImplicitIfNeeded()
        stack.levels[stack.levels.count - 1].completion = block
    }

    /// Sets UIKit's completion for the innermost transaction: like the completion block, told
    /// whether every animation it waited for ran to its end.
    package class func setFinishedCompletion(_ block: @escaping (Bool) -> Void) {
        let stack = TransactionStack.current
        stack.openImplicitIfNeeded()
        stack.levels[stack.levels.count - 1].finishedCompletion = block
    }

    /// Opens the implicit transaction if none is open, so an explicit one begun next commits
    /// with it at the end of the turn (UIKit's animation blocks never complete synchronously).
    package class func openImplicitTransaction() { TransactionStack.current.openImplicitIfNeeded() }

    /// The value set for `key` in this transaction or the nearest enclosing one.
    open class func value(forKey key: String) -> Any? {
        if key == kCATransactionCompletionBlock { return completionBlock() }
        return TransactionStack.current.levels.reversed().lazy.compactMap { $0.values[key] }.first
    }

    /// Whether an open transaction holds any value — a UIKit animation block keeps its settings
    /// there: a view's layer not yet committed consults its view for actions only then.
    package static var holdsValues: Bool { TransactionStack.current.holdsValues }

    /// Sets a value for `key` in the innermost transaction (opening the implicit one if none is open).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        if key == kCATransactionCompletionBlock {
            setCompletionBlock(anObject as? () -> Void)
            return
        }
        let stack = TransactionStack.current
        stack.openImplicitIfNeeded()
        stack.levels[stack.levels.count - 1].values[key] = anObject
    }
}
