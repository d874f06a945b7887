import Foundation
import Testing
import UIKit

@MainActor @Suite struct ViewGeometryTests {
    @Test func settingFrameSetsBoundsSizeAndCenter() {
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 240, height: 380))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 240, height: 380))
        #expect(view.center == CGPoint(x: 160, y: 230))
        #expect(view.frame == CGRect(x: 40, y: 40, width: 240, height: 380))
    }

    @Test func settingCenterMovesTheFrameOnly() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.center = CGPoint(x: 100, y: 50)
        #expect(view.frame == CGRect(x: 90, y: 45, width: 20, height: 10))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func settingBoundsSizeKeepsTheCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        #expect(view.center == CGPoint(x: 20, y: 20))
        #expect(view.frame == CGRect(x: 0, y: 15, width: 40, height: 10))
    }

    @Test func boundsOriginShiftsContentButNotTheFrame() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 30, y: 30, width: 10, height: 10))
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 20, y: 5)
        #expect(parent.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 30, y: 30))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(parent)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 25))
    }

    @Test func frameUnderRotationIsTheBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.center = CGPoint(x: 100, y: 100)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let frame = view.frame
        #expect(abs(frame.minX - 90) < 1e-9 && abs(frame.minY - 80) < 1e-9)
        #expect(abs(frame.width - 20) < 1e-9 && abs(frame.height - 40) < 1e-9)
        #expect(view.bounds.size == CGSize(width: 40, height: 20))
        #expect(view.center == CGPoint(x: 100, y: 100))
    }

    @Test func transformIsAboutTheCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.frame == CGRect(x: 0, y: -10, width: 40, height: 60))
        #expect(view.center == CGPoint(x: 20, y: 20))
        #expect(view.layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
    }

    @Test func settingFrameUnderScaleDividesTheSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(view.bounds.size == CGSize(width: 20, height: 10))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(view.center == CGPoint(x: 20, y: 10))
    }

    @Test func transform3DIsTheLayerTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform3D = CATransform3DMakeTranslation(5, 6, 7)
        #expect(view.layer.transform == CATransform3DMakeTranslation(5, 6, 7))
        #expect(view.transform == CGAffineTransform(translationX: 5, y: 6))
    }

    @Test func layerIsOfTheLayerClassAndDelegatesToTheView() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let view = GradientView(frame: .zero)
        #expect(view.layer is CAGradientLayer)
        #expect(view.layer.delegate === view)
        let plain = UIView()
        #expect(plain.layer.delegate === plain)
    }

    @Test func contentScaleFactorDefaultsToOneAndSetsTheLayerScale() {
        let view = UIView()
        #expect(view.contentScaleFactor == 1)
        view.contentScaleFactor = 2
        #expect(view.layer.contentsScale == 2)
        view.contentScaleFactor = 0
        view.contentScaleFactor = .nan
        #expect(view.contentScaleFactor == 2)
    }

    @Test func coderInitializerMakesAZeroFrameView() throws {
        let view = try #require(UIView(coder: NSCoder()))
        #expect(view.frame == .zero)
        #expect(view.layer.delegate === view)
    }

    @Test func sizeToFitKeepsTheOriginAndUsesSizeThatFits() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 33, height: 11) }
        }
        let view = Fixed(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 33, height: 11))
        let plain = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(plain.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 3, height: 4))
        #expect(plain.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
    }
}

@MainActor @Suite struct ViewBadInputTests {
    @Test func nonFiniteGeometryIsIgnored() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        view.bounds = CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan)
        view.center = CGPoint(x: CGFloat.infinity, y: 0)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        view.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        view.transform = CGAffineTransform(translationX: .infinity, y: 0)
        #expect(view.transform == .identity)
        let infinite = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
        #expect(infinite.frame == .zero)
    }

    @Test func alphaIsClampedAndNaNIgnored() {
        let view = UIView()
        view.alpha = 0.5
        view.alpha = .nan
        #expect(view.alpha == 0.5)
        view.alpha = 3
        #expect(view.alpha == 1)
        view.alpha = -1
        #expect(view.alpha == 0)
        view.alpha = .infinity
        #expect(view.alpha == 1)
    }

    /// A crash guard: a transform that scales a view to nothing is kept, as Core Animation keeps
    /// it; the view covers no point and converts points to themselves (docs/Reliability.md).
    @Test func degenerateTransformsDoNotCrashHitTestsOrConversions() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        parent.addSubview(child)
        child.transform = CGAffineTransform(scaleX: 0, y: 0)
        // A child scaled to nothing covers no point: the parent takes the hit.
        #expect(parent.hitTest(CGPoint(x: 15, y: 15), with: nil) === parent)
        // Every point of the collapsed child lands on its centre.
        #expect(child.convert(CGPoint(x: 1, y: 1), to: parent) == CGPoint(x: 15, y: 15))
        // Into the collapsed child there is no inverse: points and rectangles stay as they are.
        #expect(parent.convert(CGPoint(x: 3, y: 4), to: child) == CGPoint(x: 3, y: 4))
        #expect(
            parent.convert(CGRect(x: 1, y: 1, width: 5, height: 5), to: child)
                == CGRect(x: 1, y: 1, width: 5, height: 5))
        #expect(child.frame == CGRect(x: 15, y: 15, width: 0, height: 0))
    }
}
