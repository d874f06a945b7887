import Foundation
import QuartzCore
import Testing

/// One test per column of the property table, over every key: a key lacking a column does not
/// compile (each column is an exhaustive switch, and `sample(_:)` below is one too), and a key
/// whose columns disagree with each other or with `CALayer` fails here.
@Suite struct LayerPropertyColumnTests {
    /// A value of `key` other than its default, of the property's API type.
    static func sample(_ key: LayerKey) -> Any? {
        switch key {
        case .bounds: CGRect(x: 1, y: 2, width: 30, height: 40)
        case .position: CGPoint(x: 5, y: 6)
        case .zPosition: CGFloat(3)
        case .anchorPoint: CGPoint(x: 0.25, y: 0.75)
        case .anchorPointZ: CGFloat(2)
        case .transform: CATransform3DMakeScale(2, 3, 1)
        case .sublayerTransform: CATransform3DMakeTranslation(1, 2, 3)
        case .geometryFlipped: true
        case .hidden: true
        case .opacity: Float(0.5)
        case .masksToBounds: true
        case .backgroundColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        case .borderWidth: CGFloat(2)
        case .borderColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        case .cornerRadius: CGFloat(4)
        case .maskedCorners: CACornerMask.layerMinXMinYCorner
        case .cornerCurve: CALayerCornerCurve.continuous
        case .shadowColor: CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        case .shadowOpacity: Float(0.25)
        case .shadowOffset: CGSize(width: 1, height: 2)
        case .shadowRadius: CGFloat(5)
        case .shadowPath: CGPath(rect: CGRect(x: 0, y: 0, width: 8, height: 6), transform: nil)
        case .opaque: true
        case .doubleSided: false
        case .allowsGroupOpacity: false
        case .contents: Self.image(gray: 0.2)
        case .contentsGravity: CALayerContentsGravity.center
        case .contentsRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        case .contentsCenter: CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        case .contentsScale: CGFloat(2)
        case .minificationFilter: CALayerContentsFilter.nearest
        case .magnificationFilter: CALayerContentsFilter.nearest
        }
    }

    static func image(gray: CGFloat) -> CGImage {
        let context = CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.setFillColor(CGColor(gray: gray, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        return context.makeImage()!
    }

    /// A layer showing a bitmap and a shadow, so every field of its node exists.
    static func fullLayer() -> CALayer {
        let layer = CALayer()
        layer.contents = image(gray: 0.8)
        layer.shadowOpacity = 0.5
        return layer
    }

    /// Whether two property values are the same (optionals unwrapped, paths by their storage).
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        let (a, b) = (unwrapped(a), unwrapped(b))
        guard let a, let b else { return a == nil && b == nil }
        if let x = a as? CGImage, let y = b as? CGImage { return x === y }
        if let x = a as? CATransform3D, let y = b as? CATransform3D { return x == y }
        if let x = a as? AnyHashable, let y = b as? AnyHashable, x == y { return true }
        return String(reflecting: a) == String(reflecting: b)
    }

    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if let path = value as? CGPath { return path.storage }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return unwrapped(mirror.children.first?.value)
    }

    @Test func everyNameRoundTripsAndIsUnique() {
        let names = LayerKey.allCases.map(\.name)
        #expect(Set(names).count == names.count)
        for key in LayerKey.allCases {
            #expect(LayerKey(name: key.name) == key, "\(key.name)")
            #expect(LayerProperty.named(key.name)?.key == key, "\(key.name)")
            #expect(LayerProperty.named(key.name)?.isAnimatable == key.isAnimatable, "\(key.name)")
            #expect(!key.name.contains("."), "\(key.name)")
        }
        #expect(LayerKey(name: "isHidden") == nil && LayerKey(name: "") == nil)
    }

    @Test func everyDefaultIsANewLayersValueAndANewNodesValue() throws {
        let fresh = CALayer()
        let full = Self.fullLayer()
        let node = try #require(full.buildRenderTree().root as RenderNode?)
        for key in LayerKey.allCases {
            let property = try #require(LayerProperty.named(key.name))
            let value = property.value(of: fresh)
            #expect(Self.same(value, key.field.defaultValue), "\(key.name): \(String(describing: value))")
            // The node of a layer with a bitmap and a shadow shows every default but those two.
            guard key.field.isRendered, key != .contents, key != .shadowOpacity else { continue }
            let shown = key.field.value(in: node)
            #expect(Self.same(shown, key.field.defaultValue), "\(key.name) on the node: \(String(describing: shown))")
        }
    }

