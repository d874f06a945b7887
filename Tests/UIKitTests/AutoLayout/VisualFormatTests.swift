import Foundation
import Testing
import UIKit

/// The visual format language: lines of views made into constraints.
@MainActor @Suite struct VisualFormatTests {
    static func stage() -> (UIView, UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        container.contentScaleFactor = 1
        let (a, b) = (UIView(), UIView())
        for view in [a, b] {
            view.contentScaleFactor = 1
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        return (container, a, b)
    }

    @Test func aHorizontalLineWithStandardAndFixedSpacing() {
        let (container, a, b) = Self.stage()
        let views = ["a": a, "b": b]
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a(==side)]-[b]-(>=gap@750)-|", options: [.alignAllTop, .alignAllBottom],
            metrics: ["side": 50, "gap": 30.0], views: views)
        // Two edges to the superview, a width, the spacing between, two alignments.
        #expect(constraints.count == 6)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-10-[a(40)]", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:[b(==a)]", metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 10, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 78, y: 10, width: 50, height: 40))
    }

    @Test func adjacentViewsAndRightToLeftLines() {
        let (container, a, b) = Self.stage()
        let views = ["a": a, "b": b]
        let constraints =
            NSLayoutConstraint.constraints(
                withVisualFormat: "|-12-[a(30)][b(40)]", options: .directionRightToLeft, metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]-(5)-[b(==a)]", metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 258, y: 0, width: 30, height: 10))
        #expect(b.frame == CGRect(x: 218, y: 15, width: 40, height: 10))
    }

    @Test func malformedFormatsMakeNothing() {
        let (_, a, b) = Self.stage()
        let views: [String: Any] = ["a": a, "b": b, "stray": UIView()]
        for format in [
            "H:[missing]", "X:[a]", "H:[a", "H:[a]-[b", "H:[a(>50)]", "H:[a]-(==unknown)-[b]", "H:[a(50@2000)]",
            "H:|[stray]", "", "H:[a]junk",
        ] {
            #expect(NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views).isEmpty)
        }
    }
}
