import UIKit

// Parallax as iOS code writes it, in the Swift 5 language mode: an extension that tilts a view
// with the device, intensities given as integers.

extension UIView {
    /// Moves the view up to `intensity` points each way as the device tilts.
    func addParallax(intensity: Int) {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -intensity
        horizontal.maximumRelativeValue = intensity
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = -intensity
        vertical.maximumRelativeValue = intensity
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        addMotionEffect(group)
    }

    /// Takes every motion effect off the view.
    func removeParallax() {
        motionEffects.forEach { removeMotionEffect($0) }
    }
}
