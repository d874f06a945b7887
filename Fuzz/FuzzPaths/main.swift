import CoreGraphics
import Foundation
import FuzzSupport

// Path operations on paths built from arbitrary bytes: the boolean operations (union,
// intersection, subtracting, symmetric difference, normalized, intersects, the line operations,
// components), stroke outlines with every cap and join, dashing, flattening and containment, then
// the results filled into a small bitmap. Numbers come from `FuzzInput.number()`, so NaN, the
// infinities, the largest doubles and subnormals all reach the geometry.

/// libFuzzer's entry point: runs one input; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPaths(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(Data(bytes: data, count: size))
    let subject = makePath(&input)
    let other = makePath(&input)
    let rule: CGPathFillRule = input.bool() ? .evenOdd : .winding
    var results: [CGPath] = []
    for _ in 0..<(1 + input.int(below: 4)) {
        switch input.byte() % 11 {
        case 0: results.append(subject.union(other, using: rule))
        case 1: results.append(subject.intersection(other, using: rule))
        case 2: results.append(subject.subtracting(other, using: rule))
        case 3: results.append(subject.symmetricDifference(other, using: rule))
        case 4: results.append(subject.normalized(using: rule))
        case 5: _ = subject.intersects(other, using: rule)
        case 6: results.append(subject.lineIntersection(other, using: rule))
        case 7: results.append(subject.lineSubtracting(other, using: rule))
        case 8: results += subject.componentsSeparated(using: rule)
        case 9:
            let caps: [CGLineCap] = [.butt, .round, .square]
            let joins: [CGLineJoin] = [.miter, .round, .bevel]
            results.append(
                subject.copy(
                    strokingWithWidth: input.number(), lineCap: caps[input.int(below: 3)],
                    lineJoin: joins[input.int(below: 3)], miterLimit: input.number(), transform: makeAffine(&input)))
        default:
            results.append(
                subject.copy(dashingWithPhase: input.number(), lengths: [input.number(), input.number()]))
        }
    }
    let context = CGContext(
        data: nil, width: 24, height: 24, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)
    for path in results {
        _ = path.boundingBoxOfPath
        _ = path.contains(input.point(), using: rule)
        _ = path.flattened(threshold: input.number())
        context?.addPath(path)
        context?.fillPath(using: rule)
    }
    if input.bool() {
        context?.addPath(subject)
        context?.setLineWidth(input.number())
        context?.setLineDash(phase: input.number(), lengths: [input.number(), input.number()])
        context?.replacePathWithStrokedPath()
        context?.fillPath()
    }
    return 0
}

/// A path of up to 16 elements, started from one of the shape initialisers.
private func makePath(_ input: inout FuzzInput) -> CGPath {
    let path = CGMutablePath()
    switch input.byte() % 4 {
    case 0: path.addRect(input.rect())
    case 1: path.addEllipse(in: input.rect())
    case 2: path.addRoundedRect(in: input.rect(), cornerWidth: input.number(), cornerHeight: input.number())
    default: break
    }
    for _ in 0..<input.int(below: 17) {
        switch input.byte() % 7 {
        case 0: path.move(to: input.point())
        case 1: path.addLine(to: input.point())
        case 2: path.addQuadCurve(to: input.point(), control: input.point())
        case 3: path.addCurve(to: input.point(), control1: input.point(), control2: input.point())
        case 4:
            path.addArc(
                center: input.point(), radius: input.number(), startAngle: input.number(), endAngle: input.number(),
                clockwise: input.bool())
        case 5: path.closeSubpath()
        default: path.addPath(CGPath(rect: input.rect(), transform: nil), transform: makeAffine(&input))
        }
    }
    return path
}

private func makeAffine(_ input: inout FuzzInput) -> CGAffineTransform {
    CGAffineTransform(
        a: input.number(), b: input.number(), c: input.number(), d: input.number(), tx: input.number(),
        ty: input.number())
}
