import Catalogs

/// The audit of one translation unit: its entries in a fixed order, each analysed at most once however many
/// checks look at it, and the findings in the order the checks produce them.
///
/// Analyses are kept in an array parallel to the entries (no hashing of whole entries), and the source entry a
/// translation is compared with is found by index.
struct UnitSession {
    let unit: TranslationUnit
    let auditor: Auditor
    /// The source entries, then each translation locale's entries, locales sorted.
    private let entries: [Entry]
    /// Where each translation locale's entries start in `entries`, in sorted locale order.
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
        var entries = unit.source
        var localeRanges: [(locale: String, range: Range<Int>)] = []
        let translations = unit.translationsInLocaleOrder
        localeRanges.reserveCapacity(translations.count)
        entries.reserveCapacity(entries.count + translations.reduce(0) { $0 + $1.entries.count })
        for (locale, localeEntries) in translations {
            let start = entries.count
            entries.append(contentsOf: localeEntries)
            localeRanges.append((locale: locale, range: start..<entries.count))
        }
        self.entries = entries
        self.localeRanges = localeRanges
        // Consecutive entries mostly share their locale and file, so the last answer is kept, not a table.
        var lastLocale: (name: String, isEnglish: Bool)?
        self.isEnglishSource = entries.map { entry in
            guard entry.isSource else { return false }
            if let lastLocale, lastLocale.name == entry.locale { return lastLocale.isEnglish }
            let isEnglish = AnalyzedString.language(of: entry.locale) == "en"
            lastLocale = (entry.locale, isEnglish)
            return isEnglish
        }
        if auditor.xliffSourcesAudited == nil {
            self.auditsSource = Array(repeating: true, count: entries.count)
        } else {
            var lastFile: (path: String, audited: Bool)?
            self.auditsSource = entries.map { entry in
                if let lastFile, lastFile.path == entry.file { return lastFile.audited }
                let audited = Self.auditsSourceCopy(entry, auditor: auditor)
                lastFile = (entry.file, audited)
                return audited
            }
        }
        self.analyses = Array(repeating: nil, count: entries.count)
    }

    /// Runs every applicable check; `shouldStop` is asked between checks (the time limit).
    mutating func run(into findings: inout [Finding], shouldStop: () -> Bool) {
        let role = unit.role
        let plan = auditor.plan
        for planned in plan.stringChecks where planned.applies(to: role) {
            if shouldStop() { return }
            let scope = planned.check.scope
            for index in entries.indices where inScope(scope, index) && auditor.isReported(entries[index].locale) {
                let string = analysis(index)
                for hit in planned.check.check(string, context: planned.context) {
                    findings.append(finding(hit, entry: entries[index], definition: planned.definition, severity: planned.severity))
                }
            }
        }
        // The source entry each translation is compared with, found once for all translation checks.
        var sourceIndices: [Int?]?
        for planned in plan.translationChecks where planned.applies(to: role) {
            if shouldStop() { return }
            if sourceIndices == nil {
                sourceIndices = entries.indices.map { $0 < unit.source.count ? nil : sourceIndex(forVariation: entries[$0].variation) }
            }
            for (locale, range) in localeRanges where auditor.isReported(locale) {
                for index in range {
                    guard let sourceIndex = sourceIndices?[index] ?? nil else { continue }
                    let target = analysis(index)
                    let source = analysis(sourceIndex)
                    for hit in planned.check.check(target: target, source: source, context: planned.context) {
                        findings.append(finding(hit, entry: entries[index], definition: planned.definition, severity: planned.severity))
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
        let created = AnalyzedString(entry: entries[index], role: unit.role)
        analyses[index] = created
        return created
    }

    /// The index of `unit.sourceEntry(forVariation:)` among the source entries (which lead `entries`).
    private func sourceIndex(forVariation variation: String) -> Int? {
        let source = unit.source
        if let exact = source.firstIndex(where: { $0.variation == variation }) { return exact }
        let fallback = TranslationUnit.replacingPluralCategory(in: variation, with: "other")
        if fallback != variation, let other = source.firstIndex(where: { $0.variation == fallback }) { return other }
        return source.firstIndex(where: { $0.variation.isEmpty })
    }

    private func inScope(_ scope: StringScope, _ index: Int) -> Bool {
        switch scope {
        case .englishSource: return isEnglishSource[index] && auditsSource[index]
        case .source: return entries[index].isSource && auditsSource[index]
        // A target in the source language itself (an `en.xliff` exported from an English project) is a copy
        // of the source, not a translation.
        case .translations: return !entries[index].isSource && entries[index].locale != unit.table.sourceLanguage
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
