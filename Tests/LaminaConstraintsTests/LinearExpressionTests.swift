import LaminaConstraints
import Testing

@Suite struct LinearExpressionTests {
    @Test func arithmeticKeepsTermsInOrderAndScalesConstants() {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let expression = (LinearExpression(variable: x) * 2 + 3) - (LinearExpression(variable: y) - 1)
        #expect(expression.terms.map(\.variable) == [x, y])
        #expect(expression.terms.map(\.coefficient) == [2, -1])
        #expect(expression.constant == 4)
    }

    @Test func aVariableMayAppearMoreThanOnce() {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        let twice = LinearExpression(variable: x) + LinearExpression(variable: x)
        #expect(twice.terms.count == 2)
        #expect(throws: Never.self) {
            try solver.add(LinearConstraint(twice, .equal, LinearExpression(10), strength: .required))
        }
        #expect(solver.value(of: x) == 5)
    }

    @Test func constantsAloneHaveNoTerms() {
        let expression = LinearExpression(7) - 2.5
        #expect(expression.terms.isEmpty)
        #expect(expression.constant == 4.5)
        #expect(LinearExpression().constant == 0)
    }

    @Test func finitenessLooksAtTheConstantAndEveryCoefficient() {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        #expect((LinearExpression(variable: x) * 3 + 1).isFinite)
        #expect(!(LinearExpression(variable: x) + .infinity).isFinite)
        #expect(!(LinearExpression(variable: x) * .greatestFiniteMagnitude * 2).isFinite)
        #expect(!(LinearExpression(variable: x) * .nan).isFinite)
    }

    @Test func variablesAreNumberedInTheOrderTheyAreMade() {
        var solver = LinearSolver()
        let first = solver.makeVariable()
        let second = solver.makeVariable()
        #expect(first != second)
        #expect(first.symbol < second.symbol)
    }
}
