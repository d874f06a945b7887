import Synchronization

/// Hands out layer IDs: stable for a layer's life and never reused, unlike addresses.
enum LayerIdentity {
    private static let counter = Atomic<UInt>(0)

    /// The next ID: even, so `id | 1` can name a layer's extra contents node.
    static func next() -> UInt { counter.wrappingAdd(2, ordering: .relaxed).newValue }
}

/// What a layer class answers about itself, asked once per class.
enum LayerClassTraits {
    private static let cache = Mutex<[ObjectIdentifier: UInt64]>([:])

    /// The mask of `LayerKey`s for which `type.needsDisplay(forKey:)` is true. `CALayer` itself
    /// says false for every key, so its layers skip the lookup.
    static func displayKeys(of type: CALayer.Type) -> UInt64 {
        if type == CALayer.self { return 0 }
        let id = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[id] }) { return known }
        var mask: UInt64 = 0
        for key in LayerKey.allCases where type.needsDisplay(forKey: key.name) { mask |= key.bit }
        cache.withLock { $0[id] = mask }
        return mask
    }
}
