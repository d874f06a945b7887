public import CoreGraphics

extension UITableView {
    /// How the table groups its sections.
    public enum Style: Int, Sendable {
        /// Sections run on without gaps; headers float over the rows while their section shows.
        case plain
        /// Sections are separated by space on a grouped background; headers scroll with the rows.
        case grouped
        /// Grouped, with each section inset from the edges in a rounded card.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as makes the row fully visible (none if it is).
        case none
        /// The row's top at the top of the visible area.
        case top
        /// The row's centre at the centre of the visible area.
        case middle
        /// The row's bottom at the bottom of the visible area.
        case bottom
    }

    /// How inserted, deleted and reloaded rows animate.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        /// The table picks the animation.
        case automatic = 100
    }

    /// The height (or estimate) that asks the table to work it out: −1.
    public static let automaticDimension: CGFloat = -1
}

extension UITableViewCell {
    /// The four classic layouts of a cell's labels and image.
    public enum CellStyle: Int, Sendable {
        /// An image and one left-aligned label (`textLabel`); no detail label.
        case `default`
        /// The text on the left, the detail right-aligned in secondary colour on the right.
        case value1
        /// A small right-aligned detail label in the tint colour, then the text (Contacts' look).
        case value2
        /// The text with the detail under it, smaller, in secondary colour.
        case subtitle
    }

    /// What the cell shows at its trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none
        /// A chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A check mark in the tint colour.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How the cell looks while selected.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none
        /// The system's grey (the same as `.gray` since iOS 7).
        case blue
        /// The system's grey.
        case gray
        /// The system's grey.
        case `default`
    }

    /// Whether a table's rows are separated by lines (`UITableView.separatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
        /// Drawn as `.singleLine` (iOS 7 and later).
        case singleLineEtched
    }

    /// The editing control a row shows in editing mode.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }
}
