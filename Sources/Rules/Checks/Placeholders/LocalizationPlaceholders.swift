import Catalogs
import CopyText

/// The placeholders of every entry of one key in one locale: the messages (plain values, plural and device
/// cases) and the forms of their substitutions, each with the arguments it reads.
///
/// It exists so the placeholder rules share one reading of a localization: a `%#@name@` token stands for its
/// substitution's `argNum` and `formatSpecifier`, `%arg` for the substitution's argument, and the specifiers
/// inside a substitution's forms count as the localization's own.
struct LocalizationPlaceholders {
    let locale: String
    let definitions: [String: FormatArguments.Substitution]
    /// Whether the file defines substitutions for this key in any locale; a token can only be found dangling
    /// when it does (an XLIFF export carries no substitution definitions).
    let definesSubstitutions: Bool
    let leaves: [PlaceholderLeaf]

    init(locale: String, entries: some Collection<Entry>, substitutions: [Substitution], definesSubstitutions: Bool) {
        self.locale = locale
        self.definesSubstitutions = definesSubstitutions
        var definitions: [String: FormatArguments.Substitution] = [:]
        for substitution in substitutions where definitions[substitution.name] == nil {
            definitions[substitution.name] = (substitution.argumentNumber, substitution.formatSpecifier)
        }
        self.definitions = definitions
        leaves = entries.map(PlaceholderLeaf.init(entry:))
        for index in leaves.indices {
            guard case .message = leaves[index].kind else { continue }
            leaves[index].uses = PlaceholderArguments.uses(
                in: leaves[index], definitions: definitions, definesSubstitutions: definesSubstitutions,
                substitutionArgument: nil, shift: 0
            )
        }
        for index in leaves.indices {
            guard case let .substitutionForm(scope, name, _) = leaves[index].kind else { continue }
            let definition = definitions[name]
            let tokenPosition = definition?.argumentNumber ?? tokenPosition(of: name, scope: scope) ?? 1
            leaves[index].tokenPosition = tokenPosition
            leaves[index].uses = PlaceholderArguments.uses(
                in: leaves[index], definitions: definitions, definesSubstitutions: definesSubstitutions,
                substitutionArgument: (tokenPosition, definition?.formatSpecifier), shift: tokenPosition - 1
            )
        }
    }

    /// The position a message's `%#@name@` token takes, from the first message in `scope` that holds one.
    private func tokenPosition(of name: String, scope: String) -> Int? {
        for leaf in leaves {
            guard case let .message(path, _) = leaf.kind, PlaceholderLeaf.scope(scope, contains: path) else { continue }
            if let use = leaf.uses.first(where: { $0.isToken && $0.substitutionName == name }) {
                return use.argument.position
            }
        }
        return nil
    }

    /// The message paths in file order (`""`, `device.iphone`, …).
    var messagePaths: [String] {
        // The usual localization is one message leaf: its path, without a set to tell paths apart.
        if leaves.count == 1, case let .message(path, _) = leaves[0].kind { return [path] }
        var seen: Set<String> = []
        var paths: [String] = []
        for leaf in leaves {
            if case let .message(path, _) = leaf.kind, seen.insert(path).inserted { paths.append(path) }
        }
        return paths
    }

    /// The leaves that make up the message at `path`: its cases and the forms of the substitutions in its scope
    /// (whether or not a token still names them: a broken token should not hide the forms' arguments).
    func leaves(ofMessage path: String) -> [PlaceholderLeaf] {
        leaves.filter { leaf in
            switch leaf.kind {
            case let .message(messagePath, _): return messagePath == path
            case let .substitutionForm(scope, _, _): return PlaceholderLeaf.scope(scope, contains: path)
            }
        }
    }

    /// The positions that the rest of a leaf's message reads: for a case, what the substitution forms in its scope
    /// read; for a form, what the cases that name its substitution read. A form's `%2$@` and its message's `%1$@`
    /// make one argument list once Foundation puts the form into the message.
    func positionsRead(besides leaf: PlaceholderLeaf) -> Set<Int> {
        var positions: Set<Int> = []
        for other in leaves {
            let related: Bool
            switch (leaf.kind, other.kind) {
            case let (.message(path, _), .substitutionForm(scope, _, _)):
                related = PlaceholderLeaf.scope(scope, contains: path)
            case let (.substitutionForm(scope, name, _), .message(path, _)):
                related = PlaceholderLeaf.scope(scope, contains: path)
                    && other.uses.contains { $0.isToken && $0.substitutionName == name }
            default:
                related = false
            }
            if related { positions.formUnion(other.uses.map(\.argument.position)) }
        }
        return positions
    }

