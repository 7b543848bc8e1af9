// swift-tools-version:6.0
import Foundation
import PackageDescription

// libFuzzer targets for copylint's readers, its format-specifier parser and the HTML report's escaping.
//
// A separate package (depending on the main one by path) so the main package's build never sees fuzzer flags.
// Build with `swift build -c release -Xswiftc -sanitize=fuzzer,address` from this folder (`scripts/fuzz` does
// it and runs each target); every target is one file without top-level code, so libFuzzer supplies `main`.

/// SwiftPM names a path dependency after its folder, which is whatever the clone is called.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()
let library = Target.Dependency.product(name: "CopylintLibraries", package: mainPackage)

let package = Package(
    name: "CopylintFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [library], path: "Sources/FuzzSupport"),
        .executableTarget(name: "FuzzXCStrings", dependencies: ["FuzzSupport", library], path: "Sources/FuzzXCStrings"),
        .executableTarget(name: "FuzzStrings", dependencies: ["FuzzSupport", library], path: "Sources/FuzzStrings"),
        .executableTarget(name: "FuzzStringsDict", dependencies: ["FuzzSupport", library], path: "Sources/FuzzStringsDict"),
        .executableTarget(name: "FuzzXLIFF", dependencies: ["FuzzSupport", library], path: "Sources/FuzzXLIFF"),
        .executableTarget(name: "FuzzFormatSpecifiers", dependencies: ["FuzzSupport", library], path: "Sources/FuzzFormatSpecifiers"),
        .executableTarget(name: "FuzzHTMLEscaping", dependencies: ["FuzzSupport", library], path: "Sources/FuzzHTMLEscaping"),
    ],
    swiftLanguageModes: [.v6]
)
