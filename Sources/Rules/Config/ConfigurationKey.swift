/// The names `.copylint.json` accepts, as tables: the configuration reader checks a file against them, and
/// `ConfigurationSchema` builds the JSON Schema from them, so the two cannot disagree about what a key is
/// called. The reader rejects every key that is not here; it reads the top-level and `width` keys, and the
/// schema describes every key, in switches without a default, so a key added here without being read or described
/// does not compile.
public enum ConfigurationKey: String, Sendable, CaseIterable {
    case version, include, exclude, roles, rules, lexicon, platform, fonts, sourceLanguage, sameInBothLanguages
    case width, minimumCoverage, style

    /// The platforms `platform` names (the reader lowercases what it is given).
    public static let platforms: [String] = ["ios", "ipados", "macos", "tvos", "visionos", "watchos"]
    /// The keys of one item of `roles`.
    public static let rolePatternKeys: [String] = ["key", "role"]
    /// The keys of a rule's setting written as an object.
    public static let ruleSettingKeys: [String] = ["severity", "options"]
    /// A rule's setting written as a word: off, or the severity it reports at.
    public static let ruleSettingWords: [String] = ["off"] + Severity.allCases.map(\.rawValue)
}

/// The keys of the `width` section.
public enum WidthSettingKey: String, Sendable, CaseIterable {
    case alertInset, alertWidth, buttonMaxWidth, device, dynamicTypeSize, narrowDevice, navigationBarItemWidth
    case segmentCount, tabCount, toolbarItemMaxWidth

    /// The most points a width may be.
    public static let maximumPoints: Double = 10_000
    /// The counts `tabCount` and `segmentCount` may be.
    public static let counts: ClosedRange<Int> = 1...20

    /// The least points this key's width may be: an inset or the room beside a title may be none.
    public var minimumPoints: Double {
        switch self {
        case .alertInset, .navigationBarItemWidth: return 0
        default: return 1
        }
    }
}
