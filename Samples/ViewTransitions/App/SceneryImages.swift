import Foundation
import UIKit

/// The two pictures the sample switches between, painted with Core Graphics so the sample needs
/// no image files: a day and a night over the same hills.
@MainActor
enum SceneryImages {
    /// A sunny day: a blue sky, a sun, two clouds, green hills.
    static func day(size: CGSize) -> UIImage {
        paint(size: size) { context, size in
            fillSky(
                context, size, top: UIColor(red: 0.20, green: 0.48, blue: 0.86, alpha: 1),
                bottom: UIColor(red: 0.70, green: 0.86, blue: 0.98, alpha: 1))
            UIColor(red: 1, green: 0.84, blue: 0.25, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: size.width * 0.62, y: size.height * 0.12, width: 70, height: 70)).fill()
            UIColor.white.setFill()
            for (x, y, width) in [(0.12, 0.18, 110.0), (0.45, 0.30, 80.0)] {
                let origin = CGPoint(x: size.width * x, y: size.height * y)
                UIBezierPath(ovalIn: CGRect(x: origin.x, y: origin.y, width: width, height: width * 0.36)).fill()
                UIBezierPath(
                    ovalIn: CGRect(
                        x: origin.x + width * 0.25, y: origin.y - width * 0.16, width: width * 0.5, height: width * 0.4)
                ).fill()
            }
            fillHills(
                context, size, far: UIColor(red: 0.38, green: 0.66, blue: 0.30, alpha: 1),
                near: UIColor(red: 0.22, green: 0.50, blue: 0.20, alpha: 1))
        }
    }

    /// A clear night: a dark sky, a crescent moon, stars, dark hills.
    static func night(size: CGSize) -> UIImage {
        paint(size: size) { context, size in
            fillSky(
                context, size, top: UIColor(red: 0.02, green: 0.04, blue: 0.14, alpha: 1),
                bottom: UIColor(red: 0.12, green: 0.16, blue: 0.36, alpha: 1))
            UIColor(white: 1, alpha: 0.9).setFill()
            // Stars on a fixed pseudo-random pattern, the same on every run.
            var seed: UInt32 = 7
            for _ in 0..<60 {
                seed = seed &* 1_103_515_245 &+ 12_345
                let x = CGFloat(seed >> 16 & 0x3FF) / 1023 * size.width
                seed = seed &* 1_103_515_245 &+ 12_345
                let y = CGFloat(seed >> 16 & 0x3FF) / 1023 * size.height * 0.6
                UIBezierPath(ovalIn: CGRect(x: x, y: y, width: 2.5, height: 2.5)).fill()
            }
            let moon = CGRect(x: size.width * 0.2, y: size.height * 0.12, width: 64, height: 64)
            // A crescent: the moon's disc less a disc beside it (even-odd, inside the moon).
            context.saveGState()
            UIBezierPath(ovalIn: moon).addClip()
            let crescent = UIBezierPath(ovalIn: moon)
            crescent.append(UIBezierPath(ovalIn: moon.offsetBy(dx: 18, dy: -8)))
            crescent.usesEvenOddFillRule = true
            UIColor(red: 0.98, green: 0.96, blue: 0.82, alpha: 1).setFill()
            crescent.fill()
            context.restoreGState()
            fillHills(
                context, size, far: UIColor(red: 0.10, green: 0.16, blue: 0.22, alpha: 1),
                near: UIColor(red: 0.05, green: 0.09, blue: 0.12, alpha: 1))
        }
    }

    private static func paint(size: CGSize, _ body: (CGContext, CGSize) -> Void) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(size, true, 0)
        defer { UIGraphicsEndImageContext() }
        if let context = UIGraphicsGetCurrentContext() { body(context, size) }
        return UIGraphicsGetImageFromCurrentImageContext() ?? UIImage()
    }

    private static func fillSky(_ context: CGContext, _ size: CGSize, top: UIColor, bottom: UIColor) {
        guard
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [top.cgColor, bottom.cgColor],
                locations: [0, 1])
        else { return }
        context.drawLinearGradient(
            gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
    }

    private static func fillHills(_ context: CGContext, _ size: CGSize, far: UIColor, near: UIColor) {
        let w = size.width
        let h = size.height
        let back = UIBezierPath()
        back.move(to: CGPoint(x: 0, y: h * 0.70))
        back.addCurve(
            to: CGPoint(x: w, y: h * 0.62), controlPoint1: CGPoint(x: w * 0.3, y: h * 0.52),
            controlPoint2: CGPoint(x: w * 0.6, y: h * 0.74))
        back.addLine(to: CGPoint(x: w, y: h))
        back.addLine(to: CGPoint(x: 0, y: h))
        back.close()
        far.setFill()
        back.fill()
        let front = UIBezierPath()
        front.move(to: CGPoint(x: 0, y: h * 0.84))
        front.addCurve(
            to: CGPoint(x: w, y: h * 0.78), controlPoint1: CGPoint(x: w * 0.4, y: h * 0.70),
            controlPoint2: CGPoint(x: w * 0.7, y: h * 0.92))
        front.addLine(to: CGPoint(x: w, y: h))
        front.addLine(to: CGPoint(x: 0, y: h))
        front.close()
        near.setFill()
        front.fill()
    }
}
