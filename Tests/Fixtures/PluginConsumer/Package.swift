// swift-tools-version:6.0
import PackageDescription

/// A package that uses copylint the way another team would: through its plugins, by path. CI builds it (the
/// build-tool plugin audits `PackingList`'s catalog, which holds one deliberate finding) and runs
/// `swift package copylint` on it.
let package = Package(
    name: "PluginConsumer",
    dependencies: [.package(name: "copylint", path: "../../..")],
    targets: [
        .target(
            name: "PackingList",
            path: "Sources/PackingList",
            // Read by the plugin only: this library ships no bundle, so the catalog is not a resource.
            exclude: ["Localizable.xcstrings"],
            plugins: [.plugin(name: "CopylintBuildToolPlugin", package: "copylint")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
