import CopyText
import Foundation

/// Example numbers for a plural category in a locale ("few" in Russian: 2–4, 22–24, 32–34, …), found by asking
/// ICU which category each number selects, so a message can tell a translator what the missing form is for
/// without a hand-written table.
enum PluralCategoryExamples {
    /// The same few locales and categories come back for every key.
    private static let cache = LockedDictionary<String, String>()
    /// Integers up to here are probed one by one: enough for every CLDR pattern below 100 to show twice.
    private static let probeLimit = 220

    /// A short list such as "2–4, 22–24, 32–34, …", "1000000, …" or "fractions such as 1.5"; empty when no
    /// probed number selects the category.
    static func describe(_ category: String, locale: String) -> String {
        cache.value(for: "\(locale)|\(category)") { compute(category, locale: locale) }
    }

    private static func compute(_ category: String, locale: String) -> String {
        var runs: [ClosedRange<Int>] = []
        for number in 0...probeLimit where PluralRules.category(for: Double(number), locale: locale) == category {
            if let last = runs.last, last.upperBound == number - 1 {
                runs[runs.count - 1] = last.lowerBound...number
            } else {
                runs.append(number...number)
            }
        }
        if !runs.isEmpty {
            var shown: [String] = []
            for run in runs.prefix(3) {
                if run.upperBound == probeLimit {
                    // An open-ended run ("2 and every number after it") reads best as its first numbers.
                    shown += run.prefix(2).map(String.init)
                    break
                }
                shown.append(run.count == 1 ? "\(run.lowerBound)" : "\(run.lowerBound)–\(run.upperBound)")
            }
            let isCut = runs.count > 3 || runs.last!.upperBound == probeLimit
            return shown.joined(separator: ", ") + (isCut ? ", …" : "")
        }
        let large = [1_000, 10_000, 100_000, 1_000_000, 2_000_000].filter {
            PluralRules.category(for: Double($0), locale: locale) == category
        }
        if !large.isEmpty {
            return large.prefix(2).map(String.init).joined(separator: ", ") + ", …"
        }
        let fractions = [0.5, 1.5, 2.5, 0.1].filter { PluralRules.category(for: $0, locale: locale) == category }
        if let first = fractions.first {
            return "fractions such as \(first)"
        }
        return ""
    }
}
