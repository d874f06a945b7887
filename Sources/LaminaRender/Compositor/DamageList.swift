import Foundation

/// A short list of whole-pixel rectangles covering the damage of a frame.
///
/// Rectangles are clipped to the framebuffer. A new rectangle is merged with an existing one
/// when their union is no larger than the two apart; past `maximumCount` the pair whose union
/// adds the least area is merged, so the list stays short and painting stays cheap.
struct DamageList {
    let limit: Box
    private(set) var boxes: [Box] = []
    static let maximumCount = 8

    init(limit: Box) {
        self.limit = limit
    }

    var area: Double { boxes.reduce(0) { $0 + $1.width * $1.height } }

    mutating func add(_ box: Box) {
        guard !box.isEmpty else { return }
        var box = box.intersection(limit).outerPixels.intersection(limit)
        guard !box.isEmpty else { return }
        var index = 0
        while index < boxes.count {
            let other = boxes[index]
            let union = other.union(box)
            if union.width * union.height <= other.width * other.height + box.width * box.height {
                box = union
                boxes.remove(at: index)
                index = 0
            } else {
                index += 1
            }
        }
        boxes.append(box)
        while boxes.count > Self.maximumCount { mergeCheapestPair() }
    }

    private mutating func mergeCheapestPair() {
        var best = (0, 1, Double.infinity)
        for i in boxes.indices {
            for j in (i + 1)..<boxes.count {
                let u = boxes[i].union(boxes[j])
                let growth = u.width * u.height - boxes[i].width * boxes[i].height - boxes[j].width * boxes[j].height
                if growth < best.2 { best = (i, j, growth) }
            }
        }
        let merged = boxes[best.0].union(boxes[best.1])
        boxes.remove(at: best.1)
        boxes.remove(at: best.0)
        add(merged)
    }
}
