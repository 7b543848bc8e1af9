/// Finds the keys of a table that the app looks up by literal keys (`NSLocalizedString("Quit", comment: "")`) or
/// through R.swift's resources (`R.string.localizable.quit()`, whose generated file is not in the repository)
/// which no code names: strings left behind when the code stopped using them, which the app never shows.
///
/// A missing translation or a copy slip on such a key is advice nobody should act on: the key is to be deleted.
/// The judgement is only made where the scan demonstrably sees every way the app reaches the table:
/// - no Swift file looks a key of it up by a value computed at run time (`DynamicKeyCalls`), and the app has
///   no code the scan does not read (Objective-C);
/// - at least `minimumUsed` of the table's keys, and at least half of them, are named by the code;
/// - the key is no literal anywhere in the code (`let key = "Quit"`), and neither starts nor ends with a
///   literal of three characters or more, nor with an interpolated literal's text (`"status_" + name`,
///   `"\(name).title"`): such a key may be built from pieces.
///
/// String Catalogs are not judged here: Xcode records there which keys its own extraction found
/// (`extractionState`), which `stale-key` reads.
public enum LiteralKeyUsage {
    public static let minimumUsed = AccessorUsage.minimumDeclared
    /// The shortest piece of a key that is taken as a part the code may build it from.
    static let shortestPiece = 3

    /// The literals of every file, gathered once per code index, and the R.swift resources the files mention.
    public struct Literals: Sendable {
        var whole: Set<String> = []
        var edges: Set<String> = []
        /// `<table>.<key>` of every `R.string.<table>.<key>` path, as R.swift's identifiers spell them: a mention in
        /// any context (`let text = R.string.localizable.save.key.localized()`), role or none, names the key.
        var rSwiftResources: Set<String> = []

        init(_ files: [SwiftFileScan]) {
            for file in files {
                whole.formUnion(file.mentions.literals)
                edges.formUnion(file.mentions.interpolationEdges)
                for path in file.mentions.paths where path.count >= 4 && path[0] == "R" && path[1] == "string" {
                    rSwiftResources.insert(path[2] + "." + path[3])
                }
            }
        }

        /// True when some file mentions the R.swift resource R.swift generates for `key`.
        func mentionsRSwiftResource(of key: CodeIndex.Key) -> Bool {
            !rSwiftResources.isEmpty && rSwiftResources.contains(RSwiftIdentifier.resource(table: key.table, key: key.key))
        }

        /// True when some literal names the key, or a piece it may be built from.
        func mayName(_ key: String) -> Bool {
            if whole.contains(key) { return true }
            var prefix = ""
            for character in key.dropLast() {
                prefix.append(character)
                if prefix.count >= LiteralKeyUsage.shortestPiece, whole.contains(prefix) || edges.contains(prefix) { return true }
            }
            var suffix = ""
            for character in key.dropFirst().reversed() {
                suffix.insert(character, at: suffix.startIndex)
                if suffix.count >= LiteralKeyUsage.shortestPiece, whole.contains(suffix) || edges.contains(suffix) { return true }
            }
            return false
        }
    }

    /// The keys, by table, that no code names; `catalogKeys` holds each judged table's source keys by the
    /// catalog's table id.
    public static func unreferencedKeys(catalogKeys: [String: Set<String>], code: CodeIndex) -> Set<CodeIndex.Key> {
        guard let literals = code.keyLiterals else { return [] }
        var unreferenced: Set<CodeIndex.Key> = []
        for (catalogTable, keys) in catalogKeys where keys.count >= minimumUsed {
            let table = CodeIndex.tableName(ofCatalogTable: catalogTable)
            guard !code.dynamicKeyTables.contains(table) else { continue }
            var unused: [CodeIndex.Key] = []
            for key in keys {
                let codeKey = CodeIndex.Key(table: table, key: key)
                if code.uses(of: codeKey).isEmpty, !literals.mentionsRSwiftResource(of: codeKey) { unused.append(codeKey) }
            }
            let used = keys.count - unused.count
            guard used >= minimumUsed, used * 2 >= keys.count else { continue }
            for key in unused where !literals.mayName(key.key) { unreferenced.insert(key) }
        }
        return unreferenced
    }
}
