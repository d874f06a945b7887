import CoreGraphics

extension LayerKey {
    /// Where a render node keeps the property, with its default (Core Animation's, which a new
    /// layer has): the field the commit copies the model value into, and the one the animation
    /// evaluator reads and writes (under the key's `rule`). Types are checked here: the field's
    /// type is the default's.
    private var declaredField: NodeField {
        switch self {
        case .bounds: .geometry(\.bounds, default: CGRect.zero)
        case .position: .geometry(\.position, default: CGPoint.zero)
        case .zPosition: .geometry(\.zPosition, default: 0)
        case .anchorPoint: .geometry(\.anchorPoint, default: CGPoint(x: 0.5, y: 0.5))
        case .anchorPointZ: .geometry(\.anchorPointZ, default: 0)
        case .transform: .geometry(\.transform, default: CATransform3DIdentity)
        case .sublayerTransform: .geometry(\.sublayerTransform, default: CATransform3DIdentity)
        case .geometryFlipped: .unrendered(default: false)
        case .hidden: .style(\.isHidden, default: false)
        case .opacity: .style(\.opacity, default: 1)
        case .masksToBounds: .style(\.masksToBounds, default: false)
        case .backgroundColor: .style(\.backgroundColor, default: nil)
        case .borderWidth: .style(\.borderWidth, default: 0)
        case .borderColor: .style(\.borderColor, default: .black)
        case .cornerRadius: .style(\.cornerRadius, default: 0)
        case .maskedCorners: .style(\.maskedCorners, default: .all)
        case .cornerCurve: .unrendered(default: CALayerCornerCurve.circular)
        case .shadowColor: .shadow(\.color, default: .black)
        case .shadowOpacity: .shadow(\.opacity, default: 0)
        case .shadowOffset: .shadow(\.offset, default: CGSize(width: 0, height: -3))
        case .shadowRadius: .shadow(\.radius, default: 3)
        case .shadowPath: .shadow(\.path, default: nil)
        case .opaque: .style(\.isOpaque, default: false)
        case .doubleSided: .style(\.isDoubleSided, default: true)
        case .allowsGroupOpacity: .style(\.allowsGroupOpacity, default: true)
        case .contents: .contentsImage
        case .contentsGravity: .contents(\.gravity, default: .resize)
        case .contentsRect: .contents(\.contentsRect, default: CGRect(x: 0, y: 0, width: 1, height: 1))
        case .contentsCenter: .contents(\.contentsCenter, default: CGRect(x: 0, y: 0, width: 1, height: 1))
        case .contentsScale: .contents(\.contentsScale, default: 1)
        case .minificationFilter: .contents(\.minificationFilter, default: .linear)
        case .magnificationFilter: .contents(\.magnificationFilter, default: .linear)
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
        _ path: any WritableKeyPath<RenderNode.Geometry, V> & Sendable, default value: V
    ) -> NodeField {
        node(\AnimatedNodeState.geometry, path, default: value)
    }

    /// A field of the node's style.
    static func style<V: LayerPropertyValue>(
        _ path: any WritableKeyPath<RenderNode.Style, V> & Sendable, default value: V
    ) -> NodeField {
        node(\AnimatedNodeState.style, path, default: value)
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
        _ path: any WritableKeyPath<RenderNode.Shadow, V> & Sendable, default value: V
    ) -> NodeField {
        NodeField(
            defaultValue: value, isRendered: true, read: { $0.shadow[keyPath: path] },
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
        _ path: any WritableKeyPath<RenderNode.Contents, V> & Sendable, default value: V
    ) -> NodeField {
        NodeField(
            defaultValue: value, isRendered: true, read: { $0.contents?[keyPath: path] },
            readAnimated: { $0.contents?[keyPath: path].animated },
            write: { state, animated, rule in
                guard let v = V.value(animated: animated)?.constrained(by: rule, clampingRange: true) else { return }
                state.contents?[keyPath: path] = v
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
