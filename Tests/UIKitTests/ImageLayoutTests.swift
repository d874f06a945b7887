import Foundation
import LaminaHeadless
import Testing
import UIKit
import UIKitTesting

/// An image's layout metadata: alignment insets, baseline, and mirroring in right-to-left image
/// views.
@MainActor @Suite struct ImageLayoutTests {
    private static let red = PixelRGBA(255, 0, 0, 255)
    private static let blue = PixelRGBA(0, 0, 255, 255)

    /// 40 × 20 points at scale 1: red on the left half, blue on the right.
    private func halves() -> UIImage {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 20), true, 1)
        defer { UIGraphicsEndImageContext() }
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 20, y: 0, width: 20, height: 20))
        return UIGraphicsGetImageFromCurrentImageContext()!
    }

    @Test func copiesCarryAlignmentInsetsAndBaselines() {
        let image = halves()
        #expect(image.alignmentRectInsets == .zero && !image.hasBaseline && image.baselineOffsetFromBottom == 0)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let aligned = image.withAlignmentRectInsets(insets).withBaselineOffset(fromBottom: 5)
        #expect(aligned.alignmentRectInsets == insets)
        #expect(aligned.hasBaseline && aligned.baselineOffsetFromBottom == 5)
        // Other copies keep them; the original is unchanged.
        let template = aligned.withRenderingMode(.alwaysTemplate)
        #expect(template.alignmentRectInsets == insets && template.baselineOffsetFromBottom == 5)
        #expect(image.alignmentRectInsets == .zero)
        #expect(!aligned.withoutBaseline().hasBaseline && aligned.withoutBaseline().alignmentRectInsets == insets)
        // Non-finite values keep what was there.
        #expect(aligned.withBaselineOffset(fromBottom: .nan).baselineOffsetFromBottom == 5)
        #expect(
            aligned.withAlignmentRectInsets(UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0))
                .alignmentRectInsets == insets)
        #expect(aligned.size == image.size)
    }

    @Test func imageViewsMirrorImagesThatFlipWhenTheyLayOutRightToLeft() {
        HeadlessHost.run(size: CGSize(width: 40, height: 20)) { host in
            let image = halves()
            let flipping = image.imageFlippedForRightToLeftLayoutDirection()
            #expect(flipping.flipsForRightToLeftLayoutDirection && !image.flipsForRightToLeftLayoutDirection)
            let view = UIImageView(image: flipping)
            view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            host.show(view)
            host.renderFrame()
            #expect(host.pixel(x: 5, y: 10) == Self.red && host.pixel(x: 35, y: 10) == Self.blue)
            view.semanticContentAttribute = .forceRightToLeft
            host.renderFrame()
            #expect(host.pixel(x: 5, y: 10) == Self.blue && host.pixel(x: 35, y: 10) == Self.red)
            // An image that does not flip is shown as it is.
            view.image = image
            host.renderFrame()
            #expect(host.pixel(x: 5, y: 10) == Self.red)
            // A right-to-left direction from the traits flips as well.
            view.image = flipping
            view.semanticContentAttribute = .unspecified
            host.renderFrame()
            #expect(host.pixel(x: 5, y: 10) == Self.red)
            view.traitOverrides.layoutDirection = .rightToLeft
            host.renderFrame()
            #expect(host.pixel(x: 5, y: 10) == Self.blue)
        }
    }

    @Test func pathsCallCFunctionsWithEachElement() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        path.closeSubpath()
        final class Log { var entries: [String] = [] }
        let log = Log()
        path.apply(info: Unmanaged.passUnretained(log).toOpaque()) { info, element in
            let log = Unmanaged<Log>.fromOpaque(info!).takeUnretainedValue()
            let count = [.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2][element.pointee.type] ?? 0
            let points = (0..<count).map { "\(element.pointee.points[$0].x),\(element.pointee.points[$0].y)" }
            log.entries.append("\(element.pointee.type.rawValue):" + points.joined(separator: " "))
        }
        #expect(log.entries == ["0:1.0,2.0", "1:3.0,4.0", "2:7.0,8.0 5.0,6.0", "4:"])
    }
}
