import Foundation
import UIKit

/// A shared, ordered log for several recording views.
@MainActor
final class LogSink {
    var entries: [String] = []
    /// Set when a `did` callback ran while the view's layer was not yet where the view is.
    var layerMismatch = false
}

/// A view that records its hierarchy and layout callbacks, as "name.callback(argument)".
@MainActor
final class RecordingView: UIView {
    let name: String
    let sink: LogSink
    var onLayout: ((RecordingView) -> Void)?
    var onDidMoveToWindow: ((RecordingView) -> Void)?
    var layoutCount = 0

    init(_ name: String, _ sink: LogSink, frame: CGRect = .zero) {
        self.name = name
        self.sink = sink
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    private func record(_ entry: String) { sink.entries.append("\(name).\(entry)") }

    override func willMove(toSuperview newSuperview: UIView?) {
        record("willMoveToSuperview(\(Self.label(newSuperview)))")
    }
    override func didMoveToSuperview() {
        record("didMoveToSuperview(\(Self.label(superview)))")
        if layer.superlayer !== superview?.layer { sink.layerMismatch = true }
    }
    override func willMove(toWindow newWindow: UIWindow?) { record("willMoveToWindow(\(Self.label(newWindow)))") }
    override func didMoveToWindow() {
        record("didMoveToWindow(\(Self.label(window)))")
        onDidMoveToWindow?(self)
    }
    override func didAddSubview(_ subview: UIView) { record("didAddSubview(\(Self.label(subview)))") }
    override func willRemoveSubview(_ subview: UIView) { record("willRemoveSubview(\(Self.label(subview)))") }
    override func layoutSubviews() {
        layoutCount += 1
        record("layoutSubviews")
        onLayout?(self)
    }

    static func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        if let recording = view as? RecordingView { return recording.name }
        return view is UIWindow ? "window" : "view"
    }
}

/// A view that fills its bounds with a colour and counts its draws and the rects it was given.
@MainActor
final class DrawingView: UIView {
    var draws = 0
    var rects: [CGRect] = []
    var color = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    override func draw(_ rect: CGRect) {
        draws += 1
        rects.append(rect)
        color.setFill()
        UIGraphicsGetCurrentContext()?.fill(bounds)
    }
}

/// A view that draws a quadrant pattern: red top-left, green top-right, blue bottom-left,
/// yellow bottom-right, so any placement of its cached content is visible.
@MainActor
final class QuadrantView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let half = CGSize(width: bounds.width / 2, height: bounds.height / 2)
        let colors: [(CGFloat, CGFloat, CGFloat)] = [(1, 0, 0), (0, 0.6, 0), (0, 0, 1), (1, 0.8, 0)]
        for (i, c) in colors.enumerated() {
            context.setFillColor(CGColor(red: c.0, green: c.1, blue: c.2, alpha: 1))
            context.fill(
                CGRect(
                    x: bounds.minX + CGFloat(i % 2) * half.width, y: bounds.minY + CGFloat(i / 2) * half.height,
                    width: half.width, height: half.height))
        }
    }
}

@MainActor
func makeHost(_ width: CGFloat = 64, _ height: CGFloat = 64, scale: CGFloat = 1) -> LayerTreeHost {
    LayerTreeHost(
        size: CGSize(width: width, height: height), scale: scale, backgroundColor: CGColor(gray: 1, alpha: 1),
        clock: ManualMediaClock())!
}
