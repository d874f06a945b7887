package import CoreGraphics

/// What an emitter layer emits, as the render side holds it: a Sendable snapshot made at commit,
/// from which the particles alive at any time are computed afresh (`particles(at:)`), with no
/// state carried from frame to frame. A particle is a function of its cell, its birth index and
/// the emitter's seed, so any frame can be evaluated on any thread, in any order, and the same
/// time always shows the same particles.
///
/// The emission is a list of *segments*: each commit that changed what is emitted (cells,
/// rates, shape, position…) ends the current segment and starts another at the commit's time.
/// Particles born in a segment keep that segment's settings for their whole life, so moving the
/// emitter or setting its `birthRate` to 0 leaves the particles already out as they were — as in
/// Core Animation, where particles are simulated from their birth.
package struct ParticleEmission: Sendable, Equatable {
    /// The most segments kept: an emitter changed at every frame drops its oldest segments first
    /// (their particles vanish early) rather than grow without bound.
    package static let maximumSegments = 512
    /// The most particles shown by one emitter at one time, nested cells included; past it the
    /// newest are kept.
    package static let maximumParticles = 10_000
    /// The deepest nesting of `emitterCells` followed; deeper cells emit nothing.
    package static let maximumDepth = 4

    /// The settings particles are born with over one stretch of time.
    package struct Segment: Sendable, Equatable {
        package var config: Config
        /// Distinguishes the segments' random streams.
        package var ordinal: UInt64
        /// When it starts and ends, in the emitter layer's local time (`end` is infinity while
        /// it is the current segment). Births at `end` belong to the segment (they may have been
        /// shown before it ended), so a segment that follows another at once leaves out births
        /// at its `start` (`followsAtOnce`).
        package var start: Double
        package var end: Double
        package var followsAtOnce: Bool

        package init(
            config: Config, ordinal: UInt64, start: Double, end: Double = .infinity, followsAtOnce: Bool = false
        ) {
            self.config = config
            self.ordinal = ordinal
            self.start = start
            self.end = end
            self.followsAtOnce = followsAtOnce
        }
    }

    /// Everything that decides where, how often and how particles are born.
    package struct Config: Sendable, Equatable {
        package var cells: [ParticleCell] = []
        package var position = CGPoint.zero
        package var zPosition: Double = 0
        package var size = CGSize.zero
        package var depth: Double = 0
        package var shape = Shape.point
        package var mode = Mode.volume
        package var renderMode = RenderMode.unordered
        package var preservesDepth = false
        /// The layer's multipliers of its cells' values.
        package var birthRate: Double = 1
        package var lifetime: Double = 1
        package var velocity: Double = 1
        package var scale: Double = 1
        package var spin: Double = 1
        package var seed: UInt32 = 0

        package init() {}

        /// Whether anything can be born under this configuration.
        package var emits: Bool {
            birthRate > 0 && lifetime > 0 && cells.contains { $0.isEnabled && $0.birthRate > 0 }
        }

        /// The longest a particle born under this configuration, or any particle it emits, can
        /// be seen after its birth.
        package var longestLife: Double {
            cells.reduce(0) { max($0, $1.longestLife(depth: 0) * lifetime) }
        }
    }

    /// The emitter's shape (`CAEmitterLayerEmitterShape`).
    package enum Shape: Sendable, Equatable { case point, line, rectangle, cuboid, circle, sphere }
    /// Which part of the shape particles start on (`CAEmitterLayerEmitterMode`).
    package enum Mode: Sendable, Equatable { case points, outline, surface, volume }
    /// The order particles are drawn in, and how (`CAEmitterLayerRenderMode`).
    package enum RenderMode: Sendable, Equatable { case unordered, oldestFirst, oldestLast, backToFront, additive }

    package var segments: [Segment]

    package init(segments: [Segment]) { self.segments = segments }

    /// Whether particles are being born at `time`, or any may still be seen after it.
    package func isRunning(at time: Double) -> Bool {
        segments.contains { segment in
            guard segment.config.emits, segment.start.isFinite else { return false }
            return segment.end == .infinity || segment.end + segment.config.longestLife > time
        }
    }
}

/// One kind of particle (a `CAEmitterCell`) as a value: its numbers made finite, its colour as
/// straight RGBA.
package struct ParticleCell: Sendable, Equatable {
    package var isEnabled = true
    package var birthRate: Double = 0
    package var lifetime: Double = 0
    package var lifetimeRange: Double = 0
    /// Seconds after the emitter's (for nested cells, the parent particle's) start at which the
    /// cell starts emitting, and for how long (0: for ever).
    package var beginTime: Double = 0
    package var duration: Double = 0
    package var emissionLatitude: Double = 0
    package var emissionLongitude: Double = 0
    package var emissionRange: Double = 0
    package var velocity: Double = 0
    package var velocityRange: Double = 0
    package var acceleration = (x: 0.0, y: 0.0, z: 0.0)
    package var scale: Double = 1
    package var scaleRange: Double = 0
    package var scaleSpeed: Double = 0
    package var spin: Double = 0
    package var spinRange: Double = 0
    package var color = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
    package var colorRange = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    package var colorSpeed = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    package var image: CGImage?
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsScale: CGFloat = 1
    package var minificationFilter: CALayerContentsFilter = .linear
    package var magnificationFilter: CALayerContentsFilter = .linear
    package var children: [ParticleCell] = []

    package init() {}

    /// Four colour components.
    package struct RGBA: Sendable, Equatable {
        package var red, green, blue, alpha: Double
        package init(red: Double, green: Double, blue: Double, alpha: Double) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
    }

    /// The longest a particle of this cell, with what it emits, can live (before the layer's
    /// lifetime multiplier).
    func longestLife(depth: Int) -> Double {
        guard isEnabled, depth < ParticleEmission.maximumDepth else { return 0 }
        let own = max(0, lifetime + abs(lifetimeRange))
        let nested = children.reduce(0) { max($0, $1.longestLife(depth: depth + 1)) }
        return own + nested
    }

    package static func == (lhs: ParticleCell, rhs: ParticleCell) -> Bool {
        lhs.isEnabled == rhs.isEnabled && lhs.birthRate == rhs.birthRate && lhs.lifetime == rhs.lifetime
            && lhs.lifetimeRange == rhs.lifetimeRange && lhs.beginTime == rhs.beginTime
            && lhs.duration == rhs.duration && lhs.emissionLatitude == rhs.emissionLatitude
            && lhs.emissionLongitude == rhs.emissionLongitude && lhs.emissionRange == rhs.emissionRange
            && lhs.velocity == rhs.velocity && lhs.velocityRange == rhs.velocityRange
            && lhs.acceleration == rhs.acceleration && lhs.scale == rhs.scale && lhs.scaleRange == rhs.scaleRange
            && lhs.scaleSpeed == rhs.scaleSpeed && lhs.spin == rhs.spin && lhs.spinRange == rhs.spinRange
            && lhs.color == rhs.color && lhs.colorRange == rhs.colorRange && lhs.colorSpeed == rhs.colorSpeed
            && lhs.image === rhs.image && lhs.contentsRect == rhs.contentsRect
            && lhs.contentsScale == rhs.contentsScale && lhs.minificationFilter == rhs.minificationFilter
            && lhs.magnificationFilter == rhs.magnificationFilter && lhs.children == rhs.children
    }
}
