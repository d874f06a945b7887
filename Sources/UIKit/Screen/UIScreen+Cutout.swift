import CoreGraphics

extension UIScreen {
    /// A Lamina addition: the edges of a display that hardware covers — a sensor housing at the
    /// top, a home indicator at the bottom, rounded corners — as the safe area insets of a window
    /// that covers the whole screen, so that apps written for an iPhone's safe area can be tried
    /// on a device-shaped screen, as the iOS Simulator shows one.
    ///
    /// A window's safe area is the part of these insets its frame overlaps (UIKit has no public
    /// API for the display's own shape; this is where Lamina's virtual screens take it from).
    public struct DisplayCutout: Equatable, Sendable {
        /// The safe area insets of a window covering the whole screen, in the screen's points.
        public var insets: UIEdgeInsets
        /// The radius of the display's rounded corners in points; 0 for square corners.
        public var cornerRadius: CGFloat
        /// The sensor housing drawn over the top of the screen (or its side, on its side); nil
        /// for none.
        public var sensorHousing: SensorHousing?
        /// The home indicator drawn at the bottom of the screen; nil for none.
        public var homeIndicator: HomeIndicator?

        /// A cutout with `insets` and, drawn over everything on the screen, rounded corners of
        /// `cornerRadius`, a sensor housing and a home indicator (non-finite or negative insets
        /// and radii count as zero).
        public init(
            insets: UIEdgeInsets, cornerRadius: CGFloat = 0, sensorHousing: SensorHousing? = nil,
            homeIndicator: HomeIndicator? = nil
        ) {
            func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
            self.insets = UIEdgeInsets(
                top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom),
                right: clean(insets.right))
            self.cornerRadius = clean(cornerRadius)
            self.sensorHousing = sensorHousing
            self.homeIndicator = homeIndicator
        }

        /// A plain rectangle, such as a desktop display: no inset, nothing drawn.
        public static let none = DisplayCutout(insets: .zero)
        /// An iPhone with the Dynamic Island (iPhone 14 Pro to 16, 393 × 852 points) held upright:
        /// 59 points at the top, 34 for the home indicator (measured on devices: csl.cool, "iOS
        /// Layout Adaptation", 2023), the island, the home indicator and 55-point corners.
        public static let dynamicIslandPortrait = DisplayCutout(
            insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), cornerRadius: islandCornerRadius,
            sensorHousing: .dynamicIsland(on: .top), homeIndicator: .portrait)
        /// The same iPhone on its side, the island on the left: 59 points on both long edges, 21
        /// at the bottom.
        public static let dynamicIslandLandscape = DisplayCutout(
            insets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), cornerRadius: islandCornerRadius,
            sensorHousing: .dynamicIsland(on: .left), homeIndicator: .landscape)
        /// An iPhone with a notch (iPhone X, XS, 11 Pro; 375 × 812 points) held upright: 44 points
        /// at the top, 34 at the bottom (useyourloaf.com, "Supporting iPhone X", 2017), the notch,
        /// the home indicator and 39-point corners.
        public static let notchPortrait = DisplayCutout(
            insets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), cornerRadius: notchCornerRadius,
            sensorHousing: .notch(on: .top), homeIndicator: .portrait)
        /// The same iPhone on its side, the notch on the left: 44 points on both long edges, 21 at
        /// the bottom.
        public static let notchLandscape = DisplayCutout(
            insets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44), cornerRadius: notchCornerRadius,
            sensorHousing: .notch(on: .left), homeIndicator: .landscape)

        /// The display corner radius of the iPhone 14 Pro to 16 (UIScreen's private
        /// `_displayCornerRadius` as public device tables list it, e.g. the react-native screen
        /// corner radius tables: iPhone 14 Pro, 55).
        static let islandCornerRadius: CGFloat = 55
        /// The display corner radius of the iPhone X, XS and 11 Pro (github.com/kylebshr/
        /// UIKitCorners, which prints `_displayCornerRadius`: 39).
        static let notchCornerRadius: CGFloat = 39
    }

    /// The display's covered edges (a Lamina addition; `.none` by default): setting it updates
    /// the safe area of every window on the screen, and of their views, and the compositor draws
    /// the cutout's corners, sensor housing and home indicator over everything the screen shows
    /// (in its frames, its snapshots and its desktop window), as the iOS Simulator does.
    public var displayCutout: DisplayCutout {
        get { cutoutStorage }
        set {
            guard newValue != cutoutStorage else { return }
            cutoutStorage = newValue
            frameOwner.cutout = newValue
            for window in ApplicationContext.current.windows where window.screen === self {
                window.refreshSafeArea(boundsChanged: false)
            }
        }
    }
}

extension UIWindow {
    /// The part of the screen's cutout this window's frame overlaps, in the window's coordinates.
    func screenSafeArea() -> UIEdgeInsets {
        let cutout = screen.cutoutStorage.insets
        guard cutout != .zero else { return .zero }
        let area = screen.bounds
        let frame = self.frame
        guard frame.isFinite, frame.width > 0 || frame.height > 0 else { return .zero }
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
        // An edge without an inset stays safe however far the window reaches past it.
        return UIEdgeInsets(
            top: cutout.top > 0 ? clamp(area.minY + cutout.top - frame.minY, frame.height) : 0,
            left: cutout.left > 0 ? clamp(area.minX + cutout.left - frame.minX, frame.width) : 0,
            bottom: cutout.bottom > 0 ? clamp(frame.maxY - (area.maxY - cutout.bottom), frame.height) : 0,
            right: cutout.right > 0 ? clamp(frame.maxX - (area.maxX - cutout.right), frame.width) : 0)
    }
}
