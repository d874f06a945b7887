import Testing
import UIKit

@Suite struct OverlayTests {
    @Test func importingTestingAndUIKitTogetherBuilds() {
        #expect(CGRect(x: 0, y: 0, width: 2, height: 2).applying(.identity).width == 2)
    }
}
