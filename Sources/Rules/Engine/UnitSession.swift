import Catalogs
import Language

/// The audit of one translation unit: its entries in a fixed order, each analysed at most once however many
/// checks look at it, and the findings in the order the checks produce them.
///
/// An entry is known by its index: the source entries first, then `unit.translationEntries` (already in locale
/// order). Analyses are kept in an array parallel to the entries (no hashing of whole entries), and the source
/// entry a translation is compared with is found by index. The entries stay in the unit's own arrays (no copy
/// per session).
struct UnitSession {
    let unit: TranslationUnit
    /// The checks that apply to the unit's role. The session keeps these and the reported locales rather than a
    /// copy of the whole `Auditor`, whose many fields would each be retained and released once per unit.
    private let plan: CheckPlan.ForRole
    /// `Auditor.locales`: only findings in these locales are reported; nil reports every locale.
    private let reportedLocales: Set<String>?
    /// What the check loop asks about each entry, worked out once per session.
    private let traits: [EntryTraits]
    private var analyses: [AnalyzedString?]
    /// What the sessions of the caller's shard keep from unit to unit.
    private let shardMemo: UnitSessionMemo
    /// `Auditor.isRetired`: a stale key nothing names, on which `stale-key` alone reports.
    private let isRetired: Bool

    /// A session for `unit`, which it takes over (consumes, not copies). `auditor` is borrowed; `memo` and `plans`
    /// are those of the caller's shard, if it keeps them (see `UnitSessionMemo` and `ShardPlans`).
    init(
        unit: consuming TranslationUnit, auditor: borrowing Auditor, memo: UnitSessionMemo = UnitSessionMemo(), plans: ShardPlans? = nil,
        isRetired: Bool
    ) {
        // The session's own unit carries the memo its unit checks share; it goes with the session.
        unit.memo = UnitMemo()
        let plan = plans?.checks(for: unit.role, platform: unit.platform) ?? auditor.plan(for: unit.platform).checks(for: unit.role)
        // Every stored property is set once, from locals, and the unit last: reading `self` before it is whole made
        // the compiler build the session aside and copy it.
        let traits = Self.traits(of: unit, auditor: auditor, memo: memo)
        // Filled with nil at once (the generic `Array(repeating:count:)` copied, and so retained, nil per slot).
        let count = traits.count
        self.analyses = [AnalyzedString?](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.initialize(repeating: nil)
            initialized = count
        }
        self.traits = traits
        self.shardMemo = memo
        self.isRetired = isRetired
        self.plan = plan
        self.reportedLocales = auditor.locales
        self.unit = unit
    }

    /// The traits of the unit's entries. A translation locale's entries share their locale (the unit is built so),
    /// so what depends on it is asked once per locale; the source entries are asked one by one.
    private static func traits(of unit: borrowing TranslationUnit, auditor: borrowing Auditor, memo: UnitSessionMemo) -> [EntryTraits] {
        let source = unit.source
        let translations = unit.translationEntries
        let locales = unit.translationLocales
        let sourceLanguage = unit.table.sourceLanguage
        // Written in place: an entry's traits are a few flags, and appending them one by one cost more than working
        // them out.
        return [EntryTraits](unsafeUninitializedCapacity: source.count + translations.count) { buffer, count in
            for index in source.indices {
                buffer.initializeElement(at: count, to: entryTraits(
                    source[index], group: 0, sourceLanguage: sourceLanguage, auditor: auditor, memo: memo
                ))
                count += 1
            }
            for position in locales.indices {
                let group = Int32(position + 1)
                let plain = EntryTraits(
                    isSource: false, isEnglishSource: false, auditsSource: true,
                    isReported: auditor.isReported(locales[position].locale),
                    isTranslation: locales[position].locale != sourceLanguage, group: group
                )
                for index in locales[position].range {
                    buffer.initializeElement(at: count, to: !translations[index].isSource ? plain : entryTraits(
                        translations[index], group: group, sourceLanguage: sourceLanguage, auditor: auditor, memo: memo
                    ))
                    count += 1
                }
            }
        }
    }

