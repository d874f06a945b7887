import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIPasteboard` within the process: items, typed values, named pasteboards, notifications, and a
/// desktop clipboard standing in for the backend's.
@MainActor @Suite struct PasteboardTests {
    /// A clipboard another program could change.
    final class Clipboard: PlatformClipboard {
        var text: String?
    }

    @Test func typedValuesAndItems() {
        HeadlessHost.run { host in
            let pasteboard = UIPasteboard.general
            #expect(pasteboard === UIPasteboard.general && pasteboard.name == .general)
            #expect(pasteboard.string == nil && pasteboard.numberOfItems == 0 && !pasteboard.hasStrings)
            var changes = 0
            let observer = NotificationCenter.default.addObserver(
                forName: UIPasteboard.changedNotification, object: nil, queue: nil
            ) { _ in MainActor.assumeIsolated { changes += 1 } }
            defer { NotificationCenter.default.removeObserver(observer) }
            pasteboard.string = "hello"
            #expect(pasteboard.string == "hello" && pasteboard.types == UIPasteboard.typeListString)
            #expect(pasteboard.contains(pasteboardTypes: UIPasteboard.typeListString + UIPasteboard.typeListURL))
            #expect(pasteboard.data(forPasteboardType: "public.utf8-plain-text") == Data("hello".utf8))
            pasteboard.strings = ["a", "b"]
            #expect(pasteboard.numberOfItems == 2 && pasteboard.strings == ["a", "b"] && pasteboard.string == "a")
            pasteboard.url = URL(string: "https://example.org")
            #expect(pasteboard.url?.absoluteString == "https://example.org" && pasteboard.string == nil)
            #expect(pasteboard.hasURLs && !pasteboard.hasStrings)
            let red = UIColor.red
            pasteboard.color = red
            #expect(pasteboard.color === red && pasteboard.hasColors)
            let image = UIImage(systemName: "star")!
            pasteboard.image = image
            #expect(
                pasteboard.image === image && pasteboard.data(forPasteboardType: UIPasteboard.TypeIdentifier.png) != nil
            )
            pasteboard.addItems([[UIPasteboard.TypeIdentifier.plainText: "more"]])
            #expect(pasteboard.numberOfItems == 2 && pasteboard.strings == ["more"] && pasteboard.images?.count == 1)
            #expect(pasteboard.contains(pasteboardTypes: [UIPasteboard.TypeIdentifier.png]))
            pasteboard.setData(Data([1, 2]), forPasteboardType: "com.example.raw")
            #expect(pasteboard.value(forPasteboardType: "com.example.raw") as? Data == Data([1, 2]))
            pasteboard.string = nil
            #expect(pasteboard.numberOfItems == 0)
            #expect(changes == 8 && pasteboard.changeCount == 8)
            // Each context has its own pasteboards.
            #expect(host.context !== ApplicationContext.default)
        }
    }

    @Test func namedPasteboardsShareTheirContentsByName() {
        HeadlessHost.run { _ in
            let name = UIPasteboard.Name("com.example.notes")
            #expect(UIPasteboard(name: name, create: false) == nil)
            let first = UIPasteboard(name: name, create: true)!
            first.string = "kept"
            let second = UIPasteboard(name: name, create: false)!
            #expect(second !== first && second.string == "kept" && second.changeCount == 1)
            let unique = UIPasteboard.withUniqueName()
            #expect(unique.name != name && unique.string == nil)
            #expect(UIPasteboard.general.string == nil)
            UIPasteboard.remove(withName: name)
            #expect(UIPasteboard(name: name, create: false) == nil)
        }
    }

    @Test func theGeneralPasteboardFollowsTheDesktopsClipboard() {
        HeadlessHost.run { host in
            let clipboard = Clipboard()
            host.context.clipboard = clipboard
            let pasteboard = UIPasteboard.general
            pasteboard.string = "mine"
            #expect(clipboard.text == "mine")
            pasteboard.url = URL(string: "https://example.org/x")
            #expect(clipboard.text == "https://example.org/x")
            let blue = UIColor.blue
            pasteboard.color = blue  // no text: the clipboard keeps what it had
            #expect(clipboard.text == "https://example.org/x" && pasteboard.color === blue)
            let count = pasteboard.changeCount
            clipboard.text = "theirs"  // another program copied
            #expect(pasteboard.changeCount == count + 1)
            #expect(pasteboard.string == "theirs" && pasteboard.numberOfItems == 1 && !pasteboard.hasColors)
            #expect(pasteboard.changeCount == count + 1)
            let named = UIPasteboard.withUniqueName()
            named.string = "private"
            #expect(clipboard.text == "theirs")
        }
    }
}
