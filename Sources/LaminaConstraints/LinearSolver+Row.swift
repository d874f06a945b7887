extension LinearSolver {
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
}
