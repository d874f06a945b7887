import FuzzSupport
import LaminaHeadless
import UIKit

/// The hierarchy one input works on: a root view shown on the host's screen, the views made
/// since (attached or not) and extra layers, with the operations that change and query them.
@MainActor
struct Scene {
    let host: HeadlessHost
    var views: [UIView]
    var layers: [CALayer] = []
    var controllers: [UIViewController] = []
    /// The transitioning delegates of presented controllers (which hold them weakly).
    var placements: [FuzzedPresentation.Placement] = []
    /// The constraints and layout guides made (at most 64 and 8).
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var frames = 0
    var clockSteps = 0

    init(host: HeadlessHost) {
        self.host = host
        let root = PathView(frame: CGRect(x: 0, y: 0, width: 48, height: 40))
        views = [root]
        host.show(root)
    }

    /// Any view made so far, the window included.
    mutating func anyView(_ input: inout FuzzInput) -> UIView {
        let candidates = views + [views[0].window].compactMap { $0 }
        return candidates[input.int(below: candidates.count)]
    }

    /// Any view made so far, not the window: moving a window into a view can make it a subview
    /// of a view it owns (through its root view controller) — a reference cycle UIKit leaks too.
    mutating func anyMovableView(_ input: inout FuzzInput) -> UIView {
        views[input.int(below: views.count)]
    }

    /// Any layer made so far, the views' included.
    mutating func anyLayer(_ input: inout FuzzInput) -> CALayer {
        let candidates = views.map(\.layer) + layers
        return candidates[input.int(below: candidates.count)]
    }

    /// Reads one operation and applies it.
    mutating func apply(_ input: inout FuzzInput) {
        let operation = input.byte() % 31
        input.trace("operation \(operation)")
        switch operation {
        case 0:
            guard views.count < 64 else { return }
            let view = PathView(frame: input.rect())
            view.backgroundColor = input.bool() ? .systemRed : nil
            anyView(&input).addSubview(view)
            views.append(view)
        case 1: anyView(&input).frame = input.rect()
        case 2: anyView(&input).bounds = input.rect()
        case 3: anyView(&input).center = input.point()
        case 4: anyView(&input).transform = makeAffine(&input)
        case 5: anyView(&input).transform3D = makeTransform3D(&input)
        case 6: anyView(&input).insertSubview(anyMovableView(&input), at: input.smallInt())
        case 7: anyView(&input).removeFromSuperview()
        case 8: anyView(&input).exchangeSubview(at: input.smallInt(), withSubviewAt: input.smallInt())
        case 9:
            let parent = anyView(&input)
            if input.bool() {
                parent.bringSubviewToFront(anyView(&input))
            } else {
                parent.sendSubviewToBack(anyView(&input))
            }
        case 10:
            let (parent, view, sibling) = (anyView(&input), anyMovableView(&input), anyView(&input))
            if input.bool() {
                parent.insertSubview(view, aboveSubview: sibling)
            } else {
                parent.insertSubview(view, belowSubview: sibling)
            }
        case 11: convert(&input)
        case 12: hitTest(&input)
        case 13: style(anyView(&input), &input)
        case 14: layerGeometry(anyLayer(&input), &input)
        case 15: layerStyle(anyLayer(&input), &input)
        case 16: addLayer(&input)
        case 17:
            guard frames < 4 else { return }
            frames += 1
            host.renderFrame()
        case 18:
            let view = anyView(&input)
            if input.bool() { view.setNeedsDisplay(input.rect()) } else { view.setNeedsDisplay() }
            view.setNeedsLayout()
            view.layoutIfNeeded()
        case 19: anyView(&input).contentMode = UIView.ContentMode(rawValue: input.int(below: 13)) ?? .redraw
        case 20: (anyView(&input) as? PathView)?.path = makePath(&input)
        case 21: fillPath(&input)
        case 22:
            let view = anyView(&input)
            view.autoresizingMask = UIView.AutoresizingMask(rawValue: UInt(input.byte()))
            view.contentStretch = input.rect()
        case 23: viewAnimation(&input)
        case 24: layerAnimation(&input)
        case 25: advanceClock(&input)
        case 26: appearanceOrEmission(&input)
        case 27: marginsAndTraits(&input)
        case 28: presentation(&input)
        case 29: autoLayout(&input)
        default: anyLayer(&input).removeFromSuperlayer()
        }
    }

    private mutating func convert(_ input: inout FuzzInput) {
        let (from, to) = (anyView(&input), anyView(&input))
        _ = from.convert(input.point(), to: input.bool() ? to : nil)
        _ = from.convert(input.rect(), from: input.bool() ? to : nil)
        _ = from.convert(input.point(), to: to as any UICoordinateSpace)
        let (a, b) = (anyLayer(&input), anyLayer(&input))
        _ = a.convert(input.point(), from: b)
        _ = a.convert(input.rect(), to: input.bool() ? b : nil)
        _ = from.isDescendant(of: to)
    }

