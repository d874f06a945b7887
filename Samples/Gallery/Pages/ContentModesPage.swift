import UIKit

/// Figure 1-2: how content modes stretch, fit, fill or pin a view's cached drawing when its
/// bounds change, without calling `draw(_:)` again (except `.redraw`).
final class ContentModesPage: GalleryPage {
    override var pageTitle: String { "Figure 1-2 · Content modes" }
    override var caption: String {
        "Each view drew once at 80 × 48 points, then its bounds became 128 × 96. The cached drawing follows the content mode; only .redraw draws again."
    }

    static let modes: [(String, UIView.ContentMode)] = [
        ("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit), ("scaleAspectFill", .scaleAspectFill),
        ("redraw", .redraw), ("center", .center), ("top", .top), ("bottom", .bottom), ("left", .left),
        ("right", .right), ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
        ("bottomRight", .bottomRight),
    ]

    private var tiles: [BadgeView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, mode) in Self.modes.enumerated() {
            let column = CGFloat(index % 3)
            let row = CGFloat(index / 3)
            let tile = BadgeView(frame: CGRect(x: 44 + column * 148, y: 90 + row * 100, width: 80, height: 48))
            tile.contentMode = mode.1
            tile.label = mode.0
            tile.clipsToBounds = false
            tile.layer.borderWidth = 1
            tile.layer.borderColor = UIColor.systemGray3.cgColor
            view.addSubview(tile)
            tiles.append(tile)
        }
    }

    /// Grows every tile after its first drawing.
    func growTiles() {
        for tile in tiles { tile.bounds.size = CGSize(width: 128, height: 96) }
    }
}

/// A small drawing: a rounded badge with a circle and the mode's name.
final class BadgeView: UIView {
    var label = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let inset = bounds.insetBy(dx: 2, dy: 2)
        UIColor.systemYellow.setFill()
        UIBezierPath(roundedRect: inset, cornerRadius: 8).fill()
        UIColor.systemRed.setFill()
        UIBezierPath(
            ovalIn: CGRect(x: inset.minX + 4, y: inset.minY + 4, width: inset.height - 8, height: inset.height - 8)
        )
        .fill()
        label.draw(
            in: CGRect(x: inset.minX + inset.height - 2, y: inset.midY - 7, width: inset.width, height: 14),
            withAttributes: [.font: UIFont.systemFont(ofSize: 9), .foregroundColor: UIColor.black])
    }
}
