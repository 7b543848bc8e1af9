import Catalogs
import CopyText

/// `placeholder-invalid`: a specifier that cannot work in any locale, the source's included: malformed (`% @`,
/// `%1$ @`, a full-width `％`), a `%#@name@` naming no substitution, positional and non-positional specifiers
/// mixed, positions with gaps, or one argument read as two types (`%1$lld or %1$@`). A plural form other than
/// `other` may leave its count's position out ("one match in %2$@"): it says the count in words.
///
/// A substitution token whose `argNum` the catalog gives is positioned by the catalog, so it neither mixes with
/// `n$` specifiers nor leaves a gap; a substitution form's own `n$` specifiers count the token's argument as used.
struct PlaceholderInvalidCheck: UnitCheck {
    let id = "placeholder-invalid"

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        guard let placeholders = unit.placeholders else { return [] }
        let localizations = (placeholders.source.map { [$0] } ?? []) + placeholders.translations
        var hits: [RuleHit] = []
        for localization in localizations {
            for leaf in localization.leaves {
                for problem in leaf.malformed {
                    hits.append(hit(leaf.entry, problem.scalarRange, problem.text, problem.reason))
                }
                for use in leaf.uses where use.isDangling {
                    let known = localization.definitions.keys.sorted()
                    let reason = known.isEmpty
                        ? "the \(localization.locale) localization defines no substitutions"
                        : "the \(localization.locale) localization defines no substitution of that name (it has \(known.joined(separator: ", ")))"
                    hits.append(hit(leaf.entry, use.span, use.argument.specifierText, reason))
                }
                hits += positionHits(leaf, in: localization)
                hits += conflictingTypeHits(leaf)
            }
        }
        return hits
    }

    private func positionHits(_ leaf: PlaceholderLeaf, in localization: LocalizationPlaceholders) -> [RuleHit] {
        // Every finding below needs a positional specifier that reads an argument: without one (the usual `%@`,
        // `%lld`) there is nothing to find, and no array to filter.
        let specifiers = leaf.specifiers
        guard specifiers.contains(where: { $0.position != nil && $0.conversionClass.takesArgument }) else { return [] }
        // The specifiers that read an argument, sorted into positional and sequential ones by index (not copied).
        // Positions fixed by this leaf join what the rest of the message reads, for the gap test only: in a
        // message, a sequential substitution token whose `argNum` the catalog gives; in a form, its token's.
        var fixedPositions: Set<Int> = []
        var isMessage = false
        switch leaf.kind {
        case .message: isMessage = true
        case .substitutionForm: if let position = leaf.tokenPosition { fixedPositions.insert(position) }
        }
        var positional: [Int] = []
        var firstSequential: Int?
        for index in specifiers.indices where specifiers[index].conversionClass.takesArgument {
            if specifiers[index].position != nil {
                positional.append(index)
                continue
            }
            if isMessage, specifiers[index].conversionClass == .substitution,
               let number = specifiers[index].substitutionName.flatMap({ localization.definitions[$0]?.argumentNumber }) {
                fixedPositions.insert(number)
                continue
            }
            if firstSequential == nil { firstSequential = index }
        }
        var hits: [RuleHit] = []
        if let firstPositional = positional.first, let firstSequential,
           let reason = FormatArguments.positionProblems(of: [specifiers[firstPositional], specifiers[firstSequential]]).first {
            hits.append(hit(leaf.entry, specifiers[firstSequential].scalarRange, specifiers[firstSequential].text, reason))
        }
        for index in positional where specifiers[index].width == "*" || specifiers[index].precision == "*" {
            if let reason = FormatArguments.positionProblems(of: [specifiers[index]]).first {
                hits.append(hit(leaf.entry, specifiers[index].scalarRange, specifiers[index].text, reason))
            }
        }
        // A gap next to a broken or unpositioned specifier is that specifier's doing: reported once, above. A
        // plural form other than `other` may spell its count out ("one match in %2$@" for "%1$lld matches in
        // %2$@"): the String Catalog idiom, which works at run time.
        guard hits.isEmpty, leaf.malformed.isEmpty, firstSequential == nil, !Self.maySpellItsCount(leaf.entry.variation),
              let highestIndex = positional.max(by: { specifiers[$0].position! < specifiers[$1].position! }) else { return hits }
        fixedPositions.formUnion(localization.positionsRead(besides: leaf))
        // `positionProblems` below finds a gap exactly when the highest position used exceeds the number of
        // positions used: without one there is nothing to build.
        var used = fixedPositions
        for index in positional { used.insert(specifiers[index].position!) }
        guard let top = used.max(), top > used.count else { return hits }
        let implied = fixedPositions.sorted().map {
            FormatSpecifier(text: "%\($0)$@", scalarRange: 0..<0, position: $0, conversion: "@", conversionClass: .object)
        }
        let plain = positional.map { specifiers[$0] }.map {
            FormatSpecifier(text: $0.text, scalarRange: $0.scalarRange, position: $0.position, conversion: "@", conversionClass: .object)
        }
        let highest = specifiers[highestIndex]
        if let gap = FormatArguments.positionProblems(of: plain + implied).first(where: { $0.hasPrefix("positions skip") }) {
            hits.append(hit(leaf.entry, highest.scalarRange, highest.text, gap))
        }
        return hits
    }

    /// Whether a variation path ends in a plural form other than `other` (`plural.one`,
    /// `substitutions.files.plural.zero`): a form that may say its count in words.
    static func maySpellItsCount(_ variation: String) -> Bool {
        let parts = variation.split(separator: ".")
        guard parts.count >= 2, parts[parts.count - 2] == "plural" else { return false }
        return parts[parts.count - 1] != "other"
    }

    /// One argument read as two C types in the same string (`%1$lld or %1$@`): whichever the caller passes, one
    /// of the two reads it wrongly.
    private func conflictingTypeHits(_ leaf: PlaceholderLeaf) -> [RuleHit] {
        guard leaf.uses.count > 1 else { return [] }
        // Each use is compared with the first earlier use of its position, found by a look back (a leaf reads few
        // arguments) rather than a table of first uses.
        func counts(_ use: PlaceholderUse) -> Bool {
            !use.isDangling && use.argument.argumentType != .unresolvedSubstitution
        }
        var hits: [RuleHit] = []
        leaf.uses.withUnsafeBufferPointer { uses in
            for index in uses.indices where counts(uses[index]) {
                let position = uses[index].argument.position
                guard let first = uses[..<index].firstIndex(where: { $0.argument.position == position && counts($0) }) else { continue }
                let (use, earlier) = (uses[index], uses[first])
                guard earlier.argument.argumentType != use.argument.argumentType else { continue }
                let reason = "argument \(use.argument.position) is read as \(ArgumentTypeNames.describe(use.argument.argumentType)) "
                    + "here but as \(ArgumentTypeNames.describe(earlier.argument.argumentType)) by “\(earlier.argument.specifierText)”"
                hits.append(hit(leaf.entry, use.span, use.argument.specifierText, reason))
            }
        }
        return hits
    }

    private func hit(_ entry: Entry, _ span: Range<Int>, _ specifier: String, _ reason: String) -> RuleHit {
        RuleHit(entry: entry, span: span, arguments: ["specifier": specifier, "reason": reason])
    }
}
