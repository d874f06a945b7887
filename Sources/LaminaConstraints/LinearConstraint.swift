/// How a constraint's expression compares with zero.
package enum LinearRelation: Sendable {
    /// `expression ≤ 0`.
    case lessThanOrEqual
    /// `expression = 0`.
    case equal
    /// `expression ≥ 0`.
    case greaterThanOrEqual
}

/// How much a constraint matters to a `LinearSolver`.
package enum ConstraintStrength: Hashable, Sendable {
    /// The constraint holds exactly, or the solver refuses it.
    case required
    /// The constraint's error (its distance from holding) times `weight` is added to what the
    /// solver minimises, so of two optional constraints in conflict the heavier one holds.
    case weighted(Double)
}

/// A linear equality or inequality, `expression relation 0`, with a strength.
package struct LinearConstraint: Sendable {
    /// The left side minus the right side.
    package var expression: LinearExpression
    /// How `expression` compares with zero.
    package var relation: LinearRelation
    /// Whether the constraint must hold, or how much its error weighs.
    package var strength: ConstraintStrength

    /// The constraint `expression relation 0`.
    package init(_ expression: LinearExpression, _ relation: LinearRelation, strength: ConstraintStrength) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The constraint `lhs relation rhs`.
    package init(
        _ lhs: LinearExpression, _ relation: LinearRelation, _ rhs: LinearExpression, strength: ConstraintStrength
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }
}

/// Why a `LinearSolver` refused a constraint.
package enum SolverError: Error, Equatable, Sendable {
    /// A required constraint conflicts with the required constraints already added; the solver
    /// is as it was before (the other constraints still hold).
    case unsatisfiable
}
