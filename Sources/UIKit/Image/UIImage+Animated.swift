public import Foundation

/// Animated images: a sequence of frames and the time one pass through them takes.
extension UIImage {
    /// An animated image of `images` that plays once through in `duration` seconds, or nil when
    /// `images` is empty. Its size, scale and bitmap are those of the first frame.
    ///
    /// Divergence from iOS: a negative or non-finite duration is stored as 0.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard !images.isEmpty else { return nil }
        return UIImage(frames: images, duration: duration)
    }

    /// An animated image of the images named `name` followed by 0, 1, 2… (or 1, 2… when there is
    /// no `name0`), up to `name1024`, stopping at the first missing one; nil when there is none.
    /// Each frame is looked up as `UIImage(named:)` does.
    public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        animatedImage(with: framesNamed(name), duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with every frame made resizable with `capInsets`.
    public static func animatedResizableImageNamed(
        _ name: String, capInsets: UIEdgeInsets, duration: TimeInterval
    ) -> UIImage? {
        animatedImage(with: framesNamed(name).map { $0.resizableImage(withCapInsets: capInsets) }, duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with every frame made resizable with `capInsets` and
    /// `resizingMode`.
    public static func animatedResizableImageNamed(
        _ name: String, capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode, duration: TimeInterval
    ) -> UIImage? {
        let frames = framesNamed(name).map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }
        return animatedImage(with: frames, duration: duration)
    }

    /// The images named `name` followed by 0, 1, 2… (see `animatedImageNamed(_:duration:)`).
    private static func framesNamed(_ name: String) -> [UIImage] {
        var frames: [UIImage] = []
        for index in 0...1024 {
            guard let frame = UIImage(named: name + String(index)) else {
                if index == 0 { continue }
                break
            }
            frames.append(frame)
        }
        return frames
    }

    /// Every frame of an animated GIF or WebP as an animated image: the frames composited as they
    /// play (GIF disposal methods included) and `duration` the sum of the frames' delays. A still
    /// image of any format `init(data:)` reads gives an animated image of one frame and duration 0;
    /// corrupt, truncated or oversized data gives nil.
    ///
    /// A Lamina addition: iOS's `UIImage(data:)` keeps only a GIF's first frame, and iOS code reads
    /// the others through ImageIO's `CGImageSource`, which Lamina also offers.
    /// As in ImageIO, a GIF frame delay of 10 ms or less counts as 100 ms.
    public static func animatedImage(withData data: Data, scale: CGFloat = 1) -> UIImage? {
        guard let decoded = ImageCodec.decodeFrames(data) else { return nil }
        let frames = decoded.images.map { UIImage(cgImage: $0, scale: scale, orientation: .up) }
        return animatedImage(with: frames, duration: TimeInterval(decoded.delays.reduce(0, +)) / 1000)
    }
}
