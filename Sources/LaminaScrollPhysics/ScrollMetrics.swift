import Foundation

/// The feel constants of UIScrollView beyond the motion itself, each with where it comes from.
///
/// Apple documents the behaviours but few numbers; each constant names its source, and
/// docs/ScrollPhysics.md lists them with how they are tested and where sources disagree or are silent.
public enum ScrollMetrics {
    // MARK: Settling

    /// Half a pixel on a 3× screen (1/6 pt): a motion this close to its rest point is at rest.
    ///
    /// Lobanov's ScrollMechanics settles within `0.5 / UIScreen.main.scale`; 3 is the densest iPhone scale.
    public static let restDistance: Double = 0.5 / 3

    /// Half a 3× pixel per 60 Hz frame (10 pt/s): a spring slower than this, and within `restDistance`, is at rest.
    public static let restSpeed: Double = restDistance * 60

    /// The bounce-back spring's damping ratio: critical (Lobanov, ScrollMechanics `Spring(mass: 1, stiffness: 100, dampingRatio: 1)`).
    public static let bounceDampingRatio: Double = 1

    /// The bounce-back spring's response: 2π/√(stiffness 100 / mass 1) ≈ 0.628 s (Lobanov, ScrollMechanics).
    public static let bounceResponse: Double = 2 * Double.pi / 10

    // MARK: Touch

    /// Points a finger moves before the scroll view's pan begins dragging.
    ///
    /// UIPanGestureRecognizer's hysteresis is private (rdar://13336558 asks for it to be public, and
    /// says setting the private `hysteresis` to 0 removes the lag); 10 pt is the commonly measured
    /// value, unconfirmed by Apple.
    public static let panHysteresis: Double = 10

    /// Seconds `delaysContentTouches` holds a touch before handing it to the content: 150 ms.
    ///
    /// Apple's class reference describes the timer without its length; 150 ms is the figure iOS
    /// developers measured and repeat (e.g. runxinzhi.com/blogfantasy-p-4933538.html).
    public static let contentTouchDelay: Double = 0.15

    /// With `isDirectionalLockEnabled`, a drag within this angle (radians) of an axis locks to that axis.
    ///
    /// Apple documents the rule ("dragging in one general direction… if the drag direction is
    /// diagonal, then scrolling will not be locked") but not the angle; Lamina takes 22.5°, half of
    /// the 45° between an axis and the diagonal.
    public static let directionalLockAngle: Double = Double.pi / 8

    /// The axis a drag by (`horizontal`, `vertical`) points locks to, or nil for a diagonal drag or none.
    public static func directionalLock(horizontal: Double, vertical: Double) -> ScrollAxis? {
        let across = abs(horizontal.sanitized())
        let down = abs(vertical.sanitized())
        guard across > 0 || down > 0 else { return nil }
        let slope = tan(directionalLockAngle)
        if down <= across * slope { return .horizontal }
        if across <= down * slope { return .vertical }
        return nil
    }

    /// Seconds of recent touch history the release velocity is measured over: 100 ms.
    ///
    /// UIKit does not publish how UIPanGestureRecognizer estimates velocity. Lamina follows Flutter's
    /// VelocityTracker (`kHorizonMilliseconds = 100`, a least-squares fit over the samples of the last
    /// 100 ms), the best-documented tracker built to feel like iOS.
    public static let velocitySamplingWindow: Double = 0.1

    /// A finger that rests this long (seconds) before lifting releases with no velocity: 40 ms
    /// (Flutter's `kAssumePointerMoveStoppedMilliseconds`).
    public static let velocityStopInterval: Double = 0.04

    /// Release speeds (points per second) at or above this page forward in a paging scroll view.
    ///
    /// Not published by Apple; Flutter's PageScrollPhysics, made to page like iOS, turns the page
    /// for any fling, and a fling starts at `kMinFlingVelocity = 50` logical pixels per second.
    public static let pagingFlickVelocity: Double = 50

    // MARK: Scroll indicators

    /// The indicator's thickness: 3 pt (`_UIScrollViewScrollIndicator` frames of 3 pt in iOS 13+ view dumps).
    public static let indicatorThickness: Double = 3

    /// The indicator's distance from the scroll view's edges: 3 pt (same view dumps: a 3-pt inset at
    /// both ends and from the side, e.g. `frame = (3 48.5; 309.5 3)` in a 315.5 × 54.5 text view).
    public static let indicatorInset: Double = 3

