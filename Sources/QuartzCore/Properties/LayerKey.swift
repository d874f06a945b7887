/// The model properties of `CALayer`, one case each, named by their Core Animation keys.
///
/// Every setter reports its change under its key (`CALayer.propertyDidChange(_:)`), so a change
/// knows which property it was: the class's `needsDisplay(forKey:)` is honoured through it, and
/// implicit actions will be looked up by it. `LayerProperty` describes each key's value (read,
/// write, interpolate) and sub-keys such as `position.x`.
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
    package var name: String { Self.names[rawValue] }

    /// The key's bit in a mask of keys.
    package var bit: UInt64 { 1 << UInt64(rawValue) }

    /// What a change does.
    package var effect: Effect {
        switch self {
        case .bounds: .layoutOnSizeChange
        case .opaque, .contentsScale: .redraw
        default: .commit
        }
    }

    /// Whether Core Animation animates changes of the property (implicitly or explicitly).
    package var isAnimatable: Bool {
        switch self {
        case .geometryFlipped, .maskedCorners, .cornerCurve, .opaque, .allowsGroupOpacity, .contentsGravity,
            .contentsScale, .minificationFilter, .magnificationFilter:
            false
        default: true
        }
    }

    /// The key named `name`, if it is one of these.
    package init?(name: String) {
        guard let index = Self.names.firstIndex(of: name) else { return nil }
        self.init(rawValue: index)
    }

    private static let names = [
        "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform", "sublayerTransform",
        "geometryFlipped", "hidden", "opacity", "masksToBounds", "backgroundColor", "borderWidth", "borderColor",
        "cornerRadius", "maskedCorners", "cornerCurve", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
        "shadowPath", "opaque", "doubleSided", "allowsGroupOpacity", "contents", "contentsGravity", "contentsRect",
        "contentsCenter", "contentsScale", "minificationFilter", "magnificationFilter",
    ]
}
