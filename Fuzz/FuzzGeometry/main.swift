import FuzzSupport
import LaminaHeadless
import UIKit

// View and layer geometry from a byte stream: each operation is a byte followed by its operands,
// applied to a small hierarchy on a headless screen, then a frame is rendered. Operations include
// UIView and Core Animation animations with any timing and values, and steps of the manual clock.
// Work per input is bounded: at most 256 operations, 64 views, 32 layers, 4 intermediate frames,
// 8 clock steps, 32 path elements, 6 view controllers (2 by the margins operations).

/// libFuzzer's entry point: runs one input; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeometry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    MainActor.assumeIsolated {
        var input = FuzzInput(bytes)
        let scale = CGFloat(1 + input.byte() % 3)
        HeadlessHost.run(size: CGSize(width: 48, height: 40), scale: scale) { host in
            var scene = Scene(host: host)
            var operations = 0
            while !input.isAtEnd, operations < 256 {
                operations += 1
                scene.apply(&input)
            }
            host.renderFrame()
        }
    }
    return 0
}

/// A view that draws a path from the input, so that drawing runs with the fuzzed geometry.
final class PathView: UIView {
    /// What `draw(_:)` fills and strokes.
    var path: UIBezierPath?

    override func draw(_ rect: CGRect) {
        UIColor.systemTeal.setFill()
        UIColor.black.setStroke()
        path?.fill()
        path?.stroke()
        UIBezierPath(rect: rect.insetBy(dx: 1, dy: 1)).stroke()
    }
}

/// Builds a path of at most 32 elements from the input.
func makePath(_ input: inout FuzzInput) -> UIBezierPath {
    let path: UIBezierPath
    switch input.byte() % 6 {
    case 0: path = UIBezierPath(rect: input.rect())
    case 1: path = UIBezierPath(ovalIn: input.rect())
    case 2: path = UIBezierPath(roundedRect: input.rect(), cornerRadius: input.number())
    case 3:
        path = UIBezierPath(
            roundedRect: input.rect(), byRoundingCorners: UIRectCorner(rawValue: UInt(input.byte())),
            cornerRadii: input.size())
    case 4:
        path = UIBezierPath(
            arcCenter: input.point(), radius: input.number(), startAngle: input.number(), endAngle: input.number(),
            clockwise: input.bool())
    default: path = UIBezierPath()
    }
    let elements = input.int(below: 33)
    for _ in 0..<elements {
        switch input.byte() % 8 {
        case 0: path.move(to: input.point())
        case 1: path.addLine(to: input.point())
        case 2: path.addQuadCurve(to: input.point(), controlPoint: input.point())
        case 3: path.addCurve(to: input.point(), controlPoint1: input.point(), controlPoint2: input.point())
        case 4:
            path.addArc(
                withCenter: input.point(), radius: input.number(), startAngle: input.number(),
                endAngle: input.number(), clockwise: input.bool())
        case 5: path.close()
        case 6: path.apply(makeAffine(&input))
        default:
            let cg = CGMutablePath(rect: input.rect(), transform: nil).mutableCopy() ?? CGMutablePath()
            cg.addArc(tangent1End: input.point(), tangent2End: input.point(), radius: input.number())
            cg.addRoundedRect(in: input.rect(), cornerWidth: input.number(), cornerHeight: input.number())
            cg.addRelativeArc(
                center: input.point(), radius: input.number(), startAngle: input.number(), delta: input.number())
            path.append(UIBezierPath(cgPath: cg))
        }
    }
    path.lineWidth = input.number()
    path.miterLimit = input.number()
    path.flatness = input.number()
    path.usesEvenOddFillRule = input.bool()
    path.lineCapStyle = [.butt, .round, .square][input.int(below: 3)]
    path.lineJoinStyle = [.miter, .round, .bevel][input.int(below: 3)]
    if input.bool() {
        let pattern = (0..<input.int(below: 5)).map { _ in input.number() }
        path.setLineDash(pattern, count: pattern.count, phase: input.number())
    }
    return path
}

/// An affine transform: any six numbers, or a rotation, scale or translation.
func makeAffine(_ input: inout FuzzInput) -> CGAffineTransform {
    switch input.byte() % 4 {
    case 0: return CGAffineTransform(rotationAngle: input.number())
    case 1: return CGAffineTransform(scaleX: input.number(), y: input.number())
    case 2: return CGAffineTransform(translationX: input.number(), y: input.number())
    default:
        return CGAffineTransform(
            a: input.number(), b: input.number(), c: input.number(), d: input.number(), tx: input.number(),
            ty: input.number())
    }
}

/// A 3-D transform: a rotation about any axis, a scale, a perspective, or any sixteen numbers.
func makeTransform3D(_ input: inout FuzzInput) -> CATransform3D {
    switch input.byte() % 4 {
    case 0: return CATransform3DMakeRotation(input.number(), input.number(), input.number(), input.number())
    case 1: return CATransform3DMakeScale(input.number(), input.number(), input.number())
    case 2:
        var perspective = CATransform3DMakeTranslation(input.number(), input.number(), input.number())
        perspective.m34 = input.number()
        return perspective
    default:
        return CATransform3D(
            m11: input.number(), m12: input.number(), m13: input.number(), m14: input.number(),
            m21: input.number(), m22: input.number(), m23: input.number(), m24: input.number(),
            m31: input.number(), m32: input.number(), m33: input.number(), m34: input.number(),
            m41: input.number(), m42: input.number(), m43: input.number(), m44: input.number())
    }
}
