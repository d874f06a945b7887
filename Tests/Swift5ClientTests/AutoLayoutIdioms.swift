import UIKit

// Auto Layout as iOS apps write it: views built in code with anchors, a pinning helper, lazy
// subviews, a height constraint animated from a controller, a cell sized by its constraints.

extension UIView {
    /// Pins the view's edges to another view's, inset.
    func pinEdges(to other: UIView, insets: UIEdgeInsets = .zero) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -insets.right),
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
            bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -insets.bottom),
        ])
    }
}

final class ProfileHeaderView: UIView {
    lazy var avatarView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .blue
        return view
    }()

    lazy var nameLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Ada"
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        addSubview(avatarView)
        addSubview(nameLabel)
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: centerYAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 20),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 1),
            nameLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            avatarView.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: 10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class DrawerViewController: UIViewController {
    let header = ProfileHeaderView()
    let panel = UIView()
    private var panelHeight: NSLayoutConstraint!
    private(set) var isOpen = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        header.translatesAutoresizingMaskIntoConstraints = false
        panel.translatesAutoresizingMaskIntoConstraints = false
        panel.backgroundColor = .red
        view.addSubview(header)
        view.addSubview(panel)
        panelHeight = panel.heightAnchor.constraint(equalToConstant: 0)
        panelHeight.priority = .defaultHigh
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            panel.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            panel.topAnchor.constraint(greaterThanOrEqualTo: header.bottomAnchor),
            panelHeight,
        ])
    }

    func toggle(animated: Bool = true) {
        isOpen.toggle()
        panelHeight.constant = isOpen ? view.bounds.height / 2 : 0
        guard animated else { return view.layoutIfNeeded() }
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
            self.view.layoutIfNeeded()
        }
    }
}

/// A cell whose height comes from its content, as table views ask of self-sizing cells.
final class NoteCell: UIView {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let stack = [titleLabel, bodyLabel]
        for label in stack {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        titleLabel.font = .boldSystemFont(ofSize: 17)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            bodyLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func height(forWidth width: CGFloat) -> CGFloat {
        systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}

/// A settings row as iOS code builds one: a stack of an icon, a title and a value.
final class SettingsRow: UIView {
    let icon = UIView()
    let title = UILabel()
    let value = UILabel()

    private lazy var stack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [icon, title, value])
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 12
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.text = "Wi-Fi"
        value.text = "Home"
        value.setContentHuggingPriority(.required, for: .horizontal)
        icon.backgroundColor = .systemBlue
        addSubview(stack)
        stack.pinEdges(to: self)
        NSLayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 28),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
