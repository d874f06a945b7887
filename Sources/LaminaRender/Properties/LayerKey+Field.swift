import CoreGraphics

extension LayerKey {
    /// Where a render node keeps the property: the field the commit copies the model value into,
    /// and the one the animation evaluator reads and writes (under the key's `rule`). The default
    /// (Core Animation's, which a new layer has) is the field's value in the node part's model
    /// default (`Geometry.modelDefault`, `Style()`, `Shadow.modelDefault`, `ContentsPlacement()`),
    /// which `CALayer` stores its properties in or starts them from; only the properties the
    /// node does not show declare theirs here.
    private var declaredField: NodeField {
        switch self {
        case .bounds: .geometry(\.bounds)
        case .position: .geometry(\.position)
        case .zPosition: .geometry(\.zPosition)
        case .anchorPoint: .geometry(\.anchorPoint)
        case .anchorPointZ: .geometry(\.anchorPointZ)
        case .transform: .geometry(\.transform)
        case .sublayerTransform: .geometry(\.sublayerTransform)
        case .geometryFlipped: .unrendered(default: false)
        case .hidden: .style(\.isHidden)
        case .opacity: .style(\.opacity)
        case .masksToBounds: .style(\.masksToBounds)
        case .backgroundColor: .style(\.backgroundColor)
        case .borderWidth: .style(\.borderWidth)
        case .borderColor: .style(\.borderColor)
        case .cornerRadius: .style(\.cornerRadius)
        case .maskedCorners: .style(\.maskedCorners)
        case .cornerCurve: .unrendered(default: CALayerCornerCurve.circular)
        case .shadowColor: .shadow(\.color)
        case .shadowOpacity: .shadow(\.opacity)
        case .shadowOffset: .shadow(\.offset)
        case .shadowRadius: .shadow(\.radius)
        case .shadowPath: .shadow(\.path)
        case .opaque: .style(\.isOpaque)
        case .doubleSided: .style(\.isDoubleSided)
        case .allowsGroupOpacity: .style(\.allowsGroupOpacity)
        case .contents: .contentsImage
        case .contentsGravity: .contents(\.gravity)
        case .contentsRect: .contents(\.contentsRect)
        case .contentsCenter: .contents(\.contentsCenter)
        case .contentsScale: .contents(\.contentsScale)
        case .minificationFilter: .contents(\.minificationFilter)
        case .magnificationFilter: .contents(\.magnificationFilter)
        }
    }

    /// Where the render node keeps the property (see `declaredField`).
    package var field: NodeField { Self.fields[rawValue] }

    private static let fields = allCases.map(\.declaredField)
}

/// Where a render node keeps one layer property, and how the animation evaluator reads and
/// writes it there (`LayerKey.field`).
package struct NodeField: Sendable {
    /// Core Animation's default value (a new layer's), of the property's type.
    package let defaultValue: any Sendable
    /// Whether the render node shows the property at all (`geometryFlipped` and `cornerCurve`
    /// are only stored).
    package let isRendered: Bool
    let read: @Sendable (AnimatedNodeState) -> (any Sendable)?
    let readAnimated: @Sendable (AnimatedNodeState) -> AnimatableValue?
    let write: @Sendable (inout AnimatedNodeState, AnimatableValue, ValueRule) -> Void

    /// The property's value on `node` (for a shadow property of a node without a shadow, the
    /// default; for a contents property of a node without contents, nil).
    package func value(in node: RenderNode) -> Any? {
        read(AnimatedNodeState(geometry: node.geometry, style: node.style, contents: node.contents))
    }

    /// The property's value on `node` as an animation holds it; nil for values that do not animate.
    package func animatedValue(in node: RenderNode) -> AnimatableValue? {
        readAnimated(AnimatedNodeState(geometry: node.geometry, style: node.style, contents: node.contents))
    }

    /// The value as an animation starts from it.
    func animatedValue(in state: AnimatedNodeState) -> AnimatableValue? { readAnimated(state) }

    /// Applies an animated value under `rule`; values of the wrong kind, or refused by the
    /// rule, are ignored.
    func apply(_ value: AnimatableValue, rule: ValueRule, to state: inout AnimatedNodeState) {
        write(&state, value, rule)
    }

    /// A field of the node's geometry.
    static func geometry<V: LayerPropertyValue>(
        _ path: any WritableKeyPath<RenderNode.Geometry, V> & Sendable
    ) -> NodeField {
        node(\AnimatedNodeState.geometry, path, default: RenderNode.Geometry.modelDefault[keyPath: path])
    }

    /// A field of the node's style.
    static func style<V: LayerPropertyValue>(
        _ path: any WritableKeyPath<RenderNode.Style, V> & Sendable
    ) -> NodeField {
        node(\AnimatedNodeState.style, path, default: RenderNode.Style()[keyPath: path])
    }

    /// A field `path` of the part `part` of the node (its geometry or style), which every node has.
    private static func node<Part, V: LayerPropertyValue>(
        _ part: any WritableKeyPath<AnimatedNodeState, Part> & Sendable,
        _ path: any WritableKeyPath<Part, V> & Sendable, default value: V
    ) -> NodeField {
        NodeField(
            defaultValue: value, isRendered: true, read: { $0[keyPath: part][keyPath: path] },
            readAnimated: { $0[keyPath: part][keyPath: path].animated },
            write: { state, animated, rule in
                guard let v = V.value(animated: animated)?.constrained(by: rule, clampingRange: true) else { return }
                state[keyPath: part][keyPath: path] = v
            })
    }

    /// A field of the node's shadow, which exists only while its opacity is above 0: reads of a
    /// node without one give Core Animation's defaults.
    static func shadow<V: LayerPropertyValue>(
        _ path: any WritableKeyPath<RenderNode.Shadow, V> & Sendable
    ) -> NodeField {
        NodeField(
            defaultValue: RenderNode.Shadow.modelDefault[keyPath: path], isRendered: true,
            read: { $0.shadow[keyPath: path] },
            readAnimated: { $0.shadow[keyPath: path].animated },
            write: { state, animated, rule in
                guard let v = V.value(animated: animated)?.constrained(by: rule, clampingRange: true) else { return }
                var shadow = state.shadow
                shadow[keyPath: path] = v
                state.style.shadow = shadow.opacity > 0 ? shadow : nil
            })
    }

    /// A field of the node's contents placement, which exists only while it shows a bitmap.
    static func contents<V: LayerPropertyValue>(
        _ path: any WritableKeyPath<RenderNode.ContentsPlacement, V> & Sendable
    ) -> NodeField {
        NodeField(
            defaultValue: RenderNode.ContentsPlacement()[keyPath: path], isRendered: true,
            read: { $0.contents?.placement[keyPath: path] },
            readAnimated: { $0.contents?.placement[keyPath: path].animated },
            write: { state, animated, rule in
                guard let v = V.value(animated: animated)?.constrained(by: rule, clampingRange: true) else { return }
                state.contents?.placement[keyPath: path] = v
            })
    }

    /// The bitmap: an animation of `contents` shows each image placed as the committed contents
    /// were.
    static let contentsImage = NodeField(
        defaultValue: CGImage?.none, isRendered: true, read: { $0.contents?.image },
        readAnimated: { .image($0.contents?.image) },
        write: { state, animated, _ in
            guard case .image(let image) = animated else { return }
            state.setContentsImage(image)
        })

    /// A property the render node does not show.
    static func unrendered<V: LayerPropertyValue>(default value: V) -> NodeField {
        NodeField(
            defaultValue: value, isRendered: false, read: { _ in nil }, readAnimated: { _ in nil },
            write: { _, _, _ in })
    }
}
