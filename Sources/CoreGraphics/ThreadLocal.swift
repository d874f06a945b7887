import Foundation

/// Per-thread objects, kept in the thread's dictionary.
///
/// Lamina's few pieces of ambient state are per thread, as on Apple's platforms (UIKit's current
/// drawing context, Core Animation's transaction, Pango's font map): never process-wide globals.
package enum ThreadLocal {
    /// This thread's object under `key`, made by `make` on first use.
    package static func value<T: AnyObject>(_ key: String, make: () -> T) -> T {
        let dictionary = Thread.current.threadDictionary
        if let value = dictionary[key] as? T { return value }
        let value = make()
        dictionary[key] = value
        return value
    }
}