    /// The leaf a translation's leaf is compared with: the same variation, else the same path with the plural
    /// case replaced by `other`.
    func counterpart(of leaf: PlaceholderLeaf) -> PlaceholderLeaf? {
        if let exact = leaves.first(where: { $0.entry.variation == leaf.entry.variation }) { return exact }
        guard let category = leaf.kind.category, category != "other" else { return nil }
        let other = String(leaf.entry.variation.dropLast(category.count)) + "other"
        return leaves.first(where: { $0.entry.variation == other })
    }

    /// Every argument read anywhere in the localization, by position (dangling tokens left out).
    var argumentsByPosition: [Int: [PlaceholderUse]] {
        var byPosition: [Int: [PlaceholderUse]] = [:]
        for leaf in leaves {
            for use in leaf.uses where !use.isDangling {
                byPosition[use.argument.position, default: []].append(use)
            }
        }
        return byPosition
    }
}

/// The unit-level inputs of the placeholder rules: the source's placeholders, each translation's, and the
/// arguments an `.xcstrings` key itself holds.
struct UnitPlaceholders {
    let source: LocalizationPlaceholders?
    let translations: [LocalizationPlaceholders]
    /// Arguments of the key when it is a String Catalog key that holds specifiers (Xcode extracts keys such as
    /// "%lld files" from code, so the code passes those arguments whatever the source value says).
    let keyArguments: [FormatArgument]

    /// Nil when no value of the unit (nor its key) holds a percent sign: the usual case, skipped cheaply.
    /// Checks ask `unit.placeholders`, which a unit under audit makes only once.
    /// The unit is borrowed (`__shared`): an initializer would otherwise take it owned, and its caller copy every
    /// field of it for the call.
    init?(unit: __shared TranslationUnit) {
        // Checked in place: copying every entry into one array first cost more than the check.
        guard Self.anyMayHoldSpecifiers(unit.source)
            || Self.anyMayHoldSpecifiers(unit.translationEntries) else { return nil }
        let translations = unit.translationLocales
        let sourceLocale = unit.source.first?.locale ?? unit.table.sourceLanguage
        // Each locale's substitutions are looked up once (a hash of the key and the locale), and not at all in a
        // table without any.
        let hasSubstitutions = !unit.table.substitutions.isEmpty
        let sourceSubstitutions = hasSubstitutions ? unit.substitutions(for: sourceLocale) : []
        let translationSubstitutions = hasSubstitutions ? translations.map { unit.substitutions(for: $0.locale) } : []
        let definesSubstitutions = hasSubstitutions
            && (translationSubstitutions.contains { !$0.isEmpty } || !sourceSubstitutions.isEmpty)
        // An object-ID key whose English is unknown has no source to compare with.
        source = unit.source.isEmpty || unit.sourceTextIsUnknown ? nil : LocalizationPlaceholders(
            locale: sourceLocale, entries: unit.source, substitutions: sourceSubstitutions,
            definesSubstitutions: definesSubstitutions
        )
        self.translations = translations.indices.map { index in
            LocalizationPlaceholders(
                locale: translations[index].locale, entries: unit.translationEntries[translations[index].range],
                substitutions: hasSubstitutions ? translationSubstitutions[index] : [],
                definesSubstitutions: definesSubstitutions
            )
        }
        let isCatalog = unit.source.first?.file.lowercased().hasSuffix(".xcstrings") ?? false
        keyArguments = isCatalog && unit.key.contains("%") ? FormatArguments.arguments(of: unit.key, substitutions: [:]) : []
    }

    /// Whether any of the entries' values holds a percent sign (by index: iterating would copy every entry).
    private static func anyMayHoldSpecifiers(_ entries: [Entry]) -> Bool {
        for index in entries.indices where mayHoldSpecifiers(entries[index].value) { return true }
        return false
    }

    /// A percent sign, ASCII or full-width (U+FF05).
    static func mayHoldSpecifiers(_ text: String) -> Bool {
        FormatSpecifierParser.mayHoldSpecifiers(text)
    }
}

extension TranslationUnit {
    /// The unit's `UnitPlaceholders`, made once per audited unit and shared by the placeholder rules.
    var placeholders: UnitPlaceholders? {
        guard let memo else { return UnitPlaceholders(unit: self) }
        return memo.placeholders(of: self)
    }
}
