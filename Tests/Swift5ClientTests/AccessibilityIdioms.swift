import UIKit

// Accessibility as iOS apps write it, in the Swift 5 language mode: a custom control that
// describes itself by overriding the attributes, a rating view that adjusts, announcements, and
// an animation helper that honours Reduce Motion.

/// A star rating the user adjusts with swipes when VoiceOver runs.
final class RatingView: UIView {
    var rating = 3 {
        didSet { setNeedsDisplay() }
    }
    let maximum = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Rating"
        accessibilityHint = "Swipe up or down to change"
    }

    required init?(coder: NSCoder) { nil }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set {}
    }

    override var accessibilityValue: String? {
        get { "\(rating) of \(maximum) stars" }
        set {}
    }

    override func accessibilityIncrement() {
        guard rating < maximum else { return }
        rating += 1
        UIAccessibility.post(notification: .announcement, argument: accessibilityValue)
    }

    override func accessibilityDecrement() {
        guard rating > 0 else { return }
        rating -= 1
        UIAccessibility.post(notification: .announcement, argument: accessibilityValue)
    }
}

/// A card whose pieces are read as one element, with a custom action to delete it.
final class ContactCard: UIView {
    let nameLabel = UILabel()
    let phoneLabel = UILabel()
    var onDelete: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        phoneLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(
            for: .monospacedDigitSystemFont(ofSize: 15, weight: .regular))
        phoneLabel.adjustsFontForContentSizeCategory = true
        phoneLabel.text = "555 0100"
        nameLabel.frame = CGRect(x: 8, y: 8, width: frame.width - 16, height: 20)
        phoneLabel.frame = CGRect(x: 8, y: 32, width: frame.width - 16, height: 20)
        addSubview(nameLabel)
        addSubview(phoneLabel)
        isAccessibilityElement = true
        accessibilityIdentifier = "contact-card"
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { [weak self] _ in
                self?.onDelete?()
                return true
            }
        ]
    }

    required init?(coder: NSCoder) { nil }

    override var accessibilityLabel: String? {
        get { [nameLabel.text, phoneLabel.text].compactMap { $0 }.joined(separator: ", ") }
        set {}
    }
}

/// How long an animation lasts: none when the user asked for less motion.
func animationDuration(_ preferred: TimeInterval) -> TimeInterval {
    UIAccessibility.isReduceMotionEnabled ? 0 : preferred
}
