import Testing
import UIKit
import UIKitTesting

/// Renderers at the default format's scale, which follows the current application context's main
/// screen: each such test runs in a context of its own, on the main actor, so that no other test's
/// context is current meanwhile.
@MainActor
@Suite struct RendererSmokeTests {
    @Test func fillInUIKitCoordinatesLandsTopLeft() throws {
        let image = ApplicationContext.withCurrent { _ in
            UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            }
        }
        let cg = try #require(image.cgImage)
        #expect(cg.pixel(x: 0, y: 0) == PixelRGBA(255, 0, 0, 255))
        #expect(cg.pixel(x: 4, y: 4) == PixelRGBA(255, 0, 0, 255))
        #expect(cg.pixel(x: 5, y: 5) == PixelRGBA(0, 0, 0, 0))
        #expect(cg.pixel(x: 0, y: 9) == PixelRGBA(0, 0, 0, 0))
    }

    @Test func shadowFallsBelowInUIKitContexts() throws {
        let image = ApplicationContext.withCurrent { _ in
            UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                context.cgContext.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: UIColor.blue.cgColor)
                UIColor.red.setFill()
                context.fill(CGRect(x: 5, y: 2, width: 10, height: 4))
            }
        }
        let cg = try #require(image.cgImage)
        #expect(cg.pixel(x: 10, y: 3) == PixelRGBA(255, 0, 0, 255))
        #expect(cg.pixel(x: 10, y: 9) == PixelRGBA(0, 0, 255, 255))
        #expect(cg.pixel(x: 10, y: 1) == PixelRGBA(0, 0, 0, 0))
    }
}

@MainActor
@Suite struct RendererContextTests {
    @Test func rendererContextReportsAppleCTM() {
        var ctm = CGAffineTransform.identity
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10), format: format).image { context in
            ctm = context.cgContext.ctm
        }
        #expect(ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20))
        #expect(image.size == CGSize(width: 30, height: 10))
        #expect(image.scale == 2)
        #expect(image.cgImage?.width == 60)
    }

    @Test func contextStackIsRestoredAfterRendering() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in
            #expect(UIGraphicsGetCurrentContext() != nil)
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func emptyOrImpossibleSizesGiveEmptyImages() {
        var ran = false
        let empty = UIGraphicsImageRenderer(size: .zero).image { _ in ran = true }
        #expect(empty.cgImage == nil && empty.size == .zero && !ran)
        let huge = UIGraphicsImageRenderer(size: CGSize(width: 1e9, height: 10)).image { _ in ran = true }
        #expect(huge.cgImage == nil && !ran)
        let nan = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 10)).image { _ in ran = true }
        #expect(nan.cgImage == nil && !ran)
        #expect(UIGraphicsImageRenderer(size: .zero).pngData { _ in }.isEmpty)
    }

    @Test func boundsOriginMapsToTheTopLeftPixel() {
        let image = ApplicationContext.withCurrent { _ in
            UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 100, width: 4, height: 4)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 100, y: 100, width: 1, height: 1))
            }
        }
        #expect(image.cgImage?.pixel(x: 0, y: 0) == PixelRGBA(255, 0, 0, 255))
        #expect(image.cgImage?.pixel(x: 1, y: 1) == PixelRGBA(0, 0, 0, 0))
    }

    @Test func legacyImageContextFunctions() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), false, 2)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 3, height: 3))
        #expect(image?.cgImage?.pixel(x: 1, y: 1) == PixelRGBA(0, 0, 255, 255))
        #expect(image?.cgImage?.pixel(x: 2, y: 2) == PixelRGBA(0, 0, 0, 0))
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test func colourComponentsRoundTrip() {
        var h: CGFloat = 0
        var s: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        let colour = UIColor(hue: 0.25, saturation: 0.5, brightness: 0.8, alpha: 0.9)
        #expect(colour.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 0.25) < 1e-12 && abs(s - 0.5) < 1e-12 && abs(b - 0.8) < 1e-12 && a == 0.9)
        var white: CGFloat = 0
        #expect(UIColor.gray.getWhite(&white, alpha: nil) && white == 0.5)
        #expect(!UIColor.red.getWhite(&white, alpha: nil))
        var r: CGFloat = 0
        var g: CGFloat = 0
        #expect(UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0 && g == 122.0 / 255 && b == 1 && a == 1)
        #expect(UIColor.red.withAlphaComponent(0.5).cgColor.alpha == 0.5)
        #expect(UIColor.clear.cgColor.alpha == 0)
    }
}
