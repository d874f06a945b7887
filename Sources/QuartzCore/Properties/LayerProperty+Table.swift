import CoreGraphics
import Foundation

/// `CALayer`'s own properties, in `LayerKey` order. Writes go through the public setters, so
/// validation, dirty flags and `needsDisplay(forKey:)` apply exactly as for direct assignment.
extension LayerProperty {
    static let baseProperties: [LayerProperty] = geometry + appearance + contents

    private static let geometry: [LayerProperty] = [
        base(.bounds, read: { $0.bounds }, write: { l, v in set(v as? CGRect) { l.bounds = $0 } }),
        base(.position, read: { $0.position }, write: { l, v in set(v as? CGPoint) { l.position = $0 } }),
        base(.zPosition, read: { $0.zPosition }, write: { l, v in set(LayerValue.number(v)) { l.zPosition = $0 } }),
        base(.anchorPoint, read: { $0.anchorPoint }, write: { l, v in set(v as? CGPoint) { l.anchorPoint = $0 } }),
        base(
            .anchorPointZ, read: { $0.anchorPointZ },
            write: { l, v in set(LayerValue.number(v)) { l.anchorPointZ = $0 } }),
        base(.transform, read: { $0.transform }, write: { l, v in set(v as? CATransform3D) { l.transform = $0 } }),
        base(
            .sublayerTransform, read: { $0.sublayerTransform },
            write: { l, v in set(v as? CATransform3D) { l.sublayerTransform = $0 } }),
        base(
            .geometryFlipped, read: { $0.isGeometryFlipped },
            write: { l, v in set(LayerValue.bool(v)) { l.isGeometryFlipped = $0 } }),
    ]

    private static let appearance: [LayerProperty] = [
        base(.hidden, read: { $0.isHidden }, write: { l, v in set(LayerValue.bool(v)) { l.isHidden = $0 } }),
        base(.opacity, read: { $0.opacity }, write: { l, v in set(LayerValue.float(v)) { l.opacity = $0 } }),
        base(
            .masksToBounds, read: { $0.masksToBounds },
            write: { l, v in set(LayerValue.bool(v)) { l.masksToBounds = $0 } }),
        base(
            .backgroundColor, read: { $0.backgroundColor },
            write: { l, v in set(LayerValue.color(v)) { l.backgroundColor = $0 } }),
        base(
            .borderWidth, read: { $0.borderWidth }, write: { l, v in set(LayerValue.number(v)) { l.borderWidth = $0 } }
        ),
        base(
            .borderColor, read: { $0.borderColor }, write: { l, v in set(LayerValue.color(v)) { l.borderColor = $0 } }
        ),
        base(
            .cornerRadius, read: { $0.cornerRadius },
            write: { l, v in set(LayerValue.number(v)) { l.cornerRadius = $0 } }),
        base(
            .maskedCorners, read: { $0.maskedCorners },
            write: { l, v in set(v as? CACornerMask) { l.maskedCorners = $0 } }),
        base(
            .cornerCurve, read: { $0.cornerCurve },
            write: { l, v in set(v as? CALayerCornerCurve) { l.cornerCurve = $0 } }),
        base(
            .shadowColor, read: { $0.shadowColor }, write: { l, v in set(LayerValue.color(v)) { l.shadowColor = $0 } }
        ),
        base(
            .shadowOpacity, read: { $0.shadowOpacity },
            write: { l, v in set(LayerValue.float(v)) { l.shadowOpacity = $0 } }),
        base(
            .shadowOffset, read: { $0.shadowOffset }, write: { l, v in set(v as? CGSize) { l.shadowOffset = $0 } }),
        base(
            .shadowRadius, read: { $0.shadowRadius },
            write: { l, v in set(LayerValue.number(v)) { l.shadowRadius = $0 } }),
        base(
            .shadowPath, read: { $0.shadowPath },
            write: { l, v in set(LayerValue.optional(v, as: CGPath.self)) { l.shadowPath = $0 } }),
        base(.opaque, read: { $0.isOpaque }, write: { l, v in set(LayerValue.bool(v)) { l.isOpaque = $0 } }),
        base(
            .doubleSided, read: { $0.isDoubleSided },
            write: { l, v in set(LayerValue.bool(v)) { l.isDoubleSided = $0 } }),
        base(
            .allowsGroupOpacity, read: { $0.allowsGroupOpacity },
            write: { l, v in set(LayerValue.bool(v)) { l.allowsGroupOpacity = $0 } }),
    ]

    private static let contents: [LayerProperty] = [
        base(
            .contents, read: { $0.contents },
            write: { l, v in
                l.contents = v
                return true
            }),
        base(
            .contentsGravity, read: { $0.contentsGravity },
            write: { l, v in set(v as? CALayerContentsGravity) { l.contentsGravity = $0 } }),
        base(.contentsRect, read: { $0.contentsRect }, write: { l, v in set(v as? CGRect) { l.contentsRect = $0 } }),
        base(
            .contentsCenter, read: { $0.contentsCenter }, write: { l, v in set(v as? CGRect) { l.contentsCenter = $0 } }
        ),
        base(
            .contentsScale, read: { $0.contentsScale },
            write: { l, v in set(LayerValue.number(v)) { l.contentsScale = $0 } }),
        base(
            .minificationFilter, read: { $0.minificationFilter },
            write: { l, v in set(v as? CALayerContentsFilter) { l.minificationFilter = $0 } }),
        base(
            .magnificationFilter, read: { $0.magnificationFilter },
            write: { l, v in set(v as? CALayerContentsFilter) { l.magnificationFilter = $0 } }),
    ]

    /// Applies `value` when it converted; reports whether it did.
    static func set<T>(_ value: T?, _ apply: (T) -> Void) -> Bool {
        guard let value else { return false }
        apply(value)
        return true
    }
}
