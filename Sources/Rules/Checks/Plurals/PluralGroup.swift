import Catalogs
import CopyText

/// The entries of one plural variation in one locale: every entry whose variation path shares the part up to
/// its last `plural` component (`plural.`, `device.iphone.plural.`, `substitutions.files.plural.`).
///
/// It exists so both plural rules see the same groups, whatever the format: String Catalog plural and nested
/// device plural variations, substitution plurals, `.stringsdict` variables and XLIFF plural units all spell
/// their variation paths alike.
struct PluralGroup {
    /// The variation path up to and including `plural` (`device.iphone.plural`).
    let prefix: String
    let locale: String
    /// The group's entries in file order, each with its category (`one`, `few`, …).
    let members: [(category: String, entry: Entry)]
    /// Categories the file lists without a value (XLIFF units without `<target>`): present, but untranslated.
    let categoriesWithoutValue: Set<String>

    /// The categories present, with or without a value.
    var presentCategories: Set<String> {
        Set(members.map(\.category)).union(categoriesWithoutValue)
    }

    /// The plural groups of a unit that the plural rules check: every translation's groups and the source's
    /// own groups, except the source side of an XLIFF, whose plural units mirror the target's categories.
    /// Made once per audited unit (the unit's memo) and shared by both plural rules.
    static func groups(of unit: TranslationUnit) -> [PluralGroup] {
        guard let memo = unit.memo else { return makeGroups(of: unit) }
        return memo.pluralGroups(of: unit)
    }

    /// `groups(of:)` without the memo.
    static func makeGroups(of unit: TranslationUnit) -> [PluralGroup] {
        // Most units vary by nothing: one pass over the variation paths settles it before any locale is visited.
        guard !unit.missing.isEmpty || hasPluralCase(unit.source) || hasPluralCase(unit.translationEntries) else {
            return []
        }
        var groups: [PluralGroup] = []
        // `make` finds no group in a source without a plural case: the file's kind is asked only for one with.
        if let first = unit.source.first, hasPluralCase(unit.source), !isXLIFF(first.file) {
            make(unit.source[...], locale: first.locale, missing: [], into: &groups)
        }
        for locale in unit.translationLocales {
            let missing = unit.missing.isEmpty ? [] : unit.missing.filter { $0.locale == locale.locale }.map(\.variation)
            make(unit.translationEntries[locale.range], locale: locale.locale, missing: missing, into: &groups)
        }
        return groups.isEmpty ? [] : groups.filter { PluralLocale.hasPluralRules($0.locale) }
    }

    /// Groups the entries of one locale; `missing` holds variation paths the file shows without a value.
    private static func make(_ entries: ArraySlice<Entry>, locale: String, missing: [String], into groups: inout [PluralGroup]) {
        // Most units vary by nothing: no path to split, no table to fill.
        guard !missing.isEmpty || hasPluralCase(entries) else { return }
        var order: [String] = []
        var members: [String: [(category: String, entry: Entry)]] = [:]
        for entry in entries {
            guard let (prefix, category) = split(entry.variation) else { continue }
            if members[prefix] == nil { order.append(prefix) }
            members[prefix, default: []].append((category, entry))
        }
        var withoutValue: [String: Set<String>] = [:]
        for variation in missing {
            guard let (prefix, category) = split(variation) else { continue }
            withoutValue[prefix, default: []].insert(category)
        }
        for prefix in order {
            groups.append(PluralGroup(
                prefix: prefix, locale: locale, members: members[prefix]!, categoriesWithoutValue: withoutValue[prefix] ?? []
            ))
        }
    }

    /// Whether any of the entries' variation paths may hold a plural case (by index: iterating copies entries).
    private static func hasPluralCase(_ entries: some RandomAccessCollection<Entry>) -> Bool {
        entries.indices.contains { mayHoldPluralCase(entries[$0].variation) }
    }

