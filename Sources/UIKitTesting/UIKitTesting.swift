// Test support re-exports the headless backend (`HeadlessHost`, pixel read-back) and UIKit.
@_exported public import LaminaHeadless
@_exported public import UIKit
