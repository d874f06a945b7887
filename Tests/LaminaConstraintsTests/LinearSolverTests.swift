import LaminaConstraints
import Testing

/// `variable` as an expression.
private func term(_ variable: SolverVariable) -> LinearExpression { LinearExpression(variable: variable) }

private func constant(_ value: Double) -> LinearExpression { LinearExpression(value) }

extension LinearSolver {
    /// Adds `lhs relation rhs` with `strength` (required unless given).
    fileprivate mutating func add(
        _ lhs: LinearExpression, _ relation: LinearRelation, _ rhs: LinearExpression,
        _ strength: ConstraintStrength = .required
    ) throws(SolverError) {
        try add(LinearConstraint(lhs, relation, rhs, strength: strength))
    }
}

@Suite struct LinearSolverRequiredTests {
    @Test func requiredEqualitiesHoldExactly() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(term(x), .equal, constant(10))
        try solver.add(term(y), .equal, term(x) + 5)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
    }

    @Test func simultaneousEqualitiesAreSolvedTogether() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(term(x) + term(y), .equal, constant(30))
        try solver.add(term(x) - term(y), .equal, constant(10))
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 10)
    }

    @Test func inequalitiesBoundWhatTheOptionalConstraintsAskFor() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(term(x), .greaterThanOrEqual, constant(10))
        try solver.add(term(x), .lessThanOrEqual, constant(20))
        var low = solver
        try low.add(term(x), .equal, constant(0), .weighted(1))
        #expect(low.value(of: x) == 10)
        var high = solver
        try high.add(term(x), .equal, constant(100), .weighted(1))
        #expect(high.value(of: x) == 20)
        var inside = solver
        try inside.add(term(x), .equal, constant(12.5), .weighted(1))
        #expect(inside.value(of: x) == 12.5)
    }

    @Test func aRequiredEqualityAfterAnInequalityMovesTheSlack() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(term(x), .greaterThanOrEqual, constant(10))
        try solver.add(term(x), .equal, constant(15))
        #expect(solver.value(of: x) == 15)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func aChainOfSpacedItemsStopsAtItsBound() throws {
        // Three 16-point tiles 4 points apart from 4, the last one's end at most 100 - 4:
        // minX₀ = 4, minXᵢ₊₁ = minXᵢ + width + 4, width = 16.
        var solver = LinearSolver()
        let minX = (0..<3).map { _ in solver.makeVariable() }
        let width = (0..<3).map { _ in solver.makeVariable() }
        try solver.add(term(minX[0]), .equal, constant(4))
        for index in 0..<3 {
            try solver.add(term(width[index]), .equal, constant(16))
            if index > 0 {
                try solver.add(term(minX[index]), .equal, term(minX[index - 1]) + term(width[index - 1]) + 4)
            }
        }
        try solver.add(term(minX[2]) + term(width[2]), .lessThanOrEqual, constant(96))
        #expect(minX.map { solver.value(of: $0) } == [4, 24, 44])
        #expect(width.map { solver.value(of: $0) } == [16, 16, 16])
        #expect(!solver.stoppedEarly)
    }
}

@Suite struct LinearSolverStrengthTests {
    @Test func theHeavierOfTwoConflictingConstraintsHolds() throws {
        for strongFirst in [false, true] {
            var solver = LinearSolver()
            let x = solver.makeVariable()
            let weak = LinearConstraint(term(x), .equal, constant(50), strength: .weighted(1))
            let strong = LinearConstraint(term(x), .equal, constant(100), strength: .weighted(1_000))
            for constraint in strongFirst ? [strong, weak] : [weak, strong] { try solver.add(constraint) }
            #expect(solver.value(of: x) == 100)
        }
    }

