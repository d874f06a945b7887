import Foundation

/// Loading and replacing the controller's view: what `loadViewIfNeeded()` and the `view` setter do.
extension UIViewController {
    /// Loads the view unless it is loaded or loading: `loadView()`, then `viewDidLoad()`.
    func loadViewOnce() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        // A loadView that forgot to set a view still gets one, as UIKit gives it an empty view.
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Makes `newView` the controller's view: the old one stops naming the controller as its
    /// owner, the new one starts, and both hear that their root status changed.
    func replaceView(with newView: UIView?) {
        let old = loadedView
        old?.owningViewController = nil
        loadedView = newView
        newView?.owningViewController = self
        old?.rootViewDidChange()
        newView?.rootViewDidChange()
    }

    /// A property of a view controller that loads the controller's view before it is read
    /// (iOS 16.4): `@ViewLoading var label: UILabel`, set in `loadView()` or `viewDidLoad()`, can
    /// be read from outside before the view is shown.
    ///
    /// Reading one that is still unset after the view loaded is a programmer error, as on iOS: it
    /// stops the program with a message naming the property's type.
    @propertyWrapper
    public struct ViewLoading<Value> {
        private var value: Value?

        /// An unset property.
        public init() {}

        /// Unavailable outside a view controller: the wrapper needs the controller whose view it loads.
        @available(*, unavailable, message: "@ViewLoading wraps properties of UIViewController subclasses only")
        public var wrappedValue: Value {
            get { fatalError("@ViewLoading wraps properties of UIViewController subclasses only") }
            set { fatalError("@ViewLoading wraps properties of UIViewController subclasses only") }
        }

        /// The value, read after loading the controller's view.
        @MainActor
        public static subscript<EnclosingSelf: UIViewController>(
            _enclosingInstance controller: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
        ) -> Value {
            get {
                controller.loadViewIfNeeded()
                guard let value = controller[keyPath: storageKeyPath].value else {
                    preconditionFailure("a @ViewLoading property of type \(Value.self) was read before it was set")
                }
                return value
            }
            set { controller[keyPath: storageKeyPath].value = newValue }
        }
    }
}
