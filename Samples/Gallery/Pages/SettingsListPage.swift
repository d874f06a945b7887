import UIKit

/// A settings screen: an inset-grouped table of value, disclosure and check-mark rows in titled
/// sections, with a footer — the list most apps have.
final class SettingsListPage: GalleryPage, UITableViewDataSource, UITableViewDelegate {
    override var pageTitle: String { "Lists · A settings screen" }
    override var caption: String {
        "An inset-grouped UITableView: value1 rows with disclosure indicators, a subtitle row, check marks and a section footer, laid out with iOS's table metrics."
    }

    private struct Row {
        let title: String
        var detail: String? = nil
        var accessory: UITableViewCell.AccessoryType = .disclosureIndicator
        var style: UITableViewCell.CellStyle = .value1
    }

    private let sections: [(title: String, rows: [Row], footer: String?)] = [
        (
            "Connections",
            [
                Row(title: "Wi-Fi", detail: "Home"), Row(title: "Bluetooth", detail: "On"),
                Row(title: "VPN", detail: "Off"),
            ],
            nil
        ),
        (
            "Appearance",
            [Row(title: "Light", accessory: .checkmark), Row(title: "Dark", accessory: .none)],
            "Dark mode follows the system when neither is chosen."
        ),
        ("About", [Row(title: "Lamina", detail: "A UIKit for Linux", accessory: .none, style: .subtitle)], nil),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(
            frame: CGRect(x: 0, y: 44, width: GalleryPages.size.width, height: GalleryPages.size.height - 44 - 64),
            style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let identifier = "style-\(row.style.rawValue)"
        let cell =
            tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: row.style, reuseIdentifier: identifier)
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.detail
        cell.accessoryType = row.accessory
        return cell
    }
}
