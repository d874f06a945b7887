import Foundation
import QuartzCore
import Testing

/// The layer-property table: every property by key and key path, changes known by key, the
/// class's `needsDisplay(forKey:)`, presentation copies of app subclasses, stable identities.
@Suite struct LayerPropertyTableTests {
    @Test func everyModelKeyIsInTheTableUnderItsCoreAnimationName() {
        for key in LayerKey.allCases {
            let property = LayerProperty.named(key.name)
            #expect(property?.key == key, "\(key.name)")
            #expect(LayerKey(name: key.name) == key)
        }
        #expect(LayerKey.hidden.name == "hidden" && LayerKey.doubleSided.name == "doubleSided")
        #expect(LayerKey.opaque.name == "opaque" && LayerKey.geometryFlipped.name == "geometryFlipped")
    }

    @Test func keyValueCodingReadsAndWritesThroughTheSetters() {
        let layer = CALayer()
        layer.setValue(CGRect(x: 0, y: 0, width: 40, height: 20), forKey: "bounds")
        layer.setValue(CGPoint(x: 5, y: 6), forKey: "position")
        layer.setValue(0.5, forKey: "opacity")
        layer.setValue(NSNumber(value: true), forKey: "hidden")
        layer.setValue(CGColor(gray: 0.5, alpha: 1), forKey: "backgroundColor")
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(layer.position == CGPoint(x: 5, y: 6))
        #expect(layer.opacity == 0.5 && layer.isHidden)
        #expect(layer.backgroundColor == CGColor(gray: 0.5, alpha: 1))
        #expect(layer.value(forKey: "opacity") as? Float == 0.5)
        #expect(layer.value(forKey: "hidden") as? Bool == true)
        layer.setValue(nil, forKey: "backgroundColor")
        #expect(layer.backgroundColor == nil && layer.value(forKey: "backgroundColor") == nil)
        // The wrong type is ignored; invalid values are ignored by the setter, as ever.
        layer.setValue("wide", forKey: "bounds")
        layer.setValue(Double.nan, forKey: "opacity")
        #expect(layer.bounds.width == 40 && layer.opacity == 0.5)
        // Keys that name no property are kept, as Core Animation keeps them.
        layer.setValue(7, forKey: "progress")
        #expect(layer.value(forKey: "progress") as? Int == 7)
        #expect(layer.value(forKey: "nothing") == nil)
    }

