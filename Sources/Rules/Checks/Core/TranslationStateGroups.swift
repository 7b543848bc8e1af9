import Catalogs

/// One `translation-state` finding per string and state, on the source, in place of one per locale once
/// enough locales share it.
///
/// Why: when a source string changes, Xcode marks its translation “needs review” in every locale at once; thirty
/// findings saying the same thing about one edit bury the rest of the report (a storyboard app's dozen edited
/// labels gave over three hundred). The grouped finding names every locale, keeps each value
/// (`Finding.groupedValues`, listed in JSON), and the coverage table still counts each locale's value: the
/// coverage is counted before the findings are grouped.
struct TranslationStateGroups: Sendable {
    static let rule = "translation-state"

    /// Group a state shared by at least this many locales (the rule's `groupLocales` option; 0 never groups).
    let minimumLocales: Int
    let template: String

    /// The grouping the configuration asks for; nil when the rule never groups or has no grouped message.
    init?(configuration: Configuration) {
        guard let definition = RuleDefinitions.definition(Self.rule), let template = definition.groupedMessage else { return nil }
        let minimum = CheckContext(configuration: configuration, rule: Self.rule).integer("groupLocales")
        guard minimum >= 2 else { return nil }
        self.minimumLocales = minimum
        self.template = template
    }

    /// `findings` of one unit with its per-locale `translation-state` findings grouped where enough locales share
    /// a variation's state; everything else as it was, in the same order.
    func grouped(_ findings: [Finding], unit: TranslationUnit) -> [Finding] {
        guard findings.count(where: { $0.rule == Self.rule }) >= minimumLocales else { return findings }
        var groups: [GroupKey: [Int]] = [:]
        for (index, finding) in findings.enumerated() where finding.rule == Self.rule {
            guard let state = state(of: finding, in: unit) else { continue }
            groups[GroupKey(variation: finding.variation, state: state), default: []].append(index)
        }
        var replaced: [Int: Finding] = [:]
        var dropped = Set<Int>()
        for (group, members) in groups where members.count >= minimumLocales {
            guard let source = unit.sourceEntry(forVariation: group.variation), !unit.sourceTextIsUnknown,
                  let made = finding(for: members.map { findings[$0] }, state: group.state, source: source) else { continue }
            replaced[members[0]] = made
            dropped.formUnion(members.dropFirst())
        }
        guard !replaced.isEmpty else { return findings }
        return findings.indices.compactMap { index in
            dropped.contains(index) ? nil : replaced[index] ?? findings[index]
        }
    }

    private struct GroupKey: Hashable {
        let variation: String
        let state: String
    }

    /// The state of the translation a finding is about.
    private func state(of finding: Finding, in unit: TranslationUnit) -> String? {
        guard let locale = unit.translationLocales.first(where: { $0.locale == finding.locale }) else { return nil }
        return unit.translationEntries[locale.range].first { $0.variation == finding.variation }?.state
    }

    /// The finding on `source` that stands for `members`, one per locale, in locale order.
    private func finding(for members: [Finding], state: String, source: Entry) -> Finding? {
        guard let advice = TranslationStateCheck.groupedAdvice(for: state) else { return nil }
        let values = members
            .map { Finding.GroupedValue(locale: $0.locale, file: $0.file, line: $0.line, column: $0.column, text: $0.text) }
            .sorted { $0.locale < $1.locale }
        let first = members[0]
        var grouped = Finding(
            rule: Self.rule, severity: members.map(\.severity).max() ?? first.severity, file: source.file,
            line: source.location.line, column: source.location.column, key: source.key, locale: source.locale,
            variation: source.variation, role: first.role, roleSource: first.roleSource, text: source.value,
            message: MessageTemplate.fill(template, with: [
                "count": String(values.count), "state": state, "text": source.value,
                "locales": values.map(\.locale).joined(separator: ", "), "advice": advice,
            ])
        )
        grouped.codeFile = first.codeFile
        grouped.codeLine = first.codeLine
        grouped.codeRole = first.codeRole
        grouped.groupedValues = values
        return grouped
    }
}
