// swift-tools-version:6.0
import Foundation
import PackageDescription

// libFuzzer targets for copylint's readers (the Interface Builder one included), its format-specifier parser and the HTML report's escaping.
//
// A separate package (depending on the main one by path) so the main package's build never sees fuzzer flags.
// `scripts/fuzz` builds it from this folder with
//   swift build -c release -Xswiftc -sanitize=address \
//     -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table -Xswiftc -use-ld=lld
// which instruments every Swift target (the main package's too) for AddressSanitizer and for libFuzzer's
// coverage; only the fuzz targets below link libFuzzer itself (`-sanitize=fuzzer`), because a global
// `-sanitize=fuzzer` would also give the build-tool plugin's executable a second `main`. Each target is one file
// without top-level code (`-parse-as-library`) that defines `LLVMFuzzerTestOneInput` and the `<Target>_main`
// SwiftPM links as `main`, which runs libFuzzer's driver.

/// SwiftPM names a path dependency after its folder, which is whatever the clone is called.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()
/// CopyText and Catalogs: all the readers and the format-specifier parser need (a quick build).
let reading = Target.Dependency.product(name: "CopylintReading", package: mainPackage)
/// Reports too (with Rules), for the HTML escaping.
let libraries = Target.Dependency.product(name: "CopylintLibraries", package: mainPackage)

/// A libFuzzer executable: one file defining `LLVMFuzzerTestOneInput` and `<name>_main`.
func fuzzTarget(_ name: String, needs library: Target.Dependency = reading) -> Target {
    .executableTarget(
        name: name, dependencies: ["FuzzSupport", library], path: "Sources/\(name)",
        swiftSettings: [.unsafeFlags(["-parse-as-library"])], linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]
    )
}

let package = Package(
    name: "CopylintFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [reading], path: "Sources/FuzzSupport"),
        fuzzTarget("FuzzXCStrings"),
        fuzzTarget("FuzzStrings"),
        fuzzTarget("FuzzStringsDict"),
        fuzzTarget("FuzzXLIFF"),
        fuzzTarget("FuzzInterfaceBuilder"),
        fuzzTarget("FuzzFormatSpecifiers"),
        fuzzTarget("FuzzHTMLEscaping", needs: libraries),
    ],
    swiftLanguageModes: [.v6]
)
