// `import UIKit` brings Foundation, CoreGraphics and QuartzCore along, as on iOS.
@_exported public import CoreGraphics
@_exported public import Foundation
@_exported public import QuartzCore
