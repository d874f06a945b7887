import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct ButtonTests {
    @Test func valuesFallBackToTheNormalState() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        #expect(button.title(for: .selected) == "Go")
        #expect(button.currentTitle == "Go")
        button.isHighlighted = true
        #expect(button.currentTitle == "Going")
        #expect(button.titleLabel?.text == "Going")
        #expect(button.buttonType == .system)
        #expect(UIButton(frame: .zero).buttonType == .custom)
    }

    @Test func titleColoursFollowTheButtonType() {
        let system = UIButton(type: .system)
        #expect(system.titleColor(for: .normal) == system.tintColor)
        let custom = UIButton(type: .custom)
        #expect(custom.titleColor(for: .normal) == .white)
        custom.setTitleColor(.red, for: .normal)
        #expect(custom.titleColor(for: .disabled) == .red)
    }

    @Test func aTitledButtonIsItsTitlePlusSixPointsAboveAndBelow() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 6, height: title.height + 16))
    }

    @Test func aTapRunsThePrimaryActionAndTheTitleFadesWhileHighlighted() {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            var taps = 0
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Tap") { _ in taps += 1 })
            #expect(button.currentTitle == "Tap")
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            root.addSubview(button)
            host.show(root)
            host.touchDown(at: CGPoint(x: 70, y: 40))
            let faded = button.titleLabel!.textColor.cgColor.alpha
            host.touchUp(at: CGPoint(x: 70, y: 40))
            #expect(taps == 1)
            #expect(abs(faded - 0.2) < 0.001)
            #expect(button.titleLabel!.textColor.cgColor.alpha == 1)
        }
    }

    @Test func theImageSitsBeforeTheTitleAndThePairIsCentred() {
        let button = UIButton(type: .custom)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 8), false, 1)
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        button.setImage(image, for: .normal)
        button.setTitle("Hi", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.layoutIfNeeded()
        let title = button.titleLabel!.intrinsicContentSize
        let left = ((200 - 10 - title.width) / 2)
        #expect(button.imageView?.frame == CGRect(x: left, y: 21, width: 10, height: 8))
        #expect(button.titleLabel?.frame.minX == left + 10)
    }
}
