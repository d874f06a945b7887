import CoreGraphics
public import Foundation

extension UISheetPresentationController {
    /// A height a sheet may rest at: the system's medium and large ones, or a custom one that a
    /// resolver computes.
    @preconcurrency @MainActor
    public final class Detent {
        /// Names a detent.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The identifier's name.
            public let rawValue: String
            /// Creates an identifier from its name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// A height that means "none" to a resolver (the detent is left out).
        public static let ignoredDimension = CGFloat.nan

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// Half the large detent's height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
        }

        /// The full height of a sheet.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` computes (nil leaves it out; values are clamped to the
        /// large detent's height); without an identifier, a unique one is made.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context`, or nil when it does not apply.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return value
        }
    }
}
