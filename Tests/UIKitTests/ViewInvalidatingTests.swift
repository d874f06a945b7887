import Foundation
import Testing
import UIKit
import UIKitTesting

/// `@UIView.Invalidating`: a changed value marks the view for what the wrapper names, an equal
/// one for nothing.
@MainActor @Suite struct ViewInvalidatingTests {
    final class Badge: UIView {
        @UIView.Invalidating(.display) var color = UIColor.red
        @UIView.Invalidating(.layout, .display) var position = CGPoint.zero
        @UIView.Invalidating(.intrinsicContentSize, .constraints, .layout) var count = 0
        @UIView.Invalidating(.display, .layout, .constraints, .configuration) var title = ""
        var draws = 0
        var layouts = 0
        override func draw(_ rect: CGRect) { draws += 1 }
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
        override var intrinsicContentSize: CGSize { CGSize(width: 10 * count, height: 10) }
    }

    @Test func changesInvalidateWhatTheWrapperNames() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let badge = Badge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            host.show(badge)
            host.renderFrame()
            let (draws, layouts) = (badge.draws, badge.layouts)
            badge.color = .red
            host.renderFrame()
            #expect(badge.draws == draws && badge.layouts == layouts, "an equal value changes nothing")
            badge.color = .blue
            #expect(badge.layer.needsDisplay() && !badge.layer.needsLayout())
            host.renderFrame()
            #expect(badge.draws == draws + 1 && badge.layouts == layouts)
            badge.position = CGPoint(x: 3, y: 4)
            #expect(badge.layer.needsDisplay() && badge.layer.needsLayout())
            host.renderFrame()
            #expect(badge.draws == draws + 2 && badge.layouts == layouts + 1 && badge.position.x == 3)
            badge.count = 2
            #expect(badge.layer.needsLayout() && !badge.layer.needsDisplay())
            badge.title = "New"
            #expect(badge.layer.needsDisplay() && badge.title == "New")
        }
    }
}

/// `@ViewLoading`: reading the property loads the controller's view, which sets it.
@MainActor @Suite struct ViewLoadingTests {
    final class Profile: UIViewController {
        @ViewLoading var nameLabel: UILabel
        var loads = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
            nameLabel = UILabel()
            nameLabel.text = "Ada"
        }
    }

    @Test func readingLoadsTheViewOnce() {
        let profile = Profile()
        #expect(!profile.isViewLoaded)
        #expect(profile.nameLabel.text == "Ada")
        #expect(profile.isViewLoaded && profile.loads == 1)
        profile.nameLabel = UILabel()
        #expect(profile.nameLabel.text == nil && profile.loads == 1)
    }
}
