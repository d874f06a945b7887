import Foundation
import Testing
import UIKit

/// Auto Layout: anchors and constraints placing views, solved exactly, applied by the base
/// `layoutSubviews()` on the pixel grid.
@MainActor @Suite struct AutoLayoutTests {
    /// A 300 × 200 container (scale 1) and a subview that constraints place.
    static func stage() -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        container.contentScaleFactor = 1
        let child = UIView()
        child.contentScaleFactor = 1
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return (container, child)
    }

    @Test func edgesPinnedToTheSuperviewPlaceTheView() {
        let (container, child) = Self.stage()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(child.frame == .zero)
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 10, width: 268, height: 50))
        #expect(child.hasAmbiguousLayout == false)
    }

    @Test func centredWithAFixedSize() {
        let (container, child) = Self.stage()
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: 5),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.25),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 100, y: 80, width: 100, height: 50))
    }

    @Test func siblingsChainLeftToRight() {
        let (container, first) = Self.stage()
        let second = UIView()
        second.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(second)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            first.widthAnchor.constraint(equalToConstant: 60),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
            second.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            first.topAnchor.constraint(equalTo: container.topAnchor),
            first.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            second.topAnchor.constraint(equalTo: first.topAnchor),
            second.heightAnchor.constraint(equalTo: first.heightAnchor, multiplier: 0.5, constant: 10),
        ])
        container.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 20, y: 0, width: 60, height: 200))
        #expect(second.frame == CGRect(x: 96, y: 0, width: 184, height: 110))
    }

    @Test func theHigherPriorityWinsAConflict() {
        let (container, child) = Self.stage()
        let wide = child.widthAnchor.constraint(equalToConstant: 500)
        wide.priority = .defaultHigh
        let narrow = child.widthAnchor.constraint(equalToConstant: 40)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([
            wide, narrow, child.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, constant: -10),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.width == 290)
        narrow.isActive = false
        narrow.priority = .required
        narrow.isActive = true
        container.layoutIfNeeded()
        #expect(child.frame.width == 40)
    }

    @Test func aConflictingRequiredConstraintIsLeftOutAndTheRestHold() {
        let (container, child) = Self.stage()
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 100),
            child.widthAnchor.constraint(equalToConstant: 200),
            child.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 3),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 4),
            child.heightAnchor.constraint(equalToConstant: 5),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 3, y: 4, width: 100, height: 5))
    }

    @Test func changingTheConstantMovesTheViewAtTheNextLayout() {
        let (container, child) = Self.stage()
        let top = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 30), child.heightAnchor.constraint(equalToConstant: 30),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.minY == 10)
        top.constant = 70
        #expect(child.frame.minY == 10)
        container.layoutIfNeeded()
        #expect(child.frame.minY == 70)
        top.constant = .nan
        #expect(top.constant == 70)
    }

    @Test func intrinsicSizesHugAndResist() {
        let (container, _) = Self.stage()
        let left = UILabel()
        left.text = "Name"
        let right = UILabel()
        right.text = "A longer value"
        for label in [left, right] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        left.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            left.topAnchor.constraint(equalTo: container.topAnchor),
            right.firstBaselineAnchor.constraint(equalTo: left.firstBaselineAnchor),
        ])
        container.layoutIfNeeded()
        #expect(left.frame.size == left.intrinsicContentSize)
        #expect(right.frame.minX == 10 + left.intrinsicContentSize.width + 8)
        #expect(right.frame.maxX == 290)
        #expect(right.frame.height == right.intrinsicContentSize.height)
        #expect(left.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(right.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func labelsOfDifferentFontsAlignTheirBaselines() {
        let (container, _) = Self.stage()
        let small = UILabel()
        small.font = UIFont.systemFont(ofSize: 12)
        small.text = "small"
        let large = UILabel()
        large.font = UIFont.systemFont(ofSize: 30)
        large.text = "Large"
        for label in [small, large] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        NSLayoutConstraint.activate([
            large.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            large.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 4),
            small.lastBaselineAnchor.constraint(equalTo: large.lastBaselineAnchor),
        ])
        container.layoutIfNeeded()
        let largeBaseline =
            large.frame.minY + (large.frame.height - large.intrinsicContentSize.height) / 2
            + UIFont.systemFont(ofSize: 30).ascender
        let smallBaseline = small.frame.minY + UIFont.systemFont(ofSize: 12).ascender
        #expect(abs(largeBaseline - smallBaseline) <= 0.5)
        #expect(small.frame.minY > large.frame.minY)
    }

    @Test func readingDirectionFlipsLeadingAndTrailing() {
        let (container, child) = Self.stage()
        container.semanticContentAttribute = .forceRightToLeft
        child.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 234, y: 0, width: 50, height: 10))
    }

    @Test func edgesAreRoundedToThePixelGrid() {
        let (container, child) = Self.stage()
        child.contentScaleFactor = 2
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10.3),
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1.0 / 3),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10.2),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10.5, y: 0, width: 100, height: 10))
    }

    @Test func alignmentInsetsOutsetTheFrame() {
        final class Badge: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
        }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        container.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 16, y: 18, width: 52, height: 38))
        #expect(badge.alignmentRect(forFrame: badge.frame) == CGRect(x: 20, y: 20, width: 40, height: 30))
        #expect(badge.frame(forAlignmentRect: CGRect(x: 20, y: 20, width: 40, height: 30)) == badge.frame)
    }

    @Test func anImageViewAlignsItsImagesAlignmentRectangle() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { _ in }
            .withAlignmentRectInsets(UIEdgeInsets(top: 0, left: 0, bottom: 6, right: 10))
        let imageView = UIImageView(image: image)
        imageView.contentScaleFactor = 1
        imageView.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            imageView.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -20),
        ])
        container.layoutIfNeeded()
        #expect(imageView.intrinsicContentSize == CGSize(width: 30, height: 24))
        #expect(imageView.frame == CGRect(x: 250, y: 156, width: 40, height: 30))
    }

    @Test func ambiguityIsReported() {
        let (container, child) = Self.stage()
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        container.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
        #expect(
            child.constraintsAffectingLayout(for: .horizontal).map { ObjectIdentifier($0) } == [ObjectIdentifier(width)]
        )
        #expect(child.constraintsAffectingLayout(for: .vertical).isEmpty)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(child.hasAmbiguousLayout)
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 7)
        leading.priority = .defaultLow
        leading.isActive = true
        #expect(!child.hasAmbiguousLayout)
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 7, y: 0, width: 40, height: 10))
    }

    @Test func invalidConstraintsStayInactive() {
        let (container, child) = Self.stage()
        let stranger = UIView()
        let noAncestor = child.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        noAncestor.isActive = true
        #expect(!noAncestor.isActive)
        let mixed = NSLayoutConstraint(
            item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .left, multiplier: 1,
            constant: 0)
        mixed.isActive = true
        #expect(!mixed.isActive)
        let locationToConstant = NSLayoutConstraint(
            item: child, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 10)
        locationToConstant.isActive = true
        #expect(!locationToConstant.isActive)
        let sized = NSLayoutConstraint(
            item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: .nan, constant: 10)
        #expect(sized.multiplier == 1)
        sized.isActive = true
        #expect(sized.isActive)
        #expect(child.constraints.count == 1)
        let required = child.heightAnchor.constraint(equalToConstant: 5)
        required.isActive = true
        required.priority = .defaultLow
        #expect(required.priority == .required)
        let optional = child.heightAnchor.constraint(equalToConstant: 9)
        optional.priority = .defaultHigh
        for bad: Float in [.nan, 0, -3, 1001, .infinity] { optional.priority = UILayoutPriority(bad) }
        #expect(optional.priority == .defaultHigh)
        child.setContentHuggingPriority(UILayoutPriority(.nan), for: .horizontal)
        child.setContentCompressionResistancePriority(UILayoutPriority(0), for: .vertical)
        #expect(child.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(child.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func overflowingConstraintsAreLeftOutAndTheRestHold() {
        let (container, child) = Self.stage()
        // 300 × 10³⁰⁷ overflows: left out. The largest constants are finite but contradict the
        // constraints before them (all held by the container, in order): left out as unsatisfiable.
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.1),
            child.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.1),
            child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1e307),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: .greatestFiniteMagnitude),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -.greatestFiniteMagnitude),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 135, y: 0, width: 30, height: 20))
    }
}
