import Foundation

/// An incremental simplex solver for linear equalities and inequalities with priorities: the
/// Cassowary algorithm (Badros, Borning and Stuckey, 2001), as Auto Layout uses it.
///
/// Required constraints hold exactly or are refused; each optional one adds its weighted error
/// to the objective the solver minimises, so a higher priority wins a direct conflict. Symbols
/// are numbered as they are made and every choice among them takes the lowest number (Bland's
/// rule), so a layout comes out the same on every run and the pivoting cannot cycle.
///
/// Not thread-safe; one solver per layout engine, rebuilt when its constraints change.
struct LinearSolver {
    /// What a symbol stands for.
    enum Kind: UInt8 { case external, slack, error, dummy }

    /// One row of the tableau: `basic = constant + Σ coefficient · symbol`.
    struct Row {
        var constant: Double
        var cells: [Int: Double] = [:]

        init(constant: Double) { self.constant = constant }

        mutating func insert(_ symbol: Int, _ coefficient: Double) {
            let value = (cells[symbol] ?? 0) + coefficient
            if LinearSolver.isNearZero(value) { cells[symbol] = nil } else { cells[symbol] = value }
        }

        mutating func insert(_ row: Row, _ coefficient: Double) {
            constant += row.constant * coefficient
            for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
        }

        /// Solves `0 = row` for `symbol`, which must be in the row: the row becomes its value.
        mutating func solve(for symbol: Int) {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return }
            let factor = -1 / coefficient
            constant *= factor
            for key in cells.keys { cells[key]! *= factor }
        }

        /// Solves `lhs = row` for `rhs`.
        mutating func solve(_ lhs: Int, for rhs: Int) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        mutating func substitute(_ symbol: Int, by row: Row) {
            if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
        }
    }

    /// How a constraint entered the tableau, for reading its state back.
    struct Tag {
        var marker = -1
        var other = -1
    }

    /// Why a required constraint was refused.
    enum Failure: Error { case unsatisfiable }

    private(set) var kinds: [Kind] = []
    private var rows: [Int: Row] = [:]
    private var objective = Row(constant: 0)
    private var artificial: Row?

    static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    /// A new external variable.
    mutating func makeVariable() -> Int { makeSymbol(.external) }

    private mutating func makeSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    /// The current value of an external variable.
    func value(of variable: Int) -> Double { rows[variable]?.constant ?? 0 }

    /// Adds `expression relation 0` (relation -1 ≤, 0 =, 1 ≥) with `weight` (nil: required).
    mutating func add(
        terms: [(variable: Int, coefficient: Double)], constant: Double, relation: Int, weight: Double?
    ) throws(Failure) {
        var row = Row(constant: constant)
        for term in terms where !Self.isNearZero(term.coefficient) {
            if let basic = rows[term.variable] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(term.variable, term.coefficient)
            }
        }
        var tag = Tag()
        if relation != 0 {
            let sign: Double = relation < 0 ? 1 : -1
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
        } else {
            let dummy = makeSymbol(.dummy)
            tag.marker = dummy
            row.insert(dummy, 1)
        }
        if row.constant < 0 {
            row.constant = -row.constant
            for key in row.cells.keys { row.cells[key]! = -row.cells[key]! }
        }
        var subject = chooseSubject(row, tag)
        if subject < 0 && row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard Self.isNearZero(row.constant) else { throw .unsatisfiable }
            subject = tag.marker
        }
        if subject < 0 {
            guard addWithArtificialVariable(row) else { throw .unsatisfiable }
        } else {
            row.solve(for: subject)
            substitute(subject, by: row)
            rows[subject] = row
        }
        optimizeObjective()
    }

    /// Whether `variable` could change without breaking a required constraint or making the
    /// weighted error larger: it is free, or depends on a symbol that is free or costs nothing.
    func isAmbiguous(_ variable: Int) -> Bool {
        guard let row = rows[variable] else { return true }
        for (symbol, coefficient) in row.cells where !Self.isNearZero(coefficient) {
            switch kinds[symbol] {
            case .external: return true
            case .slack, .error: if Self.isNearZero(objective.cells[symbol] ?? 0) { return true }
            case .dummy: continue
            }
        }
        return false
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int {
        if let external = row.cells.keys.filter({ kinds[$0] == .external }).min() { return external }
        for candidate in [tag.marker, tag.other] where candidate >= 0 {
            let kind = kinds[candidate]
            if (kind == .slack || kind == .error) && (row.cells[candidate] ?? 0) < 0 { return candidate }
        }
        return -1
    }

    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row
        artificial = row
        optimize(artificialObjective: true)
        let success = Self.isNearZero(artificial?.constant ?? 0)
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            let entering = basic.cells.keys.filter { kinds[$0] == .slack || kinds[$0] == .error }.min() ?? -1
            guard entering >= 0 else { return false }
            basic.solve(art, for: entering)
            substitute(entering, by: basic)
            rows[entering] = basic
        }
        for key in Array(rows.keys) { rows[key]!.cells[art] = nil }
        objective.cells[art] = nil
        return success
    }

    private mutating func substitute(_ symbol: Int, by row: Row) {
        for key in Array(rows.keys) where rows[key]!.cells[symbol] != nil {
            rows[key]!.substitute(symbol, by: row)
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    private mutating func optimizeObjective() { optimize(artificialObjective: false) }

    /// Pivots until no symbol of the objective can lower it (the primal simplex).
    private mutating func optimize(artificialObjective: Bool) {
        while true {
            let target = artificialObjective ? (artificial ?? objective) : objective
            guard
                let entering = target.cells.filter({ $0.value < 0 && kinds[$0.key] != .dummy })
                    .keys.min()
            else { return }
            var best: (ratio: Double, symbol: Int)?
            for (symbol, row) in rows where kinds[symbol] != .external {
                guard let coefficient = row.cells[entering], coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
                    best = (ratio, symbol)
                }
            }
            // An unbounded objective cannot happen: every error term is bounded below by zero.
            guard let leaving = best?.symbol, var row = rows.removeValue(forKey: leaving) else { return }
            row.solve(leaving, for: entering)
            substitute(entering, by: row)
            rows[entering] = row
        }
    }
}
