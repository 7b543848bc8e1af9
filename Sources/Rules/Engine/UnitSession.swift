import Catalogs

/// The audit of one translation unit: its entries in a fixed order, each analysed at most once however many
/// checks look at it, and the findings in the order the checks produce them.
///
/// Analyses are kept in an array parallel to the entries (no hashing of whole entries), and the source entry a
/// translation is compared with is found by index. The entries stay in the unit's own arrays (no copy per
/// session): an index names a group and a place in it.
struct UnitSession {
    let unit: TranslationUnit
    /// The checks that apply to the unit's role. The session keeps these and the reported locales rather than a
    /// copy of the whole `Auditor`, whose many fields would each be retained and released once per unit.
    private let plan: CheckPlan.ForRole
    /// `Auditor.locales`: only findings in these locales are reported; nil reports every locale.
    private let reportedLocales: Set<String>?
    /// The source entries, then each translation locale's entries, locales sorted: the unit's own arrays.
    private let groups: [[Entry]]
    /// For each entry index (counting through `groups` in order), its group and its offset in that group.
    private let places: [(group: Int, offset: Int)]
    /// Each translation locale's entry indices, in sorted locale order (groups 1, 2, …).
    private let localeRanges: [(locale: String, range: Range<Int>)]
    /// What the check loop asks about each entry, worked out once per session.
    private let traits: [EntryTraits]
    private var analyses: [AnalyzedString?]
    private let profiles: LocaleProfileMemo

    /// A session for `unit`, which it takes over (consumes, not copies). `auditor` is borrowed; `plans` are the
    /// role plans of the caller's chunk, if it keeps them (see `ChunkPlans`).
    init(unit: consuming TranslationUnit, auditor: borrowing Auditor, profiles: LocaleProfileMemo = LocaleProfileMemo(), plans: ChunkPlans? = nil) {
        self.profiles = profiles
        // The session's own unit carries the memo its unit checks share; it goes with the session.
        unit.memo = UnitMemo()
        let role = unit.role
        self.plan = plans?.checks(for: role) ?? auditor.plan.checks(for: role)
        self.reportedLocales = auditor.locales
        self.unit = consume unit
        // From here on the unit is read through `self.unit`, so that it is not copied.
        let translations = self.unit.translationsInLocaleOrder
        var groups: [[Entry]] = [self.unit.source]
        groups.reserveCapacity(translations.count + 1)
        var localeRanges: [(locale: String, range: Range<Int>)] = []
        localeRanges.reserveCapacity(translations.count)
        var count = self.unit.source.count
        for (locale, localeEntries) in translations {
            groups.append(localeEntries)
            localeRanges.append((locale: locale, range: count..<(count + localeEntries.count)))
            count += localeEntries.count
        }
        var places: [(group: Int, offset: Int)] = []
        var traits: [EntryTraits] = []
        places.reserveCapacity(count)
        traits.reserveCapacity(count)
        // Consecutive entries mostly share their locale and file, so the last answers are kept, not a table.
        var lastLocale = (name: "", isReported: auditor.isReported(""), isEnglish: Bool?.none)
        var lastFile: (path: String, audited: Bool)?
        for (group, entries) in groups.enumerated() {
            for offset in entries.indices {
                places.append((group: group, offset: offset))
                let locale = entries[offset].locale
                let isSource = entries[offset].isSource
                if lastLocale.name != locale { lastLocale = (locale, auditor.isReported(locale), nil) }
                if isSource, lastLocale.isEnglish == nil { lastLocale.isEnglish = AnalyzedString.language(of: locale) == "en" }
                var auditsSource = true
                if auditor.xliffSourcesAudited != nil {
                    let file = entries[offset].file
                    if let lastFile, lastFile.path == file {
                        auditsSource = lastFile.audited
                    } else {
                        auditsSource = Self.auditsSourceCopy(entries[offset], auditor: auditor)
                        lastFile = (file, auditsSource)
                    }
                }
                traits.append(EntryTraits(
                    isSource: isSource, isEnglishSource: isSource && lastLocale.isEnglish == true, auditsSource: auditsSource,
                    isReported: lastLocale.isReported,
                    isTranslation: !isSource && locale != self.unit.table.sourceLanguage
                ))
            }
        }
        self.groups = groups
        self.places = places
        self.localeRanges = localeRanges
        self.traits = traits
        self.analyses = Array(repeating: nil, count: count)
    }

    /// The entry at `index` (see `places`).
    private func entry(_ index: Int) -> Entry {
        let place = places[index]
        return groups[place.group][place.offset]
    }

    /// The variation of the entry at `index`, read in place.
    private func variation(_ index: Int) -> String { groups[places[index].group][places[index].offset].variation }

