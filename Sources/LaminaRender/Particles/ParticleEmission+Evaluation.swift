import Foundation

/// Computing the particles alive at a time, from nothing but the emission and that time.
///
/// A cell born at rate `r` (the cell's `birthRate` times the layer's) gives birth at the times
/// `k / r` of the emitter's local time that fall in its segment and its own active time; birth
/// `k`'s random draws come from a generator seeded by the layer's `seed`, the segment, the cell's
/// place among the cells and `k`, so a particle is the same at every evaluation. Its state at age
/// `a` is closed-form: position `p₀ + v·a + ½·g·a²`, scale `s₀ + scaleSpeed·a`, rotation
/// `spin·a`, colour `c₀ + colorSpeed·a` (clamped to 0…1). A nested cell is emitted from each
/// particle of its parent over the parent's life, at the parent's position, its emission angle
/// relative to the parent's direction of motion there, its scale and colour multiplied by the
/// parent's.
extension ParticleEmission {
    /// One particle at one time: where it is and how it looks.
    package struct Particle: Sendable, Equatable {
        package var birth: Double
        package var position: (x: Double, y: Double, z: Double)
        package var scale: Double
        package var rotation: Double
        package var color: ParticleCell.RGBA
        /// Path to its cell: indices into `cells`, then into each cell's `children`.
        package var cellPath: [Int]
        /// The index of the segment it was born in.
        package var segment = 0

        package static func == (lhs: Particle, rhs: Particle) -> Bool {
            lhs.birth == rhs.birth && lhs.position == rhs.position && lhs.scale == rhs.scale
                && lhs.rotation == rhs.rotation && lhs.color == rhs.color && lhs.cellPath == rhs.cellPath
                && lhs.segment == rhs.segment
        }
    }

    /// The particles alive at `time` (the emitter layer's local time), in drawing order (back
    /// first) for each segment's render mode. At most `maximumParticles` are considered, newest
    /// segments and births first.
    package func particles(at time: Double) -> [Particle] {
        guard time.isFinite else { return [] }
        var budget = Self.maximumParticles
        var result: [Particle] = []
        for (number, segment) in segments.enumerated().reversed() where segment.config.emits && budget > 0 {
            var found: [Particle] = []
            let config = segment.config
            for (index, cell) in config.cells.enumerated() where budget > 0 {
                let emission = Emission(config: config, segment: segment, time: time)
                emission.emit(cell, path: [index], key: UInt64(index), budget: &budget, into: &found)
            }
            Self.order(&found, config.renderMode)
            for index in found.indices { found[index].segment = number }
            result.insert(contentsOf: found, at: 0)
        }
        return result
    }

    /// Sorts one segment's particles for its render mode, back first.
    private static func order(_ particles: inout [Particle], _ mode: RenderMode) {
        switch mode {
        case .oldestLast: particles.sort { $0.birth > $1.birth }
        case .backToFront:
            particles.sort { $0.position.z < $1.position.z || ($0.position.z == $1.position.z && $0.birth < $1.birth) }
        case .unordered, .oldestFirst, .additive: particles.sort { $0.birth < $1.birth }
        }
    }

    /// One segment's emission at one time.
    private struct Emission {
        let config: Config
        let segment: Segment
        let time: Double

        /// What a nested cell inherits from the particle emitting it, at the moment of emission.
        struct Parent {
            var position: (x: Double, y: Double, z: Double)
            var heading: Double
            var scale: Double
            var color: ParticleCell.RGBA
        }

        /// Emits one of the layer's own cells from the emitter's shape, appending the particles
        /// alive at `time`: births over the cell's active time (its `beginTime` and `duration` in
        /// the emitter's local time) within the segment.
        func emit(_ cell: ParticleCell, path: [Int], key: UInt64, budget: inout Int, into found: inout [Particle]) {
            guard cell.isEnabled else { return }
            let rate = cell.birthRate * config.birthRate
            guard rate > 0, rate.isFinite else { return }
            let start = max(cell.beginTime, segment.followsAtOnce ? segment.start.nextUp : segment.start)
            let end = min(cell.duration > 0 ? cell.beginTime + cell.duration : .infinity, segment.end.nextUp)
            let longest = cell.longestLife(depth: 0) * config.lifetime
            births(rate: rate, from: max(start, time - longest), through: min(end, time), end: end, budget: &budget) {
                k, birth, budget in
                var random = ParticleRandom(config.seed, segment.ordinal, key, UInt64(bitPattern: Int64(k)))
                born(
                    cell, at: birth, path: path, key: key, depth: 0, parent: nil, random: &random, budget: &budget,
                    into: &found)
            }
        }

