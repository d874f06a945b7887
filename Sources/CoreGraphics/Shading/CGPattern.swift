public import Foundation

/// Draws one cell of a `CGPattern` into `context`, whose user space is the pattern space.
///
/// A Swift function type where Apple's is `@convention(c)`: `CGContext` is a Swift class on
/// Linux, which C cannot represent. Closures and functions written for Apple's type fit it.
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void

/// Releases a `CGPattern`'s `info` when the pattern is freed.
public typealias CGPatternReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a `CGPattern`.
public struct CGPatternCallbacks {
    /// The structure's version; 0.
    public var version: UInt32
    /// Draws one cell.
    public var drawPattern: CGPatternDrawPatternCallback?
    /// Called once when the pattern is freed.
    public var releaseInfo: CGPatternReleaseInfoCallback?

    /// Creates the callbacks.
    public init(
        version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?
    ) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}

/// How pattern cells are fitted to device pixels.
public enum CGPatternTiling: Int32, Sendable {
    case noDistortion = 0
    case constantSpacingMinimalDistortion
    case constantSpacing
}

/// A cell drawn by a callback and repeated across whatever a pattern colour fills or strokes.
///
/// The cell is drawn when a colour is made from the pattern (`CGColor(patternSpace:pattern:
/// components:)`, `CGContext.setFillPattern`), into a bitmap of two pixels a point of pattern
/// space (times the matrix's scale), and that bitmap is tiled every `xStep` by `yStep` from the
/// cell's origin. Every tiling mode draws the same way (Lamina's cells are bitmaps already). A
/// *coloured* pattern paints its own colours; an *uncoloured* one is a stencil drawn in the colour
/// given with it: its callback's fills and strokes take that colour.
///
/// `@unchecked Sendable`: immutable after creation; the callback runs only while a colour is
/// being made, on that caller's thread.
public final class CGPattern: @unchecked Sendable {
    let info: UnsafeMutableRawPointer?
    let bounds: CGRect
    let matrix: CGAffineTransform
    let xStep: CGFloat
    let yStep: CGFloat
    /// Whether the cell paints its own colours (false: a stencil).
    let isColored: Bool
    private let draw: CGPatternDrawPatternCallback
    private let releaseInfo: CGPatternReleaseInfoCallback?

    /// The most pixels a cell's bitmap may have on a side.
    static let maximumCellPixels: CGFloat = 4096

    /// Creates a pattern whose cell covers `bounds` in pattern space, repeated every `xStep` ×
    /// `yStep`, with `matrix` mapping pattern space to the default user space of the context that
    /// paints it. Returns nil without a draw callback, for non-finite values, steps that are not
    /// positive, or a matrix that cannot be inverted.
    public init?(
        info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat, yStep: CGFloat,
        tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>
    ) {
        let values = [bounds.minX, bounds.minY, bounds.width, bounds.height, xStep, yStep]
        let m = [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty]
        guard let draw = callbacks.pointee.drawPattern, values.allSatisfy(\.isFinite), m.allSatisfy(\.isFinite),
            xStep > 0, yStep > 0, matrix.a * matrix.d - matrix.b * matrix.c != 0
        else { return nil }
        (self.info, self.bounds, self.matrix, self.xStep, self.yStep) = (info, bounds, matrix, xStep, yStep)
        (self.isColored, self.draw, self.releaseInfo) = (isColored, draw, callbacks.pointee.releaseInfo)
    }

    deinit { releaseInfo?(info) }

