import CopylintBase

/// What the app's Swift code says about its strings, across files: for each catalog key (by table), where the
/// code uses it and in which role; plus every file's dialogs, tab bars and segmented controls.
///
/// The rule engine asks it for a key's role (code ranks just below an explicit directive) and the structural
/// rules read the dialogs and control groups.
public struct CodeIndex: Sendable {
    /// Identifies a key within a table (`Localizable` by default).
    public struct Key: Hashable, Sendable {
        public var table: String
        public var key: String

        public init(table: String, key: String) {
            self.table = table
            self.key = key
        }

        /// The key a localized use names, in its table.
        init(_ use: CodeStringUse) {
            self.init(table: use.tableName, key: use.text)
        }
    }

    /// Every scanned file, sorted by path.
    public let files: [SwiftFileScan]
    private let localizedUses: [Key: [CodeStringUse]]
    /// R.swift's `R.string.<table>.<key>(…)` shown in the UI, by the identifiers of table and key: R.swift's
    /// generated code is not in the repository, so a key is matched by the identifier R.swift makes of it.
    private let generatedIdentifierUses: [String: [CodeStringUse]]
    /// Keys the app reaches only through static accessors that nothing refers to (`AccessorUsage`): never shown.
    public let unusedKeys: Set<Key>
    /// The tables some file looks up keys computed at run time in (`DynamicKeyCalls`).
    public let dynamicKeyTables: Set<String>
    /// Every file's literals, for `LiteralKeyUsage`; nil when no table can be judged: a file computes the table
    /// it looks keys up in, or the app has code the scan does not read.
    let keyLiterals: LiteralKeyUsage.Literals?
    /// False when `LiteralKeyUsage` can judge no table of this code, so callers need not gather catalog keys.
    public var judgesLiteralKeys: Bool { keyLiterals != nil }
    /// The files that import CarPlay.
    private let carPlayFiles: Set<String>
    /// The folders of watch apps: those of the files that declare a watch app's entry point, each ending in "/".
    private let watchAppFolders: [String]
    /// The folders of macOS launcher helpers (`LauncherHelperSignature`), each ending in "/".
    private let launcherHelperFolders: [String]

    /// `hasUnscannedCode`: the app also has code the scan does not read (Objective-C), which may name any key.
    public init(files: [SwiftFileScan], hasUnscannedCode: Bool = false) {
        let sorted = files.sorted { $0.path < $1.path }
        self.files = AccessorResolution.resolving(ForwardResolution.resolving(Self.resolvingKeyNames(sorted)))
        var uses: [Key: [CodeStringUse]] = [:]
        for file in self.files {
            for use in file.uses where use.localization == .localized {
                uses[Key(use), default: []].append(use)
            }
        }
        localizedUses = uses
        generatedIdentifierUses = AccessorResolution.rSwiftUses(self.files)
        unusedKeys = AccessorUsage.unusedKeys(self.files)
        dynamicKeyTables = self.files.reduce(into: Set<String>()) { $0.formUnion($1.dynamicKeys.tables) }
        keyLiterals = hasUnscannedCode || dynamicKeyTables.contains(DynamicKeyCalls.anyTable) || self.files.isEmpty
            ? nil : LiteralKeyUsage.Literals(self.files)
        carPlayFiles = Set(self.files.filter(\.importsCarPlay).map(\.path))
        watchAppFolders = self.files.filter(\.declaresWatchApp).map(Self.folder(of:))
        launcherHelperFolders = self.files.filter(\.declaresLauncherHelper).map(Self.folder(of:))
    }

    /// The folder of a file, ending in "/" ("" at the top).
    private static func folder(of file: SwiftFileScan) -> String {
        let folder = FolderPaths.deepestCommonFolder(of: [file.path])
        return folder.isEmpty ? "" : folder + "/"
    }

    /// True when the string file at `path` belongs to a macOS launcher helper: it is in the folder of the helper's
    /// app delegate or below it, as Xcode keeps a target's files together. Such an app quits as soon as it has
    /// opened its main app, so the menus and windows its files hold are never shown.
    public func isLauncherHelper(stringFile path: String) -> Bool {
        launcherHelperFolders.contains { !$0.isEmpty && path.hasPrefix($0) }
    }

    /// True when the use shows its text on Apple Watch: its file is in the folder of a watch app's entry point
    /// (or below it), as Xcode keeps a watch app's sources together.
    public func isWatch(_ use: CodeStringUse) -> Bool {
        watchAppFolders.contains { use.file.hasPrefix($0) }
    }

    /// True when the use shows its text on the car's screen: a CarPlay template, item or button, or a file that
    /// imports CarPlay (where a role forwarded through the app's own code ends up).
    public func isCarPlay(_ use: CodeStringUse) -> Bool {
        use.element.hasPrefix("CP") || carPlayFiles.contains(use.file)
    }

