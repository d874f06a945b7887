import Foundation
public import UIKit

/// The guide's ViewTransitions sample (Figure 1-1): a container view holding two image views, one
/// of them hidden, and a toolbar whose bar button item swaps them with a transition — a different
/// one at each tap, in a fixed order.
@MainActor
public final class TransitionsViewController: UIViewController {
    /// One of the transitions the sample cycles through.
    public struct Transition: Sendable {
        /// The name shown over the pictures.
        public let name: String
        /// A Core Animation transition on the container's layer, or nil for a UIView one.
        let type: CATransitionType?
        let subtype: CATransitionSubtype?
        let options: UIView.AnimationOptions
    }

    /// The transitions, in the order taps play them.
    public static let transitions: [Transition] = [
        Transition(name: "Push from the right", type: .push, subtype: .fromRight, options: []),
        Transition(name: "Move in from the top", type: .moveIn, subtype: .fromTop, options: []),
        Transition(name: "Reveal from the bottom", type: .reveal, subtype: .fromBottom, options: []),
        Transition(name: "Fade", type: .fade, subtype: nil, options: []),
        Transition(name: "Flip from the left", type: nil, subtype: nil, options: .transitionFlipFromLeft),
        Transition(name: "Curl up", type: nil, subtype: nil, options: .transitionCurlUp),
        Transition(name: "Cross dissolve", type: nil, subtype: nil, options: .transitionCrossDissolve),
    ]

    /// How long each transition takes.
    public static let duration: TimeInterval = 0.75

    /// The view the transitions run on.
    public private(set) var containerView: UIView!
    /// The picture shown.
    public private(set) var frontView: UIImageView!
    /// The picture waiting, hidden.
    public private(set) var backView: UIImageView!
    /// The bar along the bottom.
    public private(set) var toolbar: UIToolbar!
    /// The item that starts the next transition.
    public private(set) var transitionItem: UIBarButtonItem!
    /// The name of the last transition, over the pictures.
    public private(set) var captionLabel: UILabel!
    /// How many transitions ran.
    public private(set) var transitionCount = 0

    public override func loadView() {
        let bounds = UIScreen.main.bounds
        let root = UIView(frame: bounds)
        root.backgroundColor = .black
        let barHeight = UIToolbar.barHeight
        let container = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - barHeight))
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.clipsToBounds = true
        let day = UIImageView(image: SceneryImages.day(size: container.bounds.size))
        let night = UIImageView(image: SceneryImages.night(size: container.bounds.size))
        for picture in [day, night] {
            picture.frame = container.bounds
            picture.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            picture.contentMode = .scaleAspectFill
            container.addSubview(picture)
        }
        night.isHidden = true
        let caption = UILabel(frame: CGRect(x: 16, y: 24, width: bounds.width - 32, height: 30))
        caption.autoresizingMask = [.flexibleWidth]
        caption.textAlignment = .center
        caption.textColor = .white
        caption.font = UIFont.boldSystemFont(ofSize: 20)
        caption.shadowColor = UIColor(white: 0, alpha: 0.6)
        caption.shadowOffset = CGSize(width: 0, height: 1)
        caption.text = "Tap Transition"
        let bar = UIToolbar(frame: CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let item = UIBarButtonItem(
            title: "Transition",
            primaryAction: UIAction { [weak self] _ in self?.nextTransition() })
        bar.items = [.flexibleSpace(), item, .flexibleSpace()]
        root.addSubview(container)
        root.addSubview(caption)
        root.addSubview(bar)
        containerView = container
        frontView = day
        backView = night
        toolbar = bar
        transitionItem = item
        captionLabel = caption
        view = root
    }

    /// Swaps the pictures with the next transition of the list.
    public func nextTransition() {
        let transition = Self.transitions[transitionCount % Self.transitions.count]
        transitionCount += 1
        captionLabel.text = transition.name
        let (shown, hidden) = (frontView!, backView!)
        frontView = hidden
        backView = shown
        if let type = transition.type {
            let animation = CATransition()
            animation.type = type
            animation.subtype = transition.subtype
            animation.duration = Self.duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            containerView.layer.add(animation, forKey: "swap")
            shown.isHidden = true
            hidden.isHidden = false
        } else {
            UIView.transition(
                with: containerView, duration: Self.duration, options: transition.options,
                animations: {
                    shown.isHidden = true
                    hidden.isHidden = false
                })
        }
    }
}
