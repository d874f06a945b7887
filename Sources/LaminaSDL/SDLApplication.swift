internal import CSDL2
public import Foundation
public import UIKit

/// Lamina's entry point for apps in desktop windows: what `UIApplicationMain` is on iOS.
///
/// ```swift
/// import LaminaSDL
/// import UIKit
///
/// exit(SDLApplication.main(delegate: AppDelegate()))
/// // An app with a scene delegate (iOS 13's template):
/// exit(SDLApplication.main(delegate: AppDelegate(), sceneDelegate: { SceneDelegate() }))
/// ```
///
/// The app gets a main screen of `size` points at `scale` shown in a desktop window (as the iOS
/// Simulator shows a device), its delegate hears the launch, and the run loop runs until the
/// window is closed (`ApplicationRunLoop`: events, timers and main-queue work, frames only while
/// something moves). iOS finds the delegate class by name in `Info.plist` or `@main`; Swift on
/// Linux cannot make an object from a class name, so the delegate is passed in, and so is a
/// function making the scene delegate, which iOS makes from the scene configuration's
/// `delegateClass` (docs/Compatibility.md).
public enum SDLApplication {
    /// Whether a display is there to open windows on: `DISPLAY` or `WAYLAND_DISPLAY` is set and
    /// SDL's video starts with a real driver (not `offscreen` or `dummy`).
    @MainActor public static var canOpenWindows: Bool {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return false }
        guard SDLBackend.initializeVideo() else { return false }
        defer { SDLBackend.quitVideo() }
        let driver = SDLBackend.videoDriver ?? ""
        return driver != "offscreen" && driver != "dummy"
    }

    /// The scale of the main screen when none is given: `LAMINA_SCALE` (1, 2 or 3) from the
    /// environment, else 1 (SDL on X11 reports no pixel density).
    public static var environmentScale: CGFloat {
        guard let text = ProcessInfo.processInfo.environment["LAMINA_SCALE"], let value = Double(text),
            [1.0, 2.0, 3.0].contains(value)
        else { return 1 }
        return CGFloat(value)
    }

    /// The size of a second screen to show as an external display: `LAMINA_EXTERNAL_SCREEN` as
    /// `WIDTHxHEIGHT` points (for example `800x600`); nil when unset or malformed.
    public static var externalScreenSize: CGSize? {
        guard let text = ProcessInfo.processInfo.environment["LAMINA_EXTERNAL_SCREEN"] else { return nil }
        let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 <= 8192 }) else { return nil }
        return CGSize(width: parts[0], height: parts[1])
    }

    /// A device-shaped main screen from `LAMINA_DEVICE`, as the iOS Simulator shows a device:
    /// `iphone` (393 × 852 points with the Dynamic Island's safe area, 59 top and 34 bottom),
    /// `iphone-landscape` (852 × 393), `iphone-notch` (375 × 812, 44 and 34) and
    /// `iphone-notch-landscape` (812 × 375); nil when unset or unknown. It replaces the size
    /// `main` is given, and the window shows the device's corners, sensor housing and home
    /// indicator over the app (`UIScreen.displayCutout`).
    public static var environmentDevice: (size: CGSize, cutout: UIScreen.DisplayCutout)? {
        switch ProcessInfo.processInfo.environment["LAMINA_DEVICE"]?.lowercased() {
        case "iphone": (CGSize(width: 393, height: 852), .dynamicIslandPortrait)
        case "iphone-landscape": (CGSize(width: 852, height: 393), .dynamicIslandLandscape)
        case "iphone-notch": (CGSize(width: 375, height: 812), .notchPortrait)
        case "iphone-notch-landscape": (CGSize(width: 812, height: 375), .notchLandscape)
        default: nil
        }
    }

    /// Runs an app: a main screen of `size` points at `scale` in a window titled `title`, launched
    /// with `delegate` (and, when given, its main screen's window scene with a delegate made by
    /// `sceneDelegate`), until its window closes; returns the process's exit status (0, or 1 when
    /// no window could be opened, with the reason on standard error).
    @MainActor
    public static func main(
        delegate: any UIApplicationDelegate, sceneDelegate: (@MainActor () -> any UISceneDelegate)? = nil,
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat? = nil, title: String? = nil
    ) -> Int32 {
        SDLBackend.unblockQuitSignals()
        guard SDLBackend.initializeVideo() else {
            FileHandle.standardError.write(Data("Lamina: SDL video did not start: \(SDLBackend.lastError)\n".utf8))
            return 1
        }
        defer { SDLBackend.quitVideo() }
        let clock = SystemMediaClock()
        let device = environmentDevice
        let size = device?.size ?? size
        guard let screen = UIScreen(virtualSize: size, scale: scale ?? environmentScale, clock: clock) else {
            FileHandle.standardError.write(Data("Lamina: no screen can be \(size) points\n".utf8))
            return 1
        }
        if let device { screen.displayCutout = device.cutout }
        let context = ApplicationContext(clock: clock, mainScreen: screen)
        return ApplicationContext.withCurrent(context) { context in
            let platform = SDLPlatform()
            let name = title ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "Lamina").lastPathComponent
            // Frames go out from the render thread (X11), unless LAMINA_PRESENT=main asks for the
            // main-thread present through SDL's renderer.
            let renderThread = ProcessInfo.processInfo.environment["LAMINA_PRESENT"] != "main"
            guard platform.add(screen, title: name, renderThread: renderThread) else {
                FileHandle.standardError.write(
                    Data("Lamina: no window could be opened: \(SDLBackend.lastError)\n".utf8))
                return 1
            }
            // LAMINA_EXTERNAL_SCREEN=800x600 adds a second screen in a second window, connected
            // after launch as an external display is (apps hear UIScreen.didConnectNotification).
            let external = externalScreenSize.flatMap { UIScreen(virtualSize: $0, scale: 1, clock: clock) }
            context.clipboard = SDLClipboard()
            context.application.launch(delegate: delegate, sceneDelegate: sceneDelegate)
            if let external { platform.connectExternal(external, to: context, title: name + " (external display)") }
            ApplicationRunLoop(context: context, platform: platform).run()
            // Fingers and keys still down when the window closes are cancelled first.
            context.cancelAllTouches()
            context.cancelAllPresses()
            context.application.terminate()
            return 0
        }
    }
}

extension SDLBackend {
    /// SDL's last error message.
    package static var lastError: String { String(cString: SDL_GetError()) }

    /// Lets SIGINT, SIGTERM and SIGHUP through to this thread (and the threads it starts): SDL
    /// turns the first two into its quit event, SIGHUP ends the app by its default action. A
    /// process inherits its parent's blocked signals, and a
    /// parent that starts the app from a worker thread (a test runner, a supervisor) may block
    /// them, which would leave the app deaf to `kill`.
    static func unblockQuitSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}
