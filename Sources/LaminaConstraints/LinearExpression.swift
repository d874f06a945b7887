/// A variable of a `LinearSolver`, made by `LinearSolver.makeVariable()`.
///
/// Only meaningful to the solver that made it: its value is that solver's `value(of:)`.
package struct SolverVariable: Hashable, Sendable {
    /// The solver's symbol for the variable (variables and the solver's own symbols share one
    /// numbering, in the order they were made).
    package let symbol: Int

    init(symbol: Int) { self.symbol = symbol }
}

/// A sum of solver variables times coefficients plus a constant.
///
/// Terms are kept as written: a variable may appear more than once, and the solver adds its
/// coefficients up when the expression enters a constraint.
package struct LinearExpression: Sendable {
    /// The terms, in the order they were written.
    package var terms: [(variable: SolverVariable, coefficient: Double)] = []
    /// The constant part.
    package var constant: Double = 0

    /// The constant expression `constant`.
    package init(_ constant: Double = 0) { self.constant = constant }
    /// The expression `1 · variable`.
    package init(variable: SolverVariable) { terms = [(variable, 1)] }

    /// Whether the constant and every coefficient are finite.
    package var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The sum of two expressions: `lhs`'s terms, then `rhs`'s.
    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.terms += rhs.terms
        sum.constant += rhs.constant
        return sum
    }
    /// `lhs` with every coefficient and the constant multiplied by `factor`.
    package static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        var product = lhs
        product.terms = product.terms.map { ($0.variable, $0.coefficient * factor) }
        product.constant *= factor
        return product
    }
    /// `lhs` plus `rhs` times -1.
    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs * -1 }
    /// `lhs` with `rhs` added to its constant.
    package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(rhs) }
    /// `lhs` with `rhs` taken from its constant.
    package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(-rhs) }
}
