import CoreGraphics
import Foundation
import LaminaRender
import Testing

/// A 1 × 1 image for cells that must draw.
private let dot: CGImage = {
    let context = CGContext(
        data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
    return context.makeImage()!
}()

/// A cell emitting `rate` particles a second living `lifetime` seconds at `velocity` along +x.
private func cell(rate: Double = 2, lifetime: Double = 1.25, velocity: Double = 10) -> ParticleCell {
    var cell = ParticleCell()
    cell.birthRate = rate
    cell.lifetime = lifetime
    cell.velocity = velocity
    cell.image = dot
    return cell
}

/// One open segment from `start` emitting `cells` from (5, 5).
private func emission(_ cells: [ParticleCell], start: Double = 0, end: Double = .infinity) -> ParticleEmission {
    var config = ParticleEmission.Config()
    config.cells = cells
    config.position = CGPoint(x: 5, y: 5)
    return ParticleEmission(segments: [.init(config: config, ordinal: 0, start: start, end: end)])
}

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

@Suite struct ParticleEmissionTests {
    @Test func particlesAreBornAtTheRateAndMoveAtTheirVelocity() {
        let e = emission([cell()])
        // Births at 0, 0.5 and 1.0; at 1.0 they are 1.0, 0.5 and 0 seconds old, oldest first.
        #expect(e.particles(at: 1).map(\.position.x) == [15, 10, 5])
        #expect(e.particles(at: 1).map(\.birth) == [0, 0.5, 1])
        // At 1.3 the first has lived its 1.25 seconds.
        let later = e.particles(at: 1.3).map(\.position.x)
        #expect(later.count == 2 && close(later[0], 13) && close(later[1], 8), "\(later)")
        #expect(e.particles(at: -1).isEmpty)
        #expect(e.particles(at: .nan).isEmpty)
        // Stateless: the same time gives the same particles, whatever was evaluated between.
        #expect(e.particles(at: 1) == e.particles(at: 1))
    }

    @Test func accelerationLongitudeScaleSpinAndColourFollowTheirFormulas() {
        var c = cell(rate: 1, lifetime: 10, velocity: 10)
        c.emissionLongitude = -Double.pi / 2
        c.acceleration = (x: 4, y: 20, z: 0)
        c.scaleSpeed = 0.5
        c.spin = 2
        c.color = ParticleCell.RGBA(red: 1, green: 0.5, blue: 0, alpha: 1)
        c.colorSpeed = ParticleCell.RGBA(red: 0, green: 0.25, blue: 0, alpha: -0.5)
        let first = emission([c]).particles(at: 1)[0]
        #expect(first.birth == 0)
        // Up at 10 points a second, pulled down at 20 and right at 4: p = p0 + v·t + ½·g·t².
        #expect(close(first.position.x, 5 + 2))
        #expect(close(first.position.y, 5 - 10 + 10))
        #expect(first.scale == 1.5)
        #expect(first.rotation == 2)
        #expect(first.color == ParticleCell.RGBA(red: 1, green: 0.75, blue: 0, alpha: 0.5))
        // Colours clamp to 0…1.
        #expect(emission([c]).particles(at: 3)[0].color.alpha == 0)
    }

    @Test func rangesSpreadValuesWithinTheirBoundsAndTheSeedDecides() {
        var c = cell(rate: 100, lifetime: 10, velocity: 10)
        c.velocityRange = 5
        c.emissionRange = Double.pi / 4
        let particles = emission([c]).particles(at: 1)
        #expect(particles.count == 101)
        for p in particles {
            let age = 1 - p.birth
            let (dx, dy) = (p.position.x - 5, p.position.y - 5)
            let speed = (dx * dx + dy * dy).squareRoot() / max(age, 1e-12)
            if age > 0 {
                #expect(speed >= 5 - 1e-9 && speed <= 15 + 1e-9)
                #expect(abs(atan2(dy, dx)) <= Double.pi / 4 + 1e-9)
            }
        }
        // Spread over the range, not bunched: both halves of the fan are used.
        #expect(particles.contains { $0.position.y > 5.5 } && particles.contains { $0.position.y < 4.5 })
        var reseeded = emission([c])
        reseeded.segments[0].config.seed = 7
        #expect(reseeded.particles(at: 1) != particles)
        #expect(reseeded.particles(at: 1).map(\.birth) == particles.map(\.birth))
    }

    @Test func aClosedSegmentStopsBirthsAndItsParticlesLiveOn() {
        let e = emission([cell(rate: 1, lifetime: 3)], start: 0, end: 1.5)
        // Births at 0 and 1 only.
        #expect(e.particles(at: 2).map(\.birth) == [0, 1])
        #expect(e.particles(at: 3.5).map(\.birth) == [1])
        #expect(e.particles(at: 4).isEmpty)
        #expect(e.isRunning(at: 3.9))
        #expect(!e.isRunning(at: 4.5))
        #expect(emission([cell()]).isRunning(at: 1e9))
    }

    @Test func aCellsBeginTimeAndDurationBoundItsBirths() {
        var c = cell(rate: 1, lifetime: 100)
        c.beginTime = 2
        c.duration = 2.5
        #expect(emission([c]).particles(at: 10).map(\.birth) == [2, 3, 4])
        c.isEnabled = false
        #expect(emission([c]).particles(at: 10).isEmpty)
    }

    @Test func nestedCellsAreEmittedFromTheirParentsInheritingScaleAndColour() {
        var parent = cell(rate: 1, lifetime: 2, velocity: 10)
        parent.image = nil  // an invisible rocket
        parent.scale = 2
        parent.color = ParticleCell.RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        var trail = cell(rate: 2, lifetime: 10, velocity: 0)
        trail.color = ParticleCell.RGBA(red: 0.5, green: 1, blue: 1, alpha: 1)
        parent.children = [trail]
        // The rocket born at 0 leaves trail particles at its ages 0, 0.5, 1 and 1.5 (it dies at 2),
        // each where the rocket was then; the rocket born at 1 has left two by 1.5.
        let particles = emission([parent]).particles(at: 1.5)
        let fromFirst = particles.filter { $0.position.y == 5 }.map(\.position.x).sorted()
        #expect(fromFirst == [5, 5, 10, 10, 15, 20], "\(particles.map(\.position))")
        #expect(particles.allSatisfy { $0.scale == 2 && $0.color == .init(red: 0.5, green: 0, blue: 0, alpha: 1) })
        #expect(particles.allSatisfy { $0.cellPath == [0, 0] })
        // A nested cell emits along its parent's direction of motion: a parent moving down.
        var down = parent
        down.emissionLongitude = Double.pi / 2
        var spark = cell(rate: 1, lifetime: 10, velocity: 3)
        spark.emissionLongitude = 0
        down.children = [spark]
        let spark0 = emission([down]).particles(at: 1).first { $0.birth == 0 }!
        #expect(close(spark0.position.x, 5) && close(spark0.position.y, 8), "\(spark0.position)")
    }

    @Test func shapesPlaceTheirParticlesOnTheShape() {
        func starts(_ shape: ParticleEmission.Shape, _ mode: ParticleEmission.Mode) -> [(Double, Double, Double)] {
            var e = emission([cell(rate: 200, lifetime: 1, velocity: 0)])
            e.segments[0].config.shape = shape
            e.segments[0].config.mode = mode
            e.segments[0].config.size = CGSize(width: 8, height: 4)
            e.segments[0].config.depth = 6
            return e.particles(at: 0.5).map { ($0.position.x - 5, $0.position.y - 5, $0.position.z) }
        }
        #expect(starts(.point, .volume).allSatisfy { $0 == (0, 0, 0) })
        #expect(starts(.line, .volume).allSatisfy { abs($0.0) <= 4 && $0.1 == 0 && $0.2 == 0 })
        #expect(starts(.rectangle, .surface).allSatisfy { abs($0.0) <= 4 && abs($0.1) <= 2 && $0.2 == 0 })
        #expect(
            starts(.rectangle, .outline).allSatisfy {
                (close(abs($0.0), 4) && abs($0.1) <= 2) || (close(abs($0.1), 2) && abs($0.0) <= 4)
            })
        #expect(starts(.cuboid, .volume).allSatisfy { abs($0.0) <= 4 && abs($0.1) <= 2 && abs($0.2) <= 3 })
        #expect(starts(.circle, .outline).allSatisfy { close(($0.0 * $0.0 + $0.1 * $0.1).squareRoot(), 8) })
        #expect(starts(.circle, .volume).allSatisfy { ($0.0 * $0.0 + $0.1 * $0.1).squareRoot() <= 8 + 1e-9 })
        #expect(
            starts(.sphere, .surface).allSatisfy { close(($0.0 * $0.0 + $0.1 * $0.1 + $0.2 * $0.2).squareRoot(), 8) })
        // A circle's inside is used, not only its centre or rim.
        #expect(starts(.circle, .volume).contains { ($0.0 * $0.0 + $0.1 * $0.1).squareRoot() < 4 })
    }

    @Test func renderModesOrderTheParticles() {
        var e = emission([cell(rate: 1, lifetime: 10)])
        e.segments[0].config.renderMode = .oldestLast
        #expect(e.particles(at: 2).map(\.birth) == [2, 1, 0])
        e.segments[0].config.renderMode = .oldestFirst
        #expect(e.particles(at: 2).map(\.birth) == [0, 1, 2])
        var deep = cell(rate: 1, lifetime: 10)
        deep.emissionLatitude = Double.pi / 2
        deep.emissionLongitude = 0
        var towardsViewer = emission([deep])
        towardsViewer.segments[0].config.renderMode = .backToFront
        // Moving towards +z: the oldest is nearest, drawn last.
        #expect(towardsViewer.particles(at: 2).map(\.birth) == [2, 1, 0])
    }

    @Test func hugeRatesAreBoundedAndBadNumbersEmitNothing() {
        let flood = emission([cell(rate: 1e9, lifetime: 1e6)])
        let particles = flood.particles(at: 1e6)
        #expect(particles.count == ParticleEmission.maximumParticles)
        // The newest are kept.
        #expect(particles.last?.birth == 1e6)
        #expect(emission([cell(rate: .infinity)]).particles(at: 1).isEmpty)
        #expect(emission([cell(rate: 1, lifetime: 1, velocity: .infinity)]).particles(at: 1).isEmpty)
        // Local times past what a double counts in births emit nothing rather than trap.
        #expect(emission([cell(rate: 1e300, lifetime: 1)]).particles(at: 1e300).isEmpty)
        // Nesting deeper than the limit stops there.
        var chain = cell(rate: 1, lifetime: 10, velocity: 0)
        for _ in 0..<10 {
            var outer = cell(rate: 1, lifetime: 10, velocity: 0)
            outer.children = [chain]
            chain = outer
        }
        let nested = emission([chain]).particles(at: 0)
        #expect(nested.map(\.cellPath.count).max() == ParticleEmission.maximumDepth)
    }
}
