import CoreGraphics
import Foundation

/// Where everything in a table is, vertically: the table header, then each section's header,
/// rows and footer, then the table footer. Heights are kept per row with running totals, so a
/// row's top, and the rows in a band of content, are found by binary search; a row measured when
/// it first shows (self-sizing) changes its height and the totals after it.
struct TableGeometry {
    struct Section {
        /// The header's band, its top padding (the plain style's `sectionHeaderTopPadding`) included.
        var header: CGFloat = 0
        /// The space above the header view in its band.
        var headerPadding: CGFloat = 0
        var footer: CGFloat = 0
        /// Each row's height; for rows not measured yet, their estimate.
        var rows: [CGFloat] = []
        /// Whether each row's height is final (given, or measured), not an estimate.
        var measured: [Bool] = []
        /// The top of each row from the section's first row (running totals).
        var rowTops: [CGFloat] = []
        /// The section's top in the content (its header's top).
        var top: CGFloat = 0

        var rowsHeight: CGFloat { (rowTops.last ?? 0) + (rows.last ?? 0) }
        var height: CGFloat { header + rowsHeight + footer }
    }

    var tableHeader: CGFloat = 0
    var tableFooter: CGFloat = 0
    var sections: [Section] = []

    /// The height of the whole content.
    var contentHeight: CGFloat {
        guard let last = sections.last else { return tableHeader + tableFooter }
        return last.top + last.height + tableFooter
    }

    /// Recomputes every running total.
    mutating func updateTops() {
        var y = tableHeader
        for index in sections.indices {
            sections[index].top = y
            var rowY: CGFloat = 0
            sections[index].rowTops = sections[index].rows.map { height in
                defer { rowY += height }
                return rowY
            }
            // The grouped styles' gaps between sections are their headers and footers.
            y += sections[index].height
        }
    }

    /// Sets a row's height (measured), and the totals after it.
    mutating func setHeight(_ height: CGFloat, section: Int, row: Int) {
        guard sections.indices.contains(section), sections[section].rows.indices.contains(row) else { return }
        sections[section].measured[row] = true
        let delta = height - sections[section].rows[row]
        guard delta != 0 else { return }
        sections[section].rows[row] = height
        for later in (row + 1)..<sections[section].rows.count { sections[section].rowTops[later] += delta }
        for later in (section + 1)..<sections.count { sections[later].top += delta }
    }

    /// The content y of the first row of `section`.
    func rowsTop(_ section: Int) -> CGFloat { sections[section].top + sections[section].header }

    /// The row's band: its top and height in the content.
    func rowBand(section: Int, row: Int) -> (y: CGFloat, height: CGFloat)? {
        guard sections.indices.contains(section), sections[section].rows.indices.contains(row) else { return nil }
        return (rowsTop(section) + sections[section].rowTops[row], sections[section].rows[row])
    }

    /// The index paths of the rows that overlap the content band `minY..<maxY`, in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard maxY > minY else { return [] }
        var result: [IndexPath] = []
        // The first section whose bottom is below minY.
        var section = firstIndex(sections.count) { sections[$0].top + sections[$0].height > minY }
        while section < sections.count, sections[section].top < maxY {
            let base = rowsTop(section)
            let tops = sections[section].rowTops
            let heights = sections[section].rows
            var row = firstIndex(tops.count) { base + tops[$0] + heights[$0] > minY }
            while row < tops.count, base + tops[row] < maxY {
                if heights[row] > 0 || base + tops[row] >= minY { result.append(IndexPath(row: row, section: section)) }
                row += 1
            }
            section += 1
        }
        return result
    }

    /// The row whose band holds content y `y`, if any.
    func row(at y: CGFloat) -> IndexPath? {
        let section = firstIndex(sections.count) { sections[$0].top + sections[$0].height > y }
        guard section < sections.count else { return nil }
        let base = rowsTop(section)
        let tops = sections[section].rowTops
        let heights = sections[section].rows
        let row = firstIndex(tops.count) { base + tops[$0] + heights[$0] > y }
        guard row < tops.count, base + tops[row] <= y else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// The section whose band (header to footer) holds content y `y`, if any.
    func section(at y: CGFloat) -> Int? {
        let section = firstIndex(sections.count) { sections[$0].top + sections[$0].height > y }
        return section < sections.count && sections[section].top <= y ? section : nil
    }

    /// The first index in `0..<count` for which `predicate` holds (it must hold from some index
    /// on), or `count`.
    private func firstIndex(_ count: Int, where predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
