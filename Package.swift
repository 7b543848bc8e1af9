// swift-tools-version:6.0
import PackageDescription

/// copylint: an offline auditor for the user-facing strings of Apple-platform apps.
///
/// Targets depend only on those listed before them: CopylintBase (a string's role, the worker pool); SystemICU →
/// CICU → CopyText → Catalogs → Rules → Reports → copylint; SwiftSource (on CopylintBase alone) feeds Rules;
/// CopylintData (the embedded data) → Language → Width (with SystemHarfBuzz → CHarfBuzz, HarfBuzz shaping for
/// exact widths) feed Rules.
/// `Rules/`, `Locales/` and `Reports/` are data folders at the top of the repository; the EmbedData build-tool
/// plugin turns them into Swift source at build time so the binary carries them wherever it is copied.
let package = Package(
    name: "copylint",
    products: [
        .executable(name: "copylint", targets: ["copylint"]),
        // The libraries, for the fuzz targets in Fuzz/ (a separate package that depends on this one by path):
        // the readers alone build fast enough for CI; the HTML escaping needs the reports and rules too.
        .library(name: "CopylintReading", targets: ["CopyText", "Catalogs"]),
        .library(name: "CopylintLibraries", targets: ["CopyText", "Catalogs", "Reports"]),
        // For other packages and Xcode projects: audit a target's strings on every build that changes them, or
        // run `swift package copylint …` (see README, "Install and integrate").
        .plugin(name: "CopylintBuildToolPlugin", targets: ["CopylintBuildToolPlugin"]),
        .plugin(name: "CopylintCommandPlugin", targets: ["CopylintCommandPlugin"]),
    ],
    targets: [
        // ICU and HarfBuzz come from the system through pkg-config, on Linux and macOS alike (README, "Install and integrate"):
        // the system-library targets carry only the compiler and linker flags, to the C targets that wrap them.
        // SystemICU links -licui18n -licuuc -licudata, in the order static linking (scripts/release) needs.
        .systemLibrary(
            name: "SystemICU", path: "Sources/SystemICU", pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // The vocabulary and machinery every module shares: a string's role and the worker pool.
        .target(name: "CopylintBase", path: "Sources/CopylintBase"),
        .target(name: "CICU", dependencies: ["SystemICU"], path: "Sources/CICU"),
        .target(name: "CopyText", dependencies: ["CICU"], path: "Sources/CopyText"),
        // HarfBuzz is called through dlopen when fonts are configured (see CHarfBuzz.h): its headers give the
        // types; the release binary does not link it and runs where it is not installed.
        .systemLibrary(
            name: "SystemHarfBuzz", path: "Sources/SystemHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .target(
            name: "CHarfBuzz", dependencies: ["SystemHarfBuzz"], path: "Sources/CHarfBuzz",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        .target(name: "Catalogs", dependencies: ["CopylintBase", "CopyText"], path: "Sources/Catalogs"),
        .target(name: "SwiftSource", dependencies: ["CopylintBase"], path: "Sources/SwiftSource"),
        .executableTarget(name: "EmbedDataTool", path: "Sources/EmbedDataTool"),
        .plugin(name: "EmbedData", capability: .buildTool(), dependencies: ["EmbedDataTool"], path: "Plugins/EmbedData"),
        // The embedded `Rules/` and `Locales/` folders (`BundledData`), for every module that reads them.
        .target(name: "CopylintData", path: "Sources/CopylintData", plugins: ["EmbedData"]),
        // Language (prose, title and sentence style, the lexicon, locale profiles) and Width (the width model,
        // the only HarfBuzz user) sit below Rules and know nothing of its engine or configuration.
        .target(name: "Language", dependencies: ["CopyText", "CopylintData"], path: "Sources/Language"),
        .target(name: "Width", dependencies: ["CopylintBase", "CopyText", "CHarfBuzz", "CopylintData", "Language"], path: "Sources/Width"),
        .target(
            name: "Rules", dependencies: ["CopylintBase", "CopyText", "Catalogs", "SwiftSource", "CopylintData", "Language", "Width"],
            path: "Sources/Rules"
        ),
        .target(name: "Reports", dependencies: ["CopylintBase", "CopyText", "Catalogs", "Width", "Rules"], path: "Sources/Reports", plugins: ["EmbedData"]),
        // jemalloc on Linux: an audit makes millions of small allocations on every core, and glibc's malloc
        // spent about a tenth of the run on them (scripts/bench: 5.5 s -> 4.8 s wall). macOS keeps its own.
        .executableTarget(
            name: "copylint", dependencies: ["CopylintBase", "Catalogs", "SwiftSource", "Language", "Width", "Rules", "Reports"], path: "Sources/copylint",
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        .plugin(
            name: "CopylintBuildToolPlugin", capability: .buildTool(), dependencies: ["copylint"],
            path: "Plugins/CopylintBuildToolPlugin"
        ),
        .plugin(
            name: "CopylintCommandPlugin",
            capability: .command(intent: .custom(verb: "copylint", description: "Run copylint (audit, rules, explain, …) in this package")),
            dependencies: ["copylint"], path: "Plugins/CopylintCommandPlugin"
        ),
        // Shared by every test target: where the fixtures and the (optional) real-app corpora are.
        .target(name: "CopylintTestSupport", path: "Tests/Support"),
        // Runs each rule file's examples through the engine: a test harness, so it stays out of the binary.
        .target(name: "RuleExampleSupport", dependencies: ["Rules", "Catalogs", "SwiftSource"], path: "Tests/RuleExampleSupport"),
        .testTarget(name: "CopyTextTests", dependencies: ["CopylintTestSupport", "CopyText"], path: "Tests/CopyTextTests"),
        .testTarget(name: "CatalogsTests", dependencies: ["CopylintTestSupport", "CopylintBase", "Catalogs", "CopyText"], path: "Tests/CatalogsTests"),
        .testTarget(name: "SwiftSourceTests", dependencies: ["CopylintTestSupport", "RuleExampleSupport", "CopylintBase", "SwiftSource", "Rules", "Catalogs", "Reports"], path: "Tests/SwiftSourceTests"),
        .testTarget(name: "RulesTests", dependencies: ["CopylintTestSupport", "RuleExampleSupport", "CopylintBase", "CopylintData", "Language", "Width", "Rules", "Catalogs", "CopyText", "SwiftSource"], path: "Tests/RulesTests"),
        .testTarget(name: "ReportsTests", dependencies: ["CopylintTestSupport", "CopylintBase", "Width", "Reports", "Rules", "Catalogs"], path: "Tests/ReportsTests", exclude: ["Expected", "Fixtures"]),
        .testTarget(name: "copylintTests", dependencies: ["CopylintTestSupport", "copylint"], path: "Tests/copylintTests"),
    ],
    swiftLanguageModes: [.v6]
)
