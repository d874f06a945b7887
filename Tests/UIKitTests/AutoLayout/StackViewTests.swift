import Foundation
import Testing
import UIKit

/// `UIStackView`: rows and columns of arranged subviews in every distribution and alignment.
@MainActor @Suite struct StackViewTests {
    /// A view with an intrinsic size.
    final class Box: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
            contentScaleFactor = 2
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    static func stack(_ boxes: [Box], width: CGFloat = 300, height: CGFloat = 50) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
        return stack
    }

    @Test func aFilledRowStretchesTheLastOfEqualHuggers() {
        let boxes = [Box(40, 20), Box(60, 20), Box(30, 20)]
        let stack = Self.stack(boxes)
        stack.spacing = 10
        stack.layoutIfNeeded()
        #expect(
            boxes.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 40, height: 50), CGRect(x: 50, y: 0, width: 60, height: 50),
                CGRect(x: 120, y: 0, width: 180, height: 50),
            ])
        boxes[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.distribution = .fill
        stack.layoutIfNeeded()
        #expect(boxes.map(\.frame.width) == [40, 210, 30])
        #expect(stack.arrangedSubviews.count == 3 && boxes.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    @Test func equalAndProportionalDistributions() {
        let boxes = [Box(40, 20), Box(60, 20), Box(100, 20)]
        let stack = Self.stack(boxes, width: 400)
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        // 133⅓ points each, edges on the half-point grid.
        let third: CGFloat = 400.0 / 3
        let edges = [0, third, 2 * third, 400].map { ($0 * 2).rounded() / 2 }
        #expect(boxes.map(\.frame.minX) == Array(edges.prefix(3)))
        #expect(boxes.map(\.frame.maxX) == Array(edges.suffix(3)))
        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        #expect(boxes.map(\.frame.minX) == [0, 80, 200])
        #expect(boxes.map(\.frame.width) == [80, 120, 200])
    }

    @Test func spacingDistributionsKeepIntrinsicSizes() {
        let boxes = [Box(40, 20), Box(60, 20), Box(30, 20)]
        let stack = Self.stack(boxes)
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        #expect(boxes.map(\.frame.minX) == [0, 125, 270])
        #expect(boxes.map(\.frame.width) == [40, 60, 30])
        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        // Centres at 20, 152.5 and 285.
        #expect(boxes.map(\.frame.minX) == [0, 122.5, 270])
    }

    @Test func alignmentsAcrossARow() {
        let boxes = [Box(40, 20), Box(60, 40)]
        let stack = Self.stack(boxes)
        let expectations: [(UIStackView.Alignment, [CGFloat])] = [
            (.center, [15, 5]), (.top, [0, 0]), (.bottom, [30, 10]), (.fill, [0, 0]),
        ]
        for (alignment, tops) in expectations {
            stack.alignment = alignment
            stack.layoutIfNeeded()
            #expect(boxes.map(\.frame.minY) == tops)
        }
        #expect(boxes.map(\.frame.height) == [50, 50])
    }

    @Test func aColumnWithCustomSpacingHiddenViewsAndMargins() {
        let boxes = [Box(40, 20), Box(60, 30), Box(30, 10)]
        let stack = Self.stack(boxes, width: 100, height: 300)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        stack.setCustomSpacing(12, after: boxes[0])
        #expect(stack.customSpacing(after: boxes[0]) == 12)
        #expect(stack.customSpacing(after: boxes[1]) == UIStackView.spacingUseDefault)
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        // Equal gaps of (300 − 60) / 2; the custom spacing is only their minimum.
        #expect(
            boxes.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 0, y: 140, width: 60, height: 30),
                CGRect(x: 0, y: 290, width: 30, height: 10),
            ])
        boxes[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(boxes[2].frame.minY == 290)
        #expect(boxes[0].frame.minY == 0)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        stack.layoutIfNeeded()
        #expect(boxes[0].frame.origin == CGPoint(x: 6, y: 5))
        #expect(boxes[2].frame.maxY == 293)
        boxes[1].isHidden = false
        stack.distribution = .fill
        stack.layoutIfNeeded()
        #expect(boxes[1].frame.minY == 37)
    }

    @Test func removingViewsLeavesTheArrangement() {
        let boxes = [Box(40, 20), Box(60, 20), Box(30, 20)]
        let stack = Self.stack(boxes)
        stack.spacing = 5
        stack.removeArrangedSubview(boxes[0])
        #expect(boxes[0].superview === stack)
        boxes[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(boxes[2])])
        stack.layoutIfNeeded()
        #expect(boxes[2].frame == CGRect(x: 0, y: 0, width: 300, height: 50))
        stack.insertArrangedSubview(boxes[1], at: 0)
        stack.layoutIfNeeded()
        #expect(boxes[1].frame == CGRect(x: 0, y: 0, width: 60, height: 50))
        #expect(boxes[2].frame == CGRect(x: 65, y: 0, width: 235, height: 50))
    }

    @Test func aStackSizesItselfFromItsContent() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let boxes = [Box(40, 20), Box(60, 30)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.contentScaleFactor = 2
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
        ])
        container.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 108, height: 30))
        #expect(boxes[0].frame == CGRect(x: 0, y: 5, width: 40, height: 20))
    }
}
