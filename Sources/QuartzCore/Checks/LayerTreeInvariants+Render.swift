#if LAMINA_INTERNAL_CHECKS
    import CoreGraphics

    /// The render tree matches the model: after a commit, each layer's committed node is what
    /// building it from the model now would make.
    extension LayerTreeInvariants {
        /// Compares `layer`'s committed node with its model: identity, geometry, style, contents,
        /// and the sublayer and mask nodes, by identity, in order.
        static func verifyRenderNode(of layer: CALayer) {
            let invariant = "render tree mismatch"
            guard let node = layer.committedNode else {
                report(invariant, layer, "no render node after the commit")
                return
            }
            if node.layerID != layer.layerID { report(invariant, layer, "node made from another layer") }
            if node.geometry != layer.renderGeometry { report(invariant, layer, "geometry differs from the model") }
            if node.style != layer.renderStyle { report(invariant, layer, "style differs from the model") }
            let own = layer.renderOwnContents()
            if node.contents != own.contents { report(invariant, layer, "contents differ from the model") }
            let nodes = node.sublayers
            var offset = 0
            if own.extra != nil {
                if nodes.first?.layerID == layer.contentsNodeID {
                    offset = 1
                } else {
                    report(invariant, layer, "no node for the backing store drawn outside the bounds")
                }
            }
            let list = layer.sublayerList
            // A replicator's nodes are copies, each holding the sublayers' nodes.
            let groups =
                layer is CAReplicatorLayer ? nodes.dropFirst(offset).map(\.sublayers) : [Array(nodes.dropFirst(offset))]
            for group in groups {
                var same = group.count == list.count
                var index = 0
                while same && index < list.count {
                    same = group[index] === list[index].committedNode
                    index += 1
                }
                if !same { report(invariant, layer, "sublayer nodes differ from the sublayers") }
            }
            if node.mask !== layer.mask?.committedNode { report(invariant, layer, "mask node differs from the mask") }
        }
    }
#endif
