import Foundation
import Testing
import UIKit
import UIKitTesting

/// `GradientIdioms.swift`, compiled in the Swift 5 language mode, rendering on a device-scale
/// screen (3 pixels a point).
@MainActor
@Suite struct GradientIdiomTests {
    /// The ways iOS code hands `CGGradient` its colours.
    enum Bridging: CaseIterable, Sendable {
        case colorsAsCFArray
        case anyObjectsAsCFArray
        case anysAsCFArray
        case colorsAsNSArray
        case optionalsAsNSArray
        case nsArrayOfColors
        case mutableArray

        func array(of colors: [CGColor]) -> CFArray {
            switch self {
            case .colorsAsCFArray:
                return colors as CFArray
            case .anyObjectsAsCFArray:
                return colors.map { $0 as AnyObject } as CFArray
            case .anysAsCFArray:
                let values: [Any] = colors
                return values as CFArray
            case .colorsAsNSArray:
                return (colors as NSArray) as CFArray
            case .optionalsAsNSArray:
                // What a closure declared `-> AnyObject!` produces.
                return colors.map { (color: CGColor) -> AnyObject? in color } as NSArray
            case .nsArrayOfColors:
                return NSArray(array: colors)
            case .mutableArray:
                let array = NSMutableArray()
                colors.forEach { array.add($0) }
                return array
            }
        }
    }

    /// Yellow, purple and black evenly spaced from the centre of a 40-point square out to
    /// radius 20, black beyond: the colour at the centre of device pixel (x, y) at scale 3.
    static func expectedPixel(x: Int, y: Int) -> PixelRGBA {
        let (dx, dy) = ((CGFloat(x) + 0.5) / 3 - 20, (CGFloat(y) + 0.5) / 3 - 20)
        let t = min((dx * dx + dy * dy).squareRoot() / 20, 1)
        let (from, to, f): ([CGFloat], [CGFloat], CGFloat) =
            t <= 0.5 ? ([1, 1, 0], [0.5, 0, 0.5], t * 2) : ([0.5, 0, 0.5], [0, 0, 0], t * 2 - 1)
        let channels = (0..<3).map { UInt8(((from[$0] + (to[$0] - from[$0]) * f) * 255).rounded()) }
        return PixelRGBA(channels[0], channels[1], channels[2], 255)
    }

    static let samples = [(60, 60), (66, 60), (75, 60), (90, 60), (105, 60), (112, 80), (119, 60), (0, 0), (119, 119)]

    /// The view in a window, as the reporter saw it: the gradient, not black.
    @Test func theRadialGradientViewPaintsItsColoursInAFrame() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40), scale: 3) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let view = GradientView(frame: root.bounds)
            view.colors = [.yellow, .purple, .black]
            view.mode = .radial
            root.addSubview(view)
            host.show(root)
            host.renderFrame()
            #expect(view.contentMode == .redraw)
            for (x, y) in Self.samples {
                #expect(host.pixel(x: x, y: y) == Self.expectedPixel(x: x, y: y), "pixel \(x), \(y)")
            }
        }
    }

    /// The same view outside any window, through `layer.render(in:)`, on a main screen of scale 3.
    @Test func theRadialGradientViewRendersIntoAnImage() throws {
        try HeadlessHost.run(size: CGSize(width: 40, height: 40), scale: 3) { _ in
            let view = GradientView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.colors = [.yellow, .purple, .black]
            view.mode = .radial
            let format = UIGraphicsImageRendererFormat()
            format.scale = 3
            let image = try #require(
                UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
                    view.layer.render(in: context.cgContext)
                }.cgImage)
            for (x, y) in Self.samples {
                #expect(image.pixel(x: x, y: y) == Self.expectedPixel(x: x, y: y), "pixel \(x), \(y)")
            }
        }
    }

    /// Every bridging of the colour array gives the same gradient, the grey black included.
    @Test(arguments: Bridging.allCases)
    func everyBridgingOfTheColoursDrawsTheSame(_ bridging: Bridging) throws {
        let colorSpace = CGColorSpaceCreateDeviceRGB()
        let colors = [UIColor.yellow, .purple, .black].map { color -> CGColor in
            let cgColor = color.cgColor
            guard cgColor.colorSpace?.model != .rgb else { return cgColor }
            return cgColor.converted(to: colorSpace, intent: .defaultIntent, options: nil) ?? cgColor
        }
        #expect(colors[2].components == [0, 0, 0, 1])
        let gradient = try #require(
            CGGradient(colorsSpace: colorSpace, colors: bridging.array(of: colors), locations: nil))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let image = try #require(
            UIGraphicsImageRenderer(bounds: bounds, format: format).image { context in
                context.cgContext.drawRadialGradient(
                    gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0, endCenter: CGPoint(x: 20, y: 20),
                    endRadius: 20, options: .drawsAfterEndLocation)
            }.cgImage)
        for (x, y) in Self.samples {
            #expect(image.pixel(x: x, y: y) == Self.expectedPixel(x: x, y: y), "pixel \(x), \(y)")
        }
    }
}
