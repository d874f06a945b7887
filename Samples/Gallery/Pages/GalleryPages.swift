public import UIKit

/// The guide's figures as screens. Each page is a view controller whose view is laid out for a
/// 480 × 640-point screen.
@MainActor
public enum GalleryPages {
    /// The size of every page in points.
    public static let size = CGSize(width: 480, height: 640)

    /// The pages, by name, with a function making each one's controller.
    public static var all: [(name: String, make: () -> UIViewController)] {
        [
            ("content-modes", { ContentModesPage() }),
            ("stretched-button", { StretchedButtonPage() }),
            ("frame-and-bounds", { FrameAndBoundsPage() }),
            ("rotated-in-rotated", { RotatedInRotatedPage() }),
            ("settings-list", { SettingsListPage() }),
        ]
    }
}

/// A page with a title bar and a caption.
@MainActor
class GalleryPage: UIViewController {
    var pageTitle: String { "" }
    var caption: String { "" }

    override func loadView() {
        let root = GalleryBackground(frame: CGRect(origin: .zero, size: GalleryPages.size))
        root.title = pageTitle
        root.caption = caption
        view = root
    }
}

/// Draws the page's title and caption.
final class GalleryBackground: UIView {
    var title = ""
    var caption = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        UIColor.systemBlue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: 44))
        title.draw(
            in: CGRect(x: 16, y: 11, width: bounds.width - 32, height: 24),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.white])
        caption.draw(
            in: CGRect(x: 16, y: bounds.height - 56, width: bounds.width - 32, height: 48),
            withAttributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.secondaryLabel])
    }
}
