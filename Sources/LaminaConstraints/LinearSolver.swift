/// An incremental simplex solver for linear equalities and inequalities with priorities: the
/// Cassowary algorithm (Badros, Borning and Stuckey, 2001), as Auto Layout uses it.
///
/// Required constraints hold exactly or are refused; each optional one adds its weighted error
/// to the objective the solver minimises, so a higher priority wins a direct conflict. Symbols
/// are numbered as they are made and every choice among them takes the lowest number (Bland's
/// rule), so a layout comes out the same on every run and the pivoting cannot cycle.
///
/// Constraints are only ever added: there is no removal and no edit variable, so a client whose
/// constraints change builds a new solver (UIKit's `LayoutEngine` does, on every solve).
/// A value type: copying a solver copies its tableau.
package struct LinearSolver: Sendable {
    /// What a symbol stands for.
    enum Kind: UInt8 { case external, slack, error }

    /// How a constraint entered the tableau, for reading its state back.
    struct Tag {
        var marker = -1
        var other = -1
    }

    private(set) var kinds: [Kind] = []
    /// The tableau's rows, by basic symbol (nil for a symbol that is not basic).
    private var rows: [Row?] = []
    /// For each symbol, the basic symbols whose rows mention it (the column index that keeps a
    /// substitution or a pivot from visiting every row).
    private var columns: [Set<Int>] = []
    private var objective = Row(constant: 0)
    private var artificial: Row?
    /// While the artificial-variable phase runs, what it changed, to put back if it refuses.
    private var undo: UndoLog?

    /// The tableau as it was before the artificial-variable phase, in the parts the phase has
    /// changed so far: each row the first time it changes (so the log grows with the phase's own
    /// work, not with the tableau), and the objective and `stoppedEarly` (held, not copied: a
    /// copy happens only if the phase writes to them).
    private struct UndoLog {
        var rows: [Int: Row?] = [:]
        let objective: Row
        let stoppedEarly: Bool
    }

    /// An empty solver: no variables, no constraints.
    package init() {}

    static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    /// A new variable; it reads 0 until constraints determine it.
    package mutating func makeVariable() -> SolverVariable { SolverVariable(symbol: makeSymbol(.external)) }

    private mutating func makeSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        return kinds.count - 1
    }

    /// The variable's value in the current solution, where every required constraint holds and
    /// the weighted error of the optional ones is least; a variable the constraints leave free
    /// (see `isAmbiguous(_:)`) reads 0.
    package func value(of variable: SolverVariable) -> Double { rows[variable.symbol]?.constant ?? 0 }

    /// Logs `basic`'s row before its first change while the artificial phase runs.
    private mutating func willChangeRow(_ basic: Int) {
        guard undo != nil, undo!.rows.index(forKey: basic) == nil else { return }
        undo!.rows.updateValue(rows[basic], forKey: basic)
    }

    /// Puts back every row, the column index, the objective and `stoppedEarly` as the undo log
    /// found them, and stops logging. The column index follows from the rows, so each logged
    /// row leaves the columns of its current symbols and rejoins those of its old ones.
    private mutating func rollBack() {
        guard let log = undo else { return }
        undo = nil
        for (basic, old) in log.rows {
            if let current = rows[basic] {
                for symbol in current.symbols { columns[symbol].remove(basic) }
            }
            rows[basic] = old
            if let old {
                for symbol in old.symbols { columns[symbol].insert(basic) }
            }
        }
        objective = log.objective
        stoppedEarly = log.stoppedEarly
        artificial = nil
    }

    /// Forgets the symbols made from `count` on: after a refusal none of them is in a row, a
    /// column or the objective any longer.
    private mutating func dropSymbols(from count: Int) {
        kinds.removeSubrange(count...)
        rows.removeSubrange(count...)
        columns.removeSubrange(count...)
    }

    private mutating func setRow(_ basic: Int, _ row: Row) {
        willChangeRow(basic)
        for symbol in row.symbols { columns[symbol].insert(basic) }
        rows[basic] = row
    }

    private mutating func takeRow(_ basic: Int) -> Row? {
        guard let row = rows[basic] else { return nil }
        willChangeRow(basic)
        for symbol in row.symbols { columns[symbol].remove(basic) }
        rows[basic] = nil
        return row
    }

    /// Adds `constraint` and solves again.
    ///
    /// Throws `SolverError.unsatisfiable` for a required constraint that cannot hold together
    /// with the required constraints already added. Optional constraints are never refused; a
    /// required equality whose terms cancel out (`0 = 0`) adds nothing.
    ///
    /// A refused constraint leaves the solver as it was, the symbols it made dropped, whether the
    /// conflict shows at once (its row reduces to a nonzero constant) or only in the
    /// artificial-variable phase (a row with no variable to solve for, such as a bound against
    /// bounds already in place), whose pivots are then undone.
    package mutating func add(_ constraint: LinearConstraint) throws(SolverError) {
        let symbolCount = kinds.count
        let weight: Double?
        switch constraint.strength {
        case .required: weight = nil
        case .weighted(let value): weight = value
        }
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !Self.isNearZero(term.coefficient) {
            if let basic = rows[term.variable.symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(term.variable.symbol, term.coefficient)
            }
        }
        var tag = Tag()
        if constraint.relation != .equal {
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, sign)
            if let weight {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective.insert(error, weight)
            }
        } else if let weight {
            let plus = makeSymbol(.error)
            let minus = makeSymbol(.error)
            tag.marker = plus
            tag.other = minus
            row.insert(plus, -1)
            row.insert(minus, 1)
            objective.insert(plus, weight)
            objective.insert(minus, weight)
        }
        // A required equality gets no marker (Cassowary's dummy symbol serves only to remove
        // constraints later, which this solver never does): one that adds nothing is skipped.
        if row.constant < 0 { row.negate() }
        let subject = chooseSubject(row, tag)
        if subject < 0 && row.isEmpty {
            guard Self.isNearZero(row.constant) else {
                dropSymbols(from: symbolCount)
                throw .unsatisfiable
            }
            return
        }
        if subject < 0 {
            guard addWithArtificialVariable(row) else {
                dropSymbols(from: symbolCount)
                throw .unsatisfiable
            }
        } else {
            row.solve(for: subject)
            substitute(subject, by: row)
            setRow(subject, row)
        }
        optimizeObjective()
    }

    /// Whether `variable` could change without breaking a required constraint or making the
    /// weighted error larger: it is free, or depends on a symbol that is free or costs nothing.
    package func isAmbiguous(_ variable: SolverVariable) -> Bool {
        guard let row = rows[variable.symbol] else { return true }
        for (symbol, coefficient) in row.cells where !Self.isNearZero(coefficient) {
            switch kinds[symbol] {
            case .external: return true
            case .slack, .error: if Self.isNearZero(objective.coefficient(of: symbol) ?? 0) { return true }
            }
        }
        return false
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int {
        if let external = row.symbols.first(where: { kinds[$0] == .external }) { return external }
        for candidate in [tag.marker, tag.other] where candidate >= 0 {
            let kind = kinds[candidate]
            if (kind == .slack || kind == .error) && (row.coefficient(of: candidate) ?? 0) < 0 { return candidate }
        }
        return -1
    }

    /// Adds `row` through an artificial variable: minimises it (pivoting the tableau), and
    /// keeps the row if it reaches zero. Otherwise the constraint cannot hold, and the pivots are
    /// undone from the undo log, so the tableau is as it was: returns false.
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        undo = UndoLog(objective: objective, stoppedEarly: stoppedEarly)
        setRow(art, row)
        artificial = row
        optimize(artificialObjective: true)
        // A nonzero minimum means the row cannot be zero: the constraint is unsatisfiable. A zero
        // one with the artificial variable still basic needs a slack or error symbol to take its
        // place; with none (only variables left in the row) the constraint is refused as well.
        var entering = -1
        var success = Self.isNearZero(artificial?.constant ?? 0)
        if success, let basic = rows[art], !basic.isEmpty {
            entering = basic.symbols.first { kinds[$0] == .slack || kinds[$0] == .error } ?? -1
            success = entering >= 0
        }
        guard success else {
            rollBack()
            return false
        }
        undo = nil
        artificial = nil
        if var basic = takeRow(art) {
            if basic.isEmpty { return true }
            basic.solve(art, for: entering)
            substitute(entering, by: basic)
            setRow(entering, basic)
        }
        for user in columns[art] { rows[user]!.remove(art) }
        columns[art] = []
        objective.remove(art)
        return true
    }

    /// Replaces `symbol` by `row` wherever it appears, keeping the column index.
    private mutating func substitute(_ symbol: Int, by row: Row) {
        let users = columns[symbol]
        columns[symbol] = []
        for basic in users {
            willChangeRow(basic)
            rows[basic]!.substitute(symbol, by: row)
            let updated = rows[basic]!
            for key in row.symbols {
                if updated.coefficient(of: key) != nil {
                    columns[key].insert(basic)
                } else {
                    columns[key].remove(basic)
                }
            }
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    private mutating func optimizeObjective() { optimize(artificialObjective: false) }

    /// Whether an optimisation stopped at `pivotLimit` (rounding made the simplex wander): the
    /// solution then holds every required constraint but may not minimise the optional errors.
    package private(set) var stoppedEarly = false

    /// Pivots until no symbol of the objective can lower it (the primal simplex), at most a
    /// number of pivots proportional to the tableau's size.
    private mutating func optimize(artificialObjective: Bool) {
        let pivotLimit = 1_000 + 20 * kinds.count
        for _ in 0..<pivotLimit {
            let target = artificialObjective ? (artificial ?? objective) : objective
            guard let entering = target.cells.first(where: { $0.1 < 0 })?.0 else { return }
            var best: (ratio: Double, symbol: Int)?
            for symbol in columns[entering] where kinds[symbol] != .external {
                guard let row = rows[symbol], let coefficient = row.coefficient(of: entering), coefficient < 0 else {
                    continue
                }
                let ratio = -row.constant / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
                    best = (ratio, symbol)
                }
            }
            // An unbounded objective cannot happen: every error term is bounded below by zero.
            guard let leaving = best?.symbol, var row = takeRow(leaving) else { return }
            row.solve(leaving, for: entering)
            substitute(entering, by: row)
            setRow(entering, row)
        }
        stoppedEarly = true
    }
}
