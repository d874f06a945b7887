import CoreGraphics
public import Foundation
import QuartzCore

/// A view that scrolls and zooms content larger than itself: UIKit's scroll view.
///
/// The content is the scroll view's subviews; `contentOffset` is the bounds origin, so scrolling
/// moves every subview at once without laying them out or drawing them again (a bounds change is
/// damage, not invalidation). `contentSize` and the insets give the range the offset rests in; a
/// finger drags it (with iOS's rubber band past the edges), and on release it decelerates, bounces
/// back or settles on a page, with the physics of `LaminaScrollPhysics`. The concerns live in
/// `UIScrollView+Concern.swift` files; this body holds the stored state and the overridable
/// members.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Content

    /// The size of the content, in the scroll view's coordinates; zero by default.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            if !(contentSize.width.isFinite && contentSize.height.isFinite) { contentSize = oldValue }
            contentGeometryDidChange()
        }
    }

    /// The point of the content shown at the scroll view's top-left corner: the bounds origin.
    /// Setting it does not clamp it (as in UIKit) and stops a running deceleration or animation.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Extra space around the content, inside which the content can scroll; zero by default.
    /// Changing it leaves `contentOffset` where it is, as UIKit does.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            if !contentInset.isFinite { contentInset = oldValue }
            contentGeometryDidChange()
        }
    }

    /// How the safe area adds to `contentInset` (`adjustedContentInset`); `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { contentGeometryDidChange() } }
    }

    /// Whether the scroll indicators' insets follow the safe area too; true by default.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// The delegate told of scrolling, dragging, decelerating and zooming.
    open weak var delegate: (any UIScrollViewDelegate)?

    // MARK: Behaviour

    /// Whether a finger (or a wheel) can scroll the content; true by default.
    open var isScrollEnabled = true {
        didSet {
            panRecognizer.isEnabled = isScrollEnabled
            if !isScrollEnabled { stopScrolling() }
        }
    }
    /// Whether a drag that starts along one axis stays on it; false by default.
    open var isDirectionalLockEnabled = false
    /// Whether the content bounces past its edges; true by default. Both axes follow it, and
    /// each can be turned off on its own (`bouncesHorizontally`, `bouncesVertically`).
    open var bounces = true
    /// Whether the content bounces past its left and right edges (with `bounces`); true by default.
    open var bouncesHorizontally = true
    /// Whether the content bounces past its top and bottom edges (with `bounces`); true by default.
    open var bouncesVertically = true
    /// Whether hardware keys scroll the view; true by default.
    open var allowsKeyboardScrolling = true
    /// Whether a vertical drag bounces even when the content is not taller than the view.
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling settles on multiples of the view's size; false by default.
    open var isPagingEnabled = false
    /// How quickly the content slows after a flick; `.normal` by default.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a tap on the status bar scrolls to the top; true by default (Lamina has no status
    /// bar: `scrollToTopIfAllowed()` is what the tap would do).
    open var scrollsToTop = true
    /// Whether a drag dismisses the keyboard; kept for the text-input views (Lamina has no
    /// software keyboard; see docs/Compatibility.md).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether touches on the content wait briefly (`ScrollMetrics.contentTouchDelay`) to see
    /// whether they start a drag; true by default.
    open var delaysContentTouches = true {
        didSet { touchDelayRecognizer.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether a drag that starts after the content received the touch cancels the content's
    /// touch (as `touchesShouldCancel(in:)` allows); true by default.
    open var canCancelContentTouches = true

    // MARK: Indicators

    /// The indicators' colours; `.default` by default.
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { setNeedsLayout() }
    }
    /// Whether the vertical indicator shows while scrolling; true by default.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling; true by default.
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical indicator stays from the edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal indicator stays from the edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    // MARK: Zooming

    /// The smallest zoom scale; 1 by default.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsDidChange() }
    }
    /// The largest zoom scale; 1 by default (no zooming until it is raised).
    open var maximumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsDidChange() }
    }
    /// Whether pinching past the limits bounces back; true by default.
    open var bouncesZoom = true

    // MARK: State

    /// Whether a finger is on the content (it may not have started dragging).
    open internal(set) var isTracking = false
    /// Whether the content is following a finger.
    open internal(set) var isDragging = false
    /// Whether the content is moving on after the finger lifted.
    open internal(set) var isDecelerating = false
    /// Whether a pinch is zooming the content.
    open internal(set) var isZooming = false
    /// Whether the zoom scale is animating back inside its limits.
    open internal(set) var isZoomBouncing = false
    /// Whether an animated scroll (`setContentOffset(_:animated:)` and the like) is running.
    open var isScrollAnimating: Bool { motion.map { $0.kind != .deceleration } ?? false }
    /// Whether an animated zoom is running.
    open var isZoomAnimating: Bool { zoom.animation != nil }

    /// The recognizer that drags the content: public so other recognizers can wait for it.
    public var panGestureRecognizer: UIPanGestureRecognizer { panRecognizer }
    /// The recognizer that zooms the content; nil until zooming is possible
    /// (`maximumZoomScale > minimumZoomScale` and a `viewForZooming`).
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoom.recognizer }

    // MARK: Stored machinery

    let panRecognizer = ScrollViewPanGestureRecognizer()
    let touchDelayRecognizer = ScrollViewTouchDelayRecognizer()
    /// What moves the offset when no finger does: deceleration, bounce, paging, animation.
    var motion: ScrollMotionState?
    /// The drag in progress.
    var drag: ScrollDrag?
    /// The safe-area part of `adjustedContentInset`, as last worked out.
    var safeAreaContentInset: UIEdgeInsets = .zero
    var indicators = ScrollIndicators()
    var zoom = ScrollZoomState()
    /// A touchpad's scroll in progress (`UIScrollView+Touchpad.swift`).
    var touchpad: TouchpadScroll?
    /// The key press this view last scrolled for: the key's automatic repeats scroll again.
    weak var keyScrollPress: UIPress?
    /// The pull-to-refresh control (`refreshControl`).
    var refreshControlStorage: UIRefreshControl?
    /// The layout guides, made when first asked for.
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    /// Set while layout hands the constrained content size over, which needs no new layout.
    var isAdoptingContentSize = false

    // MARK: Creating

    /// Creates a scroll view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureScrollView()
    }

    /// Creates a scroll view from an archive; Lamina decodes nothing (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureScrollView()
    }

    // MARK: Overridable members

    /// The rectangle in its own coordinates; a change of origin is a scroll.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if super.bounds.origin != old.origin { contentOffsetDidChange() }
            if super.bounds.size != old.size { contentGeometryDidChange() }
        }
    }

    /// The frame; a change of size changes the scrollable range.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds.size
            super.frame = newValue
            if super.bounds.size != old { contentGeometryDidChange() }
        }
    }

    /// Lays out the subviews (taking the content size from constraints to the content, where
    /// they decide it), then places the indicators above them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptConstrainedContentSize()
        layoutIndicators()
    }

    /// The safe area changed: the adjusted content inset may follow.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        contentGeometryDidChange()
    }

    /// Called when the adjusted content inset changes; tells the delegate.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Whether the content view `view` should receive touches that began in it; true by default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether a drag may cancel the touches `view` received: true unless `view` is a control.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// Scrolls to `contentOffset`, animated as iOS animates (`ScrollAnimation`) or at once.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scroll(to: contentOffset, animated: animated)
    }

    /// Scrolls as little as needed for `rect` (in content coordinates) to be visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scrollToMakeVisible(rect, animated: animated)
    }

    /// Scrolls for the keys that scroll (arrows, Page Up/Down, Space, Home, End) when there is
    /// room; passes the others, and those with no room, up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { !scrollForKey($0) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// A key this view handled repeats (held down): it scrolls again. Lists move their
    /// selection again instead.
    func keyDidRepeat(_ press: UIPress) {
        _ = scrollForKey(press)
    }

    /// Stops scrolling and zooming where they are: a deceleration, an animated scroll or zoom.
    open func stopScrollingAndZooming() {
        stopMotion()
        stopZoomAnimation()
        indicators.scrollingDidEnd(in: self)
    }

    /// Shows the indicators briefly.
    open func flashScrollIndicators() {
        flashIndicators()
    }
}