    @Test func everySampleIsNotTheDefault() {
        for key in LayerKey.allCases {
            #expect(!Self.same(Self.sample(key), key.field.defaultValue), "\(key.name)")
        }
    }

    @Test func everyRenderedPropertyReachesTheCommittedNode() throws {
        for key in LayerKey.allCases {
            let layer = Self.fullLayer()
            let sample = Self.sample(key)
            let property = try #require(LayerProperty.named(key.name))
            #expect(property.setValue(sample, on: layer), "\(key.name)")
            #expect(Self.same(property.value(of: layer), sample), "\(key.name) reads back")
            let node = layer.buildRenderTree().root
            let shown = key.field.value(in: node)
            if key.field.isRendered {
                #expect(Self.same(shown, sample), "\(key.name) on the node: \(String(describing: shown))")
            } else {
                #expect(shown == nil, "\(key.name) is not rendered")
            }
        }
    }

    @Test func everyNumericPropertyHasARuleAndSettersAndAnimationsKeepIt() throws {
        for key in LayerKey.allCases {
            let property = try #require(LayerProperty.named(key.name))
            let numeric = AnimatableValue(Self.sample(key)).map { value -> Bool in
                switch value {
                case .number, .point, .size, .rect, .transform: true
                default: false
                }
            }
            #expect((numeric == true) == (key.rule != .any), "\(key.name): a numeric property needs a rule")
            let layer = CALayer()
            let before = property.value(of: layer)
            switch key.rule {
            case .any: continue
            case .finite:
                let bad = numeric == true && Self.sample(key) is CGFloat ? CGFloat.nan as Any : nil
                if let bad {
                    property.setValue(bad, on: layer)
                    #expect(Self.same(property.value(of: layer), before), "\(key.name) refuses NaN")
                }
            case .finiteNonNegative:
                property.setValue(CGFloat(-1), on: layer)
                #expect(Self.same(property.value(of: layer), before), "\(key.name) refuses −1")
            case .finitePositive:
                property.setValue(CGFloat(0), on: layer)
                #expect(Self.same(property.value(of: layer), before), "\(key.name) refuses 0")
            case .unitInterval:
                property.setValue(Float(2), on: layer)
                #expect(property.value(of: layer) as? Float == 1, "\(key.name) clamps 2 to 1")
                property.setValue(Float(-1), on: layer)
                #expect(property.value(of: layer) as? Float == 0, "\(key.name) clamps −1 to 0")
                property.setValue(Float.nan, on: layer)
                #expect(property.value(of: layer) as? Float == 0, "\(key.name) refuses NaN")
            }
        }
    }

    @Test func animationsOutOfRangeAreClampedByTheSameRule() throws {
        let cases: [(LayerKey, Any, AnimatableValue)] = [
            (.opacity, Float(3), .number(1)), (.shadowOpacity, Float(-2), .number(0)),
            (.borderWidth, CGFloat(-4), .number(0)), (.cornerRadius, CGFloat(-4), .number(0)),
            (.shadowRadius, CGFloat(-4), .number(0)),
        ]
        for (key, to, expected) in cases {
            let layer = Self.fullLayer()
            layer.shadowOpacity = key == .shadowOpacity ? 0.5 : 1
            _ = layer.buildRenderTree()
            let animation = CABasicAnimation(keyPath: key.name)
            (animation.toValue, animation.beginTime, animation.duration) = (to, 10, 2)
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: "clamp")
            let node = layer.buildRenderTree().root.evaluated(at: 13)
            #expect(key.field.animatedValue(in: node) == expected, "\(key.name)")
        }
    }

    @Test func everyAnimatablePropertyIsHalfwayAtHalfTimeOnTheRenderSide() throws {
        for key in LayerKey.allCases where key.isAnimatable {
            let layer = Self.fullLayer()
            let committed = layer.buildRenderTree().root
            let from = try #require(key.field.animatedValue(in: committed), "\(key.name)")
            let sample = Self.sample(key)
            let to = try #require(
                key == .shadowPath ? .path((sample as? CGPath)?.storage) : AnimatableValue(sample), "\(key.name)")
            let expected = try #require(from.interpolated(to: to, 0.5))
            let animation = CABasicAnimation(keyPath: key.name)
            (animation.toValue, animation.beginTime, animation.duration) = (sample, 10, 2)
            layer.add(animation, forKey: "half")
            let node = layer.buildRenderTree().root.evaluated(at: 11)
            let shown = key.field.animatedValue(in: node)
            #expect(shown == expected, "\(key.name): \(String(describing: shown)) for \(expected)")
            if case .number = expected {
                #expect(shown != from && shown != to, "\(key.name) blends")
            }
        }
    }
}
