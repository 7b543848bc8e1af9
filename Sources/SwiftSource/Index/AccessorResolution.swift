/// Gives the keys behind accessors the roles of the places that show the accessors, across files.
///
/// An app that reaches its strings through generated or hand-written accessors never names a key where it shows
/// it: `Button(L10n.cancelLabel)` in one file, `static var cancelLabel: String { L10n.tr("Localizable",
/// "cancel_label") }` in another. Each file's scan records both halves (`SwiftFileScan.accessors`,
/// `SwiftFileScan.accessorReferences`); here every reference that names a declared accessor becomes a use of the
/// accessor's key at the reference's place, with the reference's role, as if the key had been written there.
enum AccessorResolution {
    /// A declared accessor: its qualified name's parts, and the key use it returns.
    private struct Declared {
        var path: [String]
        var file: Int
        var use: Int
    }

    static func resolving(_ files: [SwiftFileScan]) -> [SwiftFileScan] {
        var declared: [String: [Declared]] = [:]
        for (fileIndex, file) in files.enumerated() {
            for (name, indices) in file.accessors {
                let path = name.split(separator: ".").map(String.init)
                guard let last = path.last else { continue }
                declared[last, default: []] += indices.map { Declared(path: path, file: fileIndex, use: $0) }
            }
        }
        guard !declared.isEmpty else { return files }
        var resolved = files
        for (fileIndex, file) in files.enumerated() {
            for reference in file.accessorReferences {
                for match in matches(reference.path, in: declared) {
                    var use = files[match.file].uses[match.use]
                    use.file = file.path
                    use.line = reference.line
                    use.column = reference.column
                    use.role = reference.role
                    use.element = reference.element
                    resolved[fileIndex].uses.append(use)
                }
            }
        }
        return resolved
    }

    /// The accessors a path names: those whose qualified name is the path; else the one accessor whose qualified
    /// name ends with the path or the path with it (`Strings.L10n.title` from another module), when only one does.
    private static func matches(_ path: [String], in declared: [String: [Declared]]) -> [Declared] {
        let reference = path.first == "Self" || path.first == "self" ? Array(path.dropFirst()) : path
        guard reference.count >= 2, let last = reference.last, let candidates = declared[last] else { return [] }
        let exact = candidates.filter { $0.path == reference }
        if !exact.isEmpty { return exact }
        let overlapping = candidates.filter { $0.path.count >= 2 && ($0.path.ends(with: reference) || reference.ends(with: $0.path)) }
        return Set(overlapping.map(\.path)).count == 1 ? overlapping : []
    }

    /// R.swift's `R.string.<table>.<key>` references that got a role, by `<table>.<key>` as written. Their uses have
    /// no text yet: `CodeIndex.uses(of:)` gives them the key it was asked for.
    static func rSwiftUses(_ files: [SwiftFileScan]) -> [String: [CodeStringUse]] {
        var result: [String: [CodeStringUse]] = [:]
        for file in files {
            for reference in file.accessorReferences where reference.path.count == 4 && reference.path[0] == "R" && reference.path[1] == "string" {
                let use = CodeStringUse(file: file.path, line: reference.line, column: reference.column, text: "",
                                        role: reference.role, element: reference.element, localization: .localized)
                result[reference.path[2] + "." + reference.path[3], default: []].append(use)
            }
        }
        return result
    }
}

extension Array where Element: Equatable {
    func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
