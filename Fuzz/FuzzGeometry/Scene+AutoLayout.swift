import FuzzSupport
import UIKit

/// Auto Layout: constraints between any two views or guides (a scene's views, its guides, the
/// guides views define) with any attributes, relations, multipliers, constants and priorities —
/// NaN, infinite, huge and out of range included — activated or added to any view; views
/// switching between translated frames and constraints; constants, priorities and activation
/// changed later; guides added and removed; fitting sizes, ambiguity and update passes asked for.
extension Scene {
    mutating func autoLayout(_ input: inout FuzzInput) {
        switch input.byte() % 6 {
        case 0, 1:
            guard constraints.count < 64 else { return constraints.removeFirst().isActive = false }
            let first = layoutItem(&input)
            let second: AnyObject? = input.byte() % 4 == 0 ? nil : layoutItem(&input)
            let constraint = NSLayoutConstraint(
                item: first, attribute: NSLayoutConstraint.Attribute(rawValue: input.int(below: 21)) ?? .width,
                relatedBy: NSLayoutConstraint.Relation(rawValue: input.int(below: 3) - 1) ?? .equal,
                toItem: second, attribute: NSLayoutConstraint.Attribute(rawValue: input.int(below: 21)) ?? .width,
                multiplier: input.number(), constant: input.number())
            if input.bool() { constraint.priority = UILayoutPriority(Float(input.number())) }
            if input.bool() { constraint.isActive = true } else { anyView(&input).addConstraint(constraint) }
            constraints.append(constraint)
        case 2:
            let view = anyView(&input)
            view.translatesAutoresizingMaskIntoConstraints.toggle()
        case 3:
            guard let constraint = constraints.randomElement(using: &input) else { return }
            switch input.byte() % 3 {
            case 0: constraint.constant = input.number()
            case 1: constraint.priority = UILayoutPriority(Float(input.number()))
            default: constraint.isActive.toggle()
            }
        case 4:
            let view = anyView(&input)
            switch input.byte() % 4 {
            case 0:
                guard guides.count < 8 else { return guides.removeFirst().owningView = nil }
                let guide = UILayoutGuide()
                view.addLayoutGuide(guide)
                guides.append(guide)
            case 1: guides.randomElement(using: &input)?.owningView = input.bool() ? view : nil
            case 2: view.keyboardLayoutGuide.usesBottomSafeArea.toggle()
            default:
                let axis: NSLayoutConstraint.Axis = input.bool() ? .horizontal : .vertical
                view.setContentHuggingPriority(UILayoutPriority(Float(input.number())), for: axis)
                view.setContentCompressionResistancePriority(UILayoutPriority(Float(input.number())), for: axis)
            }
        default:
            let view = anyView(&input)
            switch input.byte() % 4 {
            case 0:
                _ = view.systemLayoutSizeFitting(
                    input.size(), withHorizontalFittingPriority: UILayoutPriority(Float(input.number())),
                    verticalFittingPriority: .fittingSizeLevel)
            case 1:
                _ = view.hasAmbiguousLayout
                _ = view.constraintsAffectingLayout(for: input.bool() ? .horizontal : .vertical)
                _ = guides.first?.layoutFrame
                _ = view.readableContentGuide.layoutFrame
            case 2:
                view.setNeedsUpdateConstraints()
                view.updateConstraintsIfNeeded()
            default: view.layoutIfNeeded()
            }
        }
    }

    /// Any view, a guide the scene added, or a guide a view defines.
    private mutating func layoutItem(_ input: inout FuzzInput) -> AnyObject {
        let view = anyView(&input)
        switch input.byte() % 8 {
        case 0: return view.safeAreaLayoutGuide
        case 1: return view.layoutMarginsGuide
        case 2: return view.readableContentGuide
        case 3: return view.keyboardLayoutGuide
        case 4: return guides.randomElement(using: &input) ?? view
        default: return view
        }
    }
}
