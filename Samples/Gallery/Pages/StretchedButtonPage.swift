import UIKit

/// Figure 1-3: a button background drawn once, small, and stretched by `contentStretch` so that
/// only its middle grows and the rounded ends keep their shape.
final class StretchedButtonPage: GalleryPage {
    override var pageTitle: String { "Figure 1-3 · Stretching a button background" }
    override var caption: String {
        "Top: the background as drawn (60 × 40). Below: the same cached drawing at 360 × 40 with contentStretch (0.45, 0, 0.1, 1): only the middle stretches. Bottom: without contentStretch."
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let original = ButtonBackgroundView(frame: CGRect(x: 60, y: 90, width: 60, height: 40))
        view.addSubview(original)
        let stretched = ButtonBackgroundView(frame: CGRect(x: 60, y: 180, width: 60, height: 40))
        stretched.contentStretch = CGRect(x: 0.45, y: 0, width: 0.1, height: 1)
        view.addSubview(stretched)
        let plain = ButtonBackgroundView(frame: CGRect(x: 60, y: 270, width: 60, height: 40))
        view.addSubview(plain)
        growLater = [stretched, plain]
    }

    var growLater: [UIView] = []

    func grow() {
        for view in growLater { view.frame.size.width = 360 }
    }
}

/// A glossy pill-shaped button background.
final class ButtonBackgroundView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .scaleToFill
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let pill = UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: bounds.height / 2 - 1)
        UIColor.systemBlue.setFill()
        pill.fill()
        UIColor.white.withAlphaComponent(0.35).setFill()
        UIBezierPath(
            roundedRect: CGRect(x: 6, y: 4, width: bounds.width - 12, height: bounds.height / 2 - 4), cornerRadius: 8
        ).fill()
        UIColor(red: 0, green: 0.3, blue: 0.7, alpha: 1).setStroke()
        pill.lineWidth = 2
        pill.stroke()
    }
}
