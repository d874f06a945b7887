import Foundation
import QuartzCore
import Testing

/// A shape layer in the iOS idiom: designated initializers of its own, `init(layer:)` copying
/// its own property for presentation copies, and the `init?(coder:)` every NSCoding subclass has.
private final class RingLayer: CAShapeLayer {
    var ringWidth: CGFloat
    private(set) var madeBy: String

    init(ringWidth: CGFloat) {
        self.ringWidth = ringWidth
        madeBy = "init(ringWidth:)"
        super.init()
        lineWidth = ringWidth
    }

    override init(layer: Any) {
        ringWidth = (layer as? RingLayer)?.ringWidth ?? 1
        madeBy = "init(layer:)"
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A layer that sets itself up in a plain `override init()` (no `required`).
private class BadgeLayer: CALayer {
    var setUp = false

    override init() {
        super.init()
        setUp = true
        cornerRadius = 4
    }

    override init(layer: Any) {
        setUp = (layer as? BadgeLayer)?.setUp ?? false
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A subclass with no initializers: it inherits them all.
private final class InheritingLayer: BadgeLayer {
    var note = "default"
}

/// Designated initializers of its own and no `init(layer:)`: compiles, works, and stops when
/// a presentation copy is asked for, as on iOS.
private final class CopylessLayer: CALayer {
    init(tint: CGColor) {
        super.init()
        backgroundColor = tint
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Suite struct LayerInitializerTests {
    @Test func layersAreMadeThroughTheClassesOwnInit() throws {
        let badge = try #require(CALayer.make(BadgeLayer.self) as? BadgeLayer)
        #expect(badge.setUp && badge.cornerRadius == 4)
        let inheriting = try #require(CALayer.make(InheritingLayer.self) as? InheritingLayer)
        #expect(inheriting.setUp && inheriting.note == "default")
        let shape = try #require(CALayer.make(CAShapeLayer.self) as? CAShapeLayer)
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(type(of: CALayer.make(CALayer.self)) == CALayer.self)
    }

    @Test func presentationCopiesGoThroughInitLayer() throws {
        let ring = RingLayer(ringWidth: 6)
        ring.position = CGPoint(x: 30, y: 40)
        ring.ringWidth = 9
        let shown = try #require(ring.presentation())
        #expect(shown.madeBy == "init(layer:)" && ring.madeBy == "init(ringWidth:)")
        // The override copied its own property, CAShapeLayer's and CALayer's copied theirs.
        #expect(shown.ringWidth == 9 && shown.lineWidth == 6 && shown.position == CGPoint(x: 30, y: 40))
        #expect(shown.model() === ring)

        let inheriting = CALayer.make(InheritingLayer.self) as? InheritingLayer
        inheriting?.note = "changed"
        let copy = try #require(inheriting?.presentation())
        // Inherited `init(layer:)`: BadgeLayer's runs; the subclass's own property starts over.
        #expect(copy.setUp && copy.note == "default")
    }

    /// A presentation copy is detached from the start: copying the model's values inside
    /// `init(layer:)` enrolls it in no transaction (one would keep it alive until the next commit,
    /// on whatever later work shares the thread).
    @Test func presentationCopiesJoinNoTransaction() {
        let model = RingLayer(ringWidth: 3)
        model.opacity = 0.5
        weak let copy = model.presentation()
        #expect(copy == nil)
        // A layer the app makes with init(layer:) is an ordinary layer: its copied values are
        // changes the thread's transaction holds until it commits.
        let shadowCopy: () -> CALayer = { CALayer(layer: model) }
        weak let plain = shadowCopy()
        #expect(plain != nil)
        CATransaction.flush()
        #expect(plain == nil)
    }

    @Test func aLayerWithoutInitLayerWorksUntilAPresentationCopy() {
        let layer = CopylessLayer(tint: CGColor(gray: 0.5, alpha: 1))
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.backgroundColor == CGColor(gray: 0.5, alpha: 1))
        #expect(layer.bounds.width == 10)
    }

    /// As on iOS, a presentation copy of a class that declares designated initializers but not
    /// `init(layer:)` stops the process ("Use of unimplemented initializer 'init(layer:)'").
    @Test func aPresentationCopyWithoutInitLayerStopsAsOnIOS() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = CopylessLayer(tint: CGColor(gray: 0.5, alpha: 1)).presentation()
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("Use of unimplemented initializer 'init(layer:)' for class"))
    }
}
