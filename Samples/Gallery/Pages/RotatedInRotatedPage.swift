import UIKit

/// Figure 1-6: a view rotated 45° holding a shape rotated another 45°: the transforms compose, so
/// the inner shape ends up turned 90° on screen.
final class RotatedInRotatedPage: GalleryPage {
    override var pageTitle: String { "Figure 1-6 · Rotated inside rotated" }
    override var caption: String {
        "The outer view (blue outline) is rotated 45° about its center; the inner shape is rotated 45° within it, so it shows at 90°."
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let outer = UIView(frame: CGRect(x: 120, y: 180, width: 240, height: 240))
        outer.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
        outer.layer.borderWidth = 2
        outer.layer.borderColor = UIColor.systemBlue.cgColor
        outer.transform = CGAffineTransform(rotationAngle: .pi / 4)
        view.addSubview(outer)
        let shape = ArrowView(frame: CGRect(x: 60, y: 90, width: 120, height: 60))
        shape.transform = CGAffineTransform(rotationAngle: .pi / 4)
        outer.addSubview(shape)
    }
}

/// An arrow pointing along +x in its own coordinates.
final class ArrowView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let b = bounds
        let arrow = UIBezierPath()
        arrow.move(to: CGPoint(x: b.minX, y: b.midY - 10))
        arrow.addLine(to: CGPoint(x: b.maxX - 30, y: b.midY - 10))
        arrow.addLine(to: CGPoint(x: b.maxX - 30, y: b.minY))
        arrow.addLine(to: CGPoint(x: b.maxX, y: b.midY))
        arrow.addLine(to: CGPoint(x: b.maxX - 30, y: b.maxY))
        arrow.addLine(to: CGPoint(x: b.maxX - 30, y: b.midY + 10))
        arrow.addLine(to: CGPoint(x: b.minX, y: b.midY + 10))
        arrow.close()
        UIColor.systemOrange.setFill()
        arrow.fill()
    }
}
