import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// The idioms of this target, compiled in the Swift 5 language mode, running and rendering.
@MainActor
@Suite struct Swift5ClientTests {
    @Test func nonisolatedHelpersReadTheScreen() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40), scale: 2) { host in
            #expect(CGFloat.hairline == 0.5)
            let view = UIView(frame: CGRect(x: 1.3, y: 2.26, width: 10.1, height: 4))
            #expect(pixelAlignedFrame(of: view) == CGRect(x: 1.5, y: 2.5, width: 10, height: 4))
            let counter = TapCounter()
            let tap = UITapGestureRecognizer()
            tap.delegate = counter
            #expect(counter.gestureRecognizerShouldBegin(tap) && counter.asked == 1)
        }
    }

    @Test func layerSubclassesInitializeAndDraw() throws {
        let image = HeadlessHost.run(size: CGSize(width: 40, height: 40), scale: 2) { host -> CGImage? in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            root.backgroundColor = .white
            let line = HairlineLayer()
            #expect(line.contentsScale == 2)
            line.lineColor = UIColor.red.cgColor
            line.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
            root.layer.addSublayer(line)
            root.layer.addSublayer(RingLayer(frame: CGRect(x: 0, y: 10, width: 30, height: 30), color: .blue))
            host.show(root)
            host.renderFrame()
            let shown = line.presentation()
            #expect(shown?.lineColor == UIColor.red.cgColor)
            return host.snapshot()
        }
        let snapshot = try #require(image)
        // The hairline is the last device row of the 10-point layer: row 19 red, row 18 white.
        #expect(snapshot.pixel(x: 70, y: 19) == PixelRGBA(255, 0, 0, 255))
        #expect(snapshot.pixel(x: 70, y: 18) == PixelRGBA(255, 255, 255, 255))
        // The ring's stroke crosses the top of its oval (device row 2·(10 + 2) = 24 ± 4) in blue.
        #expect(snapshot.pixel(x: 30, y: 24) == PixelRGBA(0, 0, 255, 255))
        #expect(snapshot.pixel(x: 30, y: 50) == PixelRGBA(255, 255, 255, 255))
    }

    @Test func confettiFallsFromAViewWhoseLayerIsAnEmitter() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                UIColor.white.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }.cgImage!
            let confetti = ConfettiView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            confetti.backgroundColor = .white
            host.show(confetti)
            confetti.start(colors: [.red], image: image)
            host.renderFrame()
            // Falling from the top edge under 10 points/s²: 20 points down after 2 seconds.
            host.advance(by: 2)
            let red = (0..<40).filter { x in
                (18...22).contains { y in host.pixel(x: x, y: y) != PixelRGBA(255, 255, 255, 255) }
            }
            #expect(!red.isEmpty)
            #expect(host.pixel(x: 20, y: 35) == PixelRGBA(255, 255, 255, 255))
            confetti.stop()
            host.renderFrame()
            #expect(confetti.emitter.birthRate == 0)
        }
    }

    @Test func aCardKeepsToTheMarginsAndFollowsSizeChanges() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let controller = CardViewController()
            let window = host.show(controller)
            host.renderFrame()
            // Margins: 10 points of safe area at the top, 16 at the sides in a compact width.
            #expect(controller.card.frame == CGRect(x: 16, y: 10, width: 358, height: 834))
            // Dark mode from the trait overrides: black around a dark system red.
            #expect(host.pixel(x: 5, y: 100) == PixelRGBA(0, 0, 0, 255))
            #expect(host.pixel(x: 100, y: 100) == PixelRGBA(255, 69, 58, 255))
            window.frame = CGRect(x: 0, y: 0, width: 800, height: 844)
            #expect(controller.transitions == [CGSize(width: 800, height: 844)])
            #expect(controller.alongside == 1 && controller.completed == 1)
            host.renderFrame()
            #expect(controller.card.frame == CGRect(x: 20, y: 10, width: 760, height: 834))
        }
    }

    @Test func coreFoundationNamesWork() throws {
        let image = HeadlessHost.run(size: CGSize(width: 20, height: 20)) { host -> CGImage? in
            let fade = FadeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            host.show(fade)
            host.renderFrame()
            return host.snapshot()
        }
        let snapshot = try #require(image)
        // Top row nearly red, bottom row nearly blue, read through CFDataGetBytePtr.
        let top = rgbaBytes(of: snapshot, x: 10, y: 0)
        let bottom = rgbaBytes(of: snapshot, x: 10, y: 19)
        #expect(top.count == 4 && bottom.count == 4)
        let pixelTop = snapshot.pixel(x: 10, y: 0)
        let pixelBottom = snapshot.pixel(x: 10, y: 19)
        #expect(
            pixelComponents(of: snapshot, x: 10, y: 0) == [pixelTop.red, pixelTop.green, pixelTop.blue, pixelTop.alpha])
        #expect(pixelTop.red > 240 && pixelTop.blue < 15 && pixelTop.green == 0 && pixelTop.alpha == 255)
        #expect(
            pixelComponents(of: snapshot, x: 10, y: 19)
                == [pixelBottom.red, pixelBottom.green, pixelBottom.blue, pixelBottom.alpha])
        #expect(pixelBottom.blue > 240 && pixelBottom.red < 15 && pixelBottom.green == 0)

        let spin = makeSpin()
        #expect(spin.repeatCount == Float.greatestFiniteMagnitude)
        #expect(abs((spin.toValue as? CGFloat ?? 0) - 2 * .pi) < 1e-12)
        // Core Foundation's absolute time counts seconds from Foundation's reference date, 2001.
        let sinceReferenceDate = Date().timeIntervalSinceReferenceDate
        #expect(abs(elapsed(since: 0) - sinceReferenceDate) < 1)
        #expect(abs(elapsed(since: sinceReferenceDate)) < 1)
        #expect(describe(["a": 1] as CFDictionary, "key" as CFString) == "3 1 key")
    }
}

/// Files that switch on `canImport(UIKit)` take their UIKit branch with Lamina.
@Test func canImportUIKitIsTrue() {
    #if canImport(UIKit)
        let branch = "UIKit"
    #else
        let branch = "other"
    #endif
    #expect(branch == "UIKit")
}
