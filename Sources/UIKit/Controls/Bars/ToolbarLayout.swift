import CoreGraphics
import Foundation

/// The arithmetic of a toolbar's row: where each item goes (no views involved).
package enum ToolbarLayout {
    /// One item of the row.
    package enum Entry: Equatable {
        /// A shown item of this size.
        case item(CGSize)
        /// A space of this width.
        case fixed(CGFloat)
        /// A share of the room left over.
        case flexible
    }

    /// The frames of `entries` in `bounds` (nil for spaces): left to right from `margin`,
    /// `spacing` between two adjacent items, fixed spaces at their width, flexible spaces sharing
    /// the room left before the right margin (never less than nothing), items centred vertically
    /// and placed on whole points.
    package static func frames(for entries: [Entry], in bounds: CGRect, margin: CGFloat, spacing: CGFloat) -> [CGRect?]
    {
        var used = 2 * margin
        var flexibleCount = 0
        var previousWasItem = false
        for entry in entries {
            switch entry {
            case .item(let size):
                if previousWasItem { used += spacing }
                used += size.width
                previousWasItem = true
            case .fixed(let width):
                used += max(0, width)
                previousWasItem = false
            case .flexible:
                flexibleCount += 1
                previousWasItem = false
            }
        }
        let share = flexibleCount == 0 ? 0 : max(0, bounds.width - used) / CGFloat(flexibleCount)
        var x = bounds.minX + margin
        previousWasItem = false
        return entries.map { entry in
            switch entry {
            case .item(let size):
                if previousWasItem { x += spacing }
                let frame = CGRect(
                    x: x.rounded(), y: (bounds.minY + (bounds.height - size.height) / 2).rounded(), width: size.width,
                    height: size.height)
                x += size.width
                previousWasItem = true
                return frame
            case .fixed(let width):
                x += max(0, width)
                previousWasItem = false
                return nil
            case .flexible:
                x += share
                previousWasItem = false
                return nil
            }
        }
    }
}
