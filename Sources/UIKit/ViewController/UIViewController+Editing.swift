/// Editing mode: what `setEditing(_:animated:)` stores and the Edit/Done item `editButtonItem` makes.
extension UIViewController {
    /// Stores `editing` and retitles the edit button item, if made.
    func storeEditing(_ editing: Bool) {
        editingStorage = editing
        editItem?.title = editing ? "Done" : "Edit"
        editItem?.style = editing ? .done : .plain
    }

    /// Makes and keeps the Edit/Done item that toggles editing (animated).
    func makeEditButtonItem() -> UIBarButtonItem {
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit")
        item.style = isEditing ? .done : .plain
        item.possibleTitles = ["Edit", "Done"]
        item.primaryAction = UIAction { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }
        editItem = item
        return item
    }
}
