import CoreGraphics
import Foundation

/// The properties of Lamina's layer subclasses. Each redraws the layer's backing store when it
/// changes (their setters do it); the table gives them keys for key-value coding, animations and
/// presentation copies.
extension LayerProperty {
    static let subclassProperties: [LayerProperty] = shape + gradient + text

    private static let shape: [LayerProperty] = [
        subclass(
            "path", of: CAShapeLayer.self, read: { $0.path },
            write: { l, v in set(LayerValue.optional(v, as: CGPath.self)) { l.path = $0 } }),
        subclass(
            "fillColor", of: CAShapeLayer.self, read: { $0.fillColor },
            write: { l, v in set(LayerValue.color(v)) { l.fillColor = $0 } }),
        subclass(
            "fillRule", of: CAShapeLayer.self, animatable: false, read: { $0.fillRule },
            write: { l, v in set(v as? CAShapeLayerFillRule) { l.fillRule = $0 } }),
        subclass(
            "strokeColor", of: CAShapeLayer.self, read: { $0.strokeColor },
            write: { l, v in set(LayerValue.color(v)) { l.strokeColor = $0 } }),
        subclass(
            "lineWidth", of: CAShapeLayer.self, read: { $0.lineWidth },
            write: { l, v in set(LayerValue.number(v)) { l.lineWidth = $0 } }),
        subclass(
            "miterLimit", of: CAShapeLayer.self, read: { $0.miterLimit },
            write: { l, v in set(LayerValue.number(v)) { l.miterLimit = $0 } }),
        subclass(
            "lineCap", of: CAShapeLayer.self, animatable: false, read: { $0.lineCap },
            write: { l, v in set(v as? CAShapeLayerLineCap) { l.lineCap = $0 } }),
        subclass(
            "lineJoin", of: CAShapeLayer.self, animatable: false, read: { $0.lineJoin },
            write: { l, v in set(v as? CAShapeLayerLineJoin) { l.lineJoin = $0 } }),
        subclass(
            "lineDashPhase", of: CAShapeLayer.self, read: { $0.lineDashPhase },
            write: { l, v in set(LayerValue.number(v)) { l.lineDashPhase = $0 } }),
        subclass(
            "lineDashPattern", of: CAShapeLayer.self, animatable: false, read: { $0.lineDashPattern },
            write: { l, v in set(LayerValue.optional(v, as: [NSNumber].self)) { l.lineDashPattern = $0 } }),
        subclass(
            "strokeStart", of: CAShapeLayer.self, read: { $0.strokeStart },
            write: { l, v in set(LayerValue.number(v)) { l.strokeStart = $0 } }),
        subclass(
            "strokeEnd", of: CAShapeLayer.self, read: { $0.strokeEnd },
            write: { l, v in set(LayerValue.number(v)) { l.strokeEnd = $0 } }),
    ]

    private static let gradient: [LayerProperty] = [
        subclass(
            "colors", of: CAGradientLayer.self, read: { $0.colors },
            write: { l, v in set(LayerValue.optional(v, as: [Any].self)) { l.colors = $0 } }),
        subclass(
            "locations", of: CAGradientLayer.self, read: { $0.locations },
            write: { l, v in set(LayerValue.optional(v, as: [NSNumber].self)) { l.locations = $0 } }),
        subclass(
            "startPoint", of: CAGradientLayer.self, read: { $0.startPoint },
            write: { l, v in set(v as? CGPoint) { l.startPoint = $0 } }),
        subclass(
            "endPoint", of: CAGradientLayer.self, read: { $0.endPoint },
            write: { l, v in set(v as? CGPoint) { l.endPoint = $0 } }),
        subclass(
            "type", of: CAGradientLayer.self, animatable: false, read: { $0.type },
            write: { l, v in set(v as? CAGradientLayerType) { l.type = $0 } }),
    ]

    private static let text: [LayerProperty] = [
        subclass(
            "string", of: CATextLayer.self, animatable: false, read: { $0.string },
            write: { l, v in
                l.string = v
                return true
            }),
        subclass(
            "fontSize", of: CATextLayer.self, read: { $0.fontSize },
            write: { l, v in set(LayerValue.number(v)) { l.fontSize = $0 } }),
        subclass(
            "foregroundColor", of: CATextLayer.self, read: { $0.foregroundColor },
            write: { l, v in set(LayerValue.color(v)) { l.foregroundColor = $0 } }),
    ]
}
