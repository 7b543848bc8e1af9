/// The app's types with the types their declarations inherit from, so a member that a base class declares and
/// a view shows (`viewModel.title`, `viewModel` cast to `CellModel`) is the same member in every subclass
/// (`ProfileCellModel: CellModel`, whose initializer fills `title` in).
///
/// Names are types' last names, as the scan knows them; protocols a type conforms to are listed too, and do no
/// harm: nothing is shown as a protocol's member unless the code says so.
struct TypeLineage {
    private var supertypes: [String: [String]] = [:]

    init(_ files: [SwiftFileScan]) {
        for file in files {
            for (type, names) in file.supertypes {
                for name in names where supertypes[type]?.contains(name) != true {
                    supertypes[type, default: []].append(name)
                }
            }
        }
    }

    /// The type itself, then what it inherits from, nearest first (breadth first), each once; a few levels deep.
    func lineage(of type: String) -> [String] {
        var result = [type]
        var next = 0
        while next < result.count, result.count < Self.limit {
            for name in supertypes[result[next]] ?? [] where !result.contains(name) {
                result.append(name)
            }
            next += 1
        }
        return Array(result.prefix(Self.limit))
    }

    /// How many types a lineage holds at most, against declarations that loop.
    private static let limit = 12
}
