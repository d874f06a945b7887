import CoreGraphics
import Foundation

/// Particles as render nodes: an emitter layer's evaluated node shows its particles in a
/// container node in front of its own contents and behind its sublayers.
extension RenderNode {
    /// The bit that makes a particle container's identity out of its emitter layer's (layer
    /// identities stay far below it).
    static let particleContainerBit: UInt = 1 << 59

    /// The node holding the particles of `emission` alive at `time` (the emitter's local time),
    /// or nil when there are none. Its space is the emitter's bounds space; each particle is a
    /// node showing its cell's image, centred on the particle, scaled and turned, its opacity
    /// the particle's alpha and its colour multiplying the image.
    static func particleContainer(for emission: ParticleEmission, at time: Double, layerID: UInt) -> RenderNode? {
        let particles = emission.particles(at: time)
        guard !particles.isEmpty else { return nil }
        var nodes: [RenderNode] = []
        nodes.reserveCapacity(particles.count)
        var preservesDepth = false
        for (index, particle) in particles.enumerated() {
            let config = emission.segments[particle.segment].config
            preservesDepth = preservesDepth || config.preservesDepth
            guard let cell = config.cell(at: particle.cellPath), let image = cell.image,
                let node = particleNode(
                    particle, cell: cell, image: image, id: UInt(index) << 1,
                    additive: config.renderMode == .additive)
            else { continue }
            nodes.append(node)
        }
        guard !nodes.isEmpty else { return nil }
        var style = Style()
        style.flattensSublayers = !preservesDepth
        return RenderNode(
            layerID: layerID | particleContainerBit,
            geometry: Geometry(bounds: .zero, position: .zero, anchorPoint: .zero), style: style, sublayers: nodes)
    }

    /// One particle's node; nil when it shows nothing.
    private static func particleNode(
        _ particle: ParticleEmission.Particle, cell: ParticleCell, image: CGImage, id: UInt, additive: Bool
    ) -> RenderNode? {
        let color = particle.color
        guard color.alpha > 0, particle.scale > 0 else { return nil }
        let rect = cell.contentsRect
        let scale = cell.contentsScale > 0 ? cell.contentsScale : 1
        let width = CGFloat(image.width) * rect.width / scale
        let height = CGFloat(image.height) * rect.height / scale
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        var geometry = Geometry(
            bounds: CGRect(x: 0, y: 0, width: width, height: height),
            position: CGPoint(x: particle.position.x, y: particle.position.y),
            zPosition: CGFloat(particle.position.z))
        var transform = CATransform3DMakeScale(CGFloat(particle.scale), CGFloat(particle.scale), 1)
        if particle.rotation != 0 {
            transform = CATransform3DRotate(transform, CGFloat(particle.rotation), 0, 0, 1)
        }
        guard transform.isFinite else { return nil }
        geometry.transform = transform
        var style = Style()
        style.opacity = Float(color.alpha)
        style.blendsAdditively = additive
        let tint = Tint(red: Float(color.red), green: Float(color.green), blue: Float(color.blue))
        if !tint.isIdentity { style.tint = tint }
        var contents = Contents(image: image)
        contents.contentsRect = rect
        contents.minificationFilter = cell.minificationFilter
        contents.magnificationFilter = cell.magnificationFilter
        return RenderNode(layerID: id, geometry: geometry, style: style, contents: contents)
    }
}

extension ParticleEmission.Config {
    /// The cell at `path` (an index into `cells`, then into each cell's `children`).
    func cell(at path: [Int]) -> ParticleCell? {
        guard let first = path.first, cells.indices.contains(first) else { return nil }
        var cell = cells[first]
        for index in path.dropFirst() {
            guard cell.children.indices.contains(index) else { return nil }
            cell = cell.children[index]
        }
        return cell
    }
}
