// The cross-import overlay Swift Testing declares for UIKit: a file that imports both Testing and
// UIKit loads this module, which must exist for the file to build.
@_exported public import Testing
@_exported public import UIKit
