package import Foundation

/// The nine-part slicing of an image with fixed corners: which part of the source lands where.
///
/// Shared by `UIImage`'s resizable images and (later) `CALayer.contentsCenter`. Both rectangles of
/// a slice use a top-left origin; source units are whatever the caller uses for `sourceSize`
/// (points for UIKit), destination units are the destination's.
///
/// Rules, following what UIKit shows:
/// - Insets that are negative or not finite count as 0; when the two insets of an axis together
///   exceed the source, both shrink in proportion until they fit.
/// - Caps keep their size in the destination. When the destination is too small for both caps, or
///   the source has no middle to fill with, the caps share the destination in proportion to their
///   source sizes (they are squeezed or stretched rather than overlapping or leaving a gap).
/// - Slices whose source or destination is empty are left out.
package struct NinePart: Equatable, Sendable {
    /// One of the nine parts.
    package struct Slice: Equatable, Sendable {
        /// Where the part is taken from, in source units.
        package var source: CGRect
        /// Where the part is drawn, in destination units.
        package var destination: CGRect
        /// Whether the part fills the middle horizontally (false for the left and right caps).
        package var resizesHorizontally: Bool
        /// Whether the part fills the middle vertically (false for the top and bottom caps).
        package var resizesVertically: Bool

        /// The size one copy of the source takes when the part is tiled: the source's own size
        /// along the axes that resize, the destination's along the axes that hold caps.
        package var tileSize: CGSize {
            CGSize(
                width: resizesHorizontally ? source.width : destination.width,
                height: resizesVertically ? source.height : destination.height)
        }
    }

    /// The parts, row by row from the top, left to right; empty parts are left out.
    package let slices: [Slice]

    /// Slices a source of `sourceSize` with the given cap insets for drawing into `destination`.
    ///
    /// An empty or non-finite source or destination gives no slices.
    package init(
        sourceSize: CGSize, top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat, destination: CGRect
    ) {
        let target = destination.standardized
        guard Self.isUsable(sourceSize.width), Self.isUsable(sourceSize.height), Self.isUsable(target.width),
            Self.isUsable(target.height), target.minX.isFinite, target.minY.isFinite
        else {
            slices = []
            return
        }
        let columns = Self.axis(
            source: sourceSize.width, leading: left, trailing: right, origin: target.minX, length: target.width)
        let rows = Self.axis(
            source: sourceSize.height, leading: top, trailing: bottom, origin: target.minY, length: target.height)
        var result: [Slice] = []
        for (rowIndex, row) in rows.enumerated() {
            for (columnIndex, column) in columns.enumerated() {
                guard column.source.length > 0, column.destination.length > 0, row.source.length > 0,
                    row.destination.length > 0
                else { continue }
                result.append(
                    Slice(
                        source: CGRect(
                            x: column.source.start, y: row.source.start, width: column.source.length,
                            height: row.source.length),
                        destination: CGRect(
                            x: column.destination.start, y: row.destination.start, width: column.destination.length,
                            height: row.destination.length),
                        resizesHorizontally: columnIndex == 1, resizesVertically: rowIndex == 1))
            }
        }
        slices = result
    }

    private static func isUsable(_ value: CGFloat) -> Bool { value.isFinite && value > 0 }

    private struct Span {
        var start: CGFloat
        var length: CGFloat
    }

    /// Splits one axis into leading cap, middle and trailing cap, in source and destination.
    private static func axis(
        source: CGFloat, leading: CGFloat, trailing: CGFloat, origin: CGFloat, length: CGFloat
    ) -> [(source: Span, destination: Span)] {
        var lead = leading.isFinite ? max(0, leading) : 0
        var trail = trailing.isFinite ? max(0, trailing) : 0
        if lead + trail > source {
            let shrink = source / (lead + trail)
            lead *= shrink
            trail *= shrink
        }
        let middle = max(0, source - lead - trail)
        var destinationLead = lead
        var destinationTrail = trail
        if lead + trail > 0, lead + trail > length || (middle == 0 && lead + trail != length) {
            destinationLead = length * lead / (lead + trail)
            destinationTrail = length - destinationLead
        }
        let destinationMiddle = max(0, length - destinationLead - destinationTrail)
        return [
            (Span(start: 0, length: lead), Span(start: origin, length: destinationLead)),
            (Span(start: lead, length: middle), Span(start: origin + destinationLead, length: destinationMiddle)),
            (
                Span(start: lead + middle, length: trail),
                Span(start: origin + destinationLead + destinationMiddle, length: destinationTrail)
            ),
        ]
    }
}
