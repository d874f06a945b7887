import UIKit

/// Figure 1-5: the frame and the bounds of an image view placed at (40, 40) and sized 240 × 380
/// in its superview.
final class FrameAndBoundsPage: GalleryPage {
    override var pageTitle: String { "Figure 1-5 · Frame and bounds" }
    override var caption: String {
        "frame = (40, 40, 240, 380) in the superview's coordinates; bounds = (0, 0, 240, 380) in the view's own; center = (160, 230)."
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let canvas = UIView(frame: CGRect(x: 40, y: 60, width: 400, height: 500))
        canvas.backgroundColor = .white
        canvas.layer.borderWidth = 1
        canvas.layer.borderColor = UIColor.systemGray3.cgColor
        view.addSubview(canvas)
        let imageView = UIView(frame: CGRect(x: 40, y: 40, width: 240, height: 380))
        imageView.layer.contents = GalleryArt.landscape(size: CGSize(width: 240, height: 380)).cgImage
        canvas.addSubview(imageView)
        let notes = AnnotationView(frame: canvas.bounds)
        notes.target = imageView.frame
        notes.center = CGPoint(x: canvas.bounds.midX, y: canvas.bounds.midY)
        canvas.addSubview(notes)
    }
}

/// Draws the frame's origin, size and centre over the image view.
final class AnnotationView: UIView {
    var target = CGRect.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.monospacedSystemFont(ofSize: 11, weight: .medium), .foregroundColor: UIColor.systemRed,
        ]
        UIColor.systemRed.setStroke()
        let outline = UIBezierPath(rect: target)
        outline.lineWidth = 2
        outline.setLineDash([6, 3], count: 2, phase: 0)
        outline.stroke()
        let center = CGPoint(x: target.midX, y: target.midY)
        UIColor.systemRed.setFill()
        UIBezierPath(ovalIn: CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8)).fill()
        "origin (40, 40)".draw(at: CGPoint(x: target.minX, y: target.minY - 16), withAttributes: attributes)
        "center (160, 230)".draw(at: CGPoint(x: center.x + 8, y: center.y - 6), withAttributes: attributes)
        "240 × 380".draw(at: CGPoint(x: target.maxX - 70, y: target.maxY + 4), withAttributes: attributes)
    }
}

/// Generated pictures for the gallery (no image files needed).
enum GalleryArt {
    static func landscape(size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            let colors = [UIColor.systemTeal.cgColor, UIColor.systemIndigo.cgColor]
            if let sky = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil as [CGFloat]?)
            {
                context.cgContext.drawLinearGradient(
                    sky, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
            }
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: size.width * 0.6, y: size.height * 0.12, width: 48, height: 48)).fill()
            UIColor.systemGreen.setFill()
            let hills = UIBezierPath()
            hills.move(to: CGPoint(x: 0, y: size.height))
            hills.addLine(to: CGPoint(x: 0, y: size.height * 0.7))
            hills.addQuadCurve(
                to: CGPoint(x: size.width, y: size.height * 0.65),
                controlPoint: CGPoint(x: size.width * 0.5, y: size.height * 0.45))
            hills.addLine(to: CGPoint(x: size.width, y: size.height))
            hills.close()
            hills.fill()
        }
    }
}
