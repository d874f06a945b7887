import CoreGraphics
import Foundation

/// The accessory and the selected look.
extension UITableViewCell {
    /// `accessoryType` or `accessoryView` changed: the standard accessory is made again.
    func accessoryDidChange() {
        standardAccessory?.removeFromSuperview()
        standardAccessory = accessoryView == nil ? makeStandardAccessory() : nil
        setNeedsLayout()
    }

    private func makeStandardAccessory() -> UIView? {
        switch accessoryType {
        case .none:
            return nil
        case .disclosureIndicator:
            let chevron = UIImageView(
                image: UIImage(
                    systemName: "chevron.right",
                    withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold)))
            chevron.tintColor = .tertiaryLabel
            chevron.sizeToFit()
            return chevron
        case .checkmark:
            let check = UIImageView(
                image: UIImage(
                    systemName: "checkmark",
                    withConfiguration: UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold))
            )
            check.sizeToFit()
            return check
        case .detailButton, .detailDisclosureButton:
            let button = UIButton(type: .detailDisclosure)
            button.addAction(
                UIAction { [weak self] _ in
                    guard let self, let table = self.tableView, let indexPath = table.indexPath(for: self) else {
                        return
                    }
                    table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
                }, for: .touchUpInside)
            button.sizeToFit()
            return button
        }
    }

    /// Shows the selected background and highlights the labels while selected or highlighted
    /// (with a selection style other than `.none`).
    func updateSelectionAppearance(animated: Bool) {
        let shows = (selectedStorage || highlightedStorage) && selectionStyle != .none
        if shows {
            let background = selectedBackgroundView ?? defaultSelectedBackground()
            if background.superview !== self {
                insertSubview(background, belowSubview: contentView)
            }
            background.frame = bounds
            background.isHidden = false
        } else {
            selectedBackgroundView?.isHidden = true
            if selectedBackgroundView == nil { defaultSelectedBackgroundStorage?.isHidden = true }
        }
        for label in [labels.textStorage, labels.detailStorage].compactMap({ $0 }) { label.isHighlighted = shows }
        labels.imageStorage?.isHighlighted = shows
    }

    /// The grey view iOS shows behind a selected row (`systemGray4`; UIKit's own colour is private).
    private func defaultSelectedBackground() -> UIView {
        if let view = defaultSelectedBackgroundStorage { return view }
        let view = UIView()
        view.backgroundColor = .systemGray4
        defaultSelectedBackgroundStorage = view
        return view
    }
}
