public import CoreGraphics
public import Foundation

/// One kind of particle a `CAEmitterLayer` emits: how often, for how long, where to, and how it
/// looks over its life. Cells in a cell's `emitterCells` are emitted by each of its particles.
///
/// Every `…Range` spreads its value evenly over value ± range for each particle; every `…Speed`
/// changes the value by that much a second over the particle's life. The layer reads its cells
/// when it commits (setting `emitterCells`, or any other change of the layer, makes it read
/// them again), so a cell changed after it was handed over shows the change from the layer's
/// next commit on.
///
/// Divergences from Core Animation: a cell is not an `NSObject` (its key-value coding is
/// `value(forKey:)` and `setValue(_:forKey:)` over its own properties), and its
/// media timing uses `beginTime` and `duration` only — a top-level cell emits from `beginTime`
/// (in the emitter layer's local time) for `duration` seconds (0: for ever), a nested cell the
/// same measured from its parent particle's birth.
open class CAEmitterCell: CAMediaTiming {
    /// Creates a cell with Core Animation's defaults: it emits nothing until `birthRate` and
    /// `lifetime` are set.
    public init() {}

    /// The default value of the property named `key` (Core Animation's class method).
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "enabled", "isEnabled": true
        case "scale", "contentsScale", "speed": 1.0
        case "contentsRect": CGRect(x: 0, y: 0, width: 1, height: 1)
        case "minificationFilter", "magnificationFilter": CALayerContentsFilter.linear.rawValue
        case "color": CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        default: nil
        }
    }

    /// Whether the property named `key` would be archived: always true, as Core Animation's.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The cell's name, by which key paths such as `emitterCells.<name>.birthRate` find it.
    open var name: String?
    /// Whether the cell emits; true by default.
    open var isEnabled = true
    /// Particles born a second (multiplied by the layer's `birthRate`); 0 by default.
    open var birthRate: Float = 0
    /// Seconds a particle lives (multiplied by the layer's `lifetime`); 0 by default.
    open var lifetime: Float = 0
    /// How much `lifetime` varies between particles.
    open var lifetimeRange: Float = 0
    /// The angle from the layer's plane towards +z at which particles leave.
    open var emissionLatitude: CGFloat = 0
    /// The angle in the layer's plane at which particles leave, from +x towards +y (so −π/2
    /// is up in a UIKit layer).
    open var emissionLongitude: CGFloat = 0
    /// How far each particle's direction may turn either way from `emissionLongitude`.
    open var emissionRange: CGFloat = 0
    /// Points a second a particle starts with (multiplied by the layer's `velocity`).
    open var velocity: CGFloat = 0
    /// How much `velocity` varies between particles.
    open var velocityRange: CGFloat = 0
    /// Acceleration along x, in points a second squared.
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y (positive pulls down in a UIKit layer).
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z.
    open var zAcceleration: CGFloat = 0
    /// The factor a particle's image is drawn at (multiplied by the layer's `scale`); 1.
    open var scale: CGFloat = 1
    /// How much `scale` varies between particles.
    open var scaleRange: CGFloat = 0
    /// How fast the scale changes, a second.
    open var scaleSpeed: CGFloat = 0
    /// Radians a second a particle turns (multiplied by the layer's `spin`).
    open var spin: CGFloat = 0
    /// How much `spin` varies between particles.
    open var spinRange: CGFloat = 0
    /// The colour multiplying the particle's image; opaque white by default.
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// How much the red of `color` varies between particles.
    open var redRange: Float = 0
    /// How much the green of `color` varies between particles.
    open var greenRange: Float = 0
    /// How much the blue of `color` varies between particles.
    open var blueRange: Float = 0
    /// How much the alpha of `color` varies between particles.
    open var alphaRange: Float = 0
    /// How fast the red changes, a second.
    open var redSpeed: Float = 0
    /// How fast the green changes, a second.
    open var greenSpeed: Float = 0
    /// How fast the blue changes, a second.
    open var blueSpeed: Float = 0
    /// How fast the alpha changes, a second (negative fades particles out).
    open var alphaSpeed: Float = 0
    /// The particle's image: a `CGImage` (anything else draws nothing).
    open var contents: Any?
    /// The part of the image drawn, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of the image.
    open var contentsScale: CGFloat = 1
    /// The filter used when the image is drawn smaller (`CALayerContentsFilter` raw values).
    open var minificationFilter: String = CALayerContentsFilter.linear.rawValue
    /// The filter used when the image is drawn larger.
    open var magnificationFilter: String = CALayerContentsFilter.linear.rawValue
    /// Stored; Lamina's filters have no level-of-detail bias.
    open var minificationFilterBias: Float = 0
    /// Cells each particle of this cell emits, from where it is, at angles relative to its
    /// direction of motion, inheriting its scale and colour.
    open var emitterCells: [CAEmitterCell]?
    /// Extra values, as Core Animation's `style` dictionary (stored, not read).
    open var style: [AnyHashable: Any]?

    /// When the cell starts emitting (see the type's notes).
    open var beginTime: CFTimeInterval = 0
    /// How long the cell emits; 0 (the default) for ever.
    open var duration: CFTimeInterval = 0
    /// Stored; not applied to emission.
    open var speed: Float = 1
    /// Stored; not applied to emission.
    open var timeOffset: CFTimeInterval = 0
    /// Stored; not applied to emission.
    open var repeatCount: Float = 0
    /// Stored; not applied to emission.
    open var repeatDuration: CFTimeInterval = 0
    /// Stored; not applied to emission.
    open var autoreverses = false
    /// Stored; not applied to emission.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Values set through `setValue(_:forKey:)` under keys that name no property.
    var customValues: [String: Any] = [:]
}

