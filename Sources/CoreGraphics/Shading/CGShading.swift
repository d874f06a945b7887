public import Foundation

/// Evaluates a `CGFunction`: `info` as given at creation, the input values (the domain's
/// dimension) and room for the output values (the range's dimension).
///
/// A Swift function type where Apple's is `@convention(c)`: `CGFloat` is a Swift structure on
/// Linux, which C cannot represent. Closures and functions written for Apple's type fit it.
public typealias CGFunctionEvaluateCallback =
    (UnsafeMutableRawPointer?, UnsafePointer<CGFloat>, UnsafeMutablePointer<CGFloat>) -> Void

/// Releases a `CGFunction`'s `info` when the function is freed.
public typealias CGFunctionReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a `CGFunction`.
public struct CGFunctionCallbacks {
    /// The structure's version; 0.
    public var version: UInt32
    /// Computes the outputs for one input.
    public var evaluate: CGFunctionEvaluateCallback?
    /// Called once when the function is freed.
    public var releaseInfo: CGFunctionReleaseInfoCallback?

    /// Creates the callbacks.
    public init(
        version: UInt32, evaluate: CGFunctionEvaluateCallback?, releaseInfo: CGFunctionReleaseInfoCallback?
    ) {
        self.version = version
        self.evaluate = evaluate
        self.releaseInfo = releaseInfo
    }
}

/// A function from `domainDimension` values to `rangeDimension` values, computed by a callback:
/// the colour ramp of a `CGShading`.
///
/// Inputs are clamped to the domain and outputs to the range, where given, before use.
public final class CGFunction {
    let info: UnsafeMutableRawPointer?
    let domain: [CGFloat]
    let range: [CGFloat]
    let rangeDimension: Int
    private let evaluate: CGFunctionEvaluateCallback
    private let releaseInfo: CGFunctionReleaseInfoCallback?

    /// Creates a function. `domain` holds a minimum and maximum per input (`2 × domainDimension`
    /// values), `range` the same per output (or nil: outputs unclamped). Returns nil without an
    /// `evaluate` callback, for negative dimensions, or for a domain whose bounds are reversed
    /// or not finite.
    public init?(
        info: UnsafeMutableRawPointer?, domainDimension: Int, domain: UnsafePointer<CGFloat>?, rangeDimension: Int,
        range: UnsafePointer<CGFloat>?, callbacks: UnsafePointer<CGFunctionCallbacks>
    ) {
        guard let evaluate = callbacks.pointee.evaluate, domainDimension >= 0, rangeDimension >= 0,
            domainDimension <= 32, rangeDimension <= 32
        else { return nil }
        let domainValues = domain.map { Array(UnsafeBufferPointer(start: $0, count: 2 * domainDimension)) } ?? []
        for pair in stride(from: 0, to: domainValues.count, by: 2) {
            guard domainValues[pair].isFinite, domainValues[pair + 1].isFinite,
                domainValues[pair] <= domainValues[pair + 1]
            else { return nil }
        }
        self.info = info
        self.domain = domainValues
        self.range = range.map { Array(UnsafeBufferPointer(start: $0, count: 2 * rangeDimension)) } ?? []
        self.rangeDimension = rangeDimension
        self.evaluate = evaluate
        self.releaseInfo = callbacks.pointee.releaseInfo
    }

    deinit { releaseInfo?(info) }

    /// The outputs at `input` (a one-dimensional function's input), clamped to the range.
    func values(at input: CGFloat) -> [CGFloat] {
        var argument = input
        if domain.count >= 2 { argument = min(max(argument, domain[0]), domain[1]) }
        var inputs = [argument] + Array(repeating: 0, count: max(domain.count / 2 - 1, 0))
        var outputs = [CGFloat](repeating: 0, count: max(rangeDimension, 1))
        inputs.withUnsafeMutableBufferPointer { i in
            outputs.withUnsafeMutableBufferPointer { o in evaluate(info, i.baseAddress!, o.baseAddress!) }
        }
        for index in 0..<min(rangeDimension, range.count / 2) {
            let (low, high) = (range[2 * index], range[2 * index + 1])
            outputs[index] = outputs[index].isNaN ? low : min(max(outputs[index], low), high)
        }
        return outputs
    }
}

