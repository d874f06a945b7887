// Foundation on Linux defines CGFloat, CGPoint, CGSize and CGRect; `import CoreGraphics` brings
// them along, as it does on Apple's platforms.
@_exported public import Foundation
