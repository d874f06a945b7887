import Foundation
import LaminaHeadless
import Testing
import UIKit
import UIKitTesting

/// Auto Layout across a hierarchy: holders, removal, guides, windows, the update pass, fitting.
@MainActor @Suite struct AutoLayoutHierarchyTests {
    static func constrained(_ view: UIView, in superview: UIView) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        view.contentScaleFactor = 1
        superview.addSubview(view)
        return view
    }

    @Test func activationInstallsOnTheNearestCommonAncestor() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let left = Self.constrained(UIView(), in: root)
        let inner = Self.constrained(UIView(), in: left)
        let right = Self.constrained(UIView(), in: root)
        let across = inner.widthAnchor.constraint(equalTo: right.widthAnchor)
        let own = inner.heightAnchor.constraint(equalToConstant: 4)
        let toParent = inner.topAnchor.constraint(equalTo: left.topAnchor)
        NSLayoutConstraint.activate([across, own, toParent])
        #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(across)])
        #expect(inner.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(own)])
        #expect(left.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(toParent)])
        across.isActive = false
        #expect(root.constraints.isEmpty)
        #expect(!across.isActive)
        root.addConstraint(across)
        #expect(across.isActive)
        root.removeConstraint(across)
        #expect(!across.isActive)
        left.addConstraint(across)
        #expect(!across.isActive)
    }

    @Test func removingAViewTakesAwayTheConstraintsReachingIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = Self.constrained(UIView(), in: root)
        let label = Self.constrained(UIView(), in: card)
        let outside = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let inside = label.topAnchor.constraint(equalTo: card.topAnchor, constant: 3)
        let cardWidth = card.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([outside, inside, cardWidth])
        card.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive)
        #expect(cardWidth.isActive)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        other.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 1),
            card.topAnchor.constraint(equalTo: other.topAnchor, constant: 2),
            card.heightAnchor.constraint(equalToConstant: 40),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 6),
            label.widthAnchor.constraint(equalToConstant: 7), label.heightAnchor.constraint(equalToConstant: 8),
        ])
        other.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 1, y: 2, width: 100, height: 40))
        #expect(label.frame == CGRect(x: 6, y: 3, width: 7, height: 8))
    }

    @Test func aViewIsPlacedAgainstADistantRelativeThroughTheViewsBetween() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let panel = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
        panel.bounds.origin = CGPoint(x: 0, y: 20)
        root.addSubview(panel)
        let marker = Self.constrained(UIView(), in: panel)
        let anchor = Self.constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            anchor.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            anchor.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            anchor.widthAnchor.constraint(equalToConstant: 20), anchor.heightAnchor.constraint(equalToConstant: 20),
            marker.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 5),
            marker.topAnchor.constraint(equalTo: anchor.topAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(anchor.frame == CGRect(x: 10, y: 100, width: 20, height: 20))
        #expect(marker.frame == CGRect(x: -15, y: 60, width: 10, height: 10))
        #expect(marker.convert(marker.bounds, to: root) == CGRect(x: 35, y: 100, width: 10, height: 10))
        panel.frame.origin = CGPoint(x: 0, y: 0)
        root.layoutIfNeeded()
        #expect(marker.convert(marker.bounds, to: root) == CGRect(x: 35, y: 100, width: 10, height: 10))
    }

    @Test func guidesFollowMarginsReadableWidthAndSpacers() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 400))
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 940, height: 360))
        #expect(root.readableContentGuide.layoutFrame == CGRect(x: 154, y: 10, width: 672, height: 360))
        let text = Self.constrained(UIView(), in: root)
        let boxes = [Self.constrained(UIView(), in: root), Self.constrained(UIView(), in: root)]
        let gaps = [UILayoutGuide(), UILayoutGuide(), UILayoutGuide()]
        for gap in gaps { root.addLayoutGuide(gap) }
        #expect(root.layoutGuides.count == 3)
        #expect(gaps[0].owningView === root)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 10),
            gaps[0].leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            boxes[0].leadingAnchor.constraint(equalTo: gaps[0].trailingAnchor),
            gaps[1].leadingAnchor.constraint(equalTo: boxes[0].trailingAnchor),
            boxes[1].leadingAnchor.constraint(equalTo: gaps[1].trailingAnchor),
            gaps[2].leadingAnchor.constraint(equalTo: boxes[1].trailingAnchor),
            gaps[2].trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            gaps[1].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
            gaps[2].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
            boxes[0].widthAnchor.constraint(equalToConstant: 100),
            boxes[1].widthAnchor.constraint(equalToConstant: 100),
            boxes[0].bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
            boxes[1].bottomAnchor.constraint(equalTo: boxes[0].bottomAnchor),
            boxes[0].heightAnchor.constraint(equalToConstant: 50),
            boxes[1].heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 154, y: 10, width: 672, height: 10))
        // Three gaps share 940 − 200 points; the boxes' edges round to whole pixels, guides do not.
        #expect(boxes[0].frame == CGRect(x: 267, y: 320, width: 100, height: 50))
        #expect(boxes[1].frame == CGRect(x: 613, y: 320, width: 100, height: 50))
        #expect(gaps[1].layoutFrame.width == 740.0 / 3)
        root.removeLayoutGuide(gaps[2])
        #expect(gaps[2].owningView == nil)
        #expect(root.layoutGuides.count == 2)
        // Its leading edge, the first box after it, and the second gap's width; not the third's.
        #expect(gaps[0].constraintsAffectingLayout(for: .horizontal).count == 3)
    }

    @Test func windowsAndSafeAreasDriveTheLayout() {
        HeadlessHost.run(size: CGSize(width: 200, height: 300)) { host in
            let controller = UIViewController()
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
            let header = Self.constrained(UIView(), in: controller.view)
            let footer = Self.constrained(UIView(), in: controller.view)
            header.backgroundColor = .red
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 40),
                footer.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
                footer.widthAnchor.constraint(equalTo: controller.view.widthAnchor, multiplier: 0.5),
                footer.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
                footer.heightAnchor.constraint(equalToConstant: 30),
            ])
            let window = host.show(controller)
            host.renderFrame()
            #expect(header.frame == CGRect(x: 0, y: 20, width: 200, height: 40))
            #expect(footer.frame == CGRect(x: 50, y: 260, width: 100, height: 30))
            #expect(host.pixel(x: 100, y: 30) == PixelRGBA(255, 0, 0, 255))
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
            window.frame = CGRect(x: 0, y: 0, width: 160, height: 300)
            host.renderFrame()
            #expect(header.frame == CGRect(x: 0, y: 50, width: 160, height: 40))
            #expect(footer.frame == CGRect(x: 40, y: 270, width: 80, height: 30))
        }
    }

    @Test func theKeyboardGuideIsTheHiddenKeyboardsPlace() {
        HeadlessHost.run(size: CGSize(width: 200, height: 300)) { host in
            let controller = UIViewController()
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 24, right: 0)
            let field = Self.constrained(UIView(), in: controller.view)
            let guide = controller.view.keyboardLayoutGuide
            NSLayoutConstraint.activate([
                field.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -8),
                field.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                field.heightAnchor.constraint(equalToConstant: 30),
            ])
            host.show(controller)
            host.renderFrame()
            #expect(guide.layoutFrame == CGRect(x: 0, y: 276, width: 200, height: 24))
            #expect(field.frame == CGRect(x: 0, y: 238, width: 200, height: 30))
            guide.usesBottomSafeArea = false
            host.renderFrame()
            #expect(guide.layoutFrame == CGRect(x: 0, y: 300, width: 200, height: 0))
            #expect(field.frame == CGRect(x: 0, y: 262, width: 200, height: 30))
            #expect(controller.view.keyboardLayoutGuide === guide)
        }
    }

    @Test func constraintsUpdateBeforeLayoutWhenAsked() {
        final class Row: UIView {
            var updates = 0
            let dot = UIView()
            var dotLeading: NSLayoutConstraint?
            var indent: CGFloat = 4
            override init(frame: CGRect) {
                super.init(frame: frame)
                // A view that already has Auto Layout state still gets its first update.
                translatesAutoresizingMaskIntoConstraints = true
                setContentHuggingPriority(.defaultHigh, for: .vertical)
            }
            required init?(coder: NSCoder) { nil }
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                updates += 1
                if dotLeading == nil {
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(dot)
                    let leading = dot.leadingAnchor.constraint(equalTo: leadingAnchor)
                    NSLayoutConstraint.activate([
                        leading, dot.topAnchor.constraint(equalTo: topAnchor),
                        dot.widthAnchor.constraint(equalToConstant: 6), dot.heightAnchor.constraint(equalToConstant: 6),
                    ])
                    dotLeading = leading
                }
                dotLeading?.constant = indent
                super.updateConstraints()
            }
        }
        final class Controller: UIViewController {
            var viewUpdates = 0
            override func loadView() { view = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 20)) }
            override func updateViewConstraints() {
                viewUpdates += 1
                super.updateViewConstraints()
            }
        }
        let controller = Controller()
        let row = controller.view as! Row
        row.contentScaleFactor = 1
        row.layoutIfNeeded()
        #expect(row.updates == 1)
        #expect(controller.viewUpdates == 1)
        #expect(row.dot.frame == CGRect(x: 4, y: 0, width: 6, height: 6))
        row.layoutIfNeeded()
        #expect(row.updates == 1)
        row.indent = 30
        row.setNeedsUpdateConstraints()
        #expect(row.needsUpdateConstraints())
        row.layoutIfNeeded()
        #expect(!row.needsUpdateConstraints())
        #expect(row.updates == 2)
        #expect(row.dot.frame.minX == 30)
        row.indent = 12
        row.setNeedsUpdateConstraints()
        row.updateConstraintsIfNeeded()
        #expect(row.updates == 3)
        #expect(row.dot.frame.minX == 30)
        row.layoutIfNeeded()
        #expect(row.dot.frame.minX == 12)
    }

    @Test func fittingSizeFollowsTheContent() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let title = Self.constrained(UILabel(), in: cell) as! UILabel
        title.text = "Fitting"
        let icon = Self.constrained(UIView(), in: cell)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
            icon.widthAnchor.constraint(equalToConstant: 24), icon.heightAnchor.constraint(equalToConstant: 24),
            icon.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
            icon.topAnchor.constraint(greaterThanOrEqualTo: cell.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
            title.topAnchor.constraint(greaterThanOrEqualTo: cell.topAnchor, constant: 8),
            title.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
        ])
        let size = title.intrinsicContentSize
        let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == CGSize(width: 12 + 24 + 8 + size.width + 12, height: max(40, size.height + 16)))
        let wide = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 320, height: max(40, size.height + 16)))
        #expect(cell.bounds.size == CGSize(width: 50, height: 50))
    }

    @Test func movingAViewBetweenWindowsCarriesItsInnerConstraints() {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let bar = Self.constrained(UIView(), in: first)
        let fill = Self.constrained(UIView(), in: bar)
        NSLayoutConstraint.activate([
            fill.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
            fill.topAnchor.constraint(equalTo: bar.topAnchor),
            fill.widthAnchor.constraint(equalTo: bar.widthAnchor, multiplier: 0.5),
            fill.heightAnchor.constraint(equalTo: bar.heightAnchor),
        ])
        let attach = { (host: UIView) in
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: host.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: host.trailingAnchor),
                bar.topAnchor.constraint(equalTo: host.topAnchor), bar.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        attach(first)
        first.layoutIfNeeded()
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        second.addSubview(bar)
        #expect(first.constraints.isEmpty)
        attach(second)
        second.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 400, height: 10))
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
    }
}
