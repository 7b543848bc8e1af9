/// Finds the catalog keys that the app reaches only through static accessors nothing refers to: strings the
/// app never shows.
///
/// SwiftGen writes an accessor for every key of a table, used or not; a key whose accessor no file mentions
/// (`AccessorMentions`) and that no other code names is dead copy. Advice on it (a pronoun, a missing period, a
/// translation that grew) is advice nobody should act on: the string is to be deleted, not edited.
///
/// The judgement is only trusted where the scan demonstrably sees how the app refers to its accessors: in a
/// table with at least `minimumDeclared` static accessors of which at least half are referred to. A table the app
/// uses sparingly (a synced upstream table of which it shows a few dozen strings) is judged too once at least
/// `minimumDeclared` of its accessors are referred to, but there a key is dead only when its accessor's name
/// appears in no path anywhere (`Alias.name` included). An app that reaches its accessors in ways the scan does
/// not see, or a table with a handful of accessors, keeps every key.
enum AccessorUsage {
    static let minimumDeclared = 10

    private struct UseID: Hashable {
        var file: Int
        var use: Int
    }

    static func unusedKeys(_ files: [SwiftFileScan]) -> Set<CodeIndex.Key> {
        var mentionsByLast: [String: [[String]]] = [:]
        for file in files {
            // `Self.title` and `self.title` refer to the writing type's own members, which its file's names cover.
            for path in file.mentions.paths where path.first != "Self" && path.first != "self" {
                guard let last = path.last else { continue }
                mentionsByLast[last, default: []].append(path)
            }
        }
        var declarations: Set<UseID> = []
        var declaringFiles: [CodeIndex.Key: Set<Int>] = [:]
        var referencedByKey: [CodeIndex.Key: Bool] = [:]
        var accessorNames: [CodeIndex.Key: String] = [:]
        var tables: [String: (declared: Int, referenced: Int)] = [:]
        for (fileIndex, file) in files.enumerated() {
            for (name, indices) in file.accessors {
                let path = name.split(separator: ".").map(String.init)
                guard let last = path.last else { continue }
                for index in indices { declarations.insert(UseID(file: fileIndex, use: index)) }
                guard file.staticAccessors.contains(name) else {
                    // An instance's accessor (`item.title`) is referred to through values the scan cannot type.
                    for index in indices { referencedByKey[CodeIndex.Key(file.uses[index])] = true }
                    continue
                }
                let referenced = file.mentions.names.contains(last)
                    || (mentionsByLast[last] ?? []).contains { path.ends(with: $0) || $0.ends(with: path) }
                for index in indices {
                    let key = CodeIndex.Key(file.uses[index])
                    declaringFiles[key, default: []].insert(fileIndex)
                    accessorNames[key] = last
                    referencedByKey[key] = (referencedByKey[key] ?? false) || referenced
                    tables[key.table, default: (0, 0)].declared += 1
                    if referenced { tables[key.table, default: (0, 0)].referenced += 1 }
                }
            }
        }
        guard !referencedByKey.isEmpty else { return [] }
        // A key the code names in any other way (a literal key, an accessor's resolved reference) is used.
        for (fileIndex, file) in files.enumerated() {
            for (index, use) in file.uses.enumerated() where use.localization == .localized {
                guard !declarations.contains(UseID(file: fileIndex, use: index)) else { continue }
                let key = CodeIndex.Key(use)
                if referencedByKey[key] != nil { referencedByKey[key] = true }
            }
        }
        // So is a key written as a literal in a file other than its accessor's (`.init("widgets.period.today")`).
        var unreferenced: [String: [CodeIndex.Key]] = [:]
        for (key, referenced) in referencedByKey where !referenced { unreferenced[key.key, default: []].append(key) }
        for (fileIndex, file) in files.enumerated() {
            for literal in file.mentions.literals {
                guard let keys = unreferenced[literal] else { continue }
                for key in keys where !(declaringFiles[key] ?? []).contains(fileIndex) { referencedByKey[key] = true }
            }
        }
        let large = tables.filter { $0.value.declared >= minimumDeclared }
        let dense = Set(large.filter { $0.value.referenced * 2 >= $0.value.declared }.keys)
        let sparse = Set(large.filter { $0.value.referenced >= minimumDeclared }.keys).subtracting(dense)
        let namesUsed = sparse.isEmpty ? [] : files.reduce(into: Set<String>()) { $0.formUnion($1.mentions.names) }
        return Set(referencedByKey.filter { key, referenced in
            guard !referenced else { return false }
            if dense.contains(key.table) { return true }
            guard sparse.contains(key.table), let name = accessorNames[key] else { return false }
            return mentionsByLast[name] == nil && !namesUsed.contains(name)
        }.keys)
    }
}
