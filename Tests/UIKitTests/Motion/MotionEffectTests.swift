import Foundation
import LaminaHeadless
import QuartzCore
import Testing
import UIKit

/// Motion effects: the values effects compute for a viewer offset, and how views show them.
@MainActor @Suite struct MotionEffectTests {
    static func tilt(
        _ keyPath: String, _ type: UIInterpolatingMotionEffect.EffectType, _ range: CGFloat
    )
        -> UIInterpolatingMotionEffect
    {
        let effect = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        effect.minimumRelativeValue = -range
        effect.maximumRelativeValue = range
        return effect
    }

    static func value(_ effect: UIMotionEffect, _ horizontal: CGFloat, _ vertical: CGFloat, _ key: String) -> Any? {
        effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: horizontal, vertical: vertical))?[key]
    }

    @Test func anInterpolatingEffectMapsItsAxisOntoItsRange() {
        let effect = Self.tilt("center.x", .tiltAlongHorizontalAxis, 10)
        #expect(Self.value(effect, -1, 0.7, "center.x") as? CGFloat == -10)
        #expect(Self.value(effect, 0, 1, "center.x") as? CGFloat == 0)
        #expect(Self.value(effect, 0.5, -1, "center.x") as? CGFloat == 5)
        #expect(Self.value(effect, 3, 0, "center.x") as? CGFloat == 10, "offsets are clamped to -1...1")
        #expect(Self.value(effect, .nan, 0, "center.x") as? CGFloat == 0, "not a number counts as 0")
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = 4  // an Int, as Swift code often writes
        vertical.maximumRelativeValue = NSNumber(value: 8.0)
        #expect(Self.value(vertical, -1, 0.25, "center.y") as? CGFloat == 6.5)
        #expect(vertical.keyPath == "center.y" && vertical.type == .tiltAlongVerticalAxis)
    }

    @Test func geometryValuesInterpolateByComponent() {
        let effect = UIInterpolatingMotionEffect(keyPath: "layer.shadowOffset", type: .tiltAlongHorizontalAxis)
        effect.minimumRelativeValue = CGSize(width: -4, height: 2)
        effect.maximumRelativeValue = CGSize(width: 4, height: 6)
        #expect(Self.value(effect, 0.5, 0, "layer.shadowOffset") as? CGSize == CGSize(width: 2, height: 5))
        let transform = UIInterpolatingMotionEffect(keyPath: "transform", type: .tiltAlongVerticalAxis)
        transform.minimumRelativeValue = CGAffineTransform(scaleX: 0.5, y: 1)
        transform.maximumRelativeValue = CGAffineTransform(scaleX: 1.5, y: 3)
        #expect(Self.value(transform, 0, 0, "transform") as? CGAffineTransform == CGAffineTransform(scaleX: 1, y: 2))
    }

    @Test func missingOrMismatchedValuesAddNothing() {
        let effect = UIInterpolatingMotionEffect(keyPath: "center", type: .tiltAlongHorizontalAxis)
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        effect.minimumRelativeValue = CGPoint(x: 1, y: 1)
        effect.maximumRelativeValue = 3
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        effect.maximumRelativeValue = "far"
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        #expect(UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
    }

    @Test func aGroupMergesItsMembersAndAddsSharedKeyPaths() {
        let group = UIMotionEffectGroup()
        #expect(group.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        group.motionEffects = [
            Self.tilt("center.x", .tiltAlongHorizontalAxis, 10), Self.tilt("center.y", .tiltAlongVerticalAxis, 20),
            Self.tilt("center.x", .tiltAlongVerticalAxis, 2),
        ]
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -0.5))
        #expect(values?.count == 2)
        #expect(values?["center.x"] as? CGFloat == 9)
        #expect(values?["center.y"] as? CGFloat == -10)
    }

    @Test func viewsKeepTheirEffectsOnceInOrder() {
        let view = UIView()
        let (first, second) = (Self.tilt("center.x", .tiltAlongHorizontalAxis, 1), UIMotionEffectGroup())
        view.addMotionEffect(first)
        view.addMotionEffect(second)
        view.addMotionEffect(first)
        #expect(view.motionEffects.map { ObjectIdentifier($0) } == [ObjectIdentifier(first), ObjectIdentifier(second)])
        view.removeMotionEffect(first)
        view.removeMotionEffect(first)
        #expect(view.motionEffects.map { ObjectIdentifier($0) } == [ObjectIdentifier(second)])
        view.motionEffects = []
        #expect(view.motionEffects.isEmpty)
    }

    /// The values reach the screen, never the model; a still viewer needs no frames; no offset,
    /// Reduce Motion, leaving the window or removing the effect takes them away.
    @Test func aViewShowsItsEffectsOnScreenWhileTheViewerOffsetIsKnown() throws {
        try HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.backgroundColor = .white
            host.show(root)
            let card = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
            card.backgroundColor = .red
            root.addSubview(card)
            let group = UIMotionEffectGroup()
            group.motionEffects = [
                Self.tilt("center.x", .tiltAlongHorizontalAxis, 10), Self.tilt("center.y", .tiltAlongVerticalAxis, 10),
            ]
            card.addMotionEffect(group)
            host.renderFrame()
            #expect(card.layer.animationKeys() == nil, "no viewer offset yet: nothing applied")
            #expect(host.pixel(x: 41, y: 41) == PixelRGBA(255, 0, 0, 255))

            host.context.viewerOffset = UIOffset(horizontal: 1, vertical: -0.5)
            host.renderFrame()
            let presentation = try #require(card.layer.presentation())
            #expect(presentation.position == CGPoint(x: 60, y: 45))
            #expect(card.center == CGPoint(x: 50, y: 50) && card.layer.position == CGPoint(x: 50, y: 50))
            #expect(host.pixel(x: 51, y: 36) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 41, y: 56) == PixelRGBA(255, 255, 255, 255))
            #expect(!host.screen.needsFrame, "the values are frozen animations: a still viewer is an idle screen")

            host.context.accessibilitySettings.isReduceMotionEnabled = true
            host.renderFrame()
            #expect(card.layer.presentation()?.position == CGPoint(x: 50, y: 50))
            host.context.accessibilitySettings.isReduceMotionEnabled = false
            host.renderFrame()
            #expect(card.layer.presentation()?.position == CGPoint(x: 60, y: 45))

            card.removeFromSuperview()
            host.renderFrame()
            #expect(card.layer.animationKeys() == nil, "outside a window nothing is applied")
            root.addSubview(card)
            host.renderFrame()
            #expect(card.layer.presentation()?.position == CGPoint(x: 60, y: 45))

            card.removeMotionEffect(group)
            host.renderFrame()
            #expect(card.layer.animationKeys() == nil)
            #expect(host.pixel(x: 41, y: 41) == PixelRGBA(255, 0, 0, 255))
        }
    }

    @Test func alphaTransformAndLayerKeyPathsReachTheLayer() throws {
        try HeadlessHost.run(size: CGSize(width: 60, height: 60)) { host in
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            view.alpha = 0.5
            host.show(view)
            let fade = Self.tilt("alpha", .tiltAlongHorizontalAxis, 0.25)
            let turn = UIInterpolatingMotionEffect(keyPath: "layer.transform.rotation.z", type: .tiltAlongVerticalAxis)
            turn.minimumRelativeValue = 0
            turn.maximumRelativeValue = CGFloat.pi
            let ignored = Self.tilt("tintColor", .tiltAlongHorizontalAxis, 1)
            view.motionEffects = [fade, turn, ignored]
            host.context.viewerOffset = UIOffset(horizontal: -1, vertical: 0)
            host.renderFrame()
            let presentation = try #require(view.layer.presentation())
            #expect(presentation.opacity == 0.25)
            let angle = try #require(presentation.value(forKeyPath: "transform.rotation.z") as? CGFloat)
            #expect(abs(angle - .pi / 2) < 1e-9)
            #expect(view.alpha == 0.5 && CATransform3DIsIdentity(view.layer.transform))
            #expect(
                Set(view.layer.animationKeys() ?? []) == [
                    "UIMotionEffect.opacity", "UIMotionEffect.transform.rotation.z",
                ])
        }
    }
}
