/// The first stored property of Lamina's `NSObject` subclasses that go into attributed strings
/// as attribute values (fonts, paragraph styles, shadows, attachments).
///
/// swift-corelibs-foundation's Core Foundation reads the word at byte 16 of any object it
/// compares (when it merges an attributed string's runs, among others) as a CF header and takes
/// bits 8–17 as a type ID. In a Swift `NSObject` subclass that word is the first stored
/// property. Where those bits are zero, CF takes the object for its "not a type" class, whose
/// equality halts the process (`__HALT` under `CFBasicHashesAreEqual`; two default paragraph
/// styles in neighbouring runs are enough). Any other type ID sends the comparison to the
/// object's own `isEqual(_:)`, as intended; this word keeps those bits set. (Values Foundation
/// boxes, such as `CGFloat` and `UIColor`, it cannot cover: see docs/Compatibility.md.)
struct FoundationTypeGuard: Sendable {
    /// Bit 8 set: type ID 1 to Core Foundation, never 0.
    let word: UInt = 0x100
}