    /// The traits of one entry, worked out from its own fields. Consecutive entries, and the source entries of
    /// consecutive units, mostly share their locale and file, so the shard's memo keeps the last answers.
    private static func entryTraits(
        _ entry: borrowing Entry, group: Int32, sourceLanguage: String, auditor: borrowing Auditor, memo: UnitSessionMemo
    ) -> EntryTraits {
        let locale = entry.locale
        let isSource = entry.isSource
        if memo.lastLocale.name != locale { memo.lastLocale = (locale, auditor.isReported(locale), nil) }
        if isSource, memo.lastLocale.isEnglish == nil { memo.lastLocale.isEnglish = AnalyzedString.language(of: locale) == "en" }
        var auditsSource = true
        if auditor.xliffSourcesAudited != nil {
            let file = entry.file
            if let lastFile = memo.lastFile, lastFile.path == file {
                auditsSource = lastFile.audited
            } else {
                auditsSource = auditsSourceCopy(entry, auditor: auditor)
                memo.lastFile = (file, auditsSource)
            }
        }
        // A string marked `shouldTranslate: false` is not copy to edit (a format, a code, a name shown as is).
        return EntryTraits(
            isSource: isSource, isEnglishSource: isSource && memo.lastLocale.isEnglish == true && entry.shouldTranslate,
            auditsSource: auditsSource,
            isReported: memo.lastLocale.isReported, isTranslation: !isSource && locale != sourceLanguage, group: group
        )
    }

    /// True when the translation at `index` has exactly the text of the source entry it is compared with.
    private func copiesItsSource(_ index: Int) -> Bool {
        guard !unit.sourceTextIsUnknown else { return false }
        let translation = unit.translationEntries[index - unit.source.count]
        return unit.sourceEntry(forVariation: translation.variation)?.value == translation.value
    }

    /// The entry at `index` (see the type's comment).
    private func entry(_ index: Int) -> Entry {
        let sourceCount = unit.source.count
        return index < sourceCount ? unit.source[index] : unit.translationEntries[index - sourceCount]
    }

    /// Runs every applicable check; `shouldStop` is asked before each string and each translation pair (the time
    /// limit).
    ///
    /// The loops go string by string, each string handed to every check that takes it while its text and
    /// analyses are at hand, rather than check by check over all strings. Any one check still sees the strings
    /// in entry order, so its findings come out in the same order either way, and the report (sorted by file,
    /// position and rule, ties in the order made) is the same.
    mutating func run(into findings: inout [Finding], shouldStop: () -> Bool) {
        // The arrays the loops read are taken once here and handed down borrowed: read through `self` inside a
        // mutating loop, each was retained and released once per string.
        // A key left behind for an object its storyboard no longer has is shown nowhere, and Interface Builder's
        // placeholder text is replaced by the app: nothing to report.
        if unit.isLeftOutOfAudit { return }
        // A key Xcode no longer finds in the code (nor the audit's own reading of it) is to be deleted, not edited:
        // `stale-key` says so, alone (`isRetired`).
        let traits = self.traits
        // A list of search keywords is matched, never read: no copy rule judges it (see `SearchKeywordList`).
        let skipsCopy = SearchKeywordList.matches(key: unit.key, sourceText: unit.source.first?.value)
        // An object-ID key whose English is unknown has a source entry without text: no check reads it.
        let sourceHasText = !unit.sourceTextIsUnknown
        if !plan.stringChecks.isEmpty, !isRetired {
            let checks = plan.unretainedStringChecks
            let scopes = plan.stringScopes
            let firstChecked = sourceHasText ? 0 : unit.source.count
            for index in traits.indices where index >= firstChecked && traits[index].isReported {
                if shouldStop() { return }
                guard scopes.contains(where: { Self.inScope($0, traits[index]) }) else { continue }
                // A translation that copies its source word for word repeats the source's findings of the checks
                // that read every language: they are reported once, on the source (`untranslated` reports the copy).
                let copiesSource = traits[index].isTranslation && copiesItsSource(index)
                analyze(index)
                check(at: index, checks: checks, scopes: scopes, traits: traits, skippingAll: copiesSource, skippingCopy: skipsCopy,
                      into: &findings)
            }
        }
        if !plan.translationChecks.isEmpty, sourceHasText, !isRetired {
            // Each translation in a reported locale with the source entry it is compared with, locales in order.
            let checks = plan.unretainedTranslationChecks
            let locales = unit.translationLocales
            let entries = unit.translationEntries
            let source = unit.source
            // With one plain source entry (the usual unit), every translation is compared with it, whatever its
            // variation (`sourceIndex` ends with the plain entry): no variation needs reading.
            let onlyPlainSource = source.count == 1 && source[0].variation.isEmpty
            for position in locales.indices where !source.isEmpty && isReported(locales[position].locale) {
                for offset in locales[position].range {
                    let sourceIndex: Int
                    if onlyPlainSource {
                        sourceIndex = 0
                    } else {
                        guard let found = TranslationUnit.sourceIndex(in: source, forVariation: entries[offset].variation) else { continue }
                        sourceIndex = found
                    }
                    let index = source.count + offset
                    if shouldStop() { return }
                    analyze(index)
                    analyze(sourceIndex)
                    check(at: index, against: sourceIndex, checks: checks, into: &findings)
                }
            }
        }
        if !plan.unitChecks.isEmpty { unit.memo?.keepAnalyses(analyses) }
        for check in plan.unretainedUnitChecks {
            if shouldStop() { return }
            if isRetired, check._withUnsafeGuaranteedRef({ $0.definition.id != StaleKeyCheck.ruleID }) { continue }
            let hits = check._withUnsafeGuaranteedRef { $0.hits(on: unit) }
            guard !hits.isEmpty else { continue }
            let planned = check.takeUnretainedValue()
            for hit in hits {
                guard let entry = hit.entry, isReported(entry.locale) else { continue }
                findings.append(finding(hit, entry: entry, definition: planned.definition, severity: planned.severity))
            }
        }
    }

