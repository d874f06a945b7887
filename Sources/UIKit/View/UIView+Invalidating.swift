import CoreGraphics
import Foundation

/// A kind of invalidation a change of a view's property causes (iOS 15): the property wrapper
/// `UIView.Invalidating` runs `invalidate(view:)` when the property changes.
public protocol UIViewInvalidating {
    /// Marks the aspect of `view` this kind concerns for update.
    @MainActor func invalidate(view: UIView)
}

extension UIView {
    /// The kinds of invalidation `UIView.Invalidating` takes.
    public enum Invalidations {
        /// Redraws the view (`setNeedsDisplay()`).
        public struct Display: UIViewInvalidating {
            /// The kind.
            public init() {}
            /// Marks the view for drawing.
            @MainActor public func invalidate(view: UIView) { view.setNeedsDisplay() }
        }

        /// Lays the view's subviews out again (`setNeedsLayout()`).
        public struct Layout: UIViewInvalidating {
            /// The kind.
            public init() {}
            /// Marks the view for layout.
            @MainActor public func invalidate(view: UIView) { view.setNeedsLayout() }
        }

        /// Updates the view's constraints (`setNeedsUpdateConstraints()`).
        public struct Constraints: UIViewInvalidating {
            /// The kind.
            public init() {}
            /// Marks the view's constraints for update.
            @MainActor public func invalidate(view: UIView) { view.setNeedsUpdateConstraints() }
        }

        /// Measures the view again (`invalidateIntrinsicContentSize()`).
        public struct IntrinsicContentSize: UIViewInvalidating {
            /// The kind.
            public init() {}
            /// Invalidates the view's intrinsic size.
            @MainActor public func invalidate(view: UIView) { view.invalidateIntrinsicContentSize() }
        }

        /// Updates the configuration of a view that has one (button and cell configurations);
        /// Lamina's views have none yet, so it does nothing.
        public struct Configuration: UIViewInvalidating {
            /// The kind.
            public init() {}
            /// Does nothing: no Lamina view has a configuration to update.
            @MainActor public func invalidate(view: UIView) {}
        }

        /// Two kinds together, the first first.
        public struct Tuple<Invalidation1: UIViewInvalidating, Invalidation2: UIViewInvalidating>: UIViewInvalidating {
            let first: Invalidation1
            let second: Invalidation2
            /// Both kinds.
            public init(_ first: Invalidation1, _ second: Invalidation2) {
                (self.first, self.second) = (first, second)
            }
            /// Runs both invalidations.
            @MainActor public func invalidate(view: UIView) {
                first.invalidate(view: view)
                second.invalidate(view: view)
            }
        }
    }

    /// A view property whose changes invalidate aspects of the view (iOS 15):
    /// `@UIView.Invalidating(.layout, .display) var badgePosition = CGPoint.zero` marks the view
    /// for layout and drawing whenever the value changes (setting an equal value does nothing).
    /// It can only wrap properties of views.
    @propertyWrapper
    public struct Invalidating<Value: Equatable, InvalidationType: UIViewInvalidating> {
        private var value: Value
        private let invalidation: InvalidationType

        /// Wraps `wrappedValue`, invalidating `invalidation` on changes.
        public init(wrappedValue: Value, _ invalidation: InvalidationType) {
            value = wrappedValue
            self.invalidation = invalidation
        }

        /// Wraps `wrappedValue`, invalidating both kinds on changes.
        public init<Invalidation1: UIViewInvalidating, Invalidation2: UIViewInvalidating>(
            wrappedValue: Value, _ invalidation1: Invalidation1, _ invalidation2: Invalidation2
        ) where InvalidationType == Invalidations.Tuple<Invalidation1, Invalidation2> {
            self.init(wrappedValue: wrappedValue, Invalidations.Tuple(invalidation1, invalidation2))
        }

        /// Wraps `wrappedValue`, invalidating the three kinds on changes.
        public init<
            Invalidation1: UIViewInvalidating, Invalidation2: UIViewInvalidating, Invalidation3: UIViewInvalidating
        >(
            wrappedValue: Value, _ invalidation1: Invalidation1, _ invalidation2: Invalidation2,
            _ invalidation3: Invalidation3
        )
        where InvalidationType == Invalidations.Tuple<Invalidations.Tuple<Invalidation1, Invalidation2>, Invalidation3>
        {
            self.init(
                wrappedValue: wrappedValue,
                Invalidations.Tuple(Invalidations.Tuple(invalidation1, invalidation2), invalidation3))
        }

        /// Wraps `wrappedValue`, invalidating the four kinds on changes.
        public init<
            Invalidation1: UIViewInvalidating, Invalidation2: UIViewInvalidating, Invalidation3: UIViewInvalidating,
            Invalidation4: UIViewInvalidating
        >(
            wrappedValue: Value, _ invalidation1: Invalidation1, _ invalidation2: Invalidation2,
            _ invalidation3: Invalidation3, _ invalidation4: Invalidation4
        )
        where
            InvalidationType == Invalidations.Tuple<
                Invalidations.Tuple<Invalidation1, Invalidation2>, Invalidations.Tuple<Invalidation3, Invalidation4>
            >
        {
            self.init(
                wrappedValue: wrappedValue,
                Invalidations.Tuple(
                    Invalidations.Tuple(invalidation1, invalidation2), Invalidations.Tuple(invalidation3, invalidation4)
                ))
        }

        /// Unavailable outside a view: the wrapper needs the view it invalidates.
        @available(*, unavailable, message: "@UIView.Invalidating wraps properties of UIView subclasses only")
        public var wrappedValue: Value {
            get { fatalError("@UIView.Invalidating wraps properties of UIView subclasses only") }
            set { fatalError("@UIView.Invalidating wraps properties of UIView subclasses only") }
        }

        /// The value, read and set through the view that holds it.
        @MainActor
        public static subscript<EnclosingSelf: UIView>(
            _enclosingInstance view: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
        ) -> Value {
            get { view[keyPath: storageKeyPath].value }
            set {
                guard view[keyPath: storageKeyPath].value != newValue else { return }
                view[keyPath: storageKeyPath].value = newValue
                view[keyPath: storageKeyPath].invalidation.invalidate(view: view)
            }
        }
    }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Display {
    /// Redraw the view.
    public static var display: UIView.Invalidations.Display { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Layout {
    /// Lay the view out.
    public static var layout: UIView.Invalidations.Layout { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Constraints {
    /// Update the view's constraints.
    public static var constraints: UIView.Invalidations.Constraints { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.IntrinsicContentSize {
    /// Measure the view again.
    public static var intrinsicContentSize: UIView.Invalidations.IntrinsicContentSize { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Configuration {
    /// Update the view's configuration.
    public static var configuration: UIView.Invalidations.Configuration { .init() }
}
