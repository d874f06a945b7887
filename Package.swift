// swift-tools-version: 6.0
import PackageDescription

// The internal checks (`LayerTreeInvariants`): on when the environment sets
// LAMINA_INTERNAL_CHECKS while the package resolves, as `make test` does; never in release builds
// made by `make run` and `make bench`.
let checks: [SwiftSetting] =
    Context.environment["LAMINA_INTERNAL_CHECKS"] != nil ? [.define("LAMINA_INTERNAL_CHECKS")] : []

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Lamina",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit", "ImageIO"]),
        .library(name: "ImageIO", targets: ["ImageIO"]),
        .library(name: "LaminaHeadless", targets: ["LaminaHeadless"]),
        .library(name: "LaminaSDL", targets: ["LaminaSDL"]),
        .library(
            name: "UIKitTesting",
            targets: ["UIKitTesting", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        .executable(name: "Showcase", targets: ["Showcase"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "ViewTransitions", targets: ["ViewTransitions"]),
        .executable(name: "Tiles", targets: ["Tiles"]),
    ],
    targets: [
        // C libraries, wrapped; only the modules named below import them.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        // PDF reading (CGPDFDocument, CGContext.drawPDFPage) through poppler's GLib API.
        .systemLibrary(
            name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(
            name: "CXCB", pkgConfig: "xcb-shm", providers: [.apt(["libxcb1-dev", "libxcb-shm0-dev"])]),
        // libjpeg-turbo, giflib, libwebp (+ demux), libtiff and libheif, behind a small C API. Their
        // Debian packages: libjpeg62-turbo-dev, libgif-dev, libwebp-dev, libtiff-dev, libheif-dev.
        .target(
            name: "CLaminaCodecs",
            linkerSettings: [
                .linkedLibrary("jpeg"), .linkedLibrary("gif"), .linkedLibrary("webp"),
                .linkedLibrary("webpdemux"), .linkedLibrary("tiff"), .linkedLibrary("heif"),
            ]),
        // Calls to a layer subclass's own initializers through its vtable (QuartzCore only).
        .target(name: "CLaminaRuntime"),

        .target(
            name: "CoreGraphics",
            dependencies: ["CCairo", "CPango", "CPoppler", "CLaminaCodecs"],
            swiftSettings: strict),
        // `import ImageIO`: re-exports CoreGraphics, where CGImageSource lives.
        .target(name: "ImageIO", dependencies: ["CoreGraphics"], swiftSettings: strict),
        // The render side: render tree, geometry math, painters, compositor. Package-internal
        // (no product) and free of the layer model, so the render thread cannot touch CALayer.
        .target(
            name: "LaminaRender", dependencies: ["CoreGraphics", "CCairo", "CPixman"], swiftSettings: strict),
        .target(
            name: "QuartzCore", dependencies: ["LaminaRender", "CoreGraphics", "CLaminaRuntime"],
            swiftSettings: strict + checks),
        // Auto Layout's constraint solver: a leaf engine with no UIKit (nor any other) import.
        .target(name: "LaminaConstraints", swiftSettings: strict),
        // UIScrollView's physics (deceleration, rubber band, springs, paging) as pure functions of
        // time: a leaf engine with nothing but Foundation.
        .target(name: "LaminaScrollPhysics", swiftSettings: strict),
        .target(
            name: "UIKit",
            dependencies: [
                "QuartzCore", "CoreGraphics", "LaminaConstraints", "LaminaScrollPhysics", "CUIKitSubmodules",
            ],
            swiftSettings: strict + checks),
        // iOS's UIKit submodules (`import UIKit.UIGestureRecognizerSubclass`), as empty Clang
        // submodules beside the Swift module: SwiftPM hands their module map to every client.
        .target(name: "CUIKitSubmodules"),
        // Backends: both present through the `FramePresenter` seam, one presenter per screen.
        .target(name: "LaminaHeadless", dependencies: ["UIKit"], swiftSettings: strict),
        .target(name: "LaminaSDL", dependencies: ["UIKit", "CSDL2", "CXCB"], swiftSettings: strict),

        // Test support and the cross-import overlays Swift Testing declares.
        .target(
            name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"], swiftSettings: strict),
        .target(
            name: "_Testing_UIKit", dependencies: ["UIKit", "_Testing_CoreGraphics"],
            swiftSettings: strict),
        .target(
            name: "UIKitTesting",
            dependencies: ["UIKit", "LaminaHeadless", "_Testing_UIKit", "_Testing_CoreGraphics"],
            swiftSettings: strict),

        .executableTarget(
            name: "Showcase", dependencies: ["UIKit"], path: "Samples/Showcase",
            swiftSettings: strict),
        .target(
            name: "GalleryPages", dependencies: ["UIKit", "LaminaHeadless"], path: "Samples/Gallery/Pages",
            swiftSettings: strict),
        .executableTarget(
            name: "Gallery", dependencies: ["GalleryPages", "UIKit"], path: "Samples/Gallery/App",
            swiftSettings: strict),
        // The windowed samples' shared entry point: a real window when there is a display,
        // headless PNG frames otherwise.
        .target(
            name: "SampleMain", dependencies: ["UIKit", "LaminaSDL", "LaminaHeadless"], path: "Samples/SampleMain",
            swiftSettings: strict),
        // The guide's ViewTransitions sample: the app (a library, so tests can drive it) and its
        // entry point.
        .target(
            name: "ViewTransitionsApp", dependencies: ["UIKit"], path: "Samples/ViewTransitions/App",
            swiftSettings: strict),
        .executableTarget(
            name: "ViewTransitions", dependencies: ["ViewTransitionsApp", "UIKit", "SampleMain"],
            path: "Samples/ViewTransitions/Main", swiftSettings: strict),
        // The guide's tiling: a scroll view over a million points a side drawn by a fixed pool of
        // recycled tiles; the app (a library, so tests and benchmarks can drive it) and its entry point.
        .target(name: "TilesApp", dependencies: ["UIKit"], path: "Samples/Tiles/App", swiftSettings: strict),
        .executableTarget(
            name: "Tiles", dependencies: ["TilesApp", "UIKit", "SampleMain"],
            path: "Samples/Tiles/Main", swiftSettings: strict),
        .executableTarget(
            name: "LaminaBenchmarks",
            dependencies: ["UIKit", "LaminaHeadless", "LaminaRender", "LaminaSDL", "ViewTransitionsApp", "TilesApp"],
            path: "Benchmarks/LaminaBenchmarks",
            swiftSettings: strict),

        .testTarget(
            name: "CoreGraphicsTests",
            dependencies: ["CoreGraphics", "UIKitTesting", "_Testing_CoreGraphics"],
            exclude: ["Goldens"],
            swiftSettings: strict),
        .testTarget(
            name: "LaminaRenderTests",
            dependencies: ["LaminaRender", "CoreGraphics", "UIKitTesting", "_Testing_CoreGraphics"],
            exclude: ["Compositor/Goldens"],
            swiftSettings: strict),
        .testTarget(name: "LaminaConstraintsTests", dependencies: ["LaminaConstraints"], swiftSettings: strict),
        .testTarget(
            name: "LaminaScrollPhysicsTests", dependencies: ["LaminaScrollPhysics"], swiftSettings: strict),
        .testTarget(
            name: "QuartzCoreTests",
            dependencies: ["QuartzCore", "UIKitTesting", "_Testing_CoreGraphics"],
            swiftSettings: strict + checks),
        .testTarget(
            name: "UIKitTests",
            dependencies: [
                "UIKit", "UIKitTesting", "LaminaSDL", "GalleryPages", "ViewTransitionsApp", "TilesApp",
                "_Testing_UIKit", "_Testing_CoreGraphics",
            ],
            exclude: ["Goldens"],
            resources: [.copy("Fixtures")],
            swiftSettings: strict + checks),
        // iOS idioms compiled in the Swift 5 language mode (nonisolated use of main-actor API, Core
        // Foundation names): the target must build without warnings, so the leniency cannot regress.
        .testTarget(
            name: "Swift5ClientTests",
            dependencies: ["UIKit", "ImageIO", "UIKitTesting", "_Testing_UIKit", "_Testing_CoreGraphics"],
            resources: [.copy("Fixtures")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "LaminaHeadlessTests",
            dependencies: ["LaminaHeadless", "UIKitTesting", "_Testing_UIKit", "_Testing_CoreGraphics"],
            swiftSettings: strict),
        .testTarget(
            name: "LaminaSDLTests",
            dependencies: [
                "LaminaSDL", "UIKitTesting", "ViewTransitionsApp", "_Testing_UIKit", "_Testing_CoreGraphics",
            ],
            exclude: ["Goldens"],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
