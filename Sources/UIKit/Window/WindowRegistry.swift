/// An app's visible windows and its key window: what iOS keeps in `UIApplication`.
///
/// Each `ApplicationContext` owns one (`windowRegistry`); windows register with the current
/// context's when they are shown and make themselves key there, so two contexts have two key
/// windows and tests running in contexts of their own see only their own windows.
@MainActor
package final class WindowRegistry {
    /// The key window, if any.
    package weak var keyWindow: UIWindow?
    /// The visible windows, in the order they were shown.
    package private(set) var windows: [UIWindow] = []

    package init() {}

    func add(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    func remove(_ window: UIWindow) {
        windows.removeAll { $0 === window }
    }
}
