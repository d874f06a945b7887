import Foundation
import QuartzCore

/// Frame animation: `animationImages` played by `startAnimating()`, and animated images
/// (`UIImage.animatedImage(with:duration:)`) played as soon as they are shown.
///
/// The frames go to the render side as one discrete keyframe animation of the layer's
/// `contents` (each frame shown for an equal share of the duration), so they keep playing at
/// their pace while the main thread is busy and no frame is drawn by the view. When a finite
/// `animationRepeatCount` runs out, the animation is removed and the view shows `image` again.
extension UIImageView {
    /// The layer animation key of frames started by `startAnimating()`.
    static let framesKey = "UIImageView.animationImages"
    /// The layer animation key of an animated `image`'s frames.
    static let animatedImageKey = "UIImageView.animatedImage"

    /// Plays the frames of `animationImages` (`highlightedAnimationImages` while highlighted),
    /// from the first, `animationRepeatCount` times (forever for 0). Does nothing without frames.
    public func startAnimating() {
        let frames = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages ?? []
        guard !frames.isEmpty else { return }
        let duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        let repeats = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        guard let animation = frameAnimation(frames, duration: duration, repeatCount: repeats) else { return }
        layer.add(animation, forKey: Self.framesKey)
    }

    /// Stops the frames `startAnimating()` played; the view shows `image` again.
    public func stopAnimating() {
        layer.removeAnimation(forKey: Self.framesKey)
    }

    /// Whether frames started by `startAnimating()` are playing.
    public var isAnimating: Bool {
        layer.animation(forKey: Self.framesKey) != nil
    }

    /// Starts the shown image's frames when it is animated, or stops those of the image before.
    func updateImageAnimation() {
        guard let frames = shownAnimatedFrames, frames.count > 1, let image = shownAnimatedImage,
            let animation = frameAnimation(frames, duration: image.duration, repeatCount: .infinity)
        else {
            layer.removeAnimation(forKey: Self.animatedImageKey)
            return
        }
        layer.add(animation, forKey: Self.animatedImageKey)
    }

    private var shownAnimatedImage: UIImage? {
        guard let shown = (isHighlighted ? highlightedImage : nil) ?? image, shown.images != nil else { return nil }
        return shown
    }

    private var shownAnimatedFrames: [UIImage]? { shownAnimatedImage?.images }

    /// A discrete keyframe animation of `contents` through `frames`, each shown for an equal
    /// share of `duration`; nil when a frame has no pixels or the duration is not positive.
    private func frameAnimation(
        _ frames: [UIImage], duration: TimeInterval, repeatCount: Float
    )
        -> CAKeyframeAnimation?
    {
        guard duration > 0, duration.isFinite else { return nil }
        let pixels = frames.compactMap { layerPixels(of: $0) }
        guard pixels.count == frames.count else { return nil }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        // Discrete, without key times: frame i from i/n of the way through until (i + 1)/n.
        animation.values = pixels
        animation.calculationMode = .discrete
        animation.duration = duration
        animation.repeatCount = repeatCount
        return animation
    }
}
