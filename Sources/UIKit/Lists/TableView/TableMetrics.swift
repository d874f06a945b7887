import CoreGraphics

/// iOS's table metrics (iOS 15–17, the default text size), each with where it comes from.
enum TableMetrics {
    /// A row of one line of body text: 44 points (Apple's Human Interface Guidelines' minimum hit
    /// target, and UIKit's `rowHeight` before iOS 11's self-sizing default).
    static let rowHeight: CGFloat = 44

    /// The separator's inset: the cells' 16-point leading layout margin on an iPhone in portrait
    /// (iOS 11's readable-margin separators; 15 points before iOS 11).
    static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// The cells' leading and trailing content margin: 16 points, 20 from 414 points wide (the
    /// Plus and Max phones and wider; public measurements of iOS 8 and later).
    static func contentMargin(tableWidth: CGFloat) -> CGFloat { tableWidth >= 414 ? 20 : 16 }

    /// The plain style's header for a title: 28 points of 15-point semibold text, plus iOS 15's
    /// `sectionHeaderTopPadding` of 22 points above it when that is automatic.
    static let plainHeaderHeight: CGFloat = 28
    static let plainHeaderTopPadding: CGFloat = 22

    /// The grouped styles' header: 38 points with a title (the first section 55.5), 18 without
    /// (the first section 35); footers 18 without a title.
    static let groupedHeaderWithTitle: CGFloat = 38
    static let groupedHeaderWithoutTitle: CGFloat = 18
    static let groupedFirstHeaderExtra: CGFloat = 17.5
    static let groupedFooterWithoutTitle: CGFloat = 18
    static let groupedFooterWithTitle: CGFloat = 38

    /// The gap between the content and the accessory, and the accessory's trailing margin is
    /// the content margin (estimates: Apple publishes neither).
    static let accessoryGap: CGFloat = 12
    /// The gap between the image and the text.
    static let imageGap: CGFloat = 16
    /// The least gap between the text and a `.value1` or `.value2` detail.
    static let valueGap: CGFloat = 8
    /// The `.value2` style's label column: about a quarter of the content's width.
    static let value2LabelFraction: CGFloat = 0.25
    /// Above and below a self-sizing style cell's labels: 44 points less a line of 17-point body
    /// text, halved.
    static let verticalPadding: CGFloat = 11

    /// Between a grouped header's title and the rows below it (and a footer's above): 7 points.
    static let titleEdgePadding: CGFloat = 7

    /// The inset-grouped style's cards: 10-point corners.
    static let insetGroupedCornerRadius: CGFloat = 10

    /// A header's height for `section` when the delegate leaves it automatic (the top padding
    /// apart).
    static func headerHeight(style: UITableView.Style, section: Int, hasTitle: Bool) -> CGFloat {
        switch style {
        case .plain:
            return hasTitle ? plainHeaderHeight : 0
        case .grouped, .insetGrouped:
            let base = hasTitle ? groupedHeaderWithTitle : groupedHeaderWithoutTitle
            return section == 0 ? base + groupedFirstHeaderExtra : base
        }
    }

    /// The space above a header of `height` in the plain style: `padding`, or 22 points when it
    /// is automatic; none for a section without a header, and none in the grouped styles.
    static func headerTopPadding(style: UITableView.Style, headerHeight: CGFloat, padding: CGFloat) -> CGFloat {
        guard style == .plain, headerHeight > 0 else { return 0 }
        return padding >= 0 && padding.isFinite ? padding : plainHeaderTopPadding
    }

    /// A footer's height for `section` when the delegate leaves it automatic.
    static func footerHeight(style: UITableView.Style, section: Int, hasTitle: Bool) -> CGFloat {
        switch style {
        case .plain: hasTitle ? plainHeaderHeight : 0
        case .grouped, .insetGrouped: hasTitle ? groupedFooterWithTitle : groupedFooterWithoutTitle
        }
    }
}