/// A fill whose colour follows a `CGFunction` along an axis or between two circles, drawn with
/// `CGContext.drawShading(_:)` over the whole clip.
///
/// The function takes one input, from the domain's start at `start` (or the start circle) to its
/// end at `end`, and gives the colour space's components plus alpha (without an alpha output the
/// colour is opaque). Lamina samples it at 256 evenly spaced inputs and draws the gradient
/// through them, so a ramp with sharper detail than 1/256 of the domain is smoothed.
public final class CGShading {
    enum Geometry {
        case axial(start: CGPoint, end: CGPoint)
        case radial(start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat)
    }

    let space: CGColorSpace
    let geometry: Geometry
    let function: CGFunction
    let extendStart: Bool
    let extendEnd: Bool

    /// An axial shading from `start` to `end`; nil when a point is not finite.
    public init?(
        axialSpace space: CGColorSpace, start: CGPoint, end: CGPoint, function: CGFunction, extendStart: Bool,
        extendEnd: Bool
    ) {
        guard start.isFinite, end.isFinite else { return nil }
        (self.space, geometry, self.function) = (space, .axial(start: start, end: end), function)
        (self.extendStart, self.extendEnd) = (extendStart, extendEnd)
    }

    /// A radial shading between two circles; nil when a value is not finite or a radius negative.
    public init?(
        radialSpace space: CGColorSpace, start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat,
        function: CGFunction, extendStart: Bool, extendEnd: Bool
    ) {
        guard start.isFinite, end.isFinite, startRadius.isFinite, endRadius.isFinite, startRadius >= 0,
            endRadius >= 0
        else { return nil }
        self.space = space
        geometry = .radial(start: start, startRadius: startRadius, end: end, endRadius: endRadius)
        self.function = function
        (self.extendStart, self.extendEnd) = (extendStart, extendEnd)
    }

    /// The function sampled into a gradient of 256 stops.
    func gradient() -> CGGradient? {
        let low = function.domain.count >= 2 ? function.domain[0] : 0
        let high = function.domain.count >= 2 ? function.domain[1] : 1
        let components = space.numberOfComponents
        var colors: [CGColor] = []
        var locations: [CGFloat] = []
        for step in 0..<256 {
            let t = CGFloat(step) / 255
            let outputs = function.values(at: low + (high - low) * t)
            var values = Array(outputs.prefix(components + 1).map { $0.isFinite ? $0 : 0 })
            while values.count < components { values.append(0) }
            if values.count == components { values.append(1) }
            guard
                let color = values.withUnsafeBufferPointer({ CGColor(colorSpace: space, components: $0.baseAddress!) })
            else { return nil }
            colors.append(color)
            locations.append(t)
        }
        return CGGradient(colorsSpace: space, colors: colors, locations: locations)
    }
}

extension CGContext {
    /// Fills the clip with `shading`.
    public func drawShading(_ shading: CGShading) {
        guard let gradient = shading.gradient() else { return }
        var options: CGGradientDrawingOptions = []
        if shading.extendStart { options.insert(.drawsBeforeStartLocation) }
        if shading.extendEnd { options.insert(.drawsAfterEndLocation) }
        switch shading.geometry {
        case .axial(let start, let end):
            drawLinearGradient(gradient, start: start, end: end, options: options)
        case .radial(let start, let startRadius, let end, let endRadius):
            drawRadialGradient(
                gradient, startCenter: start, startRadius: startRadius, endCenter: end, endRadius: endRadius,
                options: options)
        }
    }
}
