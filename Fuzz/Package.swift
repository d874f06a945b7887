// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets, built only by `make fuzz` (with `--sanitize fuzzer --sanitize address`, into
// their own build path), so the sanitizers never reach the normal build. Each target's
// `LLVMFuzzerTestOneInput` is its entry point; libFuzzer supplies `main`.
let fuzzer: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "LaminaFuzz",
    dependencies: [.package(name: "Lamina", path: "..")],
    targets: [
        .target(name: "FuzzSupport", path: "FuzzSupport"),
        .executableTarget(
            name: "FuzzImages",
            dependencies: ["FuzzSupport", .product(name: "UIKit", package: "Lamina")],
            path: "FuzzImages", swiftSettings: fuzzer),
        .executableTarget(
            name: "FuzzGeometry",
            dependencies: [
                "FuzzSupport", .product(name: "UIKit", package: "Lamina"),
                .product(name: "LaminaHeadless", package: "Lamina"),
            ],
            path: "FuzzGeometry", swiftSettings: fuzzer),
        .executableTarget(
            name: "FuzzEvents",
            dependencies: [
                "FuzzSupport", .product(name: "UIKit", package: "Lamina"),
                .product(name: "LaminaHeadless", package: "Lamina"),
            ],
            path: "FuzzEvents", swiftSettings: fuzzer),
        .executableTarget(
            name: "FuzzScroll",
            dependencies: [
                "FuzzSupport", .product(name: "UIKit", package: "Lamina"),
                .product(name: "LaminaHeadless", package: "Lamina"),
            ],
            path: "FuzzScroll", swiftSettings: fuzzer),
        .executableTarget(
            name: "FuzzText",
            dependencies: ["FuzzSupport", .product(name: "UIKit", package: "Lamina")],
            path: "FuzzText", swiftSettings: fuzzer),
        .executableTarget(
            name: "FuzzPaths",
            dependencies: ["FuzzSupport", .product(name: "CoreGraphics", package: "Lamina")],
            path: "FuzzPaths", swiftSettings: fuzzer),
    ],
    swiftLanguageModes: [.v6]
)