        /// Calls `body` for the births at `k / rate` between `from` and `through` (none at or
        /// after `end`), newest first, while `budget` lasts.
        private func births(
            rate: Double, from: Double, through: Double, end: Double, budget: inout Int,
            _ body: (Double, Double, inout Int) -> Void
        ) {
            guard from <= through else { return }
            let first = (from * rate).rounded(.up)
            var last = (through * rate).rounded(.down)
            if last / rate >= end { last -= 1 }
            guard first <= last, first.isFinite, last.isFinite, abs(last) < 9e15, abs(first) < 9e15 else { return }
            let count = min(last - first + 1, Double(budget))
            var k = last
            while k > last - count, budget > 0 {
                budget -= 1
                body(k, k / rate, &budget)
                k -= 1
            }
        }

        /// One birth of `cell` at `birth`: the particle itself if still alive at `time`, then
        /// what it emits.
        private func born(
            _ cell: ParticleCell, at birth: Double, path: [Int], key: UInt64, depth: Int, parent: Parent?,
            random: inout ParticleRandom, budget: inout Int, into found: inout [Particle]
        ) {
            let life = (cell.lifetime + cell.lifetimeRange * random.signed()) * config.lifetime
            guard life > 0 else { return }
            let start = parent?.position ?? startPoint(&random)
            let speed = (cell.velocity + cell.velocityRange * random.signed()) * config.velocity
            let longitude = cell.emissionLongitude + cell.emissionRange * random.signed() + (parent?.heading ?? 0)
            let latitude = cell.emissionLatitude
            let velocity = (
                x: speed * cos(latitude) * cos(longitude), y: speed * cos(latitude) * sin(longitude),
                z: speed * sin(latitude)
            )
            let g = cell.acceleration
            let scale0 = ((cell.scale + cell.scaleRange * random.signed()) * config.scale) * (parent?.scale ?? 1)
            let spin = (cell.spin + cell.spinRange * random.signed()) * config.spin
            let tint = parent?.color ?? ParticleCell.RGBA(red: 1, green: 1, blue: 1, alpha: 1)
            let color0 = ParticleCell.RGBA(
                red: cell.color.red + cell.colorRange.red * random.signed(),
                green: cell.color.green + cell.colorRange.green * random.signed(),
                blue: cell.color.blue + cell.colorRange.blue * random.signed(),
                alpha: cell.color.alpha + cell.colorRange.alpha * random.signed())
            func position(_ age: Double) -> (x: Double, y: Double, z: Double) {
                (
                    start.x + velocity.x * age + 0.5 * g.x * age * age,
                    start.y + velocity.y * age + 0.5 * g.y * age * age,
                    start.z + velocity.z * age + 0.5 * g.z * age * age
                )
            }
            func color(_ age: Double) -> ParticleCell.RGBA {
                func channel(_ base: Double, _ speed: Double, _ factor: Double) -> Double {
                    let value = (base + speed * age) * factor
                    return value.isNaN ? 0 : min(max(value, 0), 1)
                }
                return ParticleCell.RGBA(
                    red: channel(color0.red, cell.colorSpeed.red, tint.red),
                    green: channel(color0.green, cell.colorSpeed.green, tint.green),
                    blue: channel(color0.blue, cell.colorSpeed.blue, tint.blue),
                    alpha: channel(color0.alpha, cell.colorSpeed.alpha, tint.alpha))
            }
            func scale(_ age: Double) -> Double { max(0, scale0 + cell.scaleSpeed * age) }
            let age = time - birth
            if age < life, cell.image != nil {
                let p = position(age)
                if p.x.isFinite, p.y.isFinite, p.z.isFinite {
                    found.append(
                        Particle(
                            birth: birth, position: p, scale: scale(age), rotation: spin * age, color: color(age),
                            cellPath: path))
                }
            }
            for (index, child) in cell.children.enumerated() where budget > 0 {
                // The child's clock starts at the parent's birth; its emission position, heading,
                // scale and colour are the parent's at each emission.
                let childKey = ParticleRandom.mix(key &* 31 &+ UInt64(index + 1), random.next())
                let heading = { (a: Double) -> Double in
                    let vx = velocity.x + g.x * a
                    let vy = velocity.y + g.y * a
                    return vx == 0 && vy == 0 ? 0 : atan2(vy, vx)
                }
                emitChild(
                    child, path: path + [index], key: childKey, depth: depth + 1, birth: birth, life: life,
                    parent: { a in Parent(position: position(a), heading: heading(a), scale: scale(a), color: color(a))
                    },
                    budget: &budget, into: &found)
            }
        }