    @Test func aRequiredConstraintBeatsAnyWeight() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(term(x), .equal, constant(100), .weighted(1e30))
        try solver.add(term(x), .lessThanOrEqual, constant(40))
        #expect(solver.value(of: x) == 40)
    }

    @Test func weightsOfOneSideAddUp() throws {
        // Three constraints of weight 1 outweigh one of weight 2: errors are summed, weighted,
        // not ordered by strength.
        var solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(term(x), .equal, constant(10), .weighted(2))
        for _ in 0..<3 { try solver.add(term(x), .equal, constant(0), .weighted(1)) }
        #expect(solver.value(of: x) == 0)
        var heavier = LinearSolver()
        let y = heavier.makeVariable()
        try heavier.add(term(y), .equal, constant(10), .weighted(4))
        for _ in 0..<3 { try heavier.add(term(y), .equal, constant(0), .weighted(1)) }
        #expect(heavier.value(of: y) == 10)
    }

    @Test func optionalInequalitiesGiveWayLikeHuggingAndCompression() throws {
        // A width that hugs 30 (weight 10) and resists compression below 30 (weight 100), pulled
        // towards 80 (weight 50) and then towards 10 (weight 50): it grows, but does not shrink.
        var grown = LinearSolver()
        let width = grown.makeVariable()
        try grown.add(term(width), .lessThanOrEqual, constant(30), .weighted(10))
        try grown.add(term(width), .greaterThanOrEqual, constant(30), .weighted(100))
        var shrunk = grown
        try grown.add(term(width), .equal, constant(80), .weighted(50))
        #expect(grown.value(of: width) == 80)
        try shrunk.add(term(width), .equal, constant(10), .weighted(50))
        #expect(shrunk.value(of: width) == 30)
    }

    @Test func anOptionalConstraintThatCannotHoldIsNotRefused() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(term(x), .equal, constant(10))
        #expect(throws: Never.self) { try solver.add(term(x), .equal, constant(20), .weighted(1_000)) }
        #expect(solver.value(of: x) == 10)
    }
}

@Suite struct LinearSolverUnsatisfiableTests {
    @Test func conflictingRequiredEqualitiesAreRefused() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(term(x), .equal, constant(10))
        #expect(throws: SolverError.unsatisfiable) { try solver.add(term(x), .equal, constant(20)) }
        #expect(solver.value(of: x) == 10)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func conflictingRequiredInequalitiesAreRefused() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(term(x), .greaterThanOrEqual, constant(10))
        #expect(throws: SolverError.unsatisfiable) { try solver.add(term(x), .lessThanOrEqual, constant(5)) }
        try solver.add(term(x), .equal, constant(0), .weighted(1))
        #expect(solver.value(of: x) == 10)
    }

    @Test func aConstraintRefusedAfterTheArtificialPhaseLeavesTheOthersHolding() throws {
        // y ≥ 15 has no variable to solve for once x + y = 30 and x ≥ 20 are in, so it goes
        // through the artificial-variable phase, which finds it unsatisfiable; x ≥ 20 still holds
        // and the weighted y = 4 gets what is left (x = 26, y = 4).
        var solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(term(x) + term(y), .equal, constant(30))
        try solver.add(term(x), .greaterThanOrEqual, constant(20))
        #expect(throws: SolverError.unsatisfiable) { try solver.add(term(y), .greaterThanOrEqual, constant(15)) }
        try solver.add(term(y), .equal, constant(4), .weighted(1))
        #expect(solver.value(of: x) + solver.value(of: y) == 30)
        #expect(solver.value(of: x) == 26)
        #expect(solver.value(of: y) == 4)
    }

    @Test func aRefusalAfterSeveralArtificialPivotsLeavesTheSolverAsItWas() throws {
        // a + b + c = 150 with each at least 30 leaves a at most 90: a ≥ 100 goes through the
        // artificial phase, which pivots twice (a's lower-bound slack against c's lower bound,
        // then b's upper-bound slack against b's lower bound) before it finds the bound out of
        // reach. The solver then answers as one that never saw the bound does, to the last bit,
        // and a satisfiable bound added afterwards holds exactly.
        func build(tryingTheRefusedBound: Bool) throws -> (LinearSolver, [SolverVariable]) {
            var solver = LinearSolver()
            let v = (0..<3).map { _ in solver.makeVariable() }
            try solver.add(term(v[0]) + term(v[1]) + term(v[2]), .equal, constant(150))
            try solver.add(term(v[0]), .greaterThanOrEqual, constant(30))
            try solver.add(term(v[1]), .lessThanOrEqual, constant(60))
            try solver.add(term(v[1]), .greaterThanOrEqual, constant(30))
            try solver.add(term(v[2]), .greaterThanOrEqual, constant(30))
            if tryingTheRefusedBound {
                #expect(throws: SolverError.unsatisfiable) {
                    try solver.add(term(v[0]), .greaterThanOrEqual, constant(100))
                }
            }
            return (solver, v)
        }
        let built = try build(tryingTheRefusedBound: true)
        var refused = built.0
        let v = built.1
        var untried = try build(tryingTheRefusedBound: false).0
        for pull in [(v[0], 200.0, 1.0), (v[1], 0, 2)] {
            try refused.add(term(pull.0), .equal, constant(pull.1), .weighted(pull.2))
            try untried.add(term(pull.0), .equal, constant(pull.1), .weighted(pull.2))
        }
        #expect(v.map { refused.value(of: $0) } == v.map { untried.value(of: $0) })
        #expect(v.map { refused.value(of: $0) } == [90, 30, 30])
        try refused.add(term(v[0]), .lessThanOrEqual, constant(70))
        #expect(v.map { refused.value(of: $0) } == [70, 30, 50])
        #expect(!refused.stoppedEarly)
    }

    @Test func anEqualityBetweenBoundedVariablesIsRefusedAndTheNextConstraintHolds() throws {
        // x ≥ 10 and y ≤ 5 rule out x = y, which reduces to slack symbols only (the artificial
        // phase); afterwards x = y + 20 still fits, and with y pulled towards 0 the solution is
        // exact.
        var solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(term(x), .greaterThanOrEqual, constant(10))
        try solver.add(term(y), .lessThanOrEqual, constant(5))
        #expect(throws: SolverError.unsatisfiable) { try solver.add(term(x), .equal, term(y)) }
        try solver.add(term(x), .equal, term(y) + 20)
        try solver.add(term(y), .equal, constant(0), .weighted(1))
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 0)
        #expect(throws: SolverError.unsatisfiable) { try solver.add(term(y), .greaterThanOrEqual, constant(6)) }
        #expect(throws: SolverError.unsatisfiable) { try solver.add(term(x), .lessThanOrEqual, term(y) + 19) }
        try solver.add(term(x), .equal, constant(12), .weighted(10))
        #expect(solver.value(of: x) == 12)
        #expect(solver.value(of: y) == -8)
    }

    @Test func constantEqualitiesHoldOrAreRefused() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        #expect(throws: Never.self) { try solver.add(constant(5), .equal, constant(5)) }
        #expect(throws: Never.self) { try solver.add(term(x) - term(x), .equal, constant(0)) }
        #expect(throws: SolverError.unsatisfiable) { try solver.add(constant(5), .equal, constant(6)) }
        #expect(throws: SolverError.unsatisfiable) { try solver.add(term(x) * 0, .equal, constant(1)) }
    }
}

