import Foundation

/// A scene's lasting record: its role, its configuration and an identifier, kept while the scene
/// is connected (Lamina keeps no sessions across launches).
@preconcurrency @MainActor
open class UISceneSession {
    /// What kind of scene a session shows.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The name of the role.
        public let rawValue: String
        /// Creates a role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's own interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// The configuration its scene was made with.
    open internal(set) var configuration: UISceneConfiguration
    /// An identifier unique to the session.
    public let persistentIdentifier: String
    /// The scene showing the session, while one is connected.
    open internal(set) weak var scene: UIScene?
    /// Values the app keeps with the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
    }
}

extension UISceneSession: Hashable {
    /// Sessions are equal only to themselves.
    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }

    /// Hashes the session's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How a scene is made: its name and role, and the classes of the scene and its delegate.
///
/// Lamina makes its scenes as `UIWindowScene`s and their delegates with the function given to the
/// entry point (Swift on Linux cannot make objects from classes): `sceneClass` and `delegateClass`
/// are kept for the app's own use.
@preconcurrency @MainActor
open class UISceneConfiguration {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The class of the scene (kept).
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate (kept).
    open var delegateClass: AnyClass?

    /// Creates a configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
