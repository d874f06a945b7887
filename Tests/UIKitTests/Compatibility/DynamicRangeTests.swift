import Foundation
import Testing
import UIKit
import UIKitTesting

/// What Lamina reports of extended dynamic range, reference modes and overscan: standard-range
/// displays, images and contexts, as an iOS screen without those features reports them.
@MainActor
@Suite struct DynamicRangeTests {
    @Test func screensReportStandardRangeAndNoOverscanOrReferenceMode() throws {
        let screen = try #require(UIScreen(virtualSize: CGSize(width: 40, height: 30), scale: 2))
        #expect(screen.currentEDRHeadroom == 1)
        #expect(screen.potentialEDRHeadroom == 1)
        #expect(screen.referenceDisplayModeStatus == .notSupported)
        #expect(screen.overscanCompensationInsets == .zero)
        screen.overscanCompensation = .insetBounds
        #expect(screen.overscanCompensationInsets == .zero)
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(!screen.wantsSoftwareDimming)
        screen.wantsSoftwareDimming = true
        #expect(screen.wantsSoftwareDimming)
        // UIScreen.h: `UIScreenReferenceDisplayModeStatusLimited = 3`.
        #expect(UIScreen.ReferenceDisplayModeStatus(rawValue: 3) == .limited)
    }

    @Test func imagesAreStandardRange() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(!image.isHighDynamicRange)
        #expect(image.imageRestrictedToStandardDynamicRange() === image)
        // UIImage.h: `UIImageDynamicRangeUnspecified = -1` … `UIImageDynamicRangeHigh = 2`.
        #expect(UIImage.DynamicRange(rawValue: -1) == .unspecified)
        #expect(UIImage.DynamicRange.high.rawValue == 2)
    }

    @Test func layersKeepTheirExtendedRangeWishThroughCopies() {
        let layer = CALayer()
        #expect(!layer.wantsExtendedDynamicRangeContent)
        layer.wantsExtendedDynamicRangeContent = true
        #expect(layer.wantsExtendedDynamicRangeContent)
        #expect(layer.value(forKey: "wantsExtendedDynamicRangeContent") as? Bool == true)
        #expect(CALayer(layer: layer).wantsExtendedDynamicRangeContent)
        layer.setValue(false, forKey: "wantsExtendedDynamicRangeContent")
        #expect(!layer.wantsExtendedDynamicRangeContent)
    }

    /// Contexts take no headroom, and an intent changes no pixel (no colour is converted).
    @Test func contextsTakeNoHeadroomAndNoIntentChangesAPixel() throws {
        func draw(_ intent: CGColorRenderingIntent?) throws -> PixelRGBA {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
                #expect(!context.cgContext.setEDRTargetHeadroom(4))
                if let intent { context.cgContext.setRenderingIntent(intent) }
                context.cgContext.setFillColor(CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1))
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
            return try #require(image.cgImage).pixel(x: 0, y: 0)
        }
        let plain = try draw(nil)
        #expect(plain == PixelRGBA(51, 153, 230, 255))
        for intent in [CGColorRenderingIntent.perceptual, .absoluteColorimetric, .relativeColorimetric, .saturation] {
            #expect(try draw(intent) == plain)
        }
    }
}
