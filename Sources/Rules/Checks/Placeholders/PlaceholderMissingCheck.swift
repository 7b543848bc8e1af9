import Catalogs

/// `placeholder-missing`: a translated message never uses an argument its source uses ("Delete %lld Photos" →
/// "Eliminar fotos"). A single plural form may leave the count out ("one file"), so a message counts as using an
/// argument when any of its cases or substitution forms reads it. A message with a broken placeholder is left
/// to `placeholder-invalid`.
struct PlaceholderMissingCheck: UnitCheck {
    let id = "placeholder-missing"

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        guard let placeholders = unit.placeholders, let source = placeholders.source else { return [] }
        let sourcePaths = Set(source.messagePaths)
        var hits: [RuleHit] = []
        for target in placeholders.translations {
            for path in target.messagePaths {
                let targetLeaves = target.leaves(ofMessage: path)
                // A broken placeholder ("Editar % @") is `placeholder-invalid`'s finding; the argument it was
                // meant to read is not reported missing on top of it.
                guard targetLeaves.allSatisfy({ $0.malformed.isEmpty }) else { continue }
                let used = Set(targetLeaves.flatMap { $0.uses.map(\.argument.position) })
                let sourcePath = sourcePaths.contains(path) ? path : (sourcePaths.contains("") ? "" : nil)
                let sourceLeaves = sourcePath.map { source.leaves(ofMessage: $0) } ?? source.leaves
                var required: [Int: PlaceholderUse] = [:]
                for use in sourceLeaves.flatMap(\.uses) where !use.isDangling && required[use.argument.position] == nil {
                    required[use.argument.position] = use
                }
                guard let anchor = primaryEntry(of: targetLeaves) else { continue }
                for position in required.keys.sorted() where !used.contains(position) {
                    let use = required[position]!
                    hits.append(RuleHit(
                        entry: anchor,
                        arguments: ["specifier": use.argument.specifierText, "position": String(position)]
                    ))
                }
            }
        }
        return hits
    }

    /// Where a message's finding goes: its plain value, else its `other` case, else its first case.
    private func primaryEntry(of leaves: [PlaceholderLeaf]) -> Entry? {
        let cases = leaves.filter { if case .message = $0.kind { return true } else { return false } }
        return (cases.first { $0.kind.category == nil } ?? cases.first { $0.kind.category == "other" } ?? cases.first)?.entry
    }
}
