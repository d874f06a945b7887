import CoreGraphics
import Foundation

/// Transitions on the render side: a node whose layer runs a transition is shown as a container
/// with the layer's geometry holding two copies of its content — the committed state from when
/// the transition was added, and the current one — each moved, turned or faded by the progress.
extension RenderNode {
    /// Bits that make the identities of the two copies out of the layer's (layer IDs stay far below).
    static let fromCopyBit: UInt = 1 << 61
    static let toCopyBit: UInt = 1 << 60

    /// The transition of `tracks` in effect at `time`, with its progress (0…1, after its curve).
    static func activeTransition(
        in tracks: [AnimationTrack], at time: Double
    ) -> (style: AnimationTrack.TransitionStyle, from: RenderNode?, progress: Double)? {
        for track in tracks.reversed() {
            guard case .transition(let style, let from, let start, let end) = track.kind,
                let sample = track.timing.sample(atParentTime: time)
            else { continue }
            let eased = track.curve?.progress(at: sample.progress) ?? sample.progress
            let progress = start + (end - start) * eased
            return (style, from, progress.isFinite ? min(max(progress, 0), 1) : 1)
        }
        return nil
    }

    /// The container showing `self` (the new state) replacing `from` at `progress`.
    func transitionNode(from: RenderNode?, style kind: AnimationTrack.TransitionStyle, progress p: Double) -> RenderNode
    {
        let size = geometry.bounds.size
        let t = CGFloat(p)
        var fromMove = CATransform3DIdentity
        var toMove = CATransform3DIdentity
        var (fromAlpha, toAlpha): (Float, Float) = (1, 1)
        var fromOnTop = false
        var perspective = CATransform3DIdentity
        switch kind {
        case .curl(let up):
            return curlNode(from: from, progress: p, up: up)
        case .fade:
            (fromAlpha, toAlpha) = (Float(1 - p), Float(p))
        case .moveIn(let edge):
            toMove = CATransform3DMakeTranslation(edge.dx * size.width * (1 - t), edge.dy * size.height * (1 - t), 0)
        case .push(let edge):
            toMove = CATransform3DMakeTranslation(edge.dx * size.width * (1 - t), edge.dy * size.height * (1 - t), 0)
            fromMove = CATransform3DMakeTranslation(-edge.dx * size.width * t, -edge.dy * size.height * t, 0)
        case .reveal(let edge):
            fromMove = CATransform3DMakeTranslation(-edge.dx * size.width * t, -edge.dy * size.height * t, 0)
            fromOnTop = true
        case .flip(let horizontalAxis, let sign):
            let (x, y): (CGFloat, CGFloat) = horizontalAxis ? (1, 0) : (0, 1)
            if p < 0.5 {
                fromMove = CATransform3DMakeRotation(sign * .pi * t, x, y, 0)
                toAlpha = 0
            } else {
                toMove = CATransform3DMakeRotation(sign * .pi * (t - 1), x, y, 0)
                fromAlpha = 0
            }
            perspective.m34 = -1 / max(2 * max(size.width, size.height), 1)
        }
        var newCopy = copy(of: self, id: layerID | Self.toCopyBit, transform: toMove, alpha: toAlpha)
        if case .fade = kind, from != nil {
            // A cross-fade adds the new content at p to the old at 1 − p: no dip half way.
            var look = newCopy.style
            look.blendsAdditively = true
            newCopy = RenderNode(
                layerID: newCopy.layerID, geometry: newCopy.geometry, style: look, contents: newCopy.contents,
                mask: newCopy.mask, sublayers: newCopy.sublayers)
        }
        let oldCopy = from.map { copy(of: $0, id: layerID | Self.fromCopyBit, transform: fromMove, alpha: fromAlpha) }
        var copies = [newCopy]
        if let oldCopy { copies.insert(oldCopy, at: fromOnTop ? 1 : 0) }
        var containerStyle = Style()
        containerStyle.isHidden = style.isHidden
        containerStyle.masksToBounds = style.masksToBounds
        var containerGeometry = geometry
        containerGeometry.sublayerTransform = CATransform3DConcat(geometry.sublayerTransform, perspective)
        return RenderNode(layerID: layerID, geometry: containerGeometry, style: containerStyle, sublayers: copies)
    }

    /// `node`'s own look and content, placed at the container's origin (its bounds space is the
    /// container's), moved by `transform` about its centre and faded by `alpha`.
    func copy(of node: RenderNode, id: UInt, transform: CATransform3D, alpha: Float) -> RenderNode {
        var placed = node.geometry
        let bounds = node.geometry.bounds
        placed.position = CGPoint(
            x: bounds.minX + placed.anchorPoint.x * bounds.width, y: bounds.minY + placed.anchorPoint.y * bounds.height)
        placed.transform = transform
        placed.zPosition = 0
        var look = node.style
        look.opacity *= alpha
        look.isHidden = false
        return RenderNode(
            layerID: id, geometry: placed, style: look, contents: node.contents, mask: node.mask,
            sublayers: node.sublayers)
    }
}
