import Catalogs

/// The audit of one translation unit: its entries in a fixed order, each analysed at most once however many
/// checks look at it, and the findings in the order the checks produce them.
///
/// Analyses are kept in an array parallel to the entries (no hashing of whole entries), and the source entry a
/// translation is compared with is found by index. The entries stay in the unit's own arrays (no copy per
/// session): an index names a group and a place in it.
struct UnitSession {
    let unit: TranslationUnit
    let auditor: Auditor
    /// The source entries, then each translation locale's entries, locales sorted: the unit's own arrays.
    private let groups: [[Entry]]
    /// For each entry index (counting through `groups` in order), its group and its offset in that group.
    private let places: [(group: Int, offset: Int)]
    /// Each translation locale's entry indices, in sorted locale order (groups 1, 2, …).
    private let localeRanges: [(locale: String, range: Range<Int>)]
    /// Whether each entry is an English source string (the `.englishSource` scope), worked out once.
    private let isEnglishSource: [Bool]
    /// Whether each entry's source copy is audited here (see `auditsSourceCopy`), worked out once.
    private let auditsSource: [Bool]
    private var analyses: [AnalyzedString?]

    init(unit: TranslationUnit, auditor: Auditor) {
        // The session's own copy of the unit carries the memo its unit checks share; it goes with the session.
        var unit = unit
        unit.memo = UnitMemo()
        self.unit = unit
        self.auditor = auditor
        let translations = unit.translationsInLocaleOrder
        var groups: [[Entry]] = [unit.source]
        groups.reserveCapacity(translations.count + 1)
        var localeRanges: [(locale: String, range: Range<Int>)] = []
        localeRanges.reserveCapacity(translations.count)
        var count = unit.source.count
        for (locale, localeEntries) in translations {
            groups.append(localeEntries)
            localeRanges.append((locale: locale, range: count..<(count + localeEntries.count)))
            count += localeEntries.count
        }
        var places: [(group: Int, offset: Int)] = []
        var isEnglishSource: [Bool] = []
        places.reserveCapacity(count)
        isEnglishSource.reserveCapacity(count)
        // Consecutive entries mostly share their locale and file, so the last answer is kept, not a table.
        var lastLocale: (name: String, isEnglish: Bool)?
        for (group, entries) in groups.enumerated() {
            for offset in entries.indices {
                places.append((group: group, offset: offset))
                guard entries[offset].isSource else {
                    isEnglishSource.append(false)
                    continue
                }
                let locale = entries[offset].locale
                if let lastLocale, lastLocale.name == locale {
                    isEnglishSource.append(lastLocale.isEnglish)
                    continue
                }
                let isEnglish = AnalyzedString.language(of: locale) == "en"
                lastLocale = (locale, isEnglish)
                isEnglishSource.append(isEnglish)
            }
        }
        if auditor.xliffSourcesAudited == nil {
            self.auditsSource = Array(repeating: true, count: count)
        } else {
            var lastFile: (path: String, audited: Bool)?
            self.auditsSource = places.map { place in
                let entry = groups[place.group][place.offset]
                if let lastFile, lastFile.path == entry.file { return lastFile.audited }
                let audited = Self.auditsSourceCopy(entry, auditor: auditor)
                lastFile = (entry.file, audited)
                return audited
            }
        }
        self.groups = groups
        self.places = places
        self.localeRanges = localeRanges
        self.isEnglishSource = isEnglishSource
        self.analyses = Array(repeating: nil, count: count)
    }

    /// The entry at `index` (see `places`).
    private func entry(_ index: Int) -> Entry {
        let place = places[index]
        return groups[place.group][place.offset]
    }

    // One field of the entry at `index`, read in place.
    private func locale(_ index: Int) -> String { groups[places[index].group][places[index].offset].locale }
    private func variation(_ index: Int) -> String { groups[places[index].group][places[index].offset].variation }
    private func isSource(_ index: Int) -> Bool { groups[places[index].group][places[index].offset].isSource }

    /// Runs every applicable check; `shouldStop` is asked between checks (the time limit).
    mutating func run(into findings: inout [Finding], shouldStop: () -> Bool) {
        let role = unit.role
        let plan = auditor.plan
        for planned in plan.stringChecks where planned.applies(to: role) {
            if shouldStop() { return }
            let scope = planned.check.scope
            for index in places.indices where inScope(scope, index) && auditor.isReported(locale(index)) {
                let string = analysis(index)
                for hit in planned.check.check(string, context: planned.context) {
                    findings.append(finding(hit, entry: entry(index), definition: planned.definition, severity: planned.severity))
                }
            }
        }
        // The source entry each translation is compared with, found once for all translation checks.
        var sourceIndices: [Int?]?
        for planned in plan.translationChecks where planned.applies(to: role) {
            if shouldStop() { return }
            if sourceIndices == nil {
                sourceIndices = places.indices.map { $0 < unit.source.count ? nil : sourceIndex(forVariation: variation($0)) }
            }
            for (locale, range) in localeRanges where auditor.isReported(locale) {
                for index in range {
                    guard let sourceIndex = sourceIndices?[index] ?? nil else { continue }
                    let target = analysis(index)
                    let source = analysis(sourceIndex)
                    for hit in planned.check.check(target: target, source: source, context: planned.context) {
                        findings.append(finding(hit, entry: entry(index), definition: planned.definition, severity: planned.severity))
                    }
                }
            }
        }
        for planned in plan.unitChecks where planned.applies(to: role) {
            if shouldStop() { return }
            for hit in planned.check.check(unit, context: planned.context) {
                guard let entry = hit.entry, auditor.isReported(entry.locale) else { continue }
                findings.append(finding(hit, entry: entry, definition: planned.definition, severity: planned.severity))
            }
        }
    }

    private mutating func analysis(_ index: Int) -> AnalyzedString {
        if let existing = analyses[index] { return existing }
        let created = AnalyzedString(entry: entry(index), role: unit.role)
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
        case .englishSource: return isEnglishSource[index] && auditsSource[index]
        case .source: return isSource(index) && auditsSource[index]
        // A target in the source language itself (an `en.xliff` exported from an English project) is a copy
        // of the source, not a translation.
        case .translations: return !isSource(index) && locale(index) != unit.table.sourceLanguage
        case .all: return true
        }
    }

    /// False for the source strings of an XLIFF file that the audit leaves to another file.
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
