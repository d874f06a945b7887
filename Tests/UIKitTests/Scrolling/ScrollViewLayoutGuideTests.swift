import Foundation
import Testing
import UIKit
import UIKitTesting

/// Auto Layout inside scroll views: the content guide decides the content size, the frame guide
/// holds views still, and the older edge constraints of TN2154 mean the content.
@MainActor @Suite struct ScrollViewLayoutGuideTests {
    private func block(height: CGFloat) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.heightAnchor.constraint(equalToConstant: height).isActive = true
        return view
    }

    @Test func constraintsToTheContentGuideDecideTheContentSize() {
        HeadlessHost.run(size: CGSize(width: 300, height: 400)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let top = block(height: 500)
            let bottom = block(height: 700)
            scroll.addSubview(top)
            scroll.addSubview(bottom)
            let content = scroll.contentLayoutGuide
            let frame = scroll.frameLayoutGuide
            NSLayoutConstraint.activate([
                top.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
                top.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                top.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                top.widthAnchor.constraint(equalTo: frame.widthAnchor),
                bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 10),
                bottom.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                bottom.widthAnchor.constraint(equalTo: top.widthAnchor),
                bottom.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -30),
            ])
            host.show(scroll)
            scroll.layoutIfNeeded()
            #expect(scroll.contentSize == CGSize(width: 300, height: 1260))
            #expect(top.frame == CGRect(x: 0, y: 20, width: 300, height: 500))
            #expect(bottom.frame == CGRect(x: 0, y: 530, width: 300, height: 700))
            #expect(content.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1260))
            // Scrolling moves nothing in the content's coordinates.
            scroll.contentOffset = CGPoint(x: 0, y: 400)
            scroll.layoutIfNeeded()
            #expect(top.frame == CGRect(x: 0, y: 20, width: 300, height: 500))
            #expect(frame.layoutFrame == CGRect(x: 0, y: 400, width: 300, height: 400))
        }
    }

    @Test func anUnconstrainedContentGuideIsTheContentSize() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 900, height: 50)
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 900, height: 50))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(scroll.contentLayoutGuide.owningView === scroll)
    }

    @Test func aViewHeldToTheFrameGuideStaysOnScreen() {
        HeadlessHost.run(size: CGSize(width: 300, height: 400)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            scroll.contentSize = CGSize(width: 300, height: 3000)
            let badge = block(height: 30)
            scroll.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
                badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
                badge.widthAnchor.constraint(equalToConstant: 60),
            ])
            host.show(scroll)
            scroll.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 230, y: 10, width: 60, height: 30))
            scroll.contentOffset = CGPoint(x: 0, y: 700)
            scroll.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 230, y: 710, width: 60, height: 30))
            #expect(scroll.contentSize == CGSize(width: 300, height: 3000))
        }
    }

    @Test func edgeConstraintsToTheScrollViewMeanItsContent() {
        HeadlessHost.run(size: CGSize(width: 300, height: 400)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let wide = block(height: 800)
            scroll.addSubview(wide)
            NSLayoutConstraint.activate([
                wide.topAnchor.constraint(equalTo: scroll.topAnchor),
                wide.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
                wide.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 5),
                wide.trailingAnchor.constraint(equalTo: scroll.trailingAnchor, constant: -5),
                // The scroll view's width is its frame's, not the content's.
                wide.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 2),
            ])
            host.show(scroll)
            scroll.layoutIfNeeded()
            #expect(scroll.contentSize == CGSize(width: 610, height: 800))
            #expect(wide.frame == CGRect(x: 5, y: 0, width: 600, height: 800))
        }
    }
}

/// Pull to refresh.
@MainActor @Suite struct RefreshControlTests {
    @Test func aPullPastTheTriggerRefreshesOnceAndHoldsTheControlInView() {
        HeadlessHost.run(size: CGSize(width: 300, height: 400)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            scroll.contentSize = CGSize(width: 300, height: 2000)
            let control = UIRefreshControl()
            var refreshes = 0
            control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
            scroll.refreshControl = control
            host.show(scroll)
            #expect(scroll.subviews.first === control)
            #expect(control.frame == CGRect(x: 0, y: -60, width: 300, height: 60))
            // A pull short of the trigger: nothing.
            host.drag(from: CGPoint(x: 150, y: 50), through: [CGPoint(x: 150, y: 60), CGPoint(x: 150, y: 250)])
            #expect(refreshes == 0)
            host.clock.advance(by: 0.5)
            host.touchUp(at: CGPoint(x: 150, y: 250))
            host.runFrames(for: 2)
            #expect(scroll.contentOffset == .zero)
            // Far enough: the rubber band gives 120 points of pull for a finger overshoot of
            // 120 · 400 / (0.55 · 280) ≈ 311.7 points.
            host.drag(from: CGPoint(x: 150, y: 10), through: [CGPoint(x: 150, y: 20), CGPoint(x: 150, y: 340)])
            #expect(refreshes == 1)
            #expect(control.isRefreshing)
            #expect(scroll.adjustedContentInset.top == 60)
            host.drag(from: CGPoint(x: 150, y: 340), through: [CGPoint(x: 150, y: 345)])
            host.clock.advance(by: 0.5)
            host.touchUp(at: CGPoint(x: 150, y: 345))
            host.runFrames(for: 2)
            #expect(refreshes == 1)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: -60))
            control.endRefreshing()
            #expect(scroll.adjustedContentInset.top == 0)
            host.runFrames(for: 1)
            #expect(scroll.contentOffset == .zero)
            #expect(!control.isRefreshing)
        }
    }
}
