import Foundation
import LaminaRender
import Testing

/// The deep-stack thread: deep walks run on a thread of their own whose stack is reserved large
/// and committed as it is touched.
@Suite struct DeepStackTests {
    /// Recurses `levels` deep, writing a kilobyte of stack at each level; returns the levels seen.
    private static func descend(_ levels: Int) -> Int {
        guard levels > 0 else { return 0 }
        return withUnsafeTemporaryAllocation(byteCount: 1024, alignment: 16) { buffer in
            buffer.initializeMemory(as: UInt8.self, repeating: UInt8(truncatingIfNeeded: levels))
            return 1 + descend(levels - 1) + Int(buffer[levels % 1024]) - Int(UInt8(truncatingIfNeeded: levels))
        }
    }

    @Test func theStackIsReservedWithinItsBounds() {
        // The whole reservation where the system grants it (mapped without reserving memory),
        // never less than the smallest.
        #expect(DeepStack.reservedBytes >= DeepStack.smallestStackSize)
        #expect(DeepStack.reservedBytes <= DeepStack.stackSize)
    }

    @Test func walksDeeperThanAThreadsStackRunThereAndItsTouchedPagesAreCounted() {
        let caller = pthread_self()
        // 32,768 levels of a kilobyte each: 32 MB at least, four times a main thread's stack.
        let (levels, elsewhere, nested) = DeepStack.perform {
            let here = pthread_self()
            // On the deep-stack thread, a nested request runs in place.
            let nested = DeepStack.perform { pthread_equal(pthread_self(), here) != 0 }
            return (Self.descend(32_768), pthread_equal(here, caller) == 0, nested)
        }
        #expect(levels == 32_768)
        #expect(elsewhere)
        #expect(nested)
        #expect(DeepStack.residentBytes >= 32 << 20)
        #expect(DeepStack.residentBytes <= DeepStack.reservedBytes)
    }
}
