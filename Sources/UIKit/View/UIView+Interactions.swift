/// Behaviour attached to a view from outside its class (a context menu, drag and drop, a pointer
/// effect, or an app's own): the view tells the interaction when it is attached and detached, and
/// the interaction installs what it needs (gesture recognizers, say) on the view.
///
/// Apple's protocol refines `NSObjectProtocol`; Lamina's asks only for a class, so interactions
/// written as `NSObject` subclasses and plain Swift classes both conform. Lamina builds none of
/// Apple's concrete interactions yet (context menus, drag and drop, pointer and hover effects).
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to (the interaction keeps it, usually weakly, when
    /// told in `didMove(to:)`).
    var view: UIView? { get }
    /// The interaction is about to be attached to `view` (nil: detached from its view).
    func willMove(to view: UIView?)
    /// The interaction was attached to `view` (nil: detached).
    func didMove(to view: UIView?)
}

/// What is attached to a view from outside its class, kept together in one stored property of
/// `UIView`: its interactions and its motion effects (`Motion/`).
struct ViewAttachments {
    var interactions: [any UIInteraction] = []
    var motionEffects: [UIMotionEffect] = []
}

extension UIView {
    /// The interactions attached to the view, in the order they were added. Setting it detaches
    /// the old ones and attaches the new.
    public var interactions: [any UIInteraction] {
        get { attachments.interactions }
        set {
            for interaction in attachments.interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction`: it is detached from any other view first, then told
    /// `willMove(to:)` and `didMove(to:)` with this view. Adding one already attached here does
    /// nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !attachments.interactions.contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        attachments.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction` (told `willMove(to: nil)` and `didMove(to: nil)`); an interaction
    /// not attached here is ignored.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = attachments.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachments.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
