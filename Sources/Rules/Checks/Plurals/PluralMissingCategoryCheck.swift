import CopyText

/// `plural-missing-category`: a plural variation in a locale lacks a category that ICU's plural rules give the
/// locale (`other` always). One finding per missing category, at the group's first entry: the rule's severity
/// where an ordinary count selects the category (Russian `few`), at most `info` where none does (French `many`,
/// for exact millions; see `PluralCategoryReach`), as `other` then serves every count an app shows.
struct PluralMissingCategoryCheck: UnitCheck {
    let id = "plural-missing-category"

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        var hits: [RuleHit] = []
        for group in PluralGroup.groups(of: unit) {
            let present = group.presentCategories
            let needed = PluralLocale.categories(group.locale)
            let missing = needed.filter { !present.contains($0) }
            guard !missing.isEmpty else { continue }
            let fractionDigits = Self.fractionDigits(of: group)
            let wholeNumbers = PluralCategoryReach.countsWholeNumbers(group.members.map(\.entry.value))
                || Self.substitutionCountsWholeNumbers(group, in: unit)
            for category in missing {
                // A whole count never reaches a category only fractions select (Czech and Slovak `many`); and one
                // written in digits reads right in `other` for the exact millions that French `many` is for.
                if wholeNumbers, !PluralCategoryReach.servesOrdinaryCounts(category, locale: group.locale) { continue }
                // A count written with decimals never reaches a category only whole numbers select.
                if let fractionDigits, !PluralCategoryReach.servesFractions(category, locale: group.locale, fractionDigits: fractionDigits) {
                    continue
                }
                let examples = PluralCategoryExamples.describe(category, locale: group.locale)
                hits.append(RuleHit(
                    entry: group.members[0].entry,
                    arguments: [
                        "category": category,
                        "examples": examples.isEmpty ? "" : " (\(examples))",
                        "locale": group.locale,
                        "categories": needed.joined(separator: ", "),
                    ],
                    maximumSeverity: PluralCategoryReach.servesOrdinaryCounts(category, locale: group.locale) ? nil : .info
                ))
            }
        }
        return hits
    }

    /// True for a substitution plural (`substitutions.files.plural.`) whose substitution declares an integer
    /// argument (`formatSpecifier: "lld"`): its forms write the count as `%arg`, which says nothing of its type.
    private static func substitutionCountsWholeNumbers(_ group: PluralGroup, in unit: TranslationUnit) -> Bool {
        let parts = group.prefix.split(separator: ".")
        guard parts.count >= 3, parts[0] == "substitutions", parts[parts.count - 1] == "plural" else { return false }
        let name = parts[1...(parts.count - 2)].joined(separator: ".")
        guard let specifier = unit.substitutions(for: group.locale).first(where: { $0.name == name })?.formatSpecifier else { return false }
        return PluralCategoryReach.countsWholeNumbers(["%" + specifier])
    }

    /// The decimals the group's number is written with, when every form writes it as a float with a precision
    /// (`%.1f`, `%1$.2f`) and no form has an integer specifier; nil otherwise.
    private static func fractionDigits(of group: PluralGroup) -> Int? {
        var digits: Int?
        for member in group.members {
            for specifier in FormatSpecifierParser.parse(member.entry.value).specifiers where specifier.conversionClass.takesArgument {
                switch specifier.conversion {
                case "f", "F":
                    guard let precision = specifier.precision.flatMap(Int.init), precision > 0 else { return nil }
                    if let known = digits, known != precision { return nil }
                    digits = precision
                case "@":
                    continue
                default:
                    return nil
                }
            }
        }
        return digits
    }
}