extension CAEmitterCell {
    /// The cell and its nested cells as the render side's values, every number made finite.
    func particleCell(depth: Int = 0) -> ParticleCell {
        func finite<T: BinaryFloatingPoint>(_ value: T, _ fallback: Double = 0) -> Double {
            let v = Double(value)
            return v.isFinite ? v : fallback
        }
        var cell = ParticleCell()
        cell.isEnabled = isEnabled
        cell.birthRate = max(0, finite(birthRate))
        cell.lifetime = max(0, finite(lifetime))
        cell.lifetimeRange = finite(lifetimeRange)
        cell.beginTime = finite(beginTime)
        cell.duration = max(0, finite(duration))
        cell.emissionLatitude = finite(emissionLatitude)
        cell.emissionLongitude = finite(emissionLongitude)
        cell.emissionRange = finite(emissionRange)
        cell.velocity = finite(velocity)
        cell.velocityRange = finite(velocityRange)
        cell.acceleration = (finite(xAcceleration), finite(yAcceleration), finite(zAcceleration))
        cell.scale = finite(scale, 1)
        cell.scaleRange = finite(scaleRange)
        cell.scaleSpeed = finite(scaleSpeed)
        cell.spin = finite(spin)
        cell.spinRange = finite(spinRange)
        let rgba = color?.rgba ?? (red: 1, green: 1, blue: 1, alpha: 1)
        cell.color = ParticleCell.RGBA(
            red: finite(rgba.red), green: finite(rgba.green), blue: finite(rgba.blue), alpha: finite(rgba.alpha))
        cell.colorRange = ParticleCell.RGBA(
            red: finite(redRange), green: finite(greenRange), blue: finite(blueRange), alpha: finite(alphaRange))
        cell.colorSpeed = ParticleCell.RGBA(
            red: finite(redSpeed), green: finite(greenSpeed), blue: finite(blueSpeed), alpha: finite(alphaSpeed))
        cell.image = contents as? CGImage
        if contentsRect.origin.x.isFinite, contentsRect.origin.y.isFinite, contentsRect.width.isFinite,
            contentsRect.height.isFinite
        {
            cell.contentsRect = contentsRect
        }
        cell.contentsScale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        cell.minificationFilter = CALayerContentsFilter(rawValue: minificationFilter)
        cell.magnificationFilter = CALayerContentsFilter(rawValue: magnificationFilter)
        if depth + 1 < ParticleEmission.maximumDepth {
            cell.children = (emitterCells ?? []).map { $0.particleCell(depth: depth + 1) }
        }
        return cell
    }
}
