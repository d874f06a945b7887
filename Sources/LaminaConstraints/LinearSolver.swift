/// An incremental simplex solver for linear equalities and inequalities with priorities: the
/// Cassowary algorithm (Badros, Borning and Stuckey, 2001), as Auto Layout uses it.
///
/// Required constraints hold exactly or are refused; each optional one adds its weighted error
/// to the objective the solver minimises, so a higher priority wins a direct conflict. Symbols
/// are numbered as they are made and every choice among them takes the lowest number (Bland's
/// rule), so a layout comes out the same on every run and the pivoting cannot cycle.
///
/// Not thread-safe; one solver per layout engine, rebuilt when its constraints change.
package struct LinearSolver: Sendable {
    /// What a symbol stands for.
    enum Kind: UInt8 { case external, slack, error }

    /// One row of the tableau: `basic = constant + Σ coefficient · symbol`, its cells sorted by
    /// symbol (rows are short: arrays beat hashing).
    struct Row {
        var constant: Double
        private(set) var symbols: [Int] = []
        private(set) var coefficients: [Double] = []

        init(constant: Double) { self.constant = constant }

        var isEmpty: Bool { symbols.isEmpty }

        /// The cells, in symbol order.
        var cells: Zip2Sequence<[Int], [Double]> { zip(symbols, coefficients) }

        private func index(of symbol: Int) -> (found: Bool, at: Int) {
            var low = 0
            var high = symbols.count
            while low < high {
                let middle = (low + high) / 2
                if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
            }
            return (low < symbols.count && symbols[low] == symbol, low)
        }

        func coefficient(of symbol: Int) -> Double? {
            let place = index(of: symbol)
            return place.found ? coefficients[place.at] : nil
        }

        mutating func insert(_ symbol: Int, _ coefficient: Double) {
            let place = index(of: symbol)
            if place.found {
                let value = coefficients[place.at] + coefficient
                if LinearSolver.isNearZero(value) {
                    symbols.remove(at: place.at)
                    coefficients.remove(at: place.at)
                } else {
                    coefficients[place.at] = value
                }
            } else if !LinearSolver.isNearZero(coefficient) {
                symbols.insert(symbol, at: place.at)
                coefficients.insert(coefficient, at: place.at)
            }
        }

        /// Adds `coefficient` times `row`: the two sorted cell lists merged.
        mutating func insert(_ row: Row, _ coefficient: Double) {
            constant += row.constant * coefficient
            if row.symbols.count <= 2 {
                for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
                return
            }
            var mergedSymbols: [Int] = []
            var mergedCoefficients: [Double] = []
            mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
            mergedCoefficients.reserveCapacity(symbols.count + row.symbols.count)
            var (i, j) = (0, 0)
            while i < symbols.count || j < row.symbols.count {
                let symbol: Int
                let value: Double
                if j == row.symbols.count || (i < symbols.count && symbols[i] < row.symbols[j]) {
                    (symbol, value) = (symbols[i], coefficients[i])
                    i += 1
                } else if i == symbols.count || row.symbols[j] < symbols[i] {
                    (symbol, value) = (row.symbols[j], row.coefficients[j] * coefficient)
                    j += 1
                } else {
                    (symbol, value) = (symbols[i], coefficients[i] + row.coefficients[j] * coefficient)
                    i += 1
                    j += 1
                }
                if !LinearSolver.isNearZero(value) {
                    mergedSymbols.append(symbol)
                    mergedCoefficients.append(value)
                }
            }
            symbols = mergedSymbols
            coefficients = mergedCoefficients
        }

        /// Removes `symbol`'s cell; returns its coefficient.
        @discardableResult
        mutating func remove(_ symbol: Int) -> Double? {
            let place = index(of: symbol)
            guard place.found else { return nil }
            symbols.remove(at: place.at)
            return coefficients.remove(at: place.at)
        }

        mutating func negate() {
            constant = -constant
            for index in coefficients.indices { coefficients[index] = -coefficients[index] }
        }

        /// Solves `0 = row` for `symbol`, which must be in the row: the row becomes its value.
        mutating func solve(for symbol: Int) {
            guard let coefficient = remove(symbol) else { return }
            let factor = -1 / coefficient
            constant *= factor
            for index in coefficients.indices { coefficients[index] *= factor }
        }

        /// Solves `lhs = row` for `rhs`.
        mutating func solve(_ lhs: Int, for rhs: Int) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        mutating func substitute(_ symbol: Int, by row: Row) {
            if let coefficient = remove(symbol) { insert(row, coefficient) }
        }
    }

    /// How a constraint entered the tableau, for reading its state back.
    struct Tag {
        var marker = -1
        var other = -1
    }

    /// Why a required constraint was refused.
    package enum Failure: Error { case unsatisfiable }

    private(set) var kinds: [Kind] = []
    /// The tableau's rows, by basic symbol (nil for a symbol that is not basic).
    private var rows: [Row?] = []
    /// For each symbol, the basic symbols whose rows mention it (the column index that keeps a
    /// substitution or a pivot from visiting every row).
    private var columns: [Set<Int>] = []
    private var objective = Row(constant: 0)
    private var artificial: Row?

    /// An empty solver: no variables, no constraints.
    package init() {}

    static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    /// A new external variable.
    package mutating func makeVariable() -> Int { makeSymbol(.external) }

    private mutating func makeSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        return kinds.count - 1
    }

    /// The current value of an external variable.
    package func value(of variable: Int) -> Double { rows[variable]?.constant ?? 0 }

    private mutating func setRow(_ basic: Int, _ row: Row) {
        for symbol in row.symbols { columns[symbol].insert(basic) }
        rows[basic] = row
    }

    private mutating func takeRow(_ basic: Int) -> Row? {
        guard let row = rows[basic] else { return nil }
        for symbol in row.symbols { columns[symbol].remove(basic) }
        rows[basic] = nil
        return row
    }

    /// Adds `expression relation 0` (relation -1 ≤, 0 =, 1 ≥) with `weight` (nil: required).
    package mutating func add(
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
        }
        // A required equality gets no marker (Cassowary's dummy symbol serves only to remove
        // constraints later, which this solver never does): one that adds nothing is skipped.
        if row.constant < 0 { row.negate() }
        let subject = chooseSubject(row, tag)
        if subject < 0 && row.isEmpty {
            guard Self.isNearZero(row.constant) else { throw .unsatisfiable }
            return
        }
        if subject < 0 {
            guard addWithArtificialVariable(row) else { throw .unsatisfiable }
        } else {
            row.solve(for: subject)
            substitute(subject, by: row)
            setRow(subject, row)
        }
        optimizeObjective()
    }

    /// Whether `variable` could change without breaking a required constraint or making the
    /// weighted error larger: it is free, or depends on a symbol that is free or costs nothing.
    package func isAmbiguous(_ variable: Int) -> Bool {
        guard let row = rows[variable] else { return true }
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

    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        setRow(art, row)
        artificial = row
        optimize(artificialObjective: true)
        let success = Self.isNearZero(artificial?.constant ?? 0)
        artificial = nil
        if var basic = takeRow(art) {
            if basic.isEmpty { return success }
            let entering = basic.symbols.first { kinds[$0] == .slack || kinds[$0] == .error } ?? -1
            guard entering >= 0 else { return false }
            basic.solve(art, for: entering)
            substitute(entering, by: basic)
            setRow(entering, basic)
        }
        for user in columns[art] { rows[user]!.remove(art) }
        columns[art] = []
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` wherever it appears, keeping the column index.
    private mutating func substitute(_ symbol: Int, by row: Row) {
        let users = columns[symbol]
        columns[symbol] = []
        for basic in users {
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
