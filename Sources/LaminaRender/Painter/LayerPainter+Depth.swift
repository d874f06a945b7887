import Foundation

/// Transform layers: sublayers sharing one 3-D space, drawn back to front.
extension PaintSession {
    private struct Participant {
        var node: RenderNode
        var local: Matrix4
        var alpha: Double
        var depth: Double
        var order: Int
    }

    /// Draws the sublayers of the transform layer `node` (which draws nothing itself) sorted by
    /// the depth of their centres, farthest first; nested transform layers join the same sort.
    func drawTransformLayer(_ node: RenderNode, local: Matrix4, plane: Matrix4, alpha: Double, target: PaintTarget) {
        var participants: [Participant] = []
        collect(node, local: local, alpha: alpha * node.clampedOpacity, into: &participants)
        participants.sort { $0.depth != $1.depth ? $0.depth < $1.depth : $0.order < $1.order }
        for participant in participants {
            drawLayer(
                participant.node, local: participant.local, plane: plane, alpha: participant.alpha, target: target)
        }
    }

    private func collect(_ node: RenderNode, local: Matrix4, alpha: Double, into participants: inout [Participant]) {
        let sublayerMatrix = node.sublayerMatrix
        for child in node.sublayersInDrawingOrder where !child.style.isHidden && child.isDrawable {
            var childLocal = child.localMatrix
            if let sublayerMatrix { childLocal = childLocal * sublayerMatrix }
            childLocal = childLocal * local
            let childAlpha = alpha * child.clampedOpacity
            guard childAlpha > 0 else { continue }
            if !child.style.flattensSublayers {
                collect(child, local: childLocal, alpha: childAlpha, into: &participants)
                continue
            }
            let b = child.boundsBox
            // Depth of the centre, +z towards the viewer; a centre behind the eye sorts first.
            let depth = childLocal.project(x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2)?.z ?? -.infinity
            participants.append(
                Participant(node: child, local: childLocal, alpha: alpha, depth: depth, order: participants.count))
        }
    }
}
