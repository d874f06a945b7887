import CoreGraphics
import Foundation
import Synchronization

/// Painting shape, gradient and text layers on the render side while their drawing animates.
extension RenderNode {
    /// Paints `vector` for a node of `geometry`: a gradient, or a path that stays inside the
    /// bounds, becomes the node's contents; a path painting outside the bounds becomes the extra
    /// first sublayer the committer makes for it (ID `layerID | 1`), replacing the old drawing
    /// either way. An unchanged description reuses the cached image, so it causes no damage.
    func paintVector(
        _ vector: VectorContent, geometry: Geometry, cache: VectorPaintCache, into contents: inout Contents?,
        _ sublayers: inout [RenderNode]
    ) {
        let extraID = layerID | 1
        if let first = sublayers.first, first.layerID == extraID { sublayers.removeFirst() }
        let scale = animation?.vectorScale ?? 1
        let painted = cache.painting(for: vector, bounds: geometry.bounds, scale: scale) {
            Self.paint(vector, bounds: geometry.bounds, scale: $0, extraID: extraID)
        }
        contents = painted.contents
        if let extra = painted.extra { sublayers.insert(extra, at: 0) }
    }

    /// A fresh painting of `vector` at `scale`.
    static func paint(
        _ vector: VectorContent, bounds: CGRect, scale: CGFloat, extraID: UInt
    ) -> VectorPaintCache.Painting {
        let area: CGRect
        switch vector {
        case .shape(let shape): area = shape.drawingRect(bounds: bounds)
        case .gradient, .text: area = bounds
        }
        guard let context = CGContext.makeFlippedBitmap(size: area.size, scale: scale, opaque: false) else {
            return VectorPaintCache.Painting(contents: nil, extra: nil)
        }
        context.translateBy(x: -area.minX, y: -area.minY)
        switch vector {
        case .shape(let shape): shape.draw(in: context)
        case .gradient(let gradient): gradient.draw(in: context, bounds: bounds, scale: scale)
        case .text(let text): text.draw(in: context, bounds: bounds)
        }
        guard let image = context.makeImage() else { return VectorPaintCache.Painting(contents: nil, extra: nil) }
        var contents = Contents(image: image)
        contents.contentsScale = scale
        if area == bounds { return VectorPaintCache.Painting(contents: contents, extra: nil) }
        let geometry = Geometry(bounds: area, position: area.origin, anchorPoint: .zero)
        return VectorPaintCache.Painting(
            contents: nil, extra: RenderNode(layerID: extraID, geometry: geometry, contents: contents))
    }
}

/// The last painting of one layer's animated drawing, shared by the frames that evaluate the
/// same committed node (on the render thread, or on the main thread in tests and snapshots).
package final class VectorPaintCache: Sendable {
    /// A painting: the node's contents, or an extra node for drawing outside the bounds.
    struct Painting: Sendable {
        var contents: RenderNode.Contents?
        var extra: RenderNode?
    }

    private struct Entry: Sendable {
        var vector: VectorContent
        var bounds: CGRect
        var scale: CGFloat
        var painting: Painting
    }

    private let last = Mutex<Entry?>(nil)

    package init() {}

    /// The cached painting when `vector`, `bounds` and `scale` are the last ones, else `paint`'s.
    func painting(
        for vector: VectorContent, bounds: CGRect, scale: CGFloat, paint: (CGFloat) -> Painting
    ) -> Painting {
        if let entry = last.withLock({ $0 }), entry.vector == vector, entry.bounds == bounds, entry.scale == scale {
            return entry.painting
        }
        let painting = paint(scale)
        last.withLock { $0 = Entry(vector: vector, bounds: bounds, scale: scale, painting: painting) }
        return painting
    }
}

extension VectorContent {
    /// The value of an animatable drawing key; nil for keys this kind does not have.
    func value(forKey key: String) -> AnimatableValue? {
        switch self {
        case .shape(let shape):
            switch key {
            case "path": .path(shape.path)
            case "fillColor": .color(shape.fillColor)
            case "strokeColor": .color(shape.strokeColor)
            case "lineWidth": .number(Double(shape.lineWidth))
            case "miterLimit": .number(Double(shape.miterLimit))
            case "lineDashPhase": .number(Double(shape.lineDashPhase))
            case "strokeStart": .number(Double(shape.strokeStart))
            case "strokeEnd": .number(Double(shape.strokeEnd))
            default: nil
            }
        case .text(let text):
            switch key {
            case "fontSize": .number(Double(text.style.font.pointSize))
            case "foregroundColor": .color(text.style.foregroundColor)
            default: nil
            }
        case .gradient(let gradient):
            switch key {
            case "colors": .list(gradient.colors.map { .color($0) })
            case "locations": gradient.locations.map { .list($0.map { .number(Double($0)) }) }
            case "startPoint": .point(gradient.startPoint)
            case "endPoint": .point(gradient.endPoint)
            default: nil
            }
        }
    }

    /// Sets an animatable drawing key, with the layer setters' rules (strokes clamped to 0…1,
    /// widths not negative); values of the wrong kind or not finite are ignored.
    mutating func set(_ value: AnimatableValue, forKey key: String) {
        func unit(_ v: Double) -> CGFloat { CGFloat(min(max(v, 0), 1)) }
        switch (self, key, value) {
        case (.shape(var shape), _, _):
            switch (key, value) {
            case ("path", .path(let p)): shape.path = p
            case ("fillColor", .color(let c)): shape.fillColor = c
            case ("strokeColor", .color(let c)): shape.strokeColor = c
            case ("lineWidth", .number(let v)) where v.isFinite: shape.lineWidth = CGFloat(max(v, 0))
            case ("miterLimit", .number(let v)) where v.isFinite: shape.miterLimit = CGFloat(max(v, 0))
            case ("lineDashPhase", .number(let v)) where v.isFinite: shape.lineDashPhase = CGFloat(v)
            case ("strokeStart", .number(let v)) where !v.isNaN: shape.strokeStart = unit(v)
            case ("strokeEnd", .number(let v)) where !v.isNaN: shape.strokeEnd = unit(v)
            default: return
            }
            self = .shape(shape)
        case (.text(var text), _, _):
            switch (key, value) {
            case ("fontSize", .number(let v)) where v.isFinite:
                text.style.font = TextFont(
                    family: text.style.font.family, pointSize: CGFloat(v), weight: text.style.font.weight,
                    italic: text.style.font.italic, features: text.style.font.features)
            case ("foregroundColor", .color(let c)): text.style.foregroundColor = c ?? .clear
            default: return
            }
            self = .text(text)
        case (.gradient(var gradient), _, _):
            switch (key, value) {
            case ("colors", .list(let items)):
                let colors = items.compactMap { item -> CGColor? in
                    if case .color(let c) = item { return c ?? .clear }
                    return nil
                }
                guard colors.count == items.count else { return }
                gradient.colors = colors
            case ("locations", .list(let items)):
                let numbers = items.compactMap(\.number).map { CGFloat($0) }
                guard numbers.count == items.count else { return }
                gradient.locations = numbers
            case ("startPoint", .point(let p)) where p.isFinitePoint: gradient.startPoint = p
            case ("endPoint", .point(let p)) where p.isFinitePoint: gradient.endPoint = p
            default: return
            }
            self = .gradient(gradient)
        }
    }
}
