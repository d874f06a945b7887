import Foundation
import Testing
import UIKit
import UIKitTesting

/// Drawing helpers that follow the main screen's scale, as on iOS.
@MainActor
@Suite struct ScreenScaleTests {
    private func withMainScreen(scale: CGFloat, _ body: () throws -> Void) throws {
        try ApplicationContext.withCurrent { _ in
            let screen = try #require(UIScreen(virtualSize: CGSize(width: 100, height: 100), scale: scale))
            #expect(screen.makeMain())
            try body()
        }
    }

    @Test func rendererFormatsTakeTheMainScreensScale() throws {
        try withMainScreen(scale: 2) {
            #expect(UIGraphicsImageRendererFormat.default().scale == 2)
            #expect(UIGraphicsImageRendererFormat.preferred().scale == 2)
            #expect(UIGraphicsImageRendererFormat().scale == 2)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
            #expect(image.scale == 2)
            #expect(image.size == CGSize(width: 10, height: 5))
            #expect(image.cgImage?.width == 20)
            #expect(image.cgImage?.height == 10)
            #expect(image.cgImage?.pixel(x: 1, y: 1) == PixelRGBA(255, 0, 0, 255))
            #expect(image.cgImage?.pixel(x: 2, y: 2) == PixelRGBA(0, 0, 0, 0))
        }
        try withMainScreen(scale: 3) {
            #expect(UIGraphicsImageRendererFormat.default().scale == 3)
        }
    }

    @Test func imageContextScaleZeroMeansTheMainScreensScale() throws {
        try withMainScreen(scale: 3) {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 0)
            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            #expect(image?.scale == 3)
            #expect(image?.cgImage?.width == 12)
            #expect(image?.cgImage?.height == 6)

            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 1.5)
            #expect(UIGraphicsGetImageFromCurrentImageContext()?.cgImage?.width == 6)
            UIGraphicsEndImageContext()

            // The older call always means scale 1.
            UIGraphicsBeginImageContext(CGSize(width: 4, height: 2))
            #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
            UIGraphicsEndImageContext()
        }
    }

    @Test func theDefaultMainScreenRendersAtScaleOne() {
        ApplicationContext.withCurrent { _ in
            #expect(UIGraphicsImageRendererFormat.default().scale == 1)
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 0)
            #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
            UIGraphicsEndImageContext()
        }
    }

    @Test func theScaleIsReadableOffTheMainActorAndFollowsTheCurrentContext() throws {
        // Another thread reads while the main actor is inside the synchronous body, so no other
        // test can make its own context current meanwhile.
        try withMainScreen(scale: 2) {
            #expect(readOnAnotherThread { ScreenRegistry.mainScreenScale } == 2)
            #expect(readOnAnotherThread { UIGraphicsImageRendererFormat.default().scale } == 2)
            try ApplicationContext.withCurrent { _ in
                let screen = try #require(UIScreen(virtualSize: CGSize(width: 10, height: 10), scale: 3))
                #expect(readOnAnotherThread { ScreenRegistry.mainScreenScale } == 1)
                #expect(screen.makeMain())
                #expect(readOnAnotherThread { ScreenRegistry.mainScreenScale } == 3)
            }
            #expect(readOnAnotherThread { ScreenRegistry.mainScreenScale } == 2)
        }
    }

    @Test func namedImagesPreferTheMainScreensScale() throws {
        let directory = try ImageTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, pixels) in [("icon.png", 5), ("icon@2x.png", 10), ("icon@3x.png", 15)] {
            let image = ImageTestSupport.render(CGSize(width: pixels, height: pixels)) { _ in }
            try #require(image.pngData()).write(to: directory.appendingPathComponent(name))
        }
        let bundle = try #require(Bundle(path: directory.path))
        try withMainScreen(scale: 2) {
            let image = try #require(UIImage(named: "icon", in: bundle, compatibleWith: nil))
            #expect(image.scale == 2)
            #expect(image.cgImage?.width == 10)
            let file = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("icon.png").path))
            #expect(file.scale == 2)
        }
        try withMainScreen(scale: 3) {
            #expect(UIImage(named: "icon", in: bundle, compatibleWith: nil)?.scale == 3)
        }
        ApplicationContext.withCurrent { _ in
            #expect(UIImage(named: "icon", in: bundle, compatibleWith: nil)?.scale == 1)
        }
    }
}
