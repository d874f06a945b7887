public import CoreGraphics
public import Foundation
package import LaminaRender

/// A layer that shows its sublayers `instanceCount` times, each copy transformed, faded and
/// delayed a step further than the one before: the layer behind activity indicators, dot
/// loaders and mirrored rows.
///
/// Copy `i` (0 is the sublayers as they are) is drawn through `instanceTransform` applied `i`
/// times about the centre of the replicator's bounds, at the alpha of `instanceColor` plus `i`
/// times `instanceAlphaOffset` (clamped to 0…1, multiplying each sublayer's opacity), its
/// colours multiplied by the red, green and blue of `instanceColor` plus `i` times their offsets
/// (a tinted copy is composited as one group), with its sublayers' animations
/// `i × instanceDelay` seconds behind. The copies
/// are render nodes sharing the sublayers' committed nodes: nothing is drawn twice on the main
/// side, and hit testing finds only the sublayers themselves, as in Core Animation.
///
/// Divergences from Core Animation: the replicator's own properties change at once (they are not
/// animatable); `instanceCount` above 65,536 counts as 65,536; a tinted copy's alpha applies to
/// the copy as a group.
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are shown, the sublayers themselves included; 1 by
    /// default, 0 or less shows none.
    open var instanceCount: Int = 1 {
        didSet { if instanceCount != oldValue { markNeedsCommit() } }
    }
    /// Whether the copies keep their depth in the replicator's superlayer (as a
    /// `CATransformLayer` would) instead of being flattened into its plane; false by default.
    open var preservesDepth = false {
        didSet { if preservesDepth != oldValue { markNeedsCommit() } }
    }
    /// How far behind the copy before it each copy's animations run, in seconds.
    open var instanceDelay: CFTimeInterval = 0 {
        didSet { if instanceDelay != oldValue { markNeedsCommit() } }
    }
    /// The transform from one copy to the next, about the centre of the replicator's bounds.
    open var instanceTransform: CATransform3D = CATransform3DIdentity {
        didSet { if !CATransform3DEqualToTransform(instanceTransform, oldValue) { markNeedsCommit() } }
    }
    /// The colour multiplying the first copy (white, the default, when nil).
    open var instanceColor: CGColor? {
        didSet { if instanceColor != oldValue { markNeedsCommit() } }
    }
    /// Added to the red of each copy's colour after the first.
    open var instanceRedOffset: Float = 0 {
        didSet { if instanceRedOffset != oldValue { markNeedsCommit() } }
    }
    /// Added to the green of each copy's colour after the first.
    open var instanceGreenOffset: Float = 0 {
        didSet { if instanceGreenOffset != oldValue { markNeedsCommit() } }
    }
    /// Added to the blue of each copy's colour after the first.
    open var instanceBlueOffset: Float = 0 {
        didSet { if instanceBlueOffset != oldValue { markNeedsCommit() } }
    }
    /// Added to the alpha of each copy's colour after the first.
    open var instanceAlphaOffset: Float = 0 {
        didSet { if instanceAlphaOffset != oldValue { markNeedsCommit() } }
    }

    /// The render IDs of the copies after the first, made as copies are first shown.
    private var copyIDs: [UInt] = []

    /// The most copies shown.
    static let maximumInstanceCount = 65_536

    /// Creates a replicator layer showing its sublayers once.
    public override init() { super.init() }

    /// Copies `layer`'s model values, its replication included.
    public override init(layer: Any) { super.init(layer: layer) }

    /// Creates a replicator layer: Lamina does not decode archived layers.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override var flattensSublayers: Bool { !preservesDepth }

    override func copyModelState(from other: CALayer) {
        super.copyModelState(from: other)
        guard let other = other as? CAReplicatorLayer else { return }
        (instanceCount, preservesDepth, instanceDelay, instanceTransform) =
            (other.instanceCount, other.preservesDepth, other.instanceDelay, other.instanceTransform)
        (instanceColor, instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset) =
            (
                other.instanceColor, other.instanceRedOffset, other.instanceGreenOffset, other.instanceBlueOffset,
                other.instanceAlphaOffset
            )
    }

    /// The render nodes shown for sublayer nodes `nodes`: one copy node a copy, each holding
    /// them all.
    func replicatedSublayers(_ nodes: [RenderNode]) -> [RenderNode] {
        let count = min(instanceCount, Self.maximumInstanceCount)
        guard count > 0, !nodes.isEmpty else { return [] }
        while copyIDs.count < count { copyIDs.append(LayerIdentity.next()) }
        let base = instanceColor?.rgba ?? (red: 1, green: 1, blue: 1, alpha: 1)
        func finite(_ offset: Float) -> Double { offset.isFinite ? Double(offset) : 0 }
        let steps = (
            red: finite(instanceRedOffset), green: finite(instanceGreenOffset), blue: finite(instanceBlueOffset),
            alpha: finite(instanceAlphaOffset)
        )
        let delay = instanceDelay.isFinite ? instanceDelay : 0
        let bounds = self.bounds
        var transform = CATransform3DIdentity
        var copies: [RenderNode] = []
        copies.reserveCapacity(count)
        for index in 0..<count {
            defer { transform = CATransform3DConcat(transform, instanceTransform) }
            let i = Double(index)
            let alpha = min(max(Double(base.alpha) + steps.alpha * i, 0), 1)
            guard alpha > 0, transform.isFinite else { continue }
            let tint = RenderNode.Tint(
                red: Float(Double(base.red) + steps.red * i), green: Float(Double(base.green) + steps.green * i),
                blue: Float(Double(base.blue) + steps.blue * i))
            var geometry = RenderNode.Geometry(bounds: bounds, position: CGPoint(x: bounds.midX, y: bounds.midY))
            geometry.transform = transform
            var style = RenderNode.Style()
            style.opacity = Float(alpha)
            style.allowsGroupOpacity = false
            style.flattensSublayers = flattensSublayers
            if !tint.isIdentity { style.tint = tint }
            let timing = delay == 0 || index == 0 ? nil : MediaTiming(timeOffset: -delay * Double(index))
            copies.append(
                RenderNode(
                    layerID: copyIDs[index], geometry: geometry, style: style, sublayers: nodes,
                    animation: timing.map { RenderNode.Animation(timing: $0, tracks: []) }))
        }
        return copies
    }
}
