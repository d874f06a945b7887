import Foundation

/// Key-value coding of emitters, as iOS code drives them: `setValue(0, forKeyPath:
/// "birthRate")` on the layer, and `"emitterCells.<name>.<key>"` (nested:
/// `"emitterCells.<name>.emitterCells.<name>.<key>"`) to change one named cell. A change through
/// a cell path is a change of the layer: it takes effect at the layer's next commit.
extension CAEmitterLayer {
    /// The value at an emitter key path; nil (outer) when `keyPath` is not an emitter key.
    func emitterValue(forKeyPath keyPath: String) -> Any?? {
        if keyPath.hasPrefix("emitterCells.") {
            guard let (cell, key) = CAEmitterCell.resolve(keyPath, in: emitterCells) else { return .some(nil) }
            return .some(cell.value(forKey: key))
        }
        guard let accessor = Self.keys[keyPath] else { return nil }
        return .some(accessor.get(self))
    }

    /// Sets an emitter key path; false when `keyPath` is not one (a cell path always counts).
    func setEmitterValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        if keyPath.hasPrefix("emitterCells.") {
            if let (cell, key) = CAEmitterCell.resolve(keyPath, in: emitterCells) {
                cell.setValue(value, forKey: key)
                markNeedsCommit()
            }
            return true
        }
        guard let accessor = Self.keys[keyPath] else { return false }
        accessor.set(self, value)
        return true
    }

    private struct Accessor: Sendable {
        let get: @Sendable (CAEmitterLayer) -> Any?
        let set: @Sendable (CAEmitterLayer, Any?) -> Void
    }

    private static func float(_ path: any ReferenceWritableKeyPath<CAEmitterLayer, Float> & Sendable) -> Accessor {
        Accessor(get: { $0[keyPath: path] }, set: { l, v in if let f = LayerValue.float(v) { l[keyPath: path] = f } })
    }

    private static let keys: [String: Accessor] = [
        "birthRate": float(\.birthRate), "lifetime": float(\.lifetime), "velocity": float(\.velocity),
        "scale": float(\.scale), "spin": float(\.spin),
        "emitterPosition": Accessor(
            get: { $0.emitterPosition }, set: { l, v in if let p = v as? CGPoint { l.emitterPosition = p } }),
        "emitterSize": Accessor(
            get: { $0.emitterSize }, set: { l, v in if let s = v as? CGSize { l.emitterSize = s } }),
        "emitterZPosition": Accessor(
            get: { $0.emitterZPosition }, set: { l, v in if let n = LayerValue.number(v) { l.emitterZPosition = n } }),
        "emitterDepth": Accessor(
            get: { $0.emitterDepth }, set: { l, v in if let n = LayerValue.number(v) { l.emitterDepth = n } }),
    ]
}

extension CAEmitterCell {
    /// The value of the property named `key` (Apple's key names: `"birthRate"`, `"enabled"`,
    /// `"yAcceleration"`…), or the value last set for a key that names none.
    public func value(forKey key: String) -> Any? {
        Self.keys[key].map { $0.get(self) } ?? customValues[key]
    }

    /// Sets the property named `key`; a key that names no property stores the value, a value of
    /// the wrong type is ignored.
    public func setValue(_ value: Any?, forKey key: String) {
        guard let accessor = Self.keys[key] else { return customValues[key] = value }
        accessor.set(self, value)
    }

    /// The cell and key a path `"emitterCells.<name>.…<key>"` names, searching `cells` by name.
    static func resolve(_ keyPath: String, in cells: [CAEmitterCell]?) -> (CAEmitterCell, String)? {
        var parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var current = cells
        var found: CAEmitterCell?
        while parts.count >= 3, parts[0] == "emitterCells" {
            guard let cell = current?.first(where: { $0.name == parts[1] }) else { return nil }
            found = cell
            current = cell.emitterCells
            parts.removeFirst(2)
        }
        guard let found, parts.count == 1 else { return nil }
        return (found, parts[0])
    }

    private struct Accessor: Sendable {
        let get: @Sendable (CAEmitterCell) -> Any?
        let set: @Sendable (CAEmitterCell, Any?) -> Void
    }

    private static func number(_ path: any ReferenceWritableKeyPath<CAEmitterCell, CGFloat> & Sendable) -> Accessor {
        Accessor(get: { $0[keyPath: path] }, set: { c, v in if let n = LayerValue.number(v) { c[keyPath: path] = n } })
    }

    private static func float(_ path: any ReferenceWritableKeyPath<CAEmitterCell, Float> & Sendable) -> Accessor {
        Accessor(get: { $0[keyPath: path] }, set: { c, v in if let f = LayerValue.float(v) { c[keyPath: path] = f } })
    }

    private static let keys: [String: Accessor] = {
        var keys: [String: Accessor] = [:]
        let numbers: [(String, any ReferenceWritableKeyPath<CAEmitterCell, CGFloat> & Sendable)] = [
            ("emissionLatitude", \.emissionLatitude), ("emissionLongitude", \.emissionLongitude),
            ("emissionRange", \.emissionRange), ("velocity", \.velocity), ("velocityRange", \.velocityRange),
            ("xAcceleration", \.xAcceleration), ("yAcceleration", \.yAcceleration),
            ("zAcceleration", \.zAcceleration), ("scale", \.scale), ("scaleRange", \.scaleRange),
            ("scaleSpeed", \.scaleSpeed), ("spin", \.spin), ("spinRange", \.spinRange),
            ("contentsScale", \.contentsScale),
        ]
        let floats: [(String, any ReferenceWritableKeyPath<CAEmitterCell, Float> & Sendable)] = [
            ("birthRate", \.birthRate), ("lifetime", \.lifetime), ("lifetimeRange", \.lifetimeRange),
            ("redRange", \.redRange), ("greenRange", \.greenRange), ("blueRange", \.blueRange),
            ("alphaRange", \.alphaRange), ("redSpeed", \.redSpeed), ("greenSpeed", \.greenSpeed),
            ("blueSpeed", \.blueSpeed), ("alphaSpeed", \.alphaSpeed),
        ]
        for (key, path) in numbers { keys[key] = number(path) }
        for (key, path) in floats { keys[key] = float(path) }
        let enabled = Accessor(
            get: { $0.isEnabled }, set: { c, v in if let b = LayerValue.bool(v) { c.isEnabled = b } })
        keys["enabled"] = enabled
        keys["isEnabled"] = enabled
        keys["color"] = Accessor(
            get: { $0.color }, set: { c, v in if let color = LayerValue.color(v) { c.color = color } })
        keys["contents"] = Accessor(get: { $0.contents }, set: { c, v in c.contents = v })
        keys["name"] = Accessor(
            get: { $0.name }, set: { c, v in if let s = LayerValue.optional(v, as: String.self) { c.name = s } })
        keys["contentsRect"] = Accessor(
            get: { $0.contentsRect }, set: { c, v in if let r = v as? CGRect { c.contentsRect = r } })
        return keys
    }()
}
