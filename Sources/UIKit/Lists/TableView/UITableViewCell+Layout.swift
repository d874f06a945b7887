import CoreGraphics
import Foundation
import QuartzCore

/// The style's labels and image, made when first asked for.
@MainActor
struct CellLabels {
    var textStorage: UILabel?
    var detailStorage: UILabel?
    var imageStorage: UIImageView?
}

extension CellLabels {
    var isEmpty: Bool { textStorage == nil && detailStorage == nil && imageStorage == nil }
}

extension UITableViewCell {
    // MARK: The style's views

    /// The style's fonts and colours (iOS's: body text; see docs/Compatibility.md for the
    /// smaller styles' sizes, which Apple does not publish).
    private func makeLabel(detail: Bool) -> UILabel {
        let label = UILabel()
        label.backgroundColor = nil
        switch (cellStyle, detail) {
        case (.value2, false):
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textColor = tintColor
            label.textAlignment = .right
        case (.value2, true):
            label.font = .systemFont(ofSize: 15)
        case (.subtitle, true):
            label.font = .systemFont(ofSize: 12)
            label.textColor = .secondaryLabel
        case (.value1, true):
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .label
        }
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    var labelsText: UILabel {
        if let label = labels.textStorage { return label }
        let label = makeLabel(detail: false)
        labels.textStorage = label
        return label
    }

    var labelsDetail: UILabel {
        if let label = labels.detailStorage { return label }
        let label = makeLabel(detail: true)
        labels.detailStorage = label
        return label
    }

    var labelsImage: UIImageView {
        if let view = labels.imageStorage { return view }
        let view = UIImageView()
        contentView.addSubview(view)
        labels.imageStorage = view
        setNeedsLayout()
        return view
    }

    // MARK: Layout

    /// The content's leading and trailing margin at this width.
    private var contentMargin: CGFloat {
        TableMetrics.contentMargin(tableWidth: tableView?.bounds.width ?? bounds.width)
    }

    /// The accessory's view: the app's, else the one standing for `accessoryType`.
    var shownAccessory: UIView? { accessoryView ?? standardAccessory }

    func layoutCell() {
        let size = bounds.size
        backgroundView.map { view in
            if view.superview !== self { insertSubview(view, at: 0) }
            view.frame = bounds
        }
        if let selected = selectedBackgroundView, selected.superview === self {
            selected.frame = bounds
        }
        var contentWidth = size.width
        if let accessory = shownAccessory {
            if accessory.superview !== self { addSubview(accessory) }
            let fitted = accessory.bounds.size
            contentWidth = max(0, size.width - contentMargin - fitted.width - TableMetrics.accessoryGap)
            accessory.frame = CGRect(
                x: size.width - contentMargin - fitted.width, y: ((size.height - fitted.height) / 2).rounded(),
                width: fitted.width, height: fitted.height)
        }
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: size.height)
        layoutStyleViews(trailingMargin: shownAccessory == nil ? contentMargin : 0)
        layoutSeparator()
    }

    /// Places the image and labels in the content view as the style arranges them.
    private func layoutStyleViews(trailingMargin: CGFloat) {
        guard !labels.isEmpty else { return }
        let bounds = contentView.bounds
        var x = contentMargin + CGFloat(indentationLevel) * indentationWidth
        if let image = labels.imageStorage, let picture = image.image {
            let side = picture.size
            image.frame = CGRect(
                x: x, y: ((bounds.height - side.height) / 2).rounded(), width: side.width, height: side.height)
            x += side.width + TableMetrics.imageGap
        }
        let width = max(0, bounds.width - x - trailingMargin)
        let text = labels.textStorage
        let detail = cellStyle == .default ? nil : labels.detailStorage
        func fitted(_ label: UILabel?, _ available: CGFloat) -> CGSize {
            guard let label, label.text?.isEmpty == false || label.attributedText?.length ?? 0 > 0 else { return .zero }
            let size = label.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude))
            return CGSize(width: min(size.width, available), height: size.height)
        }
        switch cellStyle {
        case .default:
            let size = fitted(text, width)
            text?.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: width, height: size.height)
        case .subtitle:
            let top = fitted(text, width)
            let bottom = fitted(detail, width)
            let y = (bounds.height - top.height - bottom.height) / 2
            text?.frame = CGRect(x: x, y: y, width: width, height: top.height)
            detail?.frame = CGRect(x: x, y: y + top.height, width: width, height: bottom.height)
        case .value1:
            let right = fitted(detail, width)
            let left = fitted(text, max(0, width - right.width - TableMetrics.valueGap))
            text?.frame = CGRect(x: x, y: (bounds.height - left.height) / 2, width: left.width, height: left.height)
            detail?.frame = CGRect(
                x: x + width - right.width, y: (bounds.height - right.height) / 2, width: right.width,
                height: right.height)
        case .value2:
            let column = (bounds.width * TableMetrics.value2LabelFraction).rounded()
            let left = fitted(text, column)
            let rightWidth = max(0, x + width - (x + column + TableMetrics.valueGap))
            let right = fitted(detail, rightWidth)
            text?.frame = CGRect(x: x, y: (bounds.height - left.height) / 2, width: column, height: left.height)
            detail?.frame = CGRect(
                x: x + column + TableMetrics.valueGap, y: (bounds.height - right.height) / 2, width: rightWidth,
                height: right.height)
        }
    }

    /// The height the cell needs at `width`: what Auto Layout works out for the content view
    /// where its constraints decide it, else the style's labels with iOS's padding, at least a
    /// standard row.
    func fittingHeight(width: CGFloat) -> CGFloat {
        frame.size.width = width
        layoutIfNeeded()
        if hasContentConstraints {
            let fitted = contentView.systemLayoutSizeFitting(
                CGSize(width: contentView.bounds.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            if fitted.height.isFinite, fitted.height > 0 { return fitted.height.rounded(.up) }
        }
        let labelsHeight = [labels.textStorage, cellStyle == .subtitle ? labels.detailStorage : nil]
            .compactMap { $0 }.map(\.frame.height).reduce(0, +)
        let tallest = max(labelsHeight, labels.detailStorage?.frame.height ?? 0, labels.imageStorage?.frame.height ?? 0)
        return max(TableMetrics.rowHeight, (tallest + 2 * TableMetrics.verticalPadding).rounded(.up))
    }

    /// Whether the app constrained views inside the content view.
    private var hasContentConstraints: Bool {
        if !contentView.constraints.isEmpty { return true }
        return contentView.subviews.contains {
            !$0.constraints.isEmpty || !$0.translatesAutoresizingMaskIntoConstraints
        }
    }

    // MARK: The separator

    /// The table shows or hides the separator, in its colour and inset.
    func updateSeparator(visible: Bool, color: UIColor?, inset: UIEdgeInsets) {
        tableSeparatorInset = inset
        separator.isHidden = !visible
        separator.backgroundColor = color
        layoutSeparator()
    }

    private func layoutSeparator() {
        let scale = window?.screen.scale ?? tableView?.window?.screen.scale ?? traitCollection.displayScale
        let thickness = 1 / max(scale, 1)
        let inset = separatorInset
        separator.frame = CGRect(
            x: inset.left, y: bounds.height - thickness, width: max(0, bounds.width - inset.left - inset.right),
            height: thickness)
        // Reordering subviews asks for layout again: only when something covers the line.
        if subviews.last !== separator { bringSubviewToFront(separator) }
    }

    /// The table's style sets the background, unless the app set one.
    func setTableBackground(_ color: UIColor) {
        guard usesDefaultBackground else { return }
        super.backgroundColor = color
    }
}
