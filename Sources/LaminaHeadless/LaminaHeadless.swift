// The headless backend: `import LaminaHeadless` brings UIKit along, and with it Foundation,
// CoreGraphics and QuartzCore. It never imports Swift Testing, so tools and samples can link it.
@_exported public import UIKit