    // The two loops below run once per string and check, the innermost work of an audit. The plan keeps the checks
    // alive and `analyses` the strings, so both are used through guaranteed (borrowed) references, with no atomic
    // retain and release per call.

    /// Runs the string checks whose scope takes the string at `index` (analysed already).
    private func check(
        at index: Int, checks: [Unmanaged<CheckPlan.Planned<any StringCheck>>], scopes: [StringScope], traits: [EntryTraits],
        skippingAll: Bool, skippingCopy: Bool, into findings: inout [Finding]
    ) {
        let string = Unmanaged.passUnretained(analyses[index].unsafelyUnwrapped)
        for position in checks.indices where Self.inScope(scopes[position], traits[index]) && !(skippingAll && scopes[position] == .all) {
            if skippingCopy, checks[position]._withUnsafeGuaranteedRef({ $0.definition.category == .copy }) { continue }
            let hits = checks[position]._withUnsafeGuaranteedRef { planned in
                string._withUnsafeGuaranteedRef { planned.hits(on: $0) }
            }
            if !hits.isEmpty { record(hits, of: checks[position], at: index, into: &findings) }
        }
    }

    /// Runs the translation checks on the translation at `index` and the source at `sourceIndex` (both analysed).
    private func check(
        at index: Int, against sourceIndex: Int, checks: [Unmanaged<CheckPlan.Planned<any TranslationCheck>>],
        into findings: inout [Finding]
    ) {
        let target = Unmanaged.passUnretained(analyses[index].unsafelyUnwrapped)
        let source = Unmanaged.passUnretained(analyses[sourceIndex].unsafelyUnwrapped)
        // An empty translation is `empty-translation`'s finding alone: what else could be said of it (an argument
        // unused, a period missing) only restates that it has no text.
        let isBlank = target._withUnsafeGuaranteedRef { EmptyTranslationCheck.isBlank($0.text) }
        for position in checks.indices {
            if isBlank, checks[position]._withUnsafeGuaranteedRef({ $0.definition.id != EmptyTranslationCheck.ruleID }) { continue }
            let hits = checks[position]._withUnsafeGuaranteedRef { planned in
                target._withUnsafeGuaranteedRef { target in
                    source._withUnsafeGuaranteedRef { planned.hits(on: target, against: $0) }
                }
            }
            if !hits.isEmpty { record(hits, of: checks[position], at: index, into: &findings) }
        }
    }

    private func record<Kind>(_ hits: [RuleHit], of check: Unmanaged<CheckPlan.Planned<Kind>>, at index: Int, into findings: inout [Finding]) {
        let planned = check.takeUnretainedValue()
        guard hits.count > 1 else {
            findings.append(finding(hits[0], entry: entry(index), definition: planned.definition, severity: planned.severity))
            return
        }
        // One finding per rule per string, listing every span (see `RuleHitMerge`).
        let defaultEntry = entry(index)
        for group in RuleHitMerge.groups(hits) {
            let text = (group.entry ?? defaultEntry).value
            let merged = RuleHitMerge.merge(group.hits, text: text, template: planned.definition.message)
            var made = finding(merged.hit, entry: defaultEntry, definition: planned.definition, severity: planned.severity)
            if !merged.spans.isEmpty { made.spans = merged.spans }
            findings.append(made)
        }
    }

    /// Makes the analysis of the entry at `index`, unless it is made already.
    private mutating func analyze(_ index: Int) {
        guard analyses[index] == nil else { return }
        analyses[index] = Self.analysis(of: unit.contents, at: index, group: Int(traits[index].group), memo: shardMemo)
    }

    /// A new analysis of the entry at `index` of `contents`, which is only borrowed (read in place).
    private static func analysis(of contents: TranslationUnit.Contents, at index: Int, group: Int, memo: UnitSessionMemo) -> AnalyzedString {
        let sourceCount = contents.source.count
        let entry = index < sourceCount ? contents.source[index] : contents.translationEntries[index - sourceCount]
        return AnalyzedString(entry: entry, role: contents.role, profile: memo.profile(group: group, locale: entry.locale))
    }

