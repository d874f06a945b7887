import Foundation
import Synchronization

/// Images of one thing for different traits — light and dark, display scales, size classes — as
/// an asset catalog's image set gives them: `image(with:)` picks the one for the traits a view
/// shows it in, and `UIImageView` does so again when its traits change.
///
/// The images `image(with:)` returns hold a strong reference to the asset (as Apple's header
/// says of UIKit's), and the asset holds what was registered — never an image that holds it
/// back, or an asset and its images would keep each other alive.
public final class UIImageAsset: Sendable {
    /// One registered image.
    private struct Registration {
        let traits: UITraitCollection
        /// The image as registered, without an asset.
        let image: UIImage
        /// The copy knowing this asset last handed out, weak since it holds the asset: while it
        /// lives `image(with:)` hands out the same object.
        weak var handedOut: UIImage?
    }

    private let registrations = Mutex<[Registration]>([])

    /// Creates an empty asset.
    public init() {}

    /// Adds `image` for `traitCollection`, replacing the image registered for the same traits.
    public func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        let registration = Registration(
            traits: traitCollection, image: image.imageAsset == nil ? image : image.withAsset(nil),
            handedOut: image.imageAsset === self ? image : nil)
        registrations.withLock { list in
            list.removeAll { $0.traits == traitCollection }
            list.append(registration)
        }
    }

    /// Removes the image registered for `traitCollection`.
    public func unregisterImage(with traitCollection: UITraitCollection) {
        registrations.withLock { list in list.removeAll { $0.traits == traitCollection } }
    }

    /// The image for `traitCollection`: of the registrations whose every specified trait
    /// `traitCollection` has, the most specific (the latest among equals); when none fits, the
    /// least specific registration; an empty image when nothing is registered. The image
    /// returned knows this asset (`imageAsset`), and is the same object for the same
    /// registration as long as an earlier one returned is alive.
    public func image(with traitCollection: UITraitCollection) -> UIImage {
        registrations.withLock { list in
            var best: (specificity: Int, index: Int)?
            for (index, entry) in list.enumerated() where traitCollection.containsTraits(in: entry.traits) {
                let specificity = Self.specificity(of: entry.traits)
                if best == nil || specificity >= best!.specificity { best = (specificity, index) }
            }
            if best == nil {
                best = list.indices.map { (Self.specificity(of: list[$0].traits), $0) }.min { $0.0 < $1.0 }
            }
            guard let index = best?.index else { return UIImage() }
            if let known = list[index].handedOut { return known }
            let known = list[index].image.withAsset(self)
            list[index].handedOut = known
            return known
        }
    }

    /// How many of the traits images are chosen by `traits` specifies.
    static func specificity(of traits: UITraitCollection) -> Int {
        var count = 0
        if traits.userInterfaceStyle != .unspecified { count += 1 }
        if traits.displayScale > 0 { count += 1 }
        if traits.horizontalSizeClass != .unspecified { count += 1 }
        if traits.verticalSizeClass != .unspecified { count += 1 }
        if traits.accessibilityContrast != .unspecified { count += 1 }
        if traits.userInterfaceIdiom != .unspecified { count += 1 }
        if traits.layoutDirection != .unspecified { count += 1 }
        return count
    }
}

extension UIImage {
    /// The asset whose variants this image is one of (images from asset-catalog sets with
    /// appearance variants, or returned by `UIImageAsset.image(with:)`), else nil.
    public var imageAsset: UIImageAsset? { asset }

    /// A copy that knows `asset` (or no asset, when nil).
    func withAsset(_ asset: UIImageAsset?) -> UIImage {
        let copy = UIImage(copying: self)
        copy.asset = asset
        return copy
    }

    /// The variant of this image for `traits` when it belongs to an asset (with this image's
    /// rendering mode), else itself — itself too when it is that variant.
    func resolved(for traits: UITraitCollection) -> UIImage {
        guard let asset else { return self }
        let variant = asset.image(with: traits)
        if variant.cgImage === cgImage || variant.cgImage == nil { return self }
        return variant.renderingMode == renderingMode ? variant : variant.withRenderingMode(renderingMode)
    }
}