    /// Runs every applicable check; `shouldStop` is asked before each string and each translation pair (the time
    /// limit).
    ///
    /// The loops go string by string, each string handed to every check that takes it while its text and
    /// analyses are at hand, rather than check by check over all strings. Any one check still sees the strings
    /// in entry order, so its findings come out in the same order either way, and the report (sorted by file,
    /// position and rule, ties in the order made) is the same.
    mutating func run(into findings: inout [Finding], shouldStop: () -> Bool) {
        if !plan.stringChecks.isEmpty {
            for index in places.indices where traits[index].isReported {
                if shouldStop() { return }
                guard plan.stringScopes.contains(where: { inScope($0, index) }) else { continue }
                _ = analysis(index)
                check(at: index, into: &findings)
            }
        }
        if !plan.translationChecks.isEmpty {
            // Each translation in a reported locale with the source entry it is compared with.
            for pair in translationPairs() {
                if shouldStop() { return }
                _ = analysis(pair.target)
                _ = analysis(pair.source)
                check(at: pair.target, against: pair.source, into: &findings)
            }
        }
        if !plan.unitChecks.isEmpty { unit.memo?.keepAnalyses(analyses) }
        for check in plan.unretainedUnitChecks {
            if shouldStop() { return }
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
    private mutating func check(at index: Int, into findings: inout [Finding]) {
        let checks = plan.unretainedStringChecks
        let scopes = plan.stringScopes
        let string = Unmanaged.passUnretained(analyses[index].unsafelyUnwrapped)
        for position in checks.indices where inScope(scopes[position], index) {
            let hits = checks[position]._withUnsafeGuaranteedRef { planned in
                string._withUnsafeGuaranteedRef { planned.hits(on: $0) }
            }
            if !hits.isEmpty { record(hits, of: checks[position], at: index, into: &findings) }
        }
    }

    /// Runs the translation checks on the translation at `index` and the source at `sourceIndex` (both analysed).
    private mutating func check(at index: Int, against sourceIndex: Int, into findings: inout [Finding]) {
        let checks = plan.unretainedTranslationChecks
        let target = Unmanaged.passUnretained(analyses[index].unsafelyUnwrapped)
        let source = Unmanaged.passUnretained(analyses[sourceIndex].unsafelyUnwrapped)
        for position in checks.indices {
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
        for hit in hits {
            findings.append(finding(hit, entry: entry(index), definition: planned.definition, severity: planned.severity))
        }
    }

    /// Each translation of a reported locale (locales in order) with the index of its source entry.
    private func translationPairs() -> [(target: Int, source: Int)] {
        var pairs: [(target: Int, source: Int)] = []
        pairs.reserveCapacity(places.count - unit.source.count)
        for (locale, range) in localeRanges where isReported(locale) {
            for index in range {
                if let source = sourceIndex(forVariation: variation(index)) { pairs.append((index, source)) }
            }
        }
        return pairs
    }

    private mutating func analysis(_ index: Int) -> AnalyzedString {
        if let existing = analyses[index] { return existing }
        let place = places[index]
        let entry = groups[place.group][place.offset]
        let created = AnalyzedString(entry: entry, role: unit.role, profiles: profiles, group: place.group)
        analyses[index] = created
        return created
    }

    /// The index of `unit.sourceEntry(forVariation:)` among the source entries (which lead the indices).
    private func sourceIndex(forVariation variation: String) -> Int? {
        let source = unit.source
        if let exact = source.indices.first(where: { source[$0].variation == variation }) { return exact }
        let fallback = TranslationUnit.replacingPluralCategory(in: variation, with: "other")
        if fallback != variation, let other = source.indices.first(where: { source[$0].variation == fallback }) { return other }
        return source.indices.first(where: { source[$0].variation.isEmpty })
    }

    private func inScope(_ scope: StringScope, _ index: Int) -> Bool {
        switch scope {
        case .englishSource: return traits[index].isEnglishSource && traits[index].auditsSource
        case .source: return traits[index].isSource && traits[index].auditsSource
        case .translations: return traits[index].isTranslation
        case .all: return true
        }
    }

    /// False for the source strings of an XLIFF file that the audit leaves to another file.
    /// `Auditor.isReported`.
    private func isReported(_ locale: String) -> Bool {
        reportedLocales.map { $0.contains(locale) } ?? true
    }

    private static func auditsSourceCopy(_ entry: Entry, auditor: Auditor) -> Bool {
        guard let audited = auditor.xliffSourcesAudited, XLIFFSourcePolicy.isXLIFF(entry.file) else { return true }
        return audited.contains(entry.file)
    }

    private func finding(_ hit: RuleHit, entry defaultEntry: Entry, definition: RuleDefinition, severity: Severity) -> Finding {
        let entry = hit.entry ?? defaultEntry
        let location = entry.location(ofScalarOffset: hit.span?.lowerBound ?? 0)
        let sourceText = entry.isSource ? nil : unit.sourceEntry(forVariation: entry.variation)?.value
        return Finding(
            rule: definition.id, severity: severity, file: entry.file, line: location.line, column: location.column,
            key: entry.key, locale: entry.locale, variation: entry.variation, role: unit.role.role,
            roleSource: unit.role.source, text: entry.value,
            message: hit.message ?? MessageTemplate.fill(definition.message, with: hit.arguments),
            suggestion: hit.suggestion, span: hit.span, sourceText: sourceText, measurement: hit.measurement
        )
    }
}

/// What `UnitSession` asks about one entry in its check loop.
private struct EntryTraits {
    let isSource: Bool
    /// A source string in English (the `.englishSource` scope).
    let isEnglishSource: Bool
    /// Whether the entry's source copy is audited here (see `UnitSession.auditsSourceCopy`).
    let auditsSource: Bool
    /// Whether findings in the entry's locale are reported (`Auditor.isReported`).
    let isReported: Bool
    /// A translation proper: not a source, and not a target in the source language itself (an `en.xliff`
    /// exported from an English project is a copy of the source).
    let isTranslation: Bool
}

/// The locale profile of each group of a unit (the source, then each locale in order), kept from one unit to
/// the next on one thread: the units of a table share their locales, so the profile is found by comparing the
/// locale with the previous unit's instead of asking the shared, locked store once per string.
final class LocaleProfileMemo {
    private var byGroup: [(locale: String, profile: LocaleProfile)?] = []

    func profile(group: Int, locale: String) -> LocaleProfile {
        if group < byGroup.count, let known = byGroup[group], known.locale == locale { return known.profile }
        let profile = LocaleProfile.forLocale(locale)
        if group >= byGroup.count { byGroup.append(contentsOf: repeatElement(nil, count: group + 1 - byGroup.count)) }
        byGroup[group] = (locale, profile)
        return profile
    }
}
