import Foundation
import Testing
import UIKit
import UIKitTesting

/// Image files and lookups, whose scale without a suffix follows the current application context's
/// main screen: the lookups run in a context of their own, on the main actor, so that no other
/// test's context is current meanwhile.
@MainActor
@Suite struct ImageLoadingTests {
    /// Writes a PNG of `pixels`×`pixels` pixels to `directory/name`.
    private func writePNG(_ name: String, pixels: Int, in directory: URL) throws {
        let image = ImageTestSupport.render(CGSize(width: pixels, height: pixels)) { context in
            ImageTestSupport.fill(context, CGRect(x: 0, y: 0, width: pixels, height: pixels), 0, 200, 0)
        }
        try #require(image.pngData()).write(to: directory.appendingPathComponent(name))
    }

    private func writeJPEG(_ name: String, pixels: Int, in directory: URL) throws {
        let image = ImageTestSupport.render(CGSize(width: pixels, height: pixels), opaque: true) { context in
            ImageTestSupport.fill(context, CGRect(x: 0, y: 0, width: pixels, height: pixels), 0, 0, 200)
        }
        try #require(image.jpegData(compressionQuality: 0.9)).write(to: directory.appendingPathComponent(name))
    }

    @Test(arguments: [
        ("icon.png", 1.0), ("icon@2x.png", 2.0), ("icon@3x.png", 3.0), ("icon@2x~ipad.png", 2.0),
        ("icon@1x.png", 1.0), ("icon@x.png", 1.0), ("icon@0x.png", 1.0), ("icon@+2x.png", 1.0),
        ("icon@2x.tmp.png", 1.0), ("icon2x.png", 1.0),
    ])
    func contentsOfFileTakesScaleFromSuffix(name: String, scale: Double) throws {
        let directory = try ImageTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try writePNG(name, pixels: 12, in: directory)
        let path = directory.appendingPathComponent(name).path
        let image = try #require(ApplicationContext.withCurrent { _ in UIImage(contentsOfFile: path) })
        #expect(image.scale == CGFloat(scale))
        #expect(image.size == CGSize(width: 12 / scale, height: 12 / scale))
        #expect(image.cgImage?.width == 12)
    }

    @Test func contentsOfFileRefusesWhatIsNotAnImage() throws {
        let directory = try ImageTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = directory.appendingPathComponent("notes.png")
        try Data("not an image".utf8).write(to: text)
        #expect(UIImage(contentsOfFile: text.path) == nil)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
        #expect(UIImage(contentsOfFile: directory.path) == nil)
        #expect(UIImage(contentsOfFile: "") == nil)
    }

    @Test func contentsOfFileLoadsJPEG() throws {
        let directory = try ImageTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeJPEG("photo@2x.jpg", pixels: 16, in: directory)
        let image = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("photo@2x.jpg").path))
        #expect(image.size == CGSize(width: 8, height: 8))
        #expect(image.scale == 2)
    }

    /// Loads `name` from a bundle holding `files` (PNG unless the name ends in jpg/jpeg; the
    /// number is the pixel size, which tells which file was picked).
    private func lookUp(_ name: String, files: [(String, Int)]) throws -> UIImage? {
        let directory = try ImageTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (file, pixels) in files {
            if file.hasSuffix(".png") {
                try writePNG(file, pixels: pixels, in: directory)
            } else {
                try writeJPEG(file, pixels: pixels, in: directory)
            }
        }
        let bundle = try #require(Bundle(path: directory.path))
        return ApplicationContext.withCurrent { _ in UIImage(named: name, in: bundle, compatibleWith: nil) }
    }

    @Test func namedPrefersScaleOneThenLargerScales() throws {
        let all = try #require(try lookUp("icon", files: [("icon.png", 5), ("icon@2x.png", 10), ("icon@3x.png", 15)]))
        #expect(all.scale == 1)
        #expect(all.cgImage?.width == 5)
        let noOne = try #require(try lookUp("icon", files: [("icon@2x.png", 10), ("icon@3x.png", 15)]))
        #expect(noOne.scale == 2)
        #expect(noOne.size == CGSize(width: 5, height: 5))
        let onlyThree = try #require(try lookUp("icon", files: [("icon@3x.png", 15)]))
        #expect(onlyThree.scale == 3)
        #expect(onlyThree.size == CGSize(width: 5, height: 5))
    }

    @Test func namedTriesPNGThenJPGThenJPEG() throws {
        let both = try #require(try lookUp("pic", files: [("pic.jpg", 8), ("pic.png", 4), ("pic.jpeg", 6)]))
        #expect(both.cgImage?.width == 4)
        let jpgs = try #require(try lookUp("pic", files: [("pic.jpeg", 6), ("pic.jpg", 8)]))
        #expect(jpgs.cgImage?.width == 8)
        let jpeg = try #require(try lookUp("pic", files: [("pic.jpeg", 6)]))
        #expect(jpeg.cgImage?.width == 6)
    }

    @Test func namedHonoursAnExplicitExtension() throws {
        let files = [("pic.png", 4), ("pic.jpg", 8)]
        #expect(try lookUp("pic.jpg", files: files)?.cgImage?.width == 8)
        #expect(try lookUp("pic.png", files: files)?.cgImage?.width == 4)
        #expect(try lookUp("pic.jpeg", files: files) == nil)
        let scaled = try #require(try lookUp("pic.png", files: [("pic@2x.png", 10)]))
        #expect(scaled.scale == 2)
        #expect(try lookUp("pic.gif", files: files) == nil)
    }

    @Test func namedAcceptsAScaleSuffixInTheName() throws {
        let image = try #require(try lookUp("icon@2x", files: [("icon.png", 5), ("icon@2x.png", 10)]))
        #expect(image.scale == 2)
        #expect(image.cgImage?.width == 10)
    }

    @Test func namedMissesGiveNil() throws {
        #expect(try lookUp("other", files: [("icon.png", 5)]) == nil)
        #expect(try lookUp("", files: [("icon.png", 5)]) == nil)
        #expect(UIImage(named: "lamina-no-such-image") == nil)
        #expect(UIImage(named: "") == nil)
    }
}
