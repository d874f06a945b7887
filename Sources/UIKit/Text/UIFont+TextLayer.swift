import CoreGraphics
import QuartzCore

/// A `UIFont` can be a `CATextLayer`'s font, as on iOS where it is a CTFont.
extension UIFont: TextLayerFontConvertible {
    package var textLayerFont: TextFont { textFont }
}
