// ImageIO for Lamina: `import ImageIO` as iOS code writes it. `CGImageSource` and its functions
// and keys live in CoreGraphics here (Lamina reads images there); this module re-exports them.
@_exported import CoreGraphics
