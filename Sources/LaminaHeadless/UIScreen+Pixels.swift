public import UIKit

extension UIScreen {
    /// The screen's framebuffer pixel at column `x`, row `y` (row 0 is the top), premultiplied;
    /// transparent black before the first frame and outside the framebuffer.
    public func pixel(x: Int, y: Int) -> PixelRGBA {
        let p = framebufferPixel(x: x, y: y)
        return PixelRGBA(p.r, p.g, p.b, p.a)
    }
}
