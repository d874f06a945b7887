public import Foundation
import LaminaHeadless
public import UIKit

extension GalleryPages {
    /// Renders page `name` on its own headless screen: shows it, lets it draw, applies the
    /// page's change (bounds growth for the content-mode and stretching figures), and renders
    /// again. Returns the framebuffer as an image, or nil for an unknown page.
    @MainActor
    public static func snapshot(_ name: String, scale: CGFloat = 1) -> CGImage? {
        guard let page = all.first(where: { $0.name == name }) else { return nil }
        return HeadlessHost.run(size: size, scale: scale) { host in
            let controller = page.make()
            host.show(controller)
            host.renderFrame()
            (controller as? ContentModesPage)?.growTiles()
            (controller as? StretchedButtonPage)?.grow()
            host.renderFrame()
            return host.snapshot()
        }
    }

    /// The page as PNG data.
    @MainActor
    public static func render(_ name: String, scale: CGFloat = 1) -> Data? {
        guard let image = snapshot(name, scale: scale) else { return nil }
        return UIImage(cgImage: image, scale: scale, orientation: .up).pngData()
    }
}