@Suite struct LinearSolverAmbiguityTests {
    @Test func aVariableNoConstraintMentionsIsFreeAndReadsZero() {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        #expect(solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 0)
    }

    @Test func oneEquationInTwoVariablesLeavesBothFree() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(term(x) + term(y), .equal, constant(10))
        // The lowest-numbered variable becomes basic; the other is a parameter at 0.
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 0)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.add(term(y), .equal, constant(3), .weighted(1))
        #expect(solver.value(of: x) == 7)
        #expect(solver.value(of: y) == 3)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func aLoneInequalityLeavesItsVariableFree() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(term(x), .greaterThanOrEqual, constant(10))
        #expect(solver.value(of: x) == 10)
        #expect(solver.isAmbiguous(x))
        try solver.add(term(x), .equal, constant(0), .weighted(1))
        #expect(solver.value(of: x) == 10)
        #expect(!solver.isAmbiguous(x))
    }
}

@Suite struct LinearSolverValueTests {
    @Test func aCopyIsIndependentOfItsOriginal() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(term(x), .equal, constant(1), .weighted(1))
        var copy = solver
        try copy.add(term(x), .equal, constant(2))
        #expect(solver.value(of: x) == 1)
        #expect(copy.value(of: x) == 2)
    }

    @Test func theSameConstraintsGiveTheSameSolution() throws {
        func solve() throws -> [Double] {
            var solver = LinearSolver()
            let v = (0..<4).map { _ in solver.makeVariable() }
            try solver.add(term(v[0]) + term(v[1]), .equal, constant(100))
            try solver.add(term(v[2]) + term(v[3]), .equal, term(v[0]))
            try solver.add(term(v[1]), .greaterThanOrEqual, constant(20), .weighted(5))
            try solver.add(term(v[3]), .equal, term(v[2]) * 2, .weighted(3))
            return v.map { solver.value(of: $0) }
        }
        let first = try solve()
        #expect(try solve() == first)
    }
}
