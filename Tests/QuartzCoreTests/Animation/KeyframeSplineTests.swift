import Foundation
import QuartzCore
import Testing

/// The cubic calculation modes' tension, continuity and bias (Kochanek–Bartels), read at exact
/// times. Values 0 → 1 → 0 at key times 0, ½, 1: a quarter of the way through, the first
/// segment is half done, where the Hermite curve from 0 to 1 is ½ + (outgoing tangent − arriving
/// tangent) / 8, and the arriving tangent at the peak is 0 whatever it is weighted by.
@Suite struct KeyframeSplineTests {
    private func opacity(at seconds: Double, _ setup: (CAKeyframeAnimation) -> Void) -> Float {
        let stage = AnimationStage()
        let frames = CAKeyframeAnimation(keyPath: "opacity")
        frames.values = [0, 1, 0]
        frames.duration = 1
        frames.calculationMode = .cubic
        setup(frames)
        stage.square.add(frames, forKey: "frames")
        stage.frame(at: seconds)
        return stage.square.presentation()?.opacity ?? .nan
    }

    @Test func zeroShapesAreCatmullRom() {
        // The tangent leaving the first value is (1 − 0) / 2: ½ + ½ / 8.
        #expect(opacity(at: 0.25) { _ in } == 0.5625)
        #expect(opacity(at: 0.25) { $0.tensionValues = [0, 0, 0] } == 0.5625)
    }

    @Test func tensionContinuityAndBiasWeighTheTangents() {
        // Tension 1 flattens the tangent: the segment is a plain ease, ½ at its middle.
        #expect(opacity(at: 0.25) { $0.tensionValues = [1] } == 0.5)
        // Negative tension loosens it: (1 − (−1)) × ½ × 1 = 1, so ½ + 1 / 8.
        #expect(opacity(at: 0.25) { $0.tensionValues = [-1] } == 0.625)
        // Bias −1 gives the step after the value all the weight: the tangent is 1.
        #expect(opacity(at: 0.25) { $0.biasValues = [-1] } == 0.625)
        // Bias 1 gives it to the step before the first value, which is nothing: tangent 0.
        #expect(opacity(at: 0.25) { $0.biasValues = [1] } == 0.5)
        // Continuity 1 takes the step after the value out of the leaving tangent.
        #expect(opacity(at: 0.25) { $0.continuityValues = [1] } == 0.5)
        #expect(opacity(at: 0.25) { $0.continuityValues = [-1] } == 0.625)
    }

    @Test func theValueAtEachKeyTimeStaysWhateverTheShape() {
        let shapes: (CAKeyframeAnimation) -> Void = {
            $0.tensionValues = [0.3, -0.5, 2]
            $0.continuityValues = [1, -1, 0.5]
            $0.biasValues = [-0.7, 0.2, 1]
        }
        #expect(opacity(at: 0.5, shapes) == 1)
        #expect(opacity(at: 0, shapes) == 0)
    }

    @Test func shapesAreIgnoredOutsideTheCubicModesAndBadNumbersCountAsZero() {
        #expect(opacity(at: 0.25) { ($0.calculationMode, $0.tensionValues) = (.linear, [1]) } == 0.5)
        #expect(opacity(at: 0.25) { $0.biasValues = [NSNumber(value: Double.nan)] } == 0.5625)
        let copy = CAKeyframeAnimation()
        copy.tensionValues = [1]
        copy.continuityValues = [2]
        copy.biasValues = [3]
        let copied = copy.copy() as? CAKeyframeAnimation
        #expect(copied?.tensionValues == [1] && copied?.continuityValues == [2] && copied?.biasValues == [3])
    }
}
