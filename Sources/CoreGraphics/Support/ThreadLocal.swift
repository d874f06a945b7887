import Glibc

/// One object per thread, made on first use on each thread and released when the thread ends.
///
/// Lamina's ambient state is per thread where Apple's is (UIKit's current drawing context, Core
/// Animation's transaction, Pango's font map). The few process-wide slots (the current
/// application's clock and main-screen scale) are set only when an application context becomes
/// current, and are read under a lock. A `ThreadLocal` itself is immutable, so it can be a `static let`. It is backed by a
/// POSIX thread-specific key: a lookup is a few nanoseconds, cheap enough for every layer change
/// (the thread dictionary, with its string keys, is not).
package final class ThreadLocal<Value: AnyObject>: Sendable {
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    /// Creates a slot whose per-thread object `make` builds.
    package init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        // The destructor runs at thread exit with the value stored for that thread.
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        self.key = key
        self.make = make
    }

    /// This thread's object.
    package var value: Value {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        let value = make()
        pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
        return value
    }
}
