/// iOS's rubber band: how far content moves for a finger that drags `overshoot` points past an edge of a view `dimension` points long.
///
/// Since iOS 6 the content follows `b = (1 − 1 / (x · c / d + 1)) · d` for a finger `x` points past
/// the edge of a view `d` points long, with `c = 0.55`: Grant Paul (@chpwn) posted the formula from
/// UIScrollView in January 2013 ("Analysis of Apple's rubber band scrolling",
/// squareb.wordpress.com/2013/01/06/31, and his XNScrollView), and it is what Ole Begemann's
/// CustomScrollView and Ilya Lobanov's ScrollMechanics use. The content never travels a full
/// `dimension` however far the finger goes; at the start it moves `c` points per point of finger.
///
/// Degenerate input gives no stretch rather than a trap: a NaN overshoot, or a dimension that is
/// not a positive finite number, displaces nothing.
public enum RubberBand {
    /// The stiffness constant `c` of UIScrollView's rubber band.
    public static let coefficient: Double = 0.55

    /// How far the content moves for a finger `overshoot` points past the edge (same sign as `overshoot`).
    ///
    /// An odd function: `displacement(−x) == −displacement(x)`, and `|displacement| < dimension`.
    public static func displacement(forOvershoot overshoot: Double, dimension: Double) -> Double {
        guard let dimension = usable(dimension), !overshoot.isNaN else { return 0 }
        let stretch = min(abs(overshoot), largestMagnitude) * coefficient
        let moved = stretch * dimension / (dimension + stretch)
        return overshoot < 0 ? -moved : moved
    }

    /// The inverse of `displacement(forOvershoot:dimension:)`: how far the finger is past the edge
    /// when the content has moved `displacement` points.
    ///
    /// A displacement of a whole `dimension` or more is out of reach; it returns ±10¹² points.
    public static func overshoot(forDisplacement displacement: Double, dimension: Double) -> Double {
        guard let dimension = usable(dimension), !displacement.isNaN else { return 0 }
        let moved = abs(displacement)
        let finger =
            moved >= dimension
            ? largestMagnitude : min(moved * dimension / (coefficient * (dimension - moved)), largestMagnitude)
        return displacement < 0 ? -finger : finger
    }

    /// `value` clamped into `range` with rubber-banding past either end.
    ///
    /// Inside the range the value is unchanged; past an end it is that end plus the displacement
    /// for how far past it the value is. A NaN value is the lower bound.
    public static func clamp(_ value: Double, to range: ClosedRange<Double>, dimension: Double) -> Double {
        let range = range.sanitized
        let value = value.sanitized(nanAs: range.lowerBound)
        if value < range.lowerBound {
            return range.lowerBound + displacement(forOvershoot: value - range.lowerBound, dimension: dimension)
        }
        if value > range.upperBound {
            return range.upperBound + displacement(forOvershoot: value - range.upperBound, dimension: dimension)
        }
        return value
    }

    /// `dimension` when it is a positive finite length (clamped to 10¹² points), otherwise nil.
    private static func usable(_ dimension: Double) -> Double? {
        guard dimension > 0, !dimension.isNaN else { return nil }
        return min(dimension, largestMagnitude)
    }
}
