package import Foundation

/// The parts of a device's display that hardware covers, as plain shapes in the screen's points:
/// what the compositor draws over every composited frame of a device-shaped screen
/// (`Compositor+Overlay.swift`), as the iOS Simulator draws them over an app.
///
/// It is data only — rectangles and radii resolved for one screen size by UIKit from
/// `UIScreen.displayCutout` — so it crosses to the render thread in a `CommittedFrame`.
package struct ScreenOverlay: Sendable, Equatable {
    /// A sensor housing's outline.
    package enum HousingShape: Sendable, Equatable {
        /// A capsule (the Dynamic Island): radius half its thickness.
        case capsule
        /// A notch hanging from the edge: its two far corners rounded by `cornerRadius`, and
        /// concave fillets of `filletRadius` where its sides meet the edge.
        case notch(cornerRadius: Double, filletRadius: Double)
    }

    /// The screen edge a housing sits on.
    package enum Edge: Sendable, Equatable {
        case top, left, right, bottom
    }

    /// A sensor housing, centred along its edge.
    package struct Housing: Sendable, Equatable {
        /// Its outline.
        package var shape: HousingShape
        /// The edge it sits on.
        package var edge: Edge
        /// Its size along the edge, in points.
        package var length: Double
        /// Its size across the edge, in points.
        package var thickness: Double
        /// Its distance from the edge, in points (0 for a notch).
        package var inset: Double

        package init(shape: HousingShape, edge: Edge, length: Double, thickness: Double, inset: Double) {
            (self.shape, self.edge, self.length, self.thickness, self.inset) = (shape, edge, length, thickness, inset)
        }
    }

    /// The screen's size in points.
    package var size: CGSize
    /// The radius of the display's rounded corners in points; 0 for square corners.
    package var cornerRadius: Double
    /// The sensor housing, if any.
    package var housing: Housing?
    /// The home indicator's bar in the screen's points, if any (radius half its height).
    package var homeIndicator: CGRect?

    package init(size: CGSize, cornerRadius: Double = 0, housing: Housing? = nil, homeIndicator: CGRect? = nil) {
        self.size = size
        self.cornerRadius = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
        self.housing = housing
        self.homeIndicator = homeIndicator
    }

    /// Nothing to draw: a plain rectangular screen.
    package static let none = ScreenOverlay(size: .zero)

    /// Whether there is nothing to draw.
    package var isEmpty: Bool { cornerRadius == 0 && housing == nil && homeIndicator == nil }

    /// The home indicator's fill: a fixed dark grey (iOS picks black or white from the content
    /// beneath it; a fixed colour keeps a frame a function of its render tree alone).
    package static let homeIndicatorFill = (red: 0.2, green: 0.2, blue: 0.2)
    /// The outline around the fill, one point wide, light so the bar shows on dark content too.
    package static let homeIndicatorOutline = (red: 0.9, green: 0.9, blue: 0.9)
    /// The outline's width in points.
    package static let homeIndicatorOutlineWidth = 1.0
}
