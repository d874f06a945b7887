import Foundation

/// iOS's animated scroll (`setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`): duration and curve.
///
/// Apple documents neither. The duration is the 0.33 s of Chameleon (The Iconfactory's UIKit for
/// the Mac, `UIScrollViewAnimationDuration` in UIScrollView.m), and the curve is Core Animation's
/// ease-in-ease-out, `CAMediaTimingFunction(name: .easeInEaseOut)`, control points (0.42, 0) and
/// (0.58, 1). Apple's old Scroll View Programming Guide speaks of a "constant rate", which the
/// animation on a device visibly is not; see docs/ScrollPhysics.md.
public enum ScrollAnimation {
    /// Seconds an animated `setContentOffset` takes, whatever the distance.
    public static let duration: Double = 0.33

    /// The eased fraction (0…1) of the way covered `time` seconds into the animation.
    ///
    /// 0 at or before the start (and for NaN), 1 from `duration` on, monotone in between.
    public static func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < duration else { return 1 }
        return easeInEaseOut(time / duration)
    }

    /// The cubic Bézier (0, 0), (0.42, 0), (0.58, 1), (1, 1) at horizontal position `x`.
    static func easeInEaseOut(_ x: Double) -> Double {
        let (x1, y1, x2, y2) = (0.42, 0.0, 0.58, 1.0)
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        // x(t) is increasing, so bisection finds the parameter; 60 halvings reach double precision.
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, y1, y2)
    }
}
