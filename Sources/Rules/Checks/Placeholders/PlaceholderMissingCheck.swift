import Catalogs

/// `placeholder-missing`: a translated message never uses an argument its source uses ("Delete %lld Photos" →
/// "Eliminar fotos"). A single plural form may leave the count out ("one file"), so a message counts as using an
/// argument when any of its cases or substitution forms reads it. A message with a broken placeholder is left
/// to `placeholder-invalid`.
struct PlaceholderMissingCheck: UnitCheck {
    let id = "placeholder-missing"

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        guard let placeholders = unit.placeholders, let source = placeholders.source else { return [] }
        // A source has few message paths (usually one): they are searched in a list, not hashed into a set.
        let sourcePaths = source.messagePaths
        // What a source message requires is the same for every translation: worked out once per source path
        // (again a short list searched in place).
        var requiredByPath: [(path: String, uses: [PlaceholderUse])] = []
        var requiredByWholeSource: [PlaceholderUse]?
        var hits: [RuleHit] = []
        for target in placeholders.translations {
            // The usual localization is one message leaf: its path is the only one, and it is the whole message.
            let single: (path: String, leaves: [PlaceholderLeaf])? = target.leaves.count == 1
                ? target.leaves[0].kind.messagePath.map { ($0, target.leaves) } : nil
            for path in single.map({ [$0.path] }) ?? target.messagePaths {
                let targetLeaves = single?.leaves ?? target.leaves(ofMessage: path)
                // A broken placeholder ("Editar % @") is `placeholder-invalid`'s finding; the argument it was
                // meant to read is not reported missing on top of it.
                guard targetLeaves.allSatisfy({ $0.malformed.isEmpty }) else { continue }
                let sourcePath = sourcePaths.contains(path) ? path : (sourcePaths.contains("") ? "" : nil)
                let required: [PlaceholderUse]
                if let sourcePath {
                    if let known = requiredByPath.first(where: { $0.path == sourcePath }) {
                        required = known.uses
                    } else {
                        required = Self.required(by: source.leaves(ofMessage: sourcePath))
                        requiredByPath.append((sourcePath, required))
                    }
                } else {
                    required = requiredByWholeSource ?? Self.required(by: source.leaves)
                    requiredByWholeSource = required
                }
                guard !required.isEmpty, let anchor = primaryEntry(of: targetLeaves) else { continue }
                for use in required where !Self.reads(targetLeaves, position: use.argument.position) {
                    hits.append(RuleHit(
                        entry: anchor,
                        arguments: ["specifier": use.argument.specifierText, "position": String(use.argument.position)]
                    ))
                }
            }
        }
        return hits
    }

    /// Whether any of the leaves reads the argument at `position` (a search in place: a message reads few).
    private static func reads(_ leaves: [PlaceholderLeaf], position: Int) -> Bool {
        leaves.contains { leaf in leaf.uses.contains { $0.argument.position == position } }
    }

    /// The first use of each position the source leaves read (dangling tokens left out), by position.
    private static func required(by sourceLeaves: [PlaceholderLeaf]) -> [PlaceholderUse] {
        var required: [Int: PlaceholderUse] = [:]
        for leaf in sourceLeaves {
            for use in leaf.uses where !use.isDangling && required[use.argument.position] == nil {
                required[use.argument.position] = use
            }
        }
        return required.keys.sorted().map { required[$0]! }
    }

    /// Where a message's finding goes: its plain value, else its `other` case, else its first case.
    private func primaryEntry(of leaves: [PlaceholderLeaf]) -> Entry? {
        var other: PlaceholderLeaf?
        var first: PlaceholderLeaf?
        for leaf in leaves {
            guard case let .message(_, category) = leaf.kind else { continue }
            guard let category else { return leaf.entry }
            if first == nil { first = leaf }
            if other == nil, category == "other" { other = leaf }
        }
        return (other ?? first)?.entry
    }
}
