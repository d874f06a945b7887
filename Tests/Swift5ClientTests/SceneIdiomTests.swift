import Foundation
import Testing
import UIKit
import UIKitTesting

/// `SceneIdioms.swift`, compiled in the Swift 5 language mode: the app template's delegates run.
@MainActor
@Suite struct SceneIdiomTests {
    @Test func theTemplatesSceneDelegateShowsItsWindow() throws {
        try HeadlessHost.run(size: CGSize(width: 30, height: 20), scale: 1) { host in
            let sceneDelegate = TemplateSceneDelegate()
            host.launch(TemplateAppDelegate()) { sceneDelegate }
            let window = try #require(sceneDelegate.window)
            #expect(window.isKeyWindow && window.windowScene?.session.configuration.name == "Default Configuration")
            host.renderFrame()
            #expect(host.pixel(x: 15, y: 10) == PixelRGBA(88, 86, 214, 255))
            host.terminate()
            #expect(sceneDelegate.events == ["foreground", "active", "resign", "background", "disconnect"])
        }
    }
}
