import CoreGraphics
import Foundation

/// The kind of a layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old content fades out as the new fades in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content slides in and pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a directional transition starts from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge (the default).
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")

    /// Where the new content comes from, as a unit vector in the layer's space (y down).
    var edge: CGVector {
        switch self {
        case .fromRight: CGVector(dx: 1, dy: 0)
        case .fromTop: CGVector(dx: 0, dy: -1)
        case .fromBottom: CGVector(dx: 0, dy: 1)
        default: CGVector(dx: -1, dy: 0)
        }
    }
}

/// The key for a layer's transition, `"transition"`, by convention the one passed to
/// `add(_:forKey:)`.
public let kCATransition = "transition"

/// An animation of a layer's whole content from how it was last committed to how it is now:
/// add it (under any key; `"transition"` by convention) in the transaction that changes the
/// layer's content or sublayers. The old content is the render tree committed before the
/// transition was added, so nothing is redrawn.
open class CATransition: CAAnimation {
    /// The kind of transition; `.fade` by default.
    open var type: CATransitionType = .fade
    /// The side the new content comes from, for the directional types.
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start (0…1).
    open var startProgress: Float = 0
    /// Where in the transition to end (0…1).
    open var endProgress: Float = 1
    /// A Core Image filter (accepted; Lamina has no Core Image).
    open var filter: Any?
    /// UIKit's flips, which Core Animation offers only privately.
    package var flip: (aboutHorizontalAxis: Bool, sign: CGFloat)?
    /// UIKit's page curls (true: up), which Core Animation offers only privately.
    package var curl: Bool?
    /// The layer's committed render tree when the transition was added.
    var snapshot: RenderNode?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CATransition else { return }
        (type, subtype, startProgress, endProgress) = (
            other.type, other.subtype, other.startProgress, other.endProgress
        )
        (filter, flip, curl, snapshot) = (other.filter, other.flip, other.curl, other.snapshot)
    }

    override func makeTrack() -> AnimationTrack? {
        let edge = (subtype ?? .fromLeft).edge
        let style: AnimationTrack.TransitionStyle
        if let flip {
            style = .flip(aboutHorizontalAxis: flip.aboutHorizontalAxis, sign: flip.sign)
        } else if let curl {
            style = .curl(up: curl)
        } else {
            switch type {
            // Core Animation's private names for the curls, which iOS code sets as raw strings.
            case CATransitionType(rawValue: "pageCurl"): style = .curl(up: true)
            case CATransitionType(rawValue: "pageUnCurl"): style = .curl(up: false)
            case .moveIn: style = .moveIn(edge: edge)
            case .push: style = .push(edge: edge)
            case .reveal: style = .reveal(edge: edge)
            default: style = .fade
            }
        }
        func unit(_ value: Float) -> Double { value.isFinite ? Double(min(max(value, 0), 1)) : 0 }
        return track(
            keyPath: "",
            kind: .transition(
                style, from: snapshot, start: unit(startProgress), end: endProgress.isNaN ? 1 : unit(endProgress)))
    }
}