    private static func inScope(_ scope: StringScope, _ traits: EntryTraits) -> Bool {
        switch scope {
        case .englishSource: return traits.isEnglishSource && traits.auditsSource
        case .source: return traits.isSource && traits.auditsSource
        case .translations: return traits.isTranslation
        case .all: return true
        }
    }

    /// `Auditor.isReported`.
    private func isReported(_ locale: String) -> Bool {
        reportedLocales.map { $0.contains(locale) } ?? true
    }

    /// False for the source strings of an XLIFF file that the audit leaves to another file.
    private static func auditsSourceCopy(_ entry: Entry, auditor: Auditor) -> Bool {
        guard let audited = auditor.xliffSourcesAudited, XLIFFSourcePolicy.isXLIFF(entry.file) else { return true }
        return audited.contains(entry.file)
    }

    private func finding(_ hit: RuleHit, entry defaultEntry: Entry, definition: RuleDefinition, severity: Severity) -> Finding {
        let entry = hit.entry ?? defaultEntry
        let location = entry.location(ofScalarOffset: hit.span?.lowerBound ?? 0)
        let sourceText = entry.isSource || unit.sourceTextIsUnknown ? nil : unit.sourceEntry(forVariation: entry.variation)?.value
        var finding = Finding(
            rule: definition.id, severity: hit.maximumSeverity.map { min($0, severity) } ?? severity, file: entry.file,
            line: location.line, column: location.column,
            key: entry.key, locale: entry.locale, variation: entry.variation, role: unit.role.role,
            roleSource: unit.role.source, text: entry.value,
            message: hit.message ?? MessageTemplate.fill(definition.message, with: hit.arguments),
            suggestion: hit.suggestion, span: hit.span, sourceText: sourceText, measurement: hit.measurement
        )
        // A key of a storyboard or xib names the object's place there, as a key of the Swift code names its use.
        if let place = unit.interfaceBuilderPlace, place.file != entry.file || place.line != location.line {
            finding.codeFile = place.file
            finding.codeLine = place.line
            finding.codeRole = place.role
        }
        return finding
    }
}

/// What `UnitSession` asks about one entry in its check loop.
private struct EntryTraits {
    let isSource: Bool
    /// A source string in English that may be translated (the `.englishSource` scope of the copy rules).
    let isEnglishSource: Bool
    /// Whether the entry's source copy is audited here (see `UnitSession.auditsSourceCopy`).
    let auditsSource: Bool
    /// Whether findings in the entry's locale are reported (`Auditor.isReported`).
    let isReported: Bool
    /// A translation proper: not a source, and not a target in the source language itself (an `en.xliff`
    /// exported from an English project is a copy of the source).
    let isTranslation: Bool
    /// The entry's group: 0 for the source entries, then 1, 2, … for the translation locales in order.
    let group: Int32
}

/// What the sessions of one shard keep from one unit to the next, on one thread: the locale profile of each
/// group of a unit (the source, then each locale in order) and the answers about the last source locale and file.
/// The units of a table share their locales and files, so a profile is found by comparing the locale with the
/// previous unit's instead of asking the shared, locked store once per string, and a source entry's locale and
/// file are looked into once per table rather than once per unit. The answers depend on the locale or the file
/// name and the audit's settings only, never on the strings.
final class UnitSessionMemo {
    /// Each group's locale and profile ("" and nil until a string of the group asks). Two arrays of plain
    /// references, so that a lookup compares the locale in place and retains only the profile it hands out.
    /// Unchecked for exclusivity, as the fields below: the memo belongs to one thread's shard, no access spans a
    /// call back into it, and the dynamic check of each access cost more than the lookup.
    @exclusivity(unchecked) private var locales: [String] = []
    @exclusivity(unchecked) private var profiles: [LocaleProfile?] = []
    /// The last source locale seen, whether findings in it are reported, and whether it is English (once asked).
    @exclusivity(unchecked) var lastLocale = (name: String?.none, isReported: false, isEnglish: Bool?.none)
    /// The last source file seen and whether its source strings are audited here.
    @exclusivity(unchecked) var lastFile: (path: String, audited: Bool)?

    func profile(group: Int, locale: String) -> LocaleProfile {
        if group < profiles.count, locales[group] == locale, let known = profiles[group] { return known }
        let profile = LocaleProfile.forLocale(locale)
        if group >= profiles.count {
            locales.append(contentsOf: repeatElement("", count: group + 1 - profiles.count))
            profiles.append(contentsOf: repeatElement(nil, count: group + 1 - profiles.count))
        }
        locales[group] = locale
        profiles[group] = profile
        return profile
    }
}
