public import Foundation

// Core Foundation names that iOS code uses beside Core Graphics, for files that import UIKit,
// QuartzCore or CoreGraphics. On Apple platforms the CF collection types are toll-free bridged
// to Foundation's classes and `[a, b] as CFArray` is a bridging cast; Swift on Linux bridges only
// to Foundation's classes, so the CF names here are those classes. swift-corelibs-foundation's own
// `CoreFoundation` module declares different, unbridged types under the same names: a file that
// imports it explicitly gets "ambiguous" errors for these names (docs/Compatibility.md).

/// `CFArray`: an `NSArray`, so `[c1, c2] as CFArray` compiles and works.
public typealias CFArray = NSArray
/// `CFMutableArray`: an `NSMutableArray`.
public typealias CFMutableArray = NSMutableArray
/// `CFDictionary`: an `NSDictionary`.
public typealias CFDictionary = NSDictionary
/// `CFMutableDictionary`: an `NSMutableDictionary`.
public typealias CFMutableDictionary = NSMutableDictionary
/// `CFString`: an `NSString`, so `"name" as CFString` compiles.
public typealias CFString = NSString
/// `CFData`: an `NSData`, so `data as CFData` compiles and `CFDataGetBytePtr` reads it.
public typealias CFData = NSData
/// `CFMutableData`: an `NSMutableData`.
public typealias CFMutableData = NSMutableData
/// `CFNumber`: an `NSNumber`.
public typealias CFNumber = NSNumber
/// `CFURL`: an `NSURL`.
public typealias CFURL = NSURL
/// `CFIndex`: an `Int`, as on 64-bit Apple platforms.
public typealias CFIndex = Int
/// `CFTimeInterval`: seconds, a `Double`.
public typealias CFTimeInterval = Double
/// `CFAbsoluteTime`: seconds since the first instant of 1 January 2001, GMT.
public typealias CFAbsoluteTime = Double

/// The current absolute time, in seconds since the first instant of 1 January 2001, GMT.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date.timeIntervalSinceReferenceDate }

/// The number of bytes in `theData`.
public func CFDataGetLength(_ theData: CFData!) -> CFIndex { theData?.length ?? 0 }

/// A pointer to the bytes of `theData`, valid while `theData` lives; nil for empty data.
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
    guard let theData, theData.length > 0 else { return nil }
    return theData.bytes.assumingMemoryBound(to: UInt8.self)
}

/// A pointer to the bytes of `theData` that may be written, valid while `theData` lives and its
/// length does not change; nil for empty data.
public func CFDataGetMutableBytePtr(_ theData: CFMutableData!) -> UnsafeMutablePointer<UInt8>! {
    guard let theData, theData.length > 0 else { return nil }
    return theData.mutableBytes.assumingMemoryBound(to: UInt8.self)
}

/// The number of values in `theArray`.
public func CFArrayGetCount(_ theArray: CFArray!) -> CFIndex { theArray?.count ?? 0 }

/// The number of characters (UTF-16 units) in `theString`.
public func CFStringGetLength(_ theString: CFString!) -> CFIndex { theString?.length ?? 0 }

/// Darwin's `HUGE` (`MAXFLOAT`, the largest finite `Float`): `animation.repeatCount = HUGE`
/// repeats for ever in practice, as on iOS.
public let HUGE: Float = .greatestFiniteMagnitude
/// Darwin's `MAXFLOAT`: the largest finite `Float`.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
