import CoreGraphics

/// Copying a layer's model state into a render node.
extension CALayer {
    /// The identity of the extra node that shows a backing store drawn outside the bounds (a
    /// shape layer's path); layer IDs are even, so the ID with its low bit set never collides.
    var contentsNodeID: UInt { layerID | 1 }

    /// The node's geometry: the layer's, verbatim.
    var renderGeometry: RenderNode.Geometry {
        RenderNode.Geometry(
            bounds: bounds, position: position, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
            zPosition: zPosition, transform: transform, sublayerTransform: sublayerTransform)
    }

    /// The node's style: the stored one (`styleFields`, which the appearance setters write), with
    /// the parts the layer works out at the build.
    var renderStyle: RenderNode.Style {
        var style = styleFields
        if shadowOpacity > 0, let shadowColor {
            style.shadow = RenderNode.Shadow(
                color: shadowColor, opacity: shadowOpacity, offset: shadowOffset, radius: shadowRadius,
                path: shadowPath?.storage)
        }
        // The promise is about the contents (as in Core Animation, where it shapes the backing
        // store): a layer showing none hides nothing behind it, whatever it promised.
        style.isOpaque = hasOpaqueBackingStore && showsContentsImage
        style.flattensSublayers = flattensSublayers
        return style
    }

    /// Whether the layer shows a bitmap: `contents` set to a `CGImage`, or a drawn backing store.
    var showsContentsImage: Bool {
        if let explicitContents { return explicitContents is CGImage }
        return backing?.image != nil
    }

    /// `image` placed with the layer's contents properties.
    func renderContents(_ image: CGImage) -> RenderNode.Contents {
        var contents = placementFields.contents(showing: image)
        contents.version = contentsVersion
        return contents
    }

    /// The layer's own node parts: its contents, and a node in front of nothing but behind the
    /// sublayers when the backing store covers more than the bounds.
    ///
    /// `contents` set to a `CGImage` fills the bounds; a backing store drawn over exactly the
    /// bounds does too. A backing store over another area (a shape layer's path reaching outside
    /// its bounds) becomes an extra first sublayer node whose bounds space is the layer's own, so
    /// the drawing shows where Core Animation shows it, unclipped unless the layer masks.
    func renderOwnContents() -> (contents: RenderNode.Contents?, extra: RenderNode?) {
        if let explicitContents {
            guard let image = explicitContents as? CGImage else { return (nil, nil) }
            return (renderContents(image), nil)
        }
        guard let backing, let image = backing.image else { return (nil, nil) }
        // A store drawn over the bounds stays the layer's contents when the bounds change without
        // a redraw: gravity places it, as in Core Animation. Only a store that covers another
        // area by design (a shape layer's painted area) is placed as a node of its own.
        if backing.rect == bounds || drawingRect == bounds || isRedrawingAnimatedContent {
            return (renderContents(image), nil)
        }
        var contents = RenderNode.Contents(image: image)
        contents.contentsScale = backing.scale
        contents.version = contentsVersion
        let geometry = RenderNode.Geometry(
            bounds: backing.rect, position: backing.rect.origin, anchorPoint: .zero)
        return (nil, RenderNode(layerID: contentsNodeID, geometry: geometry, contents: contents))
    }
}
