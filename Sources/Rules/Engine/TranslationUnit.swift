import Catalogs
import Foundation

/// Every value of one key in one table, across locales: what a `UnitCheck` compares.
///
/// The translations are kept in one array, each locale's entries together and the locales in `<` order, with a
/// short list of where each locale's entries stand: the order every check and the audit go through them in, made
/// once when the unit is built, where a dictionary of one array per locale had to be sorted again by each reader
/// (and cost an allocation per locale).
///
/// The fields live in one immutable box (`Contents`): a unit is copied out of the built list for its audit, and
/// copying and destroying one reference costs a twelfth of doing so for each string, array and set.
public struct TranslationUnit: Sendable {
    /// A table's information, boxed once and shared by the table's units: each unit then holds one reference
    /// to it instead of a copy of its five strings, sets and tables.
    final class SharedTable: Sendable {
        let info: TableInfo
        /// `info.locales` in `<` order, sorted once for all the table's units.
        let localesInOrder: [String]

        init(_ info: TableInfo) {
            self.info = info
            self.localesInOrder = info.locales.sorted()
        }
    }

    /// The unit's fields, made once (see the type's comment).
    final class Contents: Sendable {
        let table: SharedTable
        let key: String
        let role: ResolvedRole
        let source: [Entry]
        let translationEntries: [Entry]
        let translationLocales: [LocaleEntries]
        let missing: [MissingValue]
        let origin: UnitOrigin

        init(
            table: SharedTable, key: String, role: ResolvedRole, source: [Entry], translationEntries: [Entry],
            translationLocales: [LocaleEntries], missing: [MissingValue], origin: UnitOrigin
        ) {
            self.table = table
            self.key = key
            self.role = role
            self.source = source
            self.translationEntries = translationEntries
            self.translationLocales = translationLocales
            self.missing = missing
            self.origin = origin
        }
    }

    /// What a unit knows beyond its entries: the platform its table is audited for and, for a key localized
    /// from Interface Builder, whether its English is known and where the object stands.
    struct UnitOrigin: Sendable {
        /// The platform the unit is audited for when its table's evidence differs from the configuration's
        /// (see `TablePlatforms`); nil for the configured platform.
        var platform: String?
        /// True for an object-ID key whose English text no file of the audit gives (see
        /// `InterfaceBuilderSourceText`): its source entry has no text.
        var sourceTextIsUnknown = false
        /// Where the key's object stands in a storyboard or xib, for the note its findings carry.
        var interfaceBuilderPlace: InterfaceBuilderPlace?
        /// True for an object-ID key whose table's own storyboards no longer hold its object (see
        /// `InterfaceBuilderMatch.namesAbsentObject`): nothing shows it, so nothing is reported on it.
        var namesAbsentObject = false
        /// True for an object-ID key whose document text is Interface Builder's default for its object (see
        /// `InterfaceBuilderMatch.holdsDefaultText`): a placeholder the app replaces, so nothing is reported on it.
        var holdsDefaultText = false

        static let plain = UnitOrigin()
    }

    let contents: Contents
    /// Work several checks share, done once while a `UnitSession` audits the unit; nil outside a session.
    var memo: UnitMemo?

    public var table: TableInfo { contents.table.info }
    /// `table.locales` in `<` order.
    var tableLocalesInOrder: [String] { contents.table.localesInOrder }
    public var key: String { contents.key }
    public var role: ResolvedRole { contents.role }
    /// Source-language entries, one per variation leaf.
    public var source: [Entry] { contents.source }
    /// The translations (the source language excluded): each locale's entries together in file order, the
    /// locales in `<` order. Every entry in a locale's range has that locale.
    public var translationEntries: [Entry] { contents.translationEntries }
    /// Each translation locale, in `<` order, with where its entries stand in `translationEntries`.
    public var translationLocales: [LocaleEntries] { contents.translationLocales }
    /// Values the file itself shows to be missing (XLIFF units without `<target>`).
    public var missing: [MissingValue] { contents.missing }
    /// The platform the unit is audited for, when its table's evidence sets one other than the configuration's
    /// (see `TablePlatforms`); nil for the configured platform.
    public var platform: String? { contents.origin.platform }
    /// True for an object-ID key (`e9j-DR-MEH.title`) whose English text no file of the audit gives: its source
    /// entry has no text, so no copy rule runs on it and no translation is compared with it.
    public var sourceTextIsUnknown: Bool { contents.origin.sourceTextIsUnknown }
    /// Where the key's object stands in a storyboard or xib, when it comes from one.
    var interfaceBuilderPlace: InterfaceBuilderPlace? { contents.origin.interfaceBuilderPlace }
    /// True for an object-ID key of an object its table's storyboards no longer have: the app never shows it.
    public var namesAbsentObject: Bool { contents.origin.namesAbsentObject }
    /// True for an object-ID key whose storyboard text is Interface Builder's placeholder for a new object.
    public var holdsDefaultText: Bool { contents.origin.holdsDefaultText }
    /// True when nothing is reported on the unit: nobody reads its text as written, because its object is gone
    /// or its text is Interface Builder's placeholder, which the app replaces.
    public var isLeftOutOfAudit: Bool { namesAbsentObject || holdsDefaultText }

    /// One translation locale of a unit and the range of its entries in `translationEntries`.
    public struct LocaleEntries: Sendable {
        public let locale: String
        public let range: Range<Int>
    }

