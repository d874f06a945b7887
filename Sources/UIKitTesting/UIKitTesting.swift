@_exported public import UIKit
