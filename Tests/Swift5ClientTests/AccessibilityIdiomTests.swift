import Foundation
import Testing
import UIKit
import UIKitTesting

/// `AccessibilityIdioms.swift`, compiled in the Swift 5 language mode, read by the inspector.
@MainActor
@Suite struct AccessibilityIdiomTests {
    @Test func aRatingAdjustsAndAnnouncesAndACardReadsAsOne() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let rating = RatingView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
            let card = ContactCard(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            var deleted = false
            card.onDelete = { deleted = true }
            root.addSubview(rating)
            root.addSubview(card)
            let window = host.show(root)
            let inspector = AccessibilityInspector(context: host.context)
            defer { inspector.detach() }
            let elements = inspector.elements(in: window)
            #expect(
                elements.map { inspector.spokenDescription(of: $0) } == [
                    "Ada Lovelace, 555 0100",
                    "Rating, 3 of 5 stars, Adjustable, Swipe up or down to change",
                ])
            inspector.increment(rating)
            inspector.increment(rating)
            inspector.increment(rating)
            inspector.decrement(rating)
            #expect(rating.rating == 4)
            #expect(inspector.announcements == ["4 of 5 stars", "5 of 5 stars", "4 of 5 stars"])
            #expect(inspector.object(identifiedBy: "contact-card", in: window) === card)
            #expect(inspector.performCustomAction(named: "Delete", of: card) && deleted)

            #expect(card.nameLabel.font.pointSize == 17 && card.phoneLabel.font.pointSize == 15)
            window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
            host.renderFrame()
            #expect(card.nameLabel.font.pointSize == 23 && card.phoneLabel.font.pointSize == 21)
            #expect(animationDuration(0.3) == 0.3)
            host.context.accessibilitySettings.isReduceMotionEnabled = true
            #expect(animationDuration(0.3) == 0)
        }
    }
}
