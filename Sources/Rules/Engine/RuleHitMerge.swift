import Catalogs
import Language

/// Folds the hits one check makes on one string into one: a string with three pronouns or two misspelled brands
/// is one thing to fix, so it is one finding that lists every span, with one message and one suggestion.
///
/// The message names every value an argument took (“you”, “your”), the spans are sorted, and the suggestion
/// applies every hit's own correction at once. Each hit's correction is what its suggestion changes in the text
/// (the part between the longest common prefix and suffix); when two of them touch or overlap, no combined
/// suggestion is safe to apply blindly, so there is none.
struct RuleHitMerge {
    /// One finding's worth of hits: the entry they are about (nil: the string checked) and the hits in order.
    struct Group {
        var entry: Entry?
        var hits: [RuleHit]
    }

    /// The hits grouped by the entry they are about, in the order of each entry's first hit.
    static func groups(_ hits: [RuleHit]) -> [Group] {
        guard hits.count > 1 else { return hits.map { Group(entry: $0.entry, hits: [$0]) } }
        var groups: [Group] = []
        for hit in hits {
            if let index = groups.firstIndex(where: { sameEntry($0.entry, hit.entry) }) {
                groups[index].hits.append(hit)
            } else {
                groups.append(Group(entry: hit.entry, hits: [hit]))
            }
        }
        return groups
    }

    private static func sameEntry(_ lhs: Entry?, _ rhs: Entry?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let lhs?, let rhs?):
            return lhs.file == rhs.file && lhs.key == rhs.key && lhs.locale == rhs.locale && lhs.variation == rhs.variation
        default: return false
        }
    }

    /// The one hit that stands for `hits` (at least one) on a string whose value is `text`, and every span.
    static func merge(_ hits: [RuleHit], text: String, template: String) -> (hit: RuleHit, spans: [Range<Int>]) {
        guard hits.count > 1, var merged = hits.first else { return (hits[0], []) }
        var spans: [Range<Int>] = []
        for span in hits.compactMap(\.span) where !spans.contains(span) { spans.append(span) }
        spans.sort { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
        merged.span = spans.first
        merged.arguments = mergedArguments(hits.map(\.arguments), template: template)
        let messages = hits.compactMap(\.message).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        merged.message = messages.isEmpty ? nil : messages.joined(separator: " ")
        merged.suggestion = combinedSuggestion(hits.compactMap(\.suggestion), text: text)
        return (merged, spans.count > 1 ? spans : [])
    }

    /// Each argument with every distinct value it took, in order: inside the template's quotation marks
    /// (`“{word}”`) the values are joined so that each is quoted (“you”, “your”), elsewhere by commas.
    static func mergedArguments(_ arguments: [[String: String]], template: String) -> [String: String] {
        var values: [String: [String]] = [:]
        for hitArguments in arguments {
            for (name, value) in hitArguments where !(values[name] ?? []).contains(value) {
                values[name, default: []].append(value)
            }
        }
        var result: [String: String] = [:]
        for (name, list) in values {
            result[name] = list.count == 1 ? list[0] : list.joined(separator: template.contains("“{\(name)}”") ? "”, “" : ", ")
        }
        return result
    }

    /// The text with every suggestion's change applied; nil when there are none, or two changes touch.
    static func combinedSuggestion(_ suggestions: [String], text: String) -> String? {
        let distinct = suggestions.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        guard distinct.count > 1 else { return distinct.first }
        let original = Array(text.unicodeScalars)
        var changes: [(range: Range<Int>, with: String)] = []
        for suggestion in distinct {
            let suggested = Array(suggestion.unicodeScalars)
            var prefix = 0
            while prefix < original.count, prefix < suggested.count, original[prefix] == suggested[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < original.count - prefix, suffix < suggested.count - prefix,
                original[original.count - 1 - suffix] == suggested[suggested.count - 1 - suffix] { suffix += 1 }
            changes.append((prefix..<(original.count - suffix), WordTokens.string(suggested[prefix..<(suggested.count - suffix)])))
        }
        changes.sort { $0.range.lowerBound < $1.range.lowerBound }
        for (earlier, later) in zip(changes, changes.dropFirst()) where earlier.range.upperBound >= later.range.lowerBound {
            return nil
        }
        return ReaderWords.replacing(changes, in: original)
    }
}