    /// One cell drawn into a tile (for a stencil, in `stencil`'s colour), or nil when it cannot
    /// be drawn (a tile of more than `maximumCellPixels` a side).
    func tile(stencil: CGColor?) -> PatternTile? {
        let matrixScale = max(hypot(matrix.a, matrix.b), hypot(matrix.c, matrix.d))
        var scale = 2 * max(matrixScale, 1)
        let largest = max(xStep, yStep) * scale
        if largest > Self.maximumCellPixels { scale *= Self.maximumCellPixels / largest }
        let width = Int((xStep * scale).rounded(.up))
        let height = Int((yStep * scale).rounded(.up))
        guard width > 0, height > 0,
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        context.clip(to: bounds)
        draw(info, context)
        if let stencil { Self.paint(context, with: stencil) }
        guard let image = context.makeImage() else { return nil }
        // Pattern space → tile points: undo the matrix, then put the cell's origin at 0.
        let placement = matrix.inverted().concatenating(
            CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
        return PatternTile(image: image, scale: scale, placement: placement, pattern: self)
    }
}

extension CGPattern {
    /// Repaints every pixel of `context` (native premultiplied BGRA) in `color`, keeping its
    /// coverage: a stencil's cell takes the colour given with it, whatever colours it drew in.
    private static func paint(_ context: CGContext, with color: CGColor) {
        guard let data = context.data else { return }
        let rgba = color.rgba
        func unit(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }
        let (red, green, blue) = (unit(rgba.red), unit(rgba.green), unit(rgba.blue))
        let pixels = data.assumingMemoryBound(to: UInt8.self)
        for row in 0..<context.height {
            let line = pixels + row * context.bytesPerRow
            for column in 0..<context.width {
                let pixel = line + 4 * column
                let coverage = CGFloat(pixel[3])
                pixel[0] = UInt8((blue * coverage).rounded())
                pixel[1] = UInt8((green * coverage).rounded())
                pixel[2] = UInt8((red * coverage).rounded())
            }
        }
    }
}

extension CGColorSpace {
    /// A pattern colour space: colours in it paint a `CGPattern`; `baseSpace` is the space of an
    /// uncoloured pattern's colour (nil for coloured patterns).
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
        guard baseSpace?.model != .pattern else { return nil }
        self.init(model: .pattern, name: nil, base: baseSpace)
    }
}

extension CGColor {
    /// A colour that paints `pattern`. `components` holds the base space's components and alpha
    /// for an uncoloured pattern (the stencil's colour), only alpha for a coloured one. Returns
    /// nil when `space` is not a pattern space or the cell cannot be drawn.
    public convenience init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        guard space.model == .pattern else { return nil }
        var stencil: CGColor?
        var alpha = components[0]
        if !pattern.isColored {
            let base = space.baseColorSpace ?? CGColorSpaceCreateDeviceRGB()
            guard let color = CGColor(colorSpace: base, components: components) else { return nil }
            stencil = color.copy(alpha: 1)
            alpha = color.alpha
        }
        guard let tile = pattern.tile(stencil: stencil) else { return nil }
        self.init(space: space, values: [CGColor.sanitize(alpha)], patternTile: tile)
    }

    /// The pattern this colour paints, or nil for other colours.
    public var pattern: CGPattern? { patternTile?.pattern }
}

extension CGContext {
    /// Fills with `pattern` from now on; `colorComponents` as for `CGColor(patternSpace:pattern:
    /// components:)`, in the fill colour space's base (RGB when it has none).
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        if let color = Self.color(painting: pattern, components: components, in: state.fillColor) {
            state.fillColor = color
        }
    }

    /// Strokes with `pattern` from now on; see `setFillPattern(_:colorComponents:)`.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        if let color = Self.color(painting: pattern, components: components, in: state.strokeColor) {
            state.strokeColor = color
        }
    }

    /// A colour painting `pattern` in the pattern space of `current` (the colour being replaced),
    /// or in a new one (RGB base for an uncoloured pattern) when `current` is not a pattern colour.
    private static func color(
        painting pattern: CGPattern, components: UnsafePointer<CGFloat>, in current: CGColor
    ) -> CGColor? {
        let space =
            current.colorSpace.flatMap { $0.model == .pattern ? $0 : nil }
            ?? CGColorSpace(patternBaseSpace: pattern.isColored ? nil : CGColorSpaceCreateDeviceRGB())
        return space.flatMap { CGColor(patternSpace: $0, pattern: pattern, components: components) }
    }

    /// Shifts every pattern painted from now on by `phase` (in the default user space); part of
    /// the graphics state.
    public func setPatternPhase(_ phase: CGSize) {
        guard phase.width.isFinite, phase.height.isFinite else { return }
        state.patternPhase = phase
    }
}
