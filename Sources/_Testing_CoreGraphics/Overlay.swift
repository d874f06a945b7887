// The cross-import overlay Swift Testing declares for CoreGraphics: a file that imports both
// Testing and CoreGraphics loads this module, which must exist for the file to build.
@_exported public import CoreGraphics
@_exported public import Testing
