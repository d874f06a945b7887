import Foundation
import Testing
import UIKit
import UIKitTesting

/// The accessibility attributes of responders, the defaults of the standard views, frames on
/// screen, and the reading order an assistive technology walks.
@MainActor @Suite struct AccessibilityTests {
    @Test func standardViewsDescribeThemselves() {
        let plain = UIView()
        #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil && plain.accessibilityTraits == .none)

        let label = UILabel()
        label.text = "Total"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Total")
        #expect(label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        label.accessibilityLabel = "Sum"
        label.text = "Other"
        #expect(label.accessibilityLabel == "Sum" && label.accessibilityAttributedLabel?.string == "Sum")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Other")
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)

        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Play")
        #expect(button.accessibilityTraits == .button)
        button.isSelected = true
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
        button.accessibilityTraits = .link
        #expect(button.accessibilityTraits == [.link, .selected, .notEnabled])

        let image = UIImageView()
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
    }

    @Test func attributedAndPlainPropertiesAgree() {
        let view = UIView()
        view.accessibilityAttributedHint = NSAttributedString(string: "Plays the song")
        #expect(view.accessibilityHint == "Plays the song")
        view.accessibilityValue = "50 %"
        #expect(view.accessibilityAttributedValue?.string == "50 %")
        view.accessibilityLabel = "Volume"
        #expect(view.accessibilityUserInputLabels == ["Volume"])
        view.accessibilityUserInputLabels = ["Loudness", "Volume"]
        #expect(view.accessibilityUserInputLabels == ["Loudness", "Volume"])
        view.accessibilityIdentifier = "volume"
        view.accessibilityLanguage = "fr-FR"
        view.accessibilityContainerType = .semanticGroup
        view.accessibilityNavigationStyle = .combined
        view.accessibilityTextualContext = .sourceCode
        #expect(view.accessibilityIdentifier == "volume" && view.accessibilityLanguage == "fr-FR")
        #expect(view.accessibilityContainerType == .semanticGroup && view.accessibilityNavigationStyle == .combined)
        #expect(view.accessibilityTextualContext == .sourceCode)
        #expect(!view.accessibilityIgnoresInvertColors && !view.showsLargeContentViewer && view.scalesLargeContentImage)
        view.accessibilityIgnoresInvertColors = true
        // The attributed forms follow an overriding plain getter.
        final class Counter: UIView {
            override var accessibilityLabel: String? {
                get { "3 items" }
                set { super.accessibilityLabel = newValue }
            }
        }
        let counter = Counter()
        counter.accessibilityAttributedLabel = NSAttributedString(string: "stale")
        #expect(counter.accessibilityAttributedLabel?.string == "3 items")
        let styled = NSAttributedString(string: "3 items", attributes: [.kern: 2])
        counter.accessibilityAttributedLabel = styled
        #expect(counter.accessibilityAttributedLabel === styled)
        view.largeContentTitle = "Volume"
        view.showsLargeContentViewer = true
        #expect(
            view.accessibilityIgnoresInvertColors && view.showsLargeContentViewer && view.largeContentTitle == "Volume")
    }

    @Test func framesAreOnTheScreenAndFollowTheView() throws {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let window = host.show(UIView(frame: .zero))
            window.frame = CGRect(x: 10, y: 20, width: 150, height: 150)
            let container = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
            container.bounds.origin = CGPoint(x: 0, y: 10)
            let child = UIView(frame: CGRect(x: 10, y: 30, width: 40, height: 20))
            container.addSubview(child)
            window.addSubview(container)
            // 10 + 5 + 10 = 25 across; 20 + 5 - 10 + 30 = 45 down.
            #expect(child.accessibilityFrame == CGRect(x: 25, y: 45, width: 40, height: 20))
            #expect(child.accessibilityActivationPoint == CGPoint(x: 45, y: 55))
            // Scaled about the container's centre (55, 55); its bounds centre is (50, 60).
            container.transform = CGAffineTransform(scaleX: 2, y: 2)
            #expect(child.accessibilityFrame == CGRect(x: -15, y: 15, width: 80, height: 40))
            #expect(
                UIAccessibility.convertToScreenCoordinates(CGRect(x: 0, y: 10, width: 1, height: 1), in: container)
                    == CGRect(x: -35, y: -25, width: 2, height: 2))
            child.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
            container.transform = .identity
            #expect(child.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
            child.accessibilityActivationPoint = CGPoint(x: 7, y: 8)
            #expect(child.accessibilityActivationPoint == CGPoint(x: 7, y: 8))

            let element = UIAccessibilityElement(accessibilityContainer: container)
            #expect(element.accessibilityContainer === container && element.accessibilityFrameInContainerSpace.isNull)
            #expect(element.accessibilityFrame == .zero && !element.isAccessibilityElement)
            element.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 10, width: 30, height: 30)
            #expect(element.accessibilityFrame == CGRect(x: 15, y: 25, width: 30, height: 30))
            container.center.x += 10
            #expect(element.accessibilityFrame == CGRect(x: 25, y: 25, width: 30, height: 30))
            element.accessibilityFrame = CGRect(x: 0, y: 0, width: 5, height: 5)
            #expect(element.accessibilityFrame == CGRect(x: 0, y: 0, width: 5, height: 5))
            element.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 10, width: 1, height: 1)
            #expect(element.accessibilityFrame == CGRect(x: 25, y: 25, width: 1, height: 1))
        }
    }

    /// A view at `frame` that is an element labelled `label`.
    static func element(_ label: String, _ frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        view.isAccessibilityElement = true
        view.accessibilityLabel = label
        return view
    }

    @Test func elementsAreReadTopToBottomThenLeftToRight() throws {
        HeadlessHost.run(size: CGSize(width: 300, height: 300)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let window = host.show(root)
            let inspector = AccessibilityInspector(context: host.context)
            defer { inspector.detach() }
            // Added out of order; one nested inside a plain container, one hidden, one transparent,
            // one inside a view whose elements are hidden.
            root.addSubview(Self.element("C", CGRect(x: 0, y: 100, width: 50, height: 20)))
            root.addSubview(Self.element("B", CGRect(x: 100, y: 0, width: 50, height: 20)))
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 90))
            box.addSubview(Self.element("A", CGRect(x: 0, y: 0, width: 50, height: 20)))
            box.addSubview(Self.element("D", CGRect(x: 10, y: 200, width: 50, height: 20)))
            root.addSubview(box)
            let hidden = Self.element("hidden", CGRect(x: 0, y: 50, width: 10, height: 10))
            hidden.isHidden = true
            let clear = Self.element("clear", CGRect(x: 0, y: 50, width: 10, height: 10))
            clear.alpha = 0
            let muted = UIView(frame: CGRect(x: 0, y: 60, width: 10, height: 10))
            muted.addSubview(Self.element("muted", .zero))
            muted.accessibilityElementsHidden = true
            [hidden, clear, muted].forEach(root.addSubview)
            let labels = { inspector.elements(in: window).map { $0.accessibilityLabel ?? "?" } }
            #expect(labels() == ["A", "B", "C", "D"])
            // Rows: an element a little lower on B's row is read after it; a tall sidebar, whose
            // middle is far below the row, is read after the row.
            let sidebar = Self.element("Side", CGRect(x: 260, y: 0, width: 40, height: 300))
            let lower = Self.element("B2", CGRect(x: 160, y: 4, width: 30, height: 10))
            root.addSubview(sidebar)
            root.addSubview(lower)
            #expect(labels() == ["A", "B", "B2", "Side", "C", "D"])
            sidebar.removeFromSuperview()
            lower.removeFromSuperview()

            // A group is read as one block where it is; its own elements in reading order.
            box.shouldGroupAccessibilityChildren = true
            #expect(labels() == ["A", "D", "B", "C"])
            // A listed container keeps the order it lists.
            box.shouldGroupAccessibilityChildren = false
            box.accessibilityElements = [box.subviews[1], box.subviews[0]]
            #expect(labels() == ["D", "A", "B", "C"])
            #expect(box.accessibilityElementCount() == 2 && box.index(ofAccessibilityElement: box.subviews[0]) == 1)
            #expect(
                box.accessibilityElement(at: 1) as? UIView === box.subviews[0] && box.accessibilityElement(at: 2) == nil
            )
            #expect(root.index(ofAccessibilityElement: box) == NSNotFound)
            // An element hides what is inside it.
            box.isAccessibilityElement = true
            box.accessibilityLabel = "Box"
            #expect(labels() == ["Box", "B", "C"])
            // A modal view hides its siblings' elements (not its own).
            let alert = UIView(frame: CGRect(x: 0, y: 250, width: 300, height: 50))
            alert.accessibilityViewIsModal = true
            alert.addSubview(Self.element("OK", CGRect(x: 0, y: 0, width: 50, height: 20)))
            root.addSubview(alert)
            #expect(labels() == ["OK"])
            alert.isHidden = true
            #expect(labels() == ["Box", "B", "C"])
        }
    }

    @Test func framesThatAreNotNumbersAreReadLastInTheirOrder() throws {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let window = host.show(root)
            let lost = Self.element("NaN", CGRect(x: 0, y: 0, width: 10, height: 10))
            lost.accessibilityFrame = CGRect(x: CGFloat.nan, y: .nan, width: 10, height: 10)
            let far = Self.element("Far", CGRect(x: 0, y: 0, width: 10, height: 10))
            far.accessibilityFrame = CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10)
            root.addSubview(lost)
            root.addSubview(far)
            root.addSubview(Self.element("Top", CGRect(x: 50, y: 50, width: 10, height: 10)))
            let inspector = AccessibilityInspector(context: host.context)
            defer { inspector.detach() }
            // NaN counts as infinitely far: after Far, whose left edge is 0.
            #expect(inspector.elements(in: window).compactMap(\.accessibilityLabel) == ["Top", "Far", "NaN"])
            #expect(lost.accessibilityActivationPoint.x.isNaN)
        }
    }

    /// A hang guard among others: a container listing itself is read once, not forever.
    @Test(.timeLimit(.minutes(1))) func listedElementsAndCycles() throws {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let chart = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let window = host.show(chart)
            let bars = (0..<3).map { index -> UIAccessibilityElement in
                let bar = UIAccessibilityElement(accessibilityContainer: chart)
                bar.isAccessibilityElement = true
                bar.accessibilityLabel = "Bar \(index)"
                bar.accessibilityFrameInContainerSpace = CGRect(x: 150 - 50 * index, y: 0, width: 40, height: 100)
                bar.accessibilityIdentifier = "bar\(index)"
                return bar
            }
            chart.accessibilityElements = bars + [chart]  // lists itself: read once, not forever
            let inspector = AccessibilityInspector(context: host.context)
            defer { inspector.detach() }
            #expect(inspector.elements(in: window).compactMap(\.accessibilityLabel) == ["Bar 0", "Bar 1", "Bar 2"])
            #expect(inspector.object(identifiedBy: "bar1", in: window) === bars[1])
            #expect(inspector.object(identifiedBy: "bar9", in: window) == nil)
            #expect(bars[2].accessibilityFrame == CGRect(x: 50, y: 0, width: 40, height: 100))
            chart.accessibilityElements = nil  // listing itself, it holds itself
        }
    }

    @Test func toolbarButtonsCarryTheirItemsDescriptions() throws {
        HeadlessHost.run(size: CGSize(width: 320, height: 100)) { host in
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let add = UIBarButtonItem(systemItem: .add)
            add.accessibilityLabel = "New note"
            add.accessibilityIdentifier = "new-note"
            let done = UIBarButtonItem(title: "Done")
            toolbar.items = [
                add, UIBarButtonItem(systemItem: .trash), UIBarButtonItem(systemItem: .flexibleSpace), done,
            ]
            let window = host.show(toolbar)
            toolbar.layoutIfNeeded()
            let inspector = AccessibilityInspector(context: host.context)
            defer { inspector.detach() }
            let elements = inspector.elements(in: window)
            #expect(
                elements.map { inspector.spokenDescription(of: $0) } == [
                    "New note, Button", "Delete, Button", "Done, Button",
                ])
            #expect(inspector.object(identifiedBy: "new-note", in: window) === elements.first)
        }
    }
}

