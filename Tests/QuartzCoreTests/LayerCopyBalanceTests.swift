import Foundation
import QuartzCore
import Testing

@_silgen_name("swift_retainCount")
private func retainCount(_ object: UnsafeMutableRawPointer) -> Int

private final class ColourLayer: CALayer {
    var lineColor: CGColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    override init() { super.init() }

    override init(layer: Any) {
        lineColor = (layer as? ColourLayer)?.lineColor ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Presentation copies made through a subclass's own `init(layer:)` leave the retain counts of
/// the model layer and of what it holds as they were.
@Suite struct LayerCopyBalanceTests {
    @Test func copiesThroughInitLayerAreBalanced() {
        let model = ColourLayer()
        let colour = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        model.lineColor = colour
        let layerBefore = retainCount(Unmanaged.passUnretained(model).toOpaque())
        let colourBefore = retainCount(Unmanaged.passUnretained(colour).toOpaque())
        for _ in 0..<10 {
            let copy = CALayer.makeCopy(of: model)
            #expect((copy as? ColourLayer)?.lineColor === colour)
        }
        #expect(retainCount(Unmanaged.passUnretained(model).toOpaque()) == layerBefore)
        #expect(retainCount(Unmanaged.passUnretained(colour).toOpaque()) == colourBefore)
        let made = CALayer.make(ColourLayer.self)
        #expect(retainCount(Unmanaged.passUnretained(made).toOpaque()) == 1)
    }
}
