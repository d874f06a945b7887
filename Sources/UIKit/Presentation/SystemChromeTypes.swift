/// The look of the status bar's content (`preferredStatusBarStyle`). Lamina's windows have no
/// status bar; the type exists so controllers that state a preference compile and run.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light content in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How status-bar changes animate (`preferredStatusBarUpdateAnimation`).
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade.
    case fade = 1
    /// A slide.
    case slide = 2
}

/// The orientation of an interface relative to the device.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, the home button (or bottom edge) at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned so the bottom edge is on the left.
    case landscapeRight = 3
    /// Turned so the bottom edge is on the right.
    case landscapeLeft = 4

    /// Whether the orientation is one of the portrait ones.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations (`supportedInterfaceOrientations`).
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The bits, one per `UIInterfaceOrientation` raw value.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, bottom edge on the right.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, bottom edge on the left.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [
        .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
    ]
    /// Every orientation but upside-down portrait.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
