import CopyText

/// `plural-unused-category`: a plural variation has a category its locale never selects (`few` in German,
/// `many` in Hebrew since CLDR 42). `zero` is exempt: Apple lets any language give 0 its own wording. A dead
/// form that reads exactly as the group's `other` is harmless (nothing would change if it were used), so it is
/// not reported.
struct PluralUnusedCategoryCheck: UnitCheck {
    let id = "plural-unused-category"

    func check(_ unit: TranslationUnit, context: CheckContext) -> [RuleHit] {
        var hits: [RuleHit] = []
        for group in PluralGroup.groups(of: unit) {
            let used = Set(PluralLocale.categories(group.locale))
            let other = group.members.first { $0.category == "other" }?.entry.value
            for (category, entry) in group.members where category != "zero" && !used.contains(category) && entry.value != other {
                let known = PluralRules.cldrOrder.contains(category)
                hits.append(RuleHit(
                    entry: entry,
                    arguments: [
                        "category": category,
                        "locale": group.locale,
                        "categories": PluralLocale.categories(group.locale).joined(separator: ", "),
                    ],
                    message: known ? nil : "“\(category)” is not a plural category (CLDR knows zero, one, two, few, many and other); \(group.locale) uses \(PluralLocale.categories(group.locale).joined(separator: ", "))."
                ))
            }
        }
        return hits
    }
}