    /// The indicator's corner radius: half its thickness, a capsule (`roundedFillView` in the same dumps).
    public static let indicatorCornerRadius: Double = indicatorThickness / 2

    /// The shortest an indicator gets from the content's proportion alone: 36 pt (Grant Paul's
    /// XNScrollView, `kXNScrollViewIndicatorMinimumInsideLength`, modelled on iOS 6).
    public static let indicatorMinimumLength: Double = 36

    /// While rubber-banding the indicator shortens by the overshoot, down to a dot this long.
    ///
    /// XNScrollView shrinks it by the distance past the edge down to its frame's thickness; with
    /// today's indicator that thickness is 3 pt.
    public static let indicatorMinimumRubberBandLength: Double = indicatorThickness

    /// Seconds after scrolling ends before indicators start to fade: none (XNScrollView fades at once).
    public static let indicatorFadeDelay: Double = 0

    /// Seconds indicators take to fade in or out: 0.25 (`kXNScrollViewIndicatorAnimationDuration`).
    public static let indicatorFadeDuration: Double = 0.25

    /// Seconds `flashScrollIndicators()` keeps them shown before fading: 0.75 (`kXNScrollViewIndicatorFlashingDuration`).
    public static let indicatorFlashDuration: Double = 0.75

    /// The length of an indicator on a track `track` points long, showing `visible` of `content`
    /// points, `overshoot` points past an edge (0 inside the range).
    public static func indicatorLength(track: Double, visible: Double, content: Double, overshoot: Double) -> Double {
        let track = max(track.sanitized(), 0)
        let visible = max(visible.sanitized(), 0)
        let content = max(content.sanitized(), visible)
        let proportional = content > 0 ? track * visible / content : track
        let length = min(max(proportional, indicatorMinimumLength), track)
        let shrunk = length - abs(overshoot.sanitized())
        return min(max(shrunk, indicatorMinimumRubberBandLength), track)
    }

    // MARK: Zoom

    /// With `bouncesZoom`, how far past `minimumZoomScale`/`maximumZoomScale` a pinch can go:
    /// rubber-banded like an offset, with the limit itself as the dimension, so a pinch never gets
    /// a full limit beyond it. Apple publishes no number; this is Lamina's choice.
    public static func zoomScale(_ scale: Double, minimum: Double, maximum: Double) -> Double {
        let low = max(minimum.sanitized(nanAs: 1), 0)
        let high = max(maximum.sanitized(nanAs: 1), low)
        let scale = scale.sanitized(nanAs: low)
        if scale < low { return max(low + RubberBand.displacement(forOvershoot: scale - low, dimension: low), 0) }
        if scale > high { return high + RubberBand.displacement(forOvershoot: scale - high, dimension: high) }
        return scale
    }

    /// Seconds the zoom takes to spring back inside its limits: the animated scroll's 0.33 s.
    public static let zoomBounceDuration: Double = ScrollAnimation.duration

    // MARK: Desktop

    /// Points one notch of a mouse wheel scrolls: 40, as Safari (WebKit's `Scrollbar::pixelsPerLineStep`)
    /// and Chrome on the Mac (`kScrollbarPixelsPerCocoaTick`) do; AppKit's NSScrollView line scroll defaults to 10.
    public static let wheelNotchDistance: Double = 40

    /// Seconds without a touchpad delta after which its scroll counts as ended (the fingers
    /// lifted or rest): Lamina's own figure, since SDL 2 reports no touchpad phases. A touchpad
    /// reports at 60–140 Hz while the fingers move, so 0.15 s is several missed reports.
    public static let touchpadScrollEndGap: Double = 0.15

    /// Points an arrow key scrolls: WebKit's line step, 40.
    public static let arrowKeyDistance: Double = 40

    /// The least fraction of the visible length Page Up/Down scrolls: 0.875 (WebKit's `minFractionToStepWhenPaging`).
    public static let pageFraction: Double = 0.875

    /// The most of the old page left visible after Page Up/Down: 40 pt (WebKit's `maxOverlapBetweenPages`).
    public static let pageOverlap: Double = 40

    /// Points Page Up/Down scrolls in a view `visible` points long: `max(visible · 0.875, visible − 40)`, at least 1.
    public static func pageDistance(visible: Double) -> Double {
        let visible = max(visible.sanitized(), 0)
        return max(max(visible * pageFraction, visible - pageOverlap), 1)
    }
}

/// An axis a scroll view moves along.
public enum ScrollAxis: Sendable, Equatable {
    /// Left and right.
    case horizontal
    /// Up and down.
    case vertical
}
