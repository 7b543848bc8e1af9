import Catalogs
import CopyText

/// `placeholder-mismatch`: a translation reads an argument its source does not pass, or reads one as another C
/// type (`%lld` → `%@` or `%d`): the case that garbles numbers or crashes.
///
/// Each leaf is compared with its source counterpart (same variation, else the source's `other`), falling back
/// to every argument the source localization (and an `.xcstrings` key holding specifiers) reads; positions make
/// `%@ … %@` equal `%1$@ … %2$@` and let substitutions appear in any order.
struct PlaceholderMismatchCheck: UnitCheck {
    let id = "placeholder-mismatch"

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        guard let placeholders = unit.placeholders, let source = placeholders.source else { return [] }
        // Every argument the source and the key read, by position: made only for a use its counterpart does not
        // settle (most units never need it).
        var fallback: (source: [Int: [FormatArgument]], key: [Int: [FormatArgument]])?
        var hits: [RuleHit] = []
        for target in placeholders.translations {
            var reported: Set<String> = []
            for leaf in target.leaves {
                let counterpart = source.counterpart(of: leaf)
                leaf.uses.withUnsafeBufferPointer { uses in
                    for index in uses.indices where !uses[index].isDangling {
                        let position = uses[index].argument.position
                        // The usual case: the counterpart reads the argument the same way. Its uses are searched in
                        // place; the lists below are built only when that search does not settle the use.
                        if counterpart?.uses.contains(where: {
                            !$0.isDangling && $0.argument.position == position && $0.argument.isCompatible(with: uses[index].argument)
                        }) == true { continue }
                        let use = uses[index]
                        var expected = counterpart?.uses.filter { !$0.isDangling && $0.argument.position == position }.map(\.argument) ?? []
                        if expected.isEmpty {
                            let known = fallback ?? (
                                source.argumentsByPosition.mapValues { $0.map(\.argument) },
                                Dictionary(grouping: placeholders.keyArguments, by: \.position)
                            )
                            fallback = known
                            expected = (known.source[position] ?? []) + (known.key[position] ?? [])
                        }
                        if expected.contains(where: { $0.isCompatible(with: use.argument) }) { continue }
                        // A substitution's wrong type shows in its token and in every %arg: report it once.
                        let onceKey = use.substitutionName.map { "\($0)|\(position)|\(use.argument.argumentType)" }
                            ?? "\(leaf.entry.variation)|\(use.span)"
                        guard reported.insert(onceKey).inserted else { continue }
                        hits.append(hit(for: use, in: leaf.entry, expected: expected.first))
                    }
                }
            }
        }
        return hits
    }

    private func hit(for use: PlaceholderUse, in entry: Entry, expected: FormatArgument?) -> RuleHit {
        let text = use.argument.specifierText
        let position = use.argument.position
        guard let expected else {
            return RuleHit(
                entry: entry, span: use.span,
                arguments: ["specifier": text, "detail": "it reads argument \(position), which the source does not pass"]
            )
        }
        let detail = "it reads argument \(position) as \(ArgumentTypeNames.describe(use.argument.argumentType)), "
            + "but the source passes \(ArgumentTypeNames.describe(expected.argumentType)) (“\(expected.specifierText)”)"
        return RuleHit(
            entry: entry, span: use.span, arguments: ["specifier": text, "detail": detail],
            suggestion: suggestion(replacing: use, in: entry, with: expected)
        )
    }

    /// The translation with the specifier spelled as the source spells it, keeping the translation's `n$`.
    private func suggestion(replacing use: PlaceholderUse, in entry: Entry, with expected: FormatArgument) -> String? {
        guard use.substitutionName == nil, expected.conversionClass != .substitution,
              expected.conversionClass != .substitutionArgument,
              let parsedSource = FormatSpecifierParser.parse(expected.specifierText).specifiers.first,
              let parsedTarget = FormatSpecifierParser.parse(use.argument.specifierText).specifiers.first,
              parsedSource.substitutionName == nil
        else { return nil }
        var body = parsedSource.text.dropFirst()
        if let position = parsedSource.position { body = body.dropFirst("\(position)$".count) }
        let replacement = "%" + (parsedTarget.position.map { "\($0)$" } ?? "") + body
        var scalars = Array(entry.value.unicodeScalars)
        scalars.replaceSubrange(use.span, with: replacement.unicodeScalars)
        return String(String.UnicodeScalarView(scalars))
    }
}