    /// A unit with its translations by locale, in any order (each list in file order).
    public init(
        table: TableInfo, key: String, role: ResolvedRole, source: [Entry], translations: [String: [Entry]], missing: [MissingValue],
        platform: String? = nil, sourceTextIsUnknown: Bool = false
    ) {
        var entries: [Entry] = []
        var locales: [LocaleEntries] = []
        for locale in translations.keys.sorted() {
            let list = translations[locale]!
            locales.append(LocaleEntries(locale: locale, range: entries.count..<(entries.count + list.count)))
            entries += list
        }
        self.init(
            table: SharedTable(table), key: key, role: role, source: source, translationEntries: entries,
            translationLocales: locales, missing: missing,
            origin: UnitOrigin(platform: platform, sourceTextIsUnknown: sourceTextIsUnknown)
        )
    }

    /// A unit whose translations are already in order (see `translationEntries` and `translationLocales`).
    init(
        table: SharedTable, key: String, role: ResolvedRole, source: [Entry], translationEntries: [Entry],
        translationLocales: [LocaleEntries], missing: [MissingValue], origin: UnitOrigin = .plain
    ) {
        contents = Contents(
            table: table, key: key, role: role, source: source, translationEntries: translationEntries,
            translationLocales: translationLocales, missing: missing, origin: origin
        )
    }

    /// The translations by locale, made anew on each call (for tests and tools; the audit reads
    /// `translationEntries` and `translationLocales`).
    public var translations: [String: [Entry]] {
        var byLocale: [String: [Entry]] = [:]
        for locale in translationLocales { byLocale[locale.locale] = Array(translationEntries[locale.range]) }
        return byLocale
    }

    /// The substitutions (argNum, formatSpecifier) of this key in a locale.
    public func substitutions(for locale: String) -> [Substitution] {
        table.substitutions[SubstitutionKey(key: key, locale: locale)] ?? []
    }

    /// True when no entry of the key may be translated (`shouldTranslate: false`).
    public var isDoNotTranslate: Bool {
        (source.first ?? translationEntries.first).map { !$0.shouldTranslate } ?? false
    }

    /// The source entry that a translation at `variation` is checked against: the same variation, else the
    /// same path with the plural category replaced by `other` (a target's `few` against the source's `other`).
    public func sourceEntry(forVariation variation: String) -> Entry? {
        Self.sourceIndex(in: source, forVariation: variation).map { source[$0] }
    }

    /// The index in `source` of `sourceEntry(forVariation:)`.
    static func sourceIndex(in source: [Entry], forVariation variation: String) -> Int? {
        if let exact = source.indices.first(where: { source[$0].variation == variation }) { return exact }
        let fallback = replacingPluralCategory(in: variation, with: "other")
        if fallback != variation, let other = source.indices.first(where: { source[$0].variation == fallback }) { return other }
        // A translation may vary where the source does not (a plural only in Russian): compare with the plain value.
        return source.indices.first(where: { source[$0].variation.isEmpty })
    }

    /// `plural.few` → `plural.other`; `substitutions.n.plural.few` → `substitutions.n.plural.other`.
    static func replacingPluralCategory(in variation: String, with category: String) -> String {
        var parts = variationComponents(variation).map(String.init)
        if let index = parts.lastIndex(of: "plural"), index + 1 < parts.count {
            parts[index + 1] = category
        }
        return parts.joined(separator: ".")
    }

    /// The `.`-separated components of a variation path, as `split(separator: ".", omittingEmptySubsequences:
    /// false)` gives them. An ASCII path is cut on its bytes, which gives the same pieces (in ASCII every `.` is a
    /// character of its own) without grapheme breaking.
    static func variationComponents(_ variation: String) -> [Substring] {
        let utf8 = variation.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return variation.split(separator: ".", omittingEmptySubsequences: false) }
        var parts: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: ".") {
                parts.append(variation[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        parts.append(variation[start..<utf8.endIndex])
        return parts
    }
}

/// The per-unit work that several checks of one unit share: the placeholders of every localization and the
/// plural groups, each made at most once, and the session's analyses of the unit's strings.
///
/// A `UnitSession` attaches a fresh memo to its own copy of the unit and drops it with the session, so nothing
/// outlives one unit's audit and nothing is shared between units. A unit without a memo (a check called directly,
/// as tests do) makes each answer anew.
///
/// Unlocked, and so `@unchecked Sendable`: a memo is only ever used on the thread of the session that made it,
/// whose checks run one after another (the engine never hands a unit under audit to another thread). A lock made
/// and taken for every unit cost more than most of the answers it guarded. Answers are stored once made (making
/// one may ask for another), and the first answer stored wins.
final class UnitMemo: @unchecked Sendable {
    // Each slot is read or written in one step, never while an answer is made, so no access can overlap another:
    // the dynamic exclusivity check of each access is left out.
    @exclusivity(unchecked) private var placeholders: UnitPlaceholders??
    @exclusivity(unchecked) private var pluralGroups: [PluralGroup]?
    @exclusivity(unchecked) private var analyses: [AnalyzedString?]?

    /// `UnitPlaceholders(unit:)`, nil included.
    func placeholders(of unit: TranslationUnit) -> UnitPlaceholders? {
        if let known = placeholders { return known }
        let made = UnitPlaceholders(unit: unit)
        if let earlier = placeholders { return earlier }
        placeholders = .some(made)
        return made
    }

    /// `PluralGroup.groups(of:)`.
    func pluralGroups(of unit: TranslationUnit) -> [PluralGroup] {
        if let known = pluralGroups { return known }
        let made = PluralGroup.makeGroups(of: unit)
        if let earlier = pluralGroups { return earlier }
        pluralGroups = made
        return made
    }

    /// The session's analyses of the unit's entries (the source entries, then each locale's in locale order),
    /// kept when its string and translation checks are done, so that a unit check reuses what they worked out.
    func keepAnalyses(_ analyses: [AnalyzedString?]) {
        if self.analyses == nil { self.analyses = analyses }
    }

    /// What `keepAnalyses` kept, if anything.
    var keptAnalyses: [AnalyzedString?]? { analyses }
}
