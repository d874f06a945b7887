import CoreGraphics
public import Foundation

/// The pull-to-refresh control of a scroll view (`UIScrollView.refreshControl`): pulled down
/// past `UIRefreshControl.triggerDistance` beyond the top of the content while dragging, it starts
/// refreshing and sends `.valueChanged`; while it refreshes, the scroll view's top inset grows by
/// its height so it stays in view; `endRefreshing()` gives the room back.
///
/// Apple publishes neither the control's height nor the pull that triggers it: Lamina's control is
/// `UIRefreshControl.height` (60) points tall, as public view-hierarchy dumps of iOS 13 and later
/// show its frame, and triggers at twice that pull (docs/Compatibility.md).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, in points (Lamina's figure; not API: UIKit has no such constant).
    static let height: CGFloat = 60
    /// How far past the top of the content a drag pulls before the control refreshes.
    static let triggerDistance: CGFloat = 120

    /// Whether a refresh is under way.
    open private(set) var isRefreshing = false
    /// A title shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet { setNeedsDisplay() }
    }

    /// Creates a refresh control (its frame is the scroll view's to set).
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height))
        commonInit()
    }

    /// Creates a refresh control; the frame is replaced by the scroll view's placement.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    /// Creates a refresh control from an archive; Lamina decodes nothing.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = nil
        isOpaque = false
        contentMode = .redraw
    }

    /// Starts refreshing from code: the scroll view keeps the control in view. Sends no action.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        scrollView?.refreshStateDidChange(showing: true)
        setNeedsDisplay()
    }

    /// Ends the refresh: the scroll view gives back the control's room, animated where the
    /// control was showing.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        scrollView?.refreshStateDidChange(showing: false)
        setNeedsDisplay()
    }

    /// A drag pulled the control past its trigger: it refreshes and tells its actions.
    func refreshFromPull() {
        guard isEnabled, !isRefreshing else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Draws the spinner's twelve spokes (and the title under them), in the tint colour, fading
    /// round the circle as iOS's activity indicator does.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let title = attributedTitle
        let center = CGPoint(x: bounds.midX, y: title == nil ? bounds.midY : bounds.midY - 10)
        let color = tintColor ?? .gray
        context.setLineWidth(2.5)
        context.setLineCap(.round)
        for spoke in 0..<12 {
            let angle = CGFloat(spoke) * .pi / 6 - .pi / 2
            let alpha = isRefreshing ? 1 - CGFloat(spoke) / 14 : 0.6
            context.setStrokeColor(color.withAlphaComponent(alpha).cgColor)
            context.move(to: CGPoint(x: center.x + cos(angle) * 5, y: center.y + sin(angle) * 5))
            context.addLine(to: CGPoint(x: center.x + cos(angle) * 10, y: center.y + sin(angle) * 10))
            context.strokePath()
        }
        if let title {
            let size = title.size()
            title.draw(at: CGPoint(x: bounds.midX - size.width / 2, y: center.y + 16))
        }
    }
}

extension UIScrollView {
    /// The pull-to-refresh control; setting it adds it behind the content, above the top.
    public var refreshControl: UIRefreshControl? {
        get { refreshControlStorage }
        set {
            guard newValue !== refreshControlStorage else { return }
            let wasRefreshing = refreshControlStorage?.isRefreshing == true
            refreshControlStorage?.removeFromSuperview()
            refreshControlStorage = newValue
            if let newValue {
                insertSubview(newValue, at: 0)
                placeRefreshControl()
            }
            if wasRefreshing || newValue?.isRefreshing == true { contentGeometryDidChange() }
        }
    }

    /// The top inset the refreshing control adds to `adjustedContentInset`.
    var refreshInset: CGFloat { refreshControlStorage?.isRefreshing == true ? UIRefreshControl.height : 0 }

    /// Keeps the control just above the content's top inset, as wide as the view.
    func placeRefreshControl() {
        guard let control = refreshControlStorage else { return }
        let top = contentInset.top + safeAreaContentInset.top
        control.frame = CGRect(
            x: contentOffset.x, y: -top - UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
    }

    /// During a drag: a pull past the trigger starts the refresh.
    func checkRefreshPull() {
        guard let control = refreshControlStorage, !control.isRefreshing else { return }
        let pulled = minimumContentOffset.y - contentOffset.y
        if pulled >= UIRefreshControl.triggerDistance { control.refreshFromPull() }
    }

    /// The control started or ended refreshing: its room in the inset follows; ending while the
    /// control shows scrolls back to the content's top, animated.
    func refreshStateDidChange(showing: Bool) {
        let wasAtTop = contentOffset.y <= minimumContentOffset.y
        contentGeometryDidChange()
        placeRefreshControl()
        if !showing, wasAtTop, drag == nil {
            setContentOffset(CGPoint(x: contentOffset.x, y: minimumContentOffset.y), animated: true)
        } else if showing, drag == nil, motion == nil,
            contentOffset.y <= minimumContentOffset.y + UIRefreshControl.height
        {
            setContentOffset(CGPoint(x: contentOffset.x, y: minimumContentOffset.y), animated: true)
        }
    }
}
