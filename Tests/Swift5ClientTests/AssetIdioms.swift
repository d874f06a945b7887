// Colours and images from an asset catalog as iOS code uses them, in the Swift 5 language mode:
// a brand colour with a dark variant kept in a static, and a badge image from an image set with
// empty 2x and 3x slots, as Xcode writes them. SwiftPM bundles the catalog as a resource folder.
import UIKit

extension UIColor {
    /// The app's brand colour (`Brand.colorset`).
    static let brand = UIColor(named: "Brand", in: .module, compatibleWith: nil)!
}

/// A brand-coloured tile with the badge in its corner.
final class BadgeTile: UIView {
    let badge = UIImageView(image: UIImage(named: "Badge", in: .module, compatibleWith: nil))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .brand
        badge.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
