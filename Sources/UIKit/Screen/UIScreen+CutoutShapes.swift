import CoreGraphics
import QuartzCore

extension UIScreen.DisplayCutout {
    /// A Lamina addition: the sensor housing a device-shaped screen shows, black, centred along
    /// one edge (the Dynamic Island, or a notch).
    public struct SensorHousing: Equatable, Sendable {
        /// The housing's outline.
        public enum Shape: Equatable, Sendable {
            /// A capsule floating `inset` points from its edge: the Dynamic Island.
            case island
            /// A notch hanging from its edge, its far corners rounded by `cornerRadius` and
            /// curving into the edge through concave fillets of `filletRadius`.
            case notch(cornerRadius: CGFloat, filletRadius: CGFloat)
        }

        /// The screen edge a housing sits on.
        public enum Edge: Equatable, Sendable {
            /// The top edge: a phone held upright.
            case top
            /// The left edge: a phone on its side, its top to the left.
            case left
            /// The right edge: a phone on its side, its top to the right.
            case right
        }

        /// The outline.
        public var shape: Shape
        /// The edge it sits on.
        public var edge: Edge
        /// Its size along the edge, in points.
        public var length: CGFloat
        /// Its size across the edge, in points.
        public var thickness: CGFloat
        /// Its distance from the edge, in points.
        public var inset: CGFloat

        /// A housing of `shape` on `edge`, `length` × `thickness` points, `inset` from the edge.
        public init(shape: Shape, edge: Edge, length: CGFloat, thickness: CGFloat, inset: CGFloat = 0) {
            (self.shape, self.edge, self.length, self.thickness, self.inset) = (shape, edge, length, thickness, inset)
        }

        /// The Dynamic Island of the iPhone 14 Pro to 16: 126 × 37.33 points, 11 from the edge
        /// (the measurements public iOS code uses for the resting island, e.g. Suyash Srijan's
        /// `DynamicIsland` helper, 2022; github.com/AlexSmeele/kahu draws 126 × 37 at 11).
        public static func dynamicIsland(on edge: Edge) -> SensorHousing {
            SensorHousing(shape: .island, edge: edge, length: 126, thickness: 37.33, inset: 11)
        }

        /// The notch of the iPhone X and XS: 209 × 30 points (Steve Troughton-Smith's status bar
        /// metrics, 2017, as libraries list them: 209 wide for the X and XS), its bottom corners
        /// rounded by 20 (Mitch Treece's `UINotch`, 2017) and 6-point fillets into the edge (an
        /// estimate from photographs; no measurement is public).
        public static func notch(on edge: Edge) -> SensorHousing {
            SensorHousing(shape: .notch(cornerRadius: 20, filletRadius: 6), edge: edge, length: 209, thickness: 30)
        }
    }

    /// A Lamina addition: the home indicator a device-shaped screen shows, a rounded bar centred
    /// at the bottom of the screen.
    ///
    /// iOS draws it black over light content and white over dark; Lamina draws it in a fixed dark
    /// grey inside a one-point light grey outline, visible on both, so a frame depends on its
    /// layers alone.
    public struct HomeIndicator: Equatable, Sendable {
        /// The bar's width in points.
        public var width: CGFloat
        /// The bar's height in points; its corner radius is half of it.
        public var height: CGFloat
        /// The distance from the bar to the bottom of the screen, in points.
        public var bottomInset: CGFloat

        /// A bar of `width` × `height` points, `bottomInset` above the bottom edge.
        public init(width: CGFloat, height: CGFloat, bottomInset: CGFloat) {
            (self.width, self.height, self.bottomInset) = (width, height, bottomInset)
        }

        /// A phone held upright: 134 × 5 points, 8 above the bottom (Apple's iOS design
        /// templates, as public UI kits reproduce them: a 5-point bar with 8 points below it).
        public static let portrait = HomeIndicator(width: 134, height: 5, bottomInset: 8)
        /// A phone on its side: a longer bar, 209 × 5 points, 8 above the bottom (an estimate: iOS
        /// widens the bar in landscape; no measurement is public).
        public static let landscape = HomeIndicator(width: 209, height: 5, bottomInset: 8)
    }

    /// The shapes to draw over a screen of `size` points.
    func overlay(for size: CGSize) -> ScreenOverlay {
        func clean(_ value: CGFloat) -> Double { value.isFinite ? max(Double(value), 0) : 0 }
        let housing = sensorHousing.map { housing in
            let shape: ScreenOverlay.HousingShape
            switch housing.shape {
            case .island: shape = .capsule
            case .notch(let corner, let fillet):
                shape = .notch(cornerRadius: clean(corner), filletRadius: clean(fillet))
            }
            let edge: ScreenOverlay.Edge
            switch housing.edge {
            case .top: edge = .top
            case .left: edge = .left
            case .right: edge = .right
            }
            return ScreenOverlay.Housing(
                shape: shape, edge: edge, length: clean(housing.length), thickness: clean(housing.thickness),
                inset: clean(housing.inset))
        }
        let bar = homeIndicator.flatMap { bar -> CGRect? in
            let (width, height) = (CGFloat(clean(bar.width)), CGFloat(clean(bar.height)))
            guard width > 0, height > 0 else { return nil }
            return CGRect(
                x: (size.width - width) / 2, y: size.height - CGFloat(clean(bar.bottomInset)) - height, width: width,
                height: height)
        }
        return ScreenOverlay(size: size, cornerRadius: clean(cornerRadius), housing: housing, homeIndicator: bar)
    }
}