/// `UIColor.accessibilityName`: Lamina's names for colours.
@MainActor @Suite struct ColorAccessibilityNameTests {
    @Test func colorsAreNamedByHueBrightnessAndSaturation() {
        let cases: [(UIColor, String)] = [
            (.black, "black"), (.white, "white"), (.gray, "gray"), (.lightGray, "light gray"),
            (.darkGray, "dark gray"), (.red, "vibrant red"),
            (UIColor(red: 0.4, green: 0, blue: 0, alpha: 1), "dark red"),
            (UIColor(red: 1, green: 0.8, blue: 0.8, alpha: 1), "light red"), (.orange, "vibrant orange"),
            (.yellow, "vibrant yellow"), (.green, "vibrant green"), (.cyan, "vibrant cyan"), (.blue, "vibrant blue"),
            (.purple, "purple"), (.magenta, "vibrant magenta"),
            (UIColor(red: 0.5, green: 0.7, blue: 0.2, alpha: 1), "yellow green"),
            (UIColor(red: 0.6, green: 0.5, blue: 0.45, alpha: 1), "grayish orange"),
            (UIColor(red: 1, green: 0, blue: 0, alpha: 0.2), "vibrant red"),
        ]
        for (color, name) in cases { #expect(color.accessibilityName == name, "\(color)") }
    }
}
