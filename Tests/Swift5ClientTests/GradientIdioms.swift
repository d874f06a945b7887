import UIKit

// A gradient view as iOS apps write it, compiled in the Swift 5 language mode.

/// A gradient view in the shape of the public gradient-view libraries: the gradient is built when
/// the colours are set (each converted to device RGB where its space is not RGB, bridged to a
/// Core Foundation array, evenly spaced unless locations are given), rebuilt when the tint
/// changes (dimmed colours lose their saturation), and drawn in `draw(_:)`; the view redraws
/// whenever its bounds change.
final class GradientView: UIView {
    enum Mode {
        case linear
        case radial
    }

    var colors: [UIColor]? {
        didSet { updateGradient() }
    }

    var locations: [CGFloat]? {
        didSet { updateGradient() }
    }

    var mode: Mode = .linear {
        didSet { setNeedsDisplay() }
    }

    private var gradient: CGGradient?

    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()
        guard let gradient = gradient else { return }
        let size = bounds.size
        let options: CGGradientDrawingOptions = [.drawsAfterEndLocation]
        switch mode {
        case .linear:
            context?.drawLinearGradient(
                gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: options)
        case .radial:
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            context?.drawRadialGradient(
                gradient, startCenter: center, startRadius: 0, endCenter: center,
                endRadius: min(size.width, size.height) / 2, options: options)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateGradient()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        contentMode = .redraw
    }

    private func updateGradient() {
        gradient = nil
        setNeedsDisplay()
        guard let colors = gradientColors() else { return }
        let colorSpace = CGColorSpaceCreateDeviceRGB()
        let gradientColors =
            colors.map { (color: UIColor) -> AnyObject in
                let cgColor = color.cgColor
                if cgColor.colorSpace?.model != .rgb,
                    let converted = cgColor.converted(to: colorSpace, intent: .defaultIntent, options: nil)
                {
                    return converted
                }
                return cgColor
            } as NSArray
        gradient = CGGradient(colorsSpace: colorSpace, colors: gradientColors, locations: locations)
    }

    private func gradientColors() -> [UIColor]? {
        guard tintAdjustmentMode == .dimmed, let colors = colors else { return colors }
        return colors.map {
            var hue: CGFloat = 0
            var brightness: CGFloat = 0
            var alpha: CGFloat = 0
            $0.getHue(&hue, saturation: nil, brightness: &brightness, alpha: &alpha)
            return UIColor(hue: hue, saturation: 0, brightness: brightness, alpha: alpha)
        }
    }
}
