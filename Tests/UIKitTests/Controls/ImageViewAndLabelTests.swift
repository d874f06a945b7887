import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct ImageViewTests {
    /// A `width` × `height` point image at `scale`, filled with `color`.
    private func image(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1, _ color: UIColor) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: width, height: height), true, scale)
        defer { UIGraphicsEndImageContext() }
        color.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: width, height: height))
        return UIGraphicsGetImageFromCurrentImageContext()!
    }

    @Test func anImageViewTakesItsImagesSizeAndIgnoresTouches() {
        let view = UIImageView(image: image(30, 20, scale: 2, .red))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
        #expect(!view.isUserInteractionEnabled)
        #expect(view.layer.contentsScale == 2)
        #expect(view.layer.contents != nil)
        #expect(UIImageView(frame: .zero).intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    @Test func theImageIsTheLayersContentsPlacedByTheContentModeWithoutDrawing() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let red = image(10, 10, .red)
            let view = UIImageView(image: red)
            view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            view.contentMode = .center
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.backgroundColor = .white
            root.addSubview(view)
            host.show(root)
            let report = host.renderFrame()
            #expect(report.backingStoresRedrawn == 0)
            #expect(host.pixel(x: 50, y: 50) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 44, y: 50) == PixelRGBA(255, 255, 255, 255))
            view.contentMode = .scaleToFill
            host.renderFrame()
            #expect(host.pixel(x: 2, y: 2) == PixelRGBA(255, 0, 0, 255))
            view.highlightedImage = image(10, 10, .blue)
            view.isHighlighted = true
            host.renderFrame()
            #expect(host.pixel(x: 2, y: 2) == PixelRGBA(0, 0, 255, 255))
            view.image = nil
            view.isHighlighted = false
            host.renderFrame()
            #expect(host.pixel(x: 2, y: 2) == PixelRGBA(255, 255, 255, 255))
        }
    }

    @Test func aResizableImagesCapsBecomeTheContentsCenter() {
        let resizable = image(20, 10, .red).resizableImage(
            withCapInsets: UIEdgeInsets(top: 2, left: 5, bottom: 3, right: 5))
        let view = UIImageView(image: resizable)
        #expect(view.layer.contentsCenter == CGRect(x: 0.25, y: 0.2, width: 0.5, height: 0.5))
    }
}

@MainActor @Suite struct LabelTests {
    @Test func aLabelsIntrinsicSizeIsItsTextRoundedUp() {
        let label = UILabel()
        label.text = "Hello"
        let measured = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(
            label.intrinsicContentSize
                == CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up)))
        #expect(!label.isUserInteractionEnabled)
        #expect(label.contentMode == .redraw)
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func numberOfLinesLimitsTheHeight() {
        let label = UILabel()
        label.text = "one two three four five six seven eight nine ten"
        label.numberOfLines = 2
        let size = label.sizeThatFits(CGSize(width: 60, height: 0))
        #expect(size.height == (2 * label.font.lineHeight).rounded(.up))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)).height > size.height)
    }

    @Test func theTextIsDrawnCentredVertically() {
        HeadlessHost.run(size: CGSize(width: 120, height: 60)) { host in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            label.backgroundColor = .white
            label.text = "██"
            label.textColor = .black
            host.show(label)
            host.renderFrame()
            let used = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
            let top = ((60 - used.height) / 2).rounded(.down)
            #expect(host.pixel(x: 5, y: Int(top) - 2) == PixelRGBA(255, 255, 255, 255))
            #expect(host.pixel(x: 5, y: 30) == PixelRGBA(0, 0, 0, 255))
        }
    }
}