    @Test func subKeysReadAndWriteParts() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        layer.setValue(30, forKeyPath: "position.x")
        layer.setValue(80.0, forKeyPath: "bounds.size.width")
        layer.setValue(CGPoint(x: 1, y: 2), forKeyPath: "bounds.origin")
        layer.setValue(CGFloat(4), forKeyPath: "shadowOffset.height")
        #expect(layer.position == CGPoint(x: 30, y: 45))
        #expect(layer.bounds == CGRect(x: 1, y: 2, width: 80, height: 50))
        #expect(layer.shadowOffset == CGSize(width: 0, height: 4))
        #expect(layer.value(forKeyPath: "bounds.size.height") as? CGFloat == 50)
        #expect(layer.value(forKeyPath: "anchorPoint.y") as? CGFloat == 0.5)
    }

    @Test func transformComponentsKeepTheOthers() throws {
        let layer = CALayer()
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        layer.setValue(2, forKeyPath: "transform.scale.x")
        layer.setValue(CGSize(width: 10, height: 20), forKeyPath: "transform.translation")
        let t = layer.transform
        // Scale x by 2, turn a quarter, then translate: (1, 0) ↦ (10, 22); (0, 1) ↦ (9, 20).
        let x = CGPoint(x: t.m11 + t.m41, y: t.m12 + t.m42)
        let y = CGPoint(x: t.m21 + t.m41, y: t.m22 + t.m42)
        #expect(abs(x.x - 10) < 1e-12 && abs(x.y - 22) < 1e-12)
        #expect(abs(y.x - 9) < 1e-12 && abs(y.y - 20) < 1e-12)
        let rotation = try #require(layer.value(forKeyPath: "transform.rotation") as? CGFloat)
        #expect(abs(rotation - .pi / 2) < 1e-12)
        #expect(layer.value(forKeyPath: "transform.scale.x") as? CGFloat == 2)
        let scale = try #require(layer.value(forKeyPath: "transform.scale") as? CGFloat)
        #expect(abs(scale - 4.0 / 3) < 1e-12)
        layer.setValue(3, forKeyPath: "transform.scale")
        #expect(layer.value(forKeyPath: "transform.scale.y") as? CGFloat == 3)
        #expect(layer.value(forKeyPath: "transform.translation.y") as? CGFloat == 20)
    }

    @Test func theClassesNeedsDisplayForKeyIsHonouredForEveryKey() {
        let layer = RedrawsOnEverything()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        var redrawn: [String] = []
        for key in LayerKey.allCases where key != .contents {
            let property = LayerProperty.named(key.name)!
            CATransaction.flush()
            #expect(!layer.needsDisplay())
            property.setValue(Self.differentValue(for: key, from: property.value(of: layer)), on: layer)
            if layer.needsDisplay() { redrawn.append(key.name) }
        }
        CATransaction.flush()
        #expect(redrawn == LayerKey.allCases.filter { $0 != .contents }.map(\.name))
        // A plain layer redraws on none of them.
        let plain = CALayer()
        plain.cornerRadius = 4
        plain.opacity = 0.3
        #expect(!plain.needsDisplay())
        CATransaction.flush()
    }

    @Test func onlyTheNamedKeysRedraw() {
        let layer = RedrawsOnCornerRadius()
        CATransaction.flush()
        layer.opacity = 0.5
        #expect(!layer.needsDisplay())
        layer.cornerRadius = 3
        #expect(layer.needsDisplay())
        CATransaction.flush()
    }

    @Test func anAppSubclassPresentationIsACopyOfItsOwnClass() throws {
        let model = RedrawsOnCornerRadius()
        model.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        model.cornerRadius = 6
        model.backgroundColor = CGColor(gray: 0.25, alpha: 1)
        model.setValue("tag", forKey: "custom")
        model.addSublayer(CALayer())
        CATransaction.flush()
        let copy = try #require(model.presentation())
        #expect(copy !== model)
        #expect(copy.frame == model.frame && copy.cornerRadius == 6)
        #expect(copy.backgroundColor == CGColor(gray: 0.25, alpha: 1))
        #expect(copy.value(forKey: "custom") as? String == "tag")
        #expect(copy.sublayers == nil)
        #expect(copy.model() === model)
        // A snapshot: clean, and never committed.
        #expect(!copy.needsDisplay() && !copy.needsLayout())
    }

    @Test func layerIDsAreStableEvenAndNeverReused() {
        var seen = Set<UInt>()
        var last: UInt = 0
        for _ in 0..<100 {
            let layer = CALayer()
            #expect(layer.layerID % 2 == 0)
            #expect(layer.layerID > last)
            last = layer.layerID
            seen.insert(layer.layerID)
        }
        #expect(seen.count == 100)
        let layer = CALayer()
        let id = layer.layerID
        layer.position = CGPoint(x: 3, y: 3)
        #expect(layer.layerID == id)
        #expect(layer.buildRenderTree().root.layerID == id)
    }

    /// A valid value of `key`'s type that differs from `value`.
    private static func differentValue(for key: LayerKey, from value: Any?) -> Any? {
        switch value {
        case let v as CGRect: CGRect(x: v.minX, y: v.minY, width: v.width + 1, height: v.height + 1)
        case let v as CGPoint: CGPoint(x: v.x + 0.25, y: v.y + 0.25)
        case let v as CGSize: CGSize(width: v.width + 1, height: v.height + 1)
        case let v as CGFloat: v + 0.5
        case let v as Float: v == 1 ? Float(0.5) : Float(1)
        case let v as Bool: !v
        case is CATransform3D: CATransform3DMakeScale(2, 2, 1)
        case is CACornerMask: CACornerMask.layerMinXMinYCorner
        case is CALayerCornerCurve: CALayerCornerCurve.continuous
        case is CALayerContentsGravity: CALayerContentsGravity.center
        case is CALayerContentsFilter: CALayerContentsFilter.nearest
        default:
            key == .shadowPath
                ? CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil) : CGColor(gray: 0.3, alpha: 1)
        }
    }
}

/// Redraws on every key.
final class RedrawsOnEverything: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool { true }
}

/// Redraws when its corner radius changes, as app subclasses drawing rounded content do.
final class RedrawsOnCornerRadius: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "cornerRadius" || super.needsDisplay(forKey: key)
    }
}
