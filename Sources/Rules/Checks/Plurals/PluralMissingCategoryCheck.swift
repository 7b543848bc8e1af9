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
            for category in needed where !present.contains(category) {
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
}