        /// Emits nested `cell` from a particle born at `birth` living `life` seconds.
        private func emitChild(
            _ cell: ParticleCell, path: [Int], key: UInt64, depth: Int, birth: Double, life: Double,
            parent: (Double) -> Parent, budget: inout Int, into found: inout [Particle]
        ) {
            guard cell.isEnabled, depth < ParticleEmission.maximumDepth else { return }
            let rate = cell.birthRate * config.birthRate
            guard rate > 0, rate.isFinite else { return }
            let start = max(cell.beginTime, 0)
            let end = min(cell.duration > 0 ? cell.beginTime + cell.duration : .infinity, life)
            let longest = cell.longestLife(depth: depth) * config.lifetime
            births(
                rate: rate, from: max(start, time - birth - longest), through: min(end, time - birth), end: end,
                budget: &budget
            ) {
                k, age, budget in
                var random = ParticleRandom(config.seed, segment.ordinal, key, UInt64(bitPattern: Int64(k)))
                born(
                    cell, at: birth + age, path: path, key: key, depth: depth, parent: parent(age), random: &random,
                    budget: &budget, into: &found)
            }
        }

        /// Where a particle of the layer's own cells starts: a point of the emitter's shape.
        private func startPoint(_ random: inout ParticleRandom) -> (x: Double, y: Double, z: Double) {
            let (u, v, w) = (random.unit(), random.unit(), random.unit())
            let c = config
            let (cx, cy, cz) = (Double(c.position.x), Double(c.position.y), c.zPosition)
            let (width, height) = (Double(c.size.width), Double(c.size.height))
            let onEdge = c.mode == .outline || (c.mode == .surface && (c.shape == .cuboid || c.shape == .sphere))
            switch c.shape {
            case .point:
                return (cx, cy, cz)
            case .line:
                return (cx + (u - 0.5) * width, cy, cz)
            case .rectangle, .cuboid:
                let z = c.shape == .cuboid ? cz + (w - 0.5) * c.depth : cz
                guard onEdge else { return (cx + (u - 0.5) * width, cy + (v - 0.5) * height, z) }
                let edge = Self.perimeterPoint(u, width: abs(width), height: abs(height))
                return (cx + edge.x, cy + edge.y, z)
            case .circle, .sphere:
                let radius = width
                let angle = 2 * Double.pi * v
                if c.shape == .circle {
                    let r = onEdge ? radius : radius * u.squareRoot()
                    return (cx + r * cos(angle), cy + r * sin(angle), cz)
                }
                let r = onEdge ? radius : radius * cbrt(u)
                let zUnit = 2 * w - 1
                let ring = (1 - zUnit * zUnit).squareRoot()
                return (cx + r * ring * cos(angle), cy + r * ring * sin(angle), cz + r * zUnit)
            }
        }

        /// The point a fraction `u` of the way round a rectangle centred on the origin.
        static func perimeterPoint(_ u: Double, width: Double, height: Double) -> (x: Double, y: Double) {
            let total = 2 * (width + height)
            guard total > 0 else { return (0, 0) }
            var d = u * total
            let (hw, hh) = (width / 2, height / 2)
            if d < width { return (-hw + d, -hh) }
            d -= width
            if d < height { return (hw, -hh + d) }
            d -= height
            if d < width { return (hw - d, hh) }
            return (-hw, hh - (d - width))
        }
    }
}

/// The random numbers of one birth: SplitMix64 seeded by a mix of the birth's identity.
package struct ParticleRandom {
    private var state: UInt64

    package init(_ seed: UInt32, _ segment: UInt64, _ cell: UInt64, _ birth: UInt64) {
        state = Self.mix(Self.mix(Self.mix(UInt64(seed), segment), cell), birth)
    }

    /// Mixes `value` into `hash`.
    static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        var z = (hash ^ value) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state, 0)
    }

    /// Uniform in 0..<1.
    package mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Uniform in −1..<1: a value's `range` spreads it evenly over value ± range.
    package mutating func signed() -> Double { 2 * unit() - 1 }
}
