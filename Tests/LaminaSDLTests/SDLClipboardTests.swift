import Foundation
import LaminaSDL
import Testing
import UIKit
import UIKitTesting

/// Whether a display and xclip are there: `make test` runs the suites under Xvfb with xclip
/// installed; a plain `swift test` without a display skips this.
private let canUseTheX11Clipboard: Bool = {
    guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { return false }
    return FileManager.default.isExecutableFile(atPath: "/usr/bin/xclip")
}()

/// The general pasteboard and the X11 clipboard, through SDL2, checked with another X client
/// (xclip) on the other side.
@MainActor @Suite struct SDLClipboardTests {
    /// Runs xclip with `arguments`, feeding it `input`, while the app's SDL events are pumped (the
    /// app answers xclip's requests for its selection from there); returns what xclip printed.
    private func xclip(
        _ arguments: [String], input: String? = nil, pumping platform: SDLPlatform, _ context: ApplicationContext
    )
        throws -> String
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        process.arguments = ["-selection", "clipboard", "-quiet"] + arguments
        let output = Pipe()
        let feed = Pipe()
        process.standardOutput = output
        process.standardInput = feed
        try process.run()
        if let input { feed.fileHandleForWriting.write(Data(input.utf8)) }
        try feed.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { _ = platform.pumpEvents(waitingUpTo: 0.01, into: context) }
        if process.isRunning { process.terminate() }
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    @Test(.enabled(if: canUseTheX11Clipboard, "needs DISPLAY and xclip (make test runs Xvfb)"))
    func theGeneralPasteboardIsTheDesktopsClipboard() throws {
        try #require(SDLBackend.initializeVideo(driver: "x11"), "SDL: \(SDLBackend.lastError)")
        defer { SDLBackend.quitVideo() }
        let clock = SystemMediaClock()
        let screen = try #require(UIScreen(virtualSize: CGSize(width: 100, height: 100), scale: 1, clock: clock))
        let context = ApplicationContext(clock: clock, mainScreen: screen)
        try ApplicationContext.withCurrent(context) { context in
            let platform = SDLPlatform()
            context.clipboard = SDLClipboard()
            let pasteboard = UIPasteboard.general

            // Copied in Lamina, pasted in another program.
            pasteboard.string = "Copied in Lamina ✓"
            #expect(try xclip(["-o"], pumping: platform, context) == "Copied in Lamina ✓")
            pasteboard.url = URL(string: "https://example.org/lamina")
            #expect(try xclip(["-o"], pumping: platform, context) == "https://example.org/lamina")

            // Copied in another program (xclip owns the selection until one request is served),
            // read in Lamina: the pasteboard changes.
            let before = pasteboard.changeCount
            let copier = Process()
            copier.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
            copier.arguments = ["-selection", "clipboard", "-quiet", "-loops", "1", "-i"]
            let feed = Pipe()
            copier.standardInput = feed
            try copier.run()
            feed.fileHandleForWriting.write(Data("Copied elsewhere".utf8))
            try feed.fileHandleForWriting.close()
            // xclip takes the selection once it has read its input.
            var seen: String?
            let deadline = Date().addingTimeInterval(10)
            while seen != "Copied elsewhere", Date() < deadline {
                _ = platform.pumpEvents(waitingUpTo: 0.05, into: context)
                seen = pasteboard.string
            }
            #expect(seen == "Copied elsewhere")
            #expect(pasteboard.changeCount > before && pasteboard.hasStrings && !pasteboard.hasURLs)
            copier.waitUntilExit()
        }
    }
}
