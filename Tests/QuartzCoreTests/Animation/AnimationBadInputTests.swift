import Foundation
import QuartzCore
import Testing

/// Bad animation input never crashes and never corrupts what is shown.
@Suite struct AnimationBadInputTests {
    @Test func nonFiniteTimingAndValuesAreHarmless() {
        let stage = AnimationStage()
        let cases: [(CABasicAnimation) -> Void] = [
            { $0.duration = .nan }, { $0.duration = -1 }, { $0.duration = .infinity }, { $0.beginTime = .nan },
            { $0.speed = .nan }, { $0.speed = 0 }, { $0.repeatCount = .nan }, { $0.repeatCount = -3 },
            { $0.repeatDuration = .nan }, { $0.timeOffset = .infinity }, { $0.toValue = Double.nan },
            { $0.toValue = "not a number" }, { $0.fromValue = CGPoint(x: CGFloat.nan, y: 0) },
            { $0.byValue = Double.infinity },
        ]
        for (index, setup) in cases.enumerated() {
            let animation = CABasicAnimation(keyPath: index % 2 == 0 ? "opacity" : "position")
            (animation.fromValue, animation.toValue, animation.duration) = (0, 1, 1)
            setup(animation)
            stage.square.add(animation, forKey: "case \(index)")
        }
        let spin = CABasicAnimation(keyPath: "transform")
        spin.toValue = CATransform3D(
            m11: .nan, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0,
            m42: 0, m43: 0, m44: 1)
        stage.square.add(spin, forKey: "spin")
        let frames = CAKeyframeAnimation(keyPath: "bounds")
        frames.values = [CGRect.zero, "text", CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)]
        frames.keyTimes = [1, 0.5, NSNumber(value: Double.nan)]
        frames.timingFunctions = []
        stage.square.add(frames, forKey: "frames")
        let empty = CAKeyframeAnimation(keyPath: "position")
        empty.values = []
        stage.square.add(empty, forKey: "empty")
        let spring = CASpringAnimation(keyPath: "position.x")
        (spring.mass, spring.stiffness, spring.damping, spring.toValue) = (0, -1, .nan, 50)
        stage.square.add(spring, forKey: "spring")
        let group = CAAnimationGroup()
        group.animations = [CABasicAnimation(keyPath: ""), CAAnimation()]
        stage.square.add(group, forKey: "group")
        for step in 0...8 { stage.frame(at: Double(step) * 0.25) }
        // What the render side shows (not the presentation copy, whose setters clamp on their
        // own) stays finite, with opacity within 0…1, at every time.
        for time in [100.0, 100.3, 100.9, 101.7, 150] {
            let square = stage.root.committedNode?.evaluated(at: time).sublayers.first
            let geometry = square?.geometry
            #expect(square.map { (0...1).contains($0.style.opacity) } == true, "\(time)")
            #expect(
                geometry.map { $0.position.isFinitePoint && $0.bounds.isFiniteRect && $0.transform.isFinite } == true)
        }
    }
}