    public var isEmpty: Bool { files.isEmpty }

    /// True when the app reaches the key of a catalog table only through accessors nothing refers to.
    public func isUnused(catalogTable: String, key: String) -> Bool {
        !unusedKeys.isEmpty && unusedKeys.contains(Self.key(catalogTable: catalogTable, key: key))
    }

    /// The platform the code's imports say (`platformHint`), the deepest folder holding every file that says
    /// one (tables below it are that app's), and how many files say one.
    public var platformEvidence: (folder: String, platform: String, files: Int)? {
        let hinted = files.filter { $0.platformHint != nil }
        guard let platform = platformHint, !hinted.isEmpty else { return nil }
        return (FolderPaths.deepestCommonFolder(of: hinted.map(\.path)), platform, hinted.count)
    }

    /// The platform the code is written for, by its imports: `macos` or `ios` when at least two thirds of the
    /// files that import AppKit or UIKit (not both) import that one, else nil.
    public var platformHint: String? {
        let hints = files.compactMap(\.platformHint)
        let macOS = hints.filter { $0 == "macos" }.count
        guard !hints.isEmpty else { return nil }
        if macOS * 3 >= hints.count * 2 { return "macos" }
        if (hints.count - macOS) * 3 >= hints.count * 2 { return "ios" }
        return nil
    }

    /// Every localized use of a key, in file and line order (R.swift's, matched by identifier, after the rest).
    public func uses(of key: Key) -> [CodeStringUse] {
        let direct = localizedUses[key] ?? []
        guard !generatedIdentifierUses.isEmpty,
            let generated = generatedIdentifierUses[RSwiftIdentifier.resource(table: key.table, key: key.key)] else {
            return direct
        }
        return direct + generated.map { use in
            var use = use
            use.text = key.key
            use.table = key.table
            return use
        }
    }

    /// Every key the code localizes, sorted.
    public var keys: [Key] {
        localizedUses.keys.sorted { ($0.table, $0.key) < ($1.table, $1.key) }
    }

    /// The use that gives a key its role: of the uses with a role, the role used most often wins (ties go to
    /// a role that names a control or a title rather than one that only says the text is shown or read out, then
    /// to the earliest use), and the first use in that role stands for it. Nil when no use has a role.
    public func roleUse(of key: Key) -> CodeStringUse? {
        let withRole = uses(of: key).filter { $0.role != nil }
        guard let first = withRole.first else { return nil }
        var counts: [Role: Int] = [:]
        for use in withRole { counts[use.role!, default: 0] += 1 }
        guard counts.count > 1 else { return first }
        let best = counts.values.max()!
        return withRole.first { counts[$0.role!] == best && !Self.accompanyingRoles.contains($0.role!) }
            ?? withRole.first { counts[$0.role!] == best }
    }

    /// Roles that often go with another on the same text (a row's label that is also its accessibility label or
    /// tooltip), and say less about how the text is written.
    static let accompanyingRoles: Set<Role> = [.label, .a11yLabel, .a11yHint, .tooltip]

    /// Of the roles one place shows a text in, in order, the first that names a control or a title, else the first.
    static func mainRole(_ roles: [Role]) -> Role {
        roles.first { !accompanyingRoles.contains($0) } ?? roles[0]
    }

    /// Gives the keys of a `LocalizedStringKey` name (declared in any file) the role of the first place that
    /// shows that name.
    static func resolvingKeyNames(_ files: [SwiftFileScan]) -> [SwiftFileScan] {
        var declared: [String: [(file: Int, use: Int)]] = [:]
        for (fileIndex, file) in files.enumerated() {
            for (name, indices) in file.keyNames {
                declared[name, default: []] += indices.map { (fileIndex, $0) }
            }
        }
        guard !declared.isEmpty else { return files }
        var resolved = files
        for file in files {
            for reference in file.keyNameReferences {
                for (fileIndex, useIndex) in declared[reference.name] ?? [] where resolved[fileIndex].uses[useIndex].role == nil {
                    resolved[fileIndex].uses[useIndex].role = reference.role
                    resolved[fileIndex].uses[useIndex].element = reference.element
                }
            }
        }
        return resolved
    }

    /// The table name a catalog's table id stands for: `App/Settings.xcstrings` → `Settings`,
    /// `App/Localizable.strings` → `Localizable`.
    public static func tableName(ofCatalogTable table: String) -> String {
        let name = table.split(separator: "/").last.map(String.init) ?? table
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The key of a catalog entry's table and key.
    public static func key(catalogTable: String, key: String) -> Key {
        Key(table: tableName(ofCatalogTable: catalogTable), key: key)
    }
}
