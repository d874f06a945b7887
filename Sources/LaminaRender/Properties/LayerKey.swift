/// The model properties of `CALayer`, one case each, named by their Core Animation keys: the
/// render half of the one table of layer properties.
///
/// Each column is a switch over every case with no `default:`, so a key added without one of
/// them does not compile: its name (`name`), what a change does (`effect`), whether Core
/// Animation animates it (`isAnimatable`), which values it takes (`rule`, applied alike by the
/// setters and by the render side), and where the render node keeps it, with its default and how
/// an animated value is read and applied there (`field`, in `LayerKey+Field.swift`).
///
/// QuartzCore adds the model half: each key's `LayerProperty` (read and write on a `CALayer`)
/// and the setters, which report their change under the key (`CALayer.propertyDidChange(_:)`).
/// Rendering cannot name `CALayer`, so that half cannot live here.
package enum LayerKey: Int, CaseIterable, Sendable {
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
    case geometryFlipped, hidden, opacity, masksToBounds, backgroundColor, borderWidth, borderColor
    case cornerRadius, maskedCorners, cornerCurve, shadowColor, shadowOpacity, shadowOffset, shadowRadius
    case shadowPath, opaque, doubleSided, allowsGroupOpacity, contents, contentsGravity, contentsRect
    case contentsCenter, contentsScale, minificationFilter, magnificationFilter

    /// What a change of the property does besides marking the layer for the next build.
    package enum Effect: Sendable {
        /// Nothing more: the render tree picks the value up (damage, not invalidation).
        case commit
        /// A change of bounds *size* also lays the layer out again and, when it redraws on bounds
        /// changes, redraws it.
        case layoutOnSizeChange
        /// A layer that has drawn redraws (the backing store depends on the value).
        case redraw
    }

    /// The key, as Core Animation spells it (`"hidden"` for `isHidden`).
    package var name: String {
        switch self {
        case .bounds: "bounds"
        case .position: "position"
        case .zPosition: "zPosition"
        case .anchorPoint: "anchorPoint"
        case .anchorPointZ: "anchorPointZ"
        case .transform: "transform"
        case .sublayerTransform: "sublayerTransform"
        case .geometryFlipped: "geometryFlipped"
        case .hidden: "hidden"
        case .opacity: "opacity"
        case .masksToBounds: "masksToBounds"
        case .backgroundColor: "backgroundColor"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        case .cornerRadius: "cornerRadius"
        case .maskedCorners: "maskedCorners"
        case .cornerCurve: "cornerCurve"
        case .shadowColor: "shadowColor"
        case .shadowOpacity: "shadowOpacity"
        case .shadowOffset: "shadowOffset"
        case .shadowRadius: "shadowRadius"
        case .shadowPath: "shadowPath"
        case .opaque: "opaque"
        case .doubleSided: "doubleSided"
        case .allowsGroupOpacity: "allowsGroupOpacity"
        case .contents: "contents"
        case .contentsGravity: "contentsGravity"
        case .contentsRect: "contentsRect"
        case .contentsCenter: "contentsCenter"
        case .contentsScale: "contentsScale"
        case .minificationFilter: "minificationFilter"
        case .magnificationFilter: "magnificationFilter"
        }
    }

    /// What a change does.
    package var effect: Effect {
        switch self {
        case .bounds: .layoutOnSizeChange
        case .opaque, .contentsScale: .redraw
        case .position, .zPosition, .anchorPoint, .anchorPointZ, .transform, .sublayerTransform, .geometryFlipped,
            .hidden, .opacity, .masksToBounds, .backgroundColor, .borderWidth, .borderColor, .cornerRadius,
            .maskedCorners, .cornerCurve, .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius, .shadowPath,
            .doubleSided, .allowsGroupOpacity, .contents, .contentsGravity, .contentsRect, .contentsCenter,
            .minificationFilter, .magnificationFilter:
            .commit
        }
    }

    /// Whether Core Animation animates changes of the property (implicitly or explicitly); the
    /// render side applies animations of exactly these keys.
    package var isAnimatable: Bool {
        switch self {
        case .geometryFlipped, .maskedCorners, .cornerCurve, .opaque, .allowsGroupOpacity, .contentsGravity,
            .contentsScale, .minificationFilter, .magnificationFilter:
            false
        case .bounds, .position, .zPosition, .anchorPoint, .anchorPointZ, .transform, .sublayerTransform, .hidden,
            .opacity, .masksToBounds, .backgroundColor, .borderWidth, .borderColor, .cornerRadius, .shadowColor,
            .shadowOpacity, .shadowOffset, .shadowRadius, .shadowPath, .doubleSided, .contents, .contentsRect,
            .contentsCenter:
            true
        }
    }

    /// Which values the property takes: setters ignore the others (or clamp, for 0…1 values), and
    /// the render side applies an animated value under the same rule (`LayerPropertyValue`).
    package var rule: ValueRule {
        switch self {
        case .opacity, .shadowOpacity: .unitInterval
        case .borderWidth, .cornerRadius, .shadowRadius: .finiteNonNegative
        case .contentsScale: .finitePositive
        case .bounds, .position, .zPosition, .anchorPoint, .anchorPointZ, .transform, .sublayerTransform,
            .shadowOffset, .contentsRect, .contentsCenter:
            .finite
        case .geometryFlipped, .hidden, .masksToBounds, .backgroundColor, .borderColor, .maskedCorners, .cornerCurve,
            .shadowColor, .shadowPath, .opaque, .doubleSided, .allowsGroupOpacity, .contents, .contentsGravity,
            .minificationFilter, .magnificationFilter:
            .any
        }
    }

    /// The key's bit in a mask of keys.
    package var bit: UInt64 { 1 << UInt64(rawValue) }

    /// The key named `name`, if it is one of these.
    package init?(name: String) {
        guard let key = Self.byName[name] else { return nil }
        self = key
    }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })
}
