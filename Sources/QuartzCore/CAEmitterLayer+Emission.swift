import CoreGraphics
import Foundation

/// The emitter's side of the commit: its settings as a `ParticleEmission.Config`, and the
/// segments that record when each setting was in force.
extension CAEmitterLayer {
    /// The layer's emitter properties and cells as the render side's values, numbers made finite.
    var particleConfig: ParticleEmission.Config {
        func finite<T: BinaryFloatingPoint>(_ value: T, _ fallback: Double) -> Double {
            let v = Double(value)
            return v.isFinite ? v : fallback
        }
        var config = ParticleEmission.Config()
        config.cells = (emitterCells ?? []).map { $0.particleCell() }
        if emitterPosition.x.isFinite, emitterPosition.y.isFinite { config.position = emitterPosition }
        config.zPosition = finite(emitterZPosition, 0)
        if emitterSize.width.isFinite, emitterSize.height.isFinite { config.size = emitterSize }
        config.depth = finite(emitterDepth, 0)
        config.shape =
            switch emitterShape {
            case .line: .line
            case .rectangle: .rectangle
            case .cuboid: .cuboid
            case .circle: .circle
            case .sphere: .sphere
            default: .point
            }
        config.mode =
            switch emitterMode {
            case .points: .points
            case .outline: .outline
            case .surface: .surface
            default: .volume
            }
        config.renderMode =
            switch renderMode {
            case .oldestFirst: .oldestFirst
            case .oldestLast: .oldestLast
            case .backToFront: .backToFront
            case .additive: .additive
            default: .unordered
            }
        config.preservesDepth = preservesDepth
        config.birthRate = max(0, finite(birthRate, 0))
        config.lifetime = max(0, finite(lifetime, 0))
        config.velocity = finite(velocity, 1)
        config.scale = finite(scale, 1)
        config.spin = finite(spin, 1)
        config.seed = seed
        return config
    }

    /// The emission as of this commit: the current segment ends and a new one starts when the
    /// settings changed; segments whose particles are all gone are dropped. Nil when nothing was
    /// ever emitted and nothing is.
    func commitEmission() -> ParticleEmission? {
        let now = convertTime(currentMediaTime, from: nil)
        guard now.isFinite else { return nil }
        let config = particleConfig
        if let last = emissionSegments.last, last.end == .infinity, last.config != config {
            emissionSegments[emissionSegments.count - 1].end = now
        }
        if config.emits, emissionSegments.last?.end != .infinity {
            let follows = emissionSegments.last?.end == now
            emissionSegments.append(
                ParticleEmission.Segment(
                    config: config, ordinal: nextSegmentOrdinal, start: now, followsAtOnce: follows))
            nextSegmentOrdinal &+= 1
        }
        emissionSegments.removeAll { $0.end != .infinity && $0.end + $0.config.longestLife <= now }
        if emissionSegments.count > ParticleEmission.maximumSegments {
            emissionSegments.removeFirst(emissionSegments.count - ParticleEmission.maximumSegments)
        }
        return emissionSegments.isEmpty ? nil : ParticleEmission(segments: emissionSegments)
    }

    /// `animation` with the emission added (nil when there is neither).
    func addingEmission(to animation: RenderNode.Animation?) -> RenderNode.Animation? {
        guard let emission = commitEmission() else { return animation }
        var result = animation ?? RenderNode.Animation(timing: ownTiming, tracks: [])
        result.emission = emission
        return result
    }
}
