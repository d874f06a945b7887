import CoreGraphics
public import Foundation
import LaminaRender

/// The shape particles are emitted from (`CAEmitterLayer.emitterShape`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A single point at `emitterPosition` (the default).
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A horizontal line `emitterSize.width` long, centred on `emitterPosition`.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize` centred on `emitterPosition`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box of `emitterSize` and `emitterDepth` centred on the emitter's position.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width` centred on `emitterPosition`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere of radius `emitterSize.width` centred on the emitter's position.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Which part of the shape particles start on (`CAEmitterLayer.emitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Points of the shape (anywhere inside it, as `volume`).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// The shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// The shape's surface: the area of a flat shape, the outside of a solid one.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Anywhere inside the shape (the default).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// How particles are drawn (`CAEmitterLayer.renderMode`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Any order (Lamina draws the oldest at the back; the default).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest drawn first, at the back.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The oldest drawn last, in front.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// Sorted by depth, the farthest at the back.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Particles add their colours to each other's.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A layer that emits particles: snow, sparks, confetti, fireworks. Its `emitterCells` say what
/// is emitted and how; its own properties say where from and multiply the cells' rates, lives,
/// speeds, scales and spins.
///
/// Particles are drawn in front of the layer's own contents and behind its sublayers, in the
/// layer's coordinates. The render side computes them afresh at each frame from the time alone
/// (see `ParticleEmission`): particles move without any work on the main thread, the same time
/// always shows the same particles, and a frame after a long pause shows the particles of that
/// moment.
///
/// Emission starts when the layer is first committed with something to emit, never earlier:
/// an emitter added to the screen does not appear already full. Each commit that changes what
/// is emitted (the cells, this layer's emitter properties) starts new particles with the new
/// settings at the commit's time and leaves the particles already out as they were; setting
/// `birthRate` to 0 stops new births and lets the others live out their lives.
///
/// Divergences from Core Animation (docs/Compatibility.md): the emitter properties change at
/// once (they are not animatable); `emissionRange` turns directions within the layer's plane
/// only; at most 10,000 particles are shown at once (the newest), nested cells to a depth of
/// four; `preservesDepth` keeps depth among the particles only.
open class CAEmitterLayer: CALayer {
    /// The kinds of particle emitted; nil (the default) emits nothing.
    open var emitterCells: [CAEmitterCell]? {
        didSet { markNeedsCommit() }
    }
    /// Multiplies every cell's `birthRate`; 1 by default, 0 stops emission.
    open var birthRate: Float = 1 {
        didSet { if birthRate != oldValue { markNeedsCommit() } }
    }
    /// Multiplies every cell's `lifetime`; 1 by default.
    open var lifetime: Float = 1 {
        didSet { if lifetime != oldValue { markNeedsCommit() } }
    }
    /// The centre of the emitter's shape, in the layer's coordinates.
    open var emitterPosition: CGPoint = .zero {
        didSet { if emitterPosition != oldValue { markNeedsCommit() } }
    }
    /// The z of the emitter's centre.
    open var emitterZPosition: CGFloat = 0 {
        didSet { if emitterZPosition != oldValue { markNeedsCommit() } }
    }
    /// The size of the emitter's shape.
    open var emitterSize: CGSize = .zero {
        didSet { if emitterSize != oldValue { markNeedsCommit() } }
    }
    /// The depth of a cuboid emitter.
    open var emitterDepth: CGFloat = 0 {
        didSet { if emitterDepth != oldValue { markNeedsCommit() } }
    }
    /// The emitter's shape; `.point` by default.
    open var emitterShape: CAEmitterLayerEmitterShape = .point {
        didSet { if emitterShape != oldValue { markNeedsCommit() } }
    }
    /// Which part of the shape particles start on; `.volume` by default.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume {
        didSet { if emitterMode != oldValue { markNeedsCommit() } }
    }
    /// How particles are drawn; `.unordered` by default.
    open var renderMode: CAEmitterLayerRenderMode = .unordered {
        didSet { if renderMode != oldValue { markNeedsCommit() } }
    }
    /// Whether particles keep their depth instead of being flattened; false by default.
    open var preservesDepth = false {
        didSet { if preservesDepth != oldValue { markNeedsCommit() } }
    }
    /// Multiplies every cell's `velocity`; 1 by default.
    open var velocity: Float = 1 {
        didSet { if velocity != oldValue { markNeedsCommit() } }
    }
    /// Multiplies every cell's `scale`; 1 by default.
    open var scale: Float = 1 {
        didSet { if scale != oldValue { markNeedsCommit() } }
    }
    /// Multiplies every cell's `spin`; 1 by default.
    open var spin: Float = 1 {
        didSet { if spin != oldValue { markNeedsCommit() } }
    }
    /// Seeds the particles' random values: the same seed, cells and times give the same
    /// particles.
    open var seed: UInt32 = 0 {
        didSet { if seed != oldValue { markNeedsCommit() } }
    }

    /// The emission's segments so far (see `ParticleEmission`), kept across commits.
    var emissionSegments: [ParticleEmission.Segment] = []
    /// The ordinal the next segment gets.
    var nextSegmentOrdinal: UInt64 = 0

    /// Creates an emitter layer that emits nothing until it has cells.
    public override init() { super.init() }

    /// Copies `layer`'s model values, its emitter properties included.
    public override init(layer: Any) { super.init(layer: layer) }

    /// Creates an emitter layer: Lamina does not decode archived layers.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func copyModelState(from other: CALayer) {
        super.copyModelState(from: other)
        guard let other = other as? CAEmitterLayer else { return }
        (emitterCells, birthRate, lifetime, velocity, scale, spin, seed) =
            (other.emitterCells, other.birthRate, other.lifetime, other.velocity, other.scale, other.spin, other.seed)
        (emitterPosition, emitterZPosition, emitterSize, emitterDepth) =
            (other.emitterPosition, other.emitterZPosition, other.emitterSize, other.emitterDepth)
        (emitterShape, emitterMode, renderMode, preservesDepth) =
            (other.emitterShape, other.emitterMode, other.renderMode, other.preservesDepth)
    }
}