    /// False when `variation` cannot hold a plural case: it is empty or has no `plural` in it (a byte search in
    /// place, where `split` would build substrings).
    static func mayHoldPluralCase(_ variation: String) -> Bool {
        let utf8 = variation.utf8
        // Shorter than `plural.` plus a category: no plural case.
        guard utf8.count > 6 else { return false }
        return utf8.withContiguousStorageIfAvailable(holdsPlural) ?? holdsPlural(Array(utf8))
    }

    /// Whether `plural` occurs in the bytes: a look at each place a `p` stands, six bytes from the end at most.
    private static func holdsPlural(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 6 else { return false }
        for start in 0...(bytes.count - 6) where bytes[start] == UInt8(ascii: "p") {
            if bytes[start + 1] == UInt8(ascii: "l"), bytes[start + 2] == UInt8(ascii: "u"), bytes[start + 3] == UInt8(ascii: "r"),
               bytes[start + 4] == UInt8(ascii: "a"), bytes[start + 5] == UInt8(ascii: "l") { return true }
        }
        return false
    }

    private static func holdsPlural(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(holdsPlural)
    }


    /// `device.iphone.plural.few` → (`device.iphone.plural`, `few`); nil when the path has no plural case.
    static func split(_ variation: String) -> (prefix: String, category: String)? {
        guard mayHoldPluralCase(variation) else { return nil }
        var ascii = variation
        if let cut = ascii.withUTF8(asciiSplit) { return cut }
        let parts = TranslationUnit.variationComponents(variation)
        guard let index = parts.lastIndex(of: "plural"), index + 1 < parts.count else { return nil }
        // Consecutive components joined by `.` spell the stretch of the path they cover: cut, not joined.
        return (String(variation[parts[0].startIndex..<parts[index].endIndex]),
                String(variation[parts[index + 1].startIndex..<parts[parts.count - 1].endIndex]))
    }

    /// `split` for an ASCII path, from its bytes (in ASCII every `.` is a character of its own): the last component
    /// that is `plural` and everything after its `.`. Nil (rather than a cut) for any other path.
    private static func asciiSplit(_ bytes: UnsafeBufferPointer<UInt8>) -> (prefix: String, category: String)?? {
        var pluralEnd: Int?
        let isASCII = ASCIIVariationPath.forEachComponent(in: bytes) { _, range in
            if range.count == 6, UnsafeBufferPointer(rebasing: bytes[range]).elementsEqual("plural".utf8) {
                pluralEnd = range.upperBound
            }
        }
        guard isASCII else { return nil }
        // The last `plural` needs a component after it: a `.` follows it.
        guard let end = pluralEnd, end < bytes.count else { return .some(nil) }
        return .some((ASCIIVariationPath.text(bytes, 0..<end), ASCIIVariationPath.text(bytes, (end + 1)..<bytes.count)))
    }

    static func isXLIFF(_ path: String) -> Bool {
        // Both extensions end in `f`: any other last byte settles it without lowercasing the path.
        guard let last = path.utf8.last, last | 0x20 == UInt8(ascii: "f") else { return false }
        let lowered = path.lowercased()
        return lowered.hasSuffix(".xliff") || lowered.hasSuffix(".xlf")
    }
}

/// Which locales have plural rules worth checking: a `Base.lproj` or a catalog's `mul` names no language, and
/// ICU would answer with the root rules (`other` only), making every real category look unused.
enum PluralLocale {
    private static let languageless: Set<String> = ["base", "mul", "und", "zxx", ""]

    /// False for the language-less names above, and for names whose language part is not a two- or
    /// three-letter ISO 639 code (a `full.lproj` folder): ICU knows no rules for them.
    static func hasPluralRules(_ locale: String) -> Bool {
        let language = AnalyzedString.language(of: locale)
        return !languageless.contains(language) && (2...3).contains(language.count)
            && language.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
    }

    /// The categories ICU's plural rules give the locale, `other` always included, in CLDR order.
    static func categories(_ locale: String) -> [String] {
        let categories = PluralRules.categories(locale: locale)
        return categories.contains("other") ? categories : categories + ["other"]
    }
}
