import Foundation

/// One `.storyboard` or `.xib` file to read: the path to open and the path to show.
public struct InterfaceBuilderFile: Sendable, Hashable {
    public var path: String
    public var displayPath: String

    public init(path: String, displayPath: String) {
        self.path = path
        self.displayPath = displayPath
    }
}

/// Finds the Interface Builder files below the folders an audit names, as the Swift code beside the catalogs is
/// found: they are where a storyboard-localized app's English text and control kinds are.
///
/// Skips what is not the app's own: hidden folders, build products and dependencies (`Pods`, `Carthage`,
/// `DerivedData`, `node_modules`, `SourcePackages`, `build`), test targets (folders named `…Tests`), asset
/// catalogs and `.xcloc` bundles (whose Source Contents copy the project's storyboards). Files named directly are
/// catalogs, not role sources, so only folders are walked. Links are followed without looping; the result is
/// sorted by display path, so runs are repeatable.
public enum InterfaceBuilderFiles {
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "SourcePackages", "build"]

    /// Whether `name` ends in `.storyboard` or `.xib` (any case).
    public static func isInterfaceBuilderFile(named name: String) -> Bool {
        let lowered = name.lowercased()
        return (lowered.hasSuffix(".storyboard") && lowered.count > 11) || (lowered.hasSuffix(".xib") && lowered.count > 4)
    }

    public static func find(paths: [String]) -> [InterfaceBuilderFile] {
        let displayPaths = DisplayPaths()
        var walk = Walk()
        for path in paths {
            let probe = FileProbe.probe(path)
            if probe.kind == .directory { walk.visit(path, identity: probe.identity) }
        }
        var seen: Set<String> = []
        return walk.found
            .filter { seen.insert(displayPaths.absolute($0)).inserted }
            .map { InterfaceBuilderFile(path: $0, displayPath: displayPaths.display($0)) }
            .sorted { ($0.displayPath, $0.path) < ($1.displayPath, $1.path) }
    }

    /// The folders seen (so links cannot loop) and the files found.
    private struct Walk {
        var found: [String] = []
        private var seenFolders: Set<FileProbe.Identity> = []

        mutating func visit(_ folder: String, identity: FileProbe.Identity?) {
            if let identity {
                guard seenFolders.insert(identity).inserted else { return }
            }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = DisplayPaths.join(folder, name)
                let probe = FileProbe.probe(child)
                switch probe.kind {
                case .directory:
                    if InterfaceBuilderFiles.isSkipped(folderNamed: name) { continue }
                    visit(child, identity: probe.identity)
                case .file:
                    if InterfaceBuilderFiles.isInterfaceBuilderFile(named: name) { found.append(child) }
                case .other, .missing:
                    continue
                }
            }
        }
    }

    static func isSkipped(folderNamed name: String) -> Bool {
        skippedFolders.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".xcassets") || name.hasSuffix(".xcloc")
    }
}
