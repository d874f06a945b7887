import QuartzCore

/// The order of the window layers shown on one screen: by level, then by the order they were shown.
///
/// A window made visible (`show`) goes in front of every window of its level; changing a shown
/// window's level (`setLevel`) keeps its place in the showing order, so it lands among the windows
/// of its new level according to when it was shown. Layers are compared by identity.
struct WindowStack {
    /// One shown window's layer.
    struct Entry {
        /// The window's root layer.
        let layer: CALayer
        /// Its level.
        var level: UIWindowLevel
        /// When it was last shown; larger is later.
        var shownOrder: UInt64
    }

    /// The entries, back to front.
    private(set) var entries: [Entry] = []
    private var nextOrder: UInt64 = 0

    /// The layers, back to front (the order of the screen root's sublayers).
    var backToFront: [CALayer] { entries.map(\.layer) }

    /// The layers, front to back (the order to hit-test windows in).
    var frontToBack: [CALayer] { entries.reversed().map(\.layer) }

    /// The level `layer` is shown at, or nil when it is not shown.
    func level(of layer: CALayer) -> UIWindowLevel? {
        entries.first { $0.layer === layer }?.level
    }

    /// Shows `layer` at `level`, in front of the other layers of that level (again, if shown).
    mutating func show(_ layer: CALayer, level: UIWindowLevel) {
        entries.removeAll { $0.layer === layer }
        nextOrder += 1
        insert(Entry(layer: layer, level: level, shownOrder: nextOrder))
    }

    /// Moves a shown `layer` to `level`, keeping its showing order; false when it is not shown.
    @discardableResult
    mutating func setLevel(_ level: UIWindowLevel, of layer: CALayer) -> Bool {
        guard let index = entries.firstIndex(where: { $0.layer === layer }) else { return false }
        var entry = entries.remove(at: index)
        entry.level = level
        insert(entry)
        return true
    }

    /// Stops showing `layer`; false when it was not shown.
    @discardableResult
    mutating func remove(_ layer: CALayer) -> Bool {
        guard let index = entries.firstIndex(where: { $0.layer === layer }) else { return false }
        entries.remove(at: index)
        return true
    }

    /// Drops the entries whose layer no longer satisfies `isStillShown` (moved elsewhere by hand).
    mutating func prune(keeping isStillShown: (CALayer) -> Bool) {
        entries.removeAll { !isStillShown($0.layer) }
    }

    private mutating func insert(_ entry: Entry) {
        let index =
            entries.firstIndex {
                $0.level > entry.level || ($0.level == entry.level && $0.shownOrder > entry.shownOrder)
            } ?? entries.count
        entries.insert(entry, at: index)
    }
}