    private mutating func hitTest(_ input: inout FuzzInput) {
        _ = anyView(&input).hitTest(input.point(), with: nil)
        _ = anyView(&input).point(inside: input.point(), with: nil)
        _ = anyLayer(&input).hitTest(input.point())
        _ = views[0].viewWithTag(input.smallInt())
    }

    private mutating func style(_ view: UIView, _ input: inout FuzzInput) {
        view.alpha = input.number()
        view.isHidden = input.byte() % 8 == 0
        view.clipsToBounds = input.bool()
        view.isUserInteractionEnabled = input.byte() % 8 != 0
        view.tag = input.smallInt()
        view.contentScaleFactor = input.number()
        if input.bool() { view.sizeToFit() }
    }

    private mutating func layerGeometry(_ layer: CALayer, _ input: inout FuzzInput) {
        switch input.byte() % 8 {
        case 0: layer.position = input.point()
        case 1: layer.anchorPoint = input.point()
        case 2: layer.bounds = input.rect()
        case 3: layer.frame = input.rect()
        case 4: layer.transform = makeTransform3D(&input)
        case 5: layer.sublayerTransform = makeTransform3D(&input)
        case 6: layer.setAffineTransform(makeAffine(&input))
        default:
            layer.zPosition = input.number()
            layer.anchorPointZ = input.number()
            layer.isDoubleSided = input.bool()
            layer.isGeometryFlipped = input.bool()
        }
    }

    private mutating func layerStyle(_ layer: CALayer, _ input: inout FuzzInput) {
        layer.cornerRadius = input.number()
        layer.borderWidth = input.number()
        layer.masksToBounds = input.bool()
        layer.opacity = Float(input.number())
        layer.shadowOpacity = Float(input.number())
        layer.shadowRadius = input.number()
        layer.shadowOffset = input.size()
        layer.shadowPath = input.bool() ? makePath(&input).cgPath : nil
        layer.contentsScale = input.number()
        layer.contentsRect = input.rect()
        layer.contentsCenter = input.rect()
        layer.maskedCorners = CACornerMask(rawValue: UInt(input.byte() % 16))
        layer.backgroundColor = input.bool() ? UIColor.systemBlue.cgColor : nil
    }

    private mutating func addLayer(_ input: inout FuzzInput) {
        guard layers.count < 32 else { return }
        let layer: CALayer
        switch input.byte() % 5 {
        case 0:
            let shape = CAShapeLayer()
            shape.path = makePath(&input).cgPath
            shape.strokeColor = UIColor.black.cgColor
            shape.lineWidth = input.number()
            shape.strokeStart = input.number()
            shape.strokeEnd = input.number()
            shape.lineDashPattern = input.bool() ? [NSNumber(value: Double(input.number())), 2] : nil
            layer = shape
        case 1:
            let gradient = CAGradientLayer()
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.startPoint = input.point()
            gradient.endPoint = input.point()
            layer = gradient
        case 2: layer = CATransformLayer()
        case 3 where layers.count(where: { $0 is CAEmitterLayer }) < 2:
            // At most two emitters a scene: each may show 10,000 particles a frame.
            let emitter = CAEmitterLayer()
            configure(emitter, &input)
            layer = emitter
        default: layer = CALayer()
        }
        layer.frame = input.rect()
        layers.append(layer)
        let parent = anyLayer(&input)
        switch input.byte() % 4 {
        case 0: parent.insertSublayer(layer, at: UInt32(input.byte()))
        case 1: parent.insertSublayer(layer, below: anyLayer(&input))
        case 2: parent.mask = input.bool() ? layer : nil
        default: parent.addSublayer(layer)
        }
    }

    private mutating func fillPath(_ input: inout FuzzInput) {
        let path = makePath(&input)
        _ = path.bounds
        _ = path.contains(input.point())
        _ = path.cgPath.boundingBoxOfPath
        _ = path.reversing()
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 10))
        _ = renderer.image { context in
            let transform = makeAffine(&input)
            if FuzzInput.isTracing {
                var elements: [String] = []
                path.cgPath.applyWithBlock { element in
                    let points = UnsafeBufferPointer(start: element.pointee.points, count: 3)
                    elements.append("\(element.pointee.type.rawValue) \(Array(points))")
                }
                var dashCount = 0
                var phase: CGFloat = 0
                path.getLineDash(nil, count: &dashCount, phase: &phase)
                var dashes = [CGFloat](repeating: 0, count: dashCount)
                path.getLineDash(&dashes, count: nil, phase: nil)
                input.trace(
                    "fill and stroke path (line width \(path.lineWidth), cap \(path.lineCapStyle.rawValue), join "
                        + "\(path.lineJoinStyle.rawValue), miter limit \(path.miterLimit), flatness \(path.flatness), "
                        + "dashes \(dashes) from \(phase)) "
                        + "\(elements) under \(transform)")
            }
            context.cgContext.concatenate(transform)
            UIColor.orange.setFill()
            path.fill()
            path.stroke(with: .multiply, alpha: input.number())
            context.cgContext.addPath(path.cgPath)
            context.cgContext.clip()
            context.fill(input.rect())
        }
    }
}
