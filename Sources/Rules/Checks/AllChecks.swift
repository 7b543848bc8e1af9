import Language

/// Every check copylint ships, in one registry grouped exactly as the folders under `Sources/Rules/Checks/` are:
/// a check is listed under the folder its file is in, and nowhere else.
///
/// A rule is a `Rules/<id>.json` file plus one of these checks. One registry, named after the folders, means a
/// new check has one obvious place to be listed, and `RegistryTests` can hold the three in step: every rule file
/// has a check, every check a rule file, and every check sits in its own folder's group.
public enum AllChecks {
    /// The checks of one folder of `Sources/Rules/Checks/`.
    public struct Group: Sendable {
        /// The folder's name (`Accessibility`, `Alerts`, …).
        public let folder: String
        public let checks: [any Check]
    }

    /// Every folder's checks, folders in alphabetical order.
    public static let groups: [Group] = [
        Group(folder: "Accessibility", checks: accessibility),
        Group(folder: "Alerts", checks: alerts),
        Group(folder: "Capitalization", checks: capitalization),
        Group(folder: "Core", checks: core),
        Group(folder: "Device", checks: device),
        Group(folder: "Lexicon", checks: lexicon),
        Group(folder: "Locale", checks: locale),
        Group(folder: "Placeholders", checks: placeholders),
        Group(folder: "Plurals", checks: plurals),
        Group(folder: "Structure", checks: structure),
        Group(folder: "Tone", checks: tone),
        Group(folder: "Unicode", checks: unicode),
        Group(folder: "Width", checks: width),
    ]

    /// Every built-in check: what an audit runs unless it is given other checks.
    public static let all: [any Check] = groups.flatMap(\.checks)

    /// The checks of `checks` that rule `id`'s findings are made from: its own, and for `locale-coverage` the
    /// translation rules whose findings it counts. What a rule's examples (or a caller auditing one rule) run.
    public static func checks(producing id: String, from checks: [any Check] = all) -> [any Check] {
        let counted = id == LocaleCoverageCheck.ruleID ? LocaleCoverageCheck.countedRules : []
        return checks.filter { $0.id == id || counted.contains($0.id) }
    }

    /// Accessibility labels and hints.
    public static let accessibility: [any Check] = [
        A11yLabelControlTypeCheck(),
        A11yHintImperativeCheck(),
        A11yHintGestureCheck(),
    ]

    /// Alert titles, button titles and the words alerts should avoid.
    public static let alerts: [any Check] = [
        GenericAlertTitleCheck(),
        ErrorWordCheck(),
        YesNoButtonCheck(),
        ButtonWordCountCheck(),
        QuotedUIReferenceCheck(),
    ]

    /// Title and sentence style, a capital first letter, no all-caps text, and the ending punctuation each role
    /// takes.
    public static let capitalization: [any Check] = [
        TitleCaseCheck(),
        SentenceCaseCheck(),
        InitialCapitalCheck(),
        AllCapsCheck(),
        TerminalPunctuationCheck(),
        CapitalizationConsistencyCheck(),
    ]

    /// Catalog hygiene (missing, empty, stale and orphaned strings, translation states, locale coverage) and the
    /// two mechanical spelling fixes.
    public static let core: [any Check] = [
        EllipsisCharacterCheck(),
        OKSpellingCheck(),
        MissingTranslationCheck(),
        TranslationStateCheck(),
        EmptyTranslationCheck(),
        StaleKeyCheck(),
        OrphanedKeyCheck(),
        LocaleCoverageCheck(),
    ]

    /// The verbs of the device the copy is shown on.
    public static let device: [any Check] = [
        DeviceVerbCheck(),
    ]

    /// The rules that read the English lexicon and word lists: brand casing, menu-item articles, navigation-title
    /// length.
    public static let lexicon: [any Check] = [
        BrandCasingCheck(),
        MenuItemArticleCheck(),
        NavTitleLengthCheck(),
    ]

    /// The translation rules that read per-locale data (`Locales/<locale>/locale.json`).
    public static let locale: [any Check] = [
        UntranslatedCheck(),
        EndPunctuationMismatchCheck(),
        LocaleQuotesCheck(),
        LocaleCapitalizationCheck(),
        LocalizedForbiddenWordCheck(),
    ]

    /// Format specifiers across a key's locales.
    public static let placeholders: [any Check] = [
        PlaceholderMismatchCheck(),
        PlaceholderMissingCheck(),
        PlaceholderInvalidCheck(),
    ]

    /// Plural categories against each locale's plural rules.
    public static let plurals: [any Check] = [
        PluralMissingCategoryCheck(),
        PluralUnusedCategoryCheck(),
    ]

    /// The rules that read the app's Swift code: dialog structure, tab and segment counts, text never localized,
    /// one key in two roles.
    public static let structure: [any Check] = [
        AlertButtonCountCheck(),
        CancelWordingCheck(),
        DestructiveWithoutCancelCheck(),
        TabCountCheck(),
        SegmentCountCheck(),
        SegmentLengthBalanceCheck(),
        UnlocalizedLiteralCheck(),
        KeyRoleConflictCheck(),
    ]

    /// Pronouns, exclamation marks and tone words.
    public static let tone: [any Check] = [
        PersonalPronounCheck(),
        FirstPersonPluralCheck(),
        ExclamationCheck(),
        ToneWordsCheck(),
    ]

    /// Unicode hygiene: white space at the edges, bidirectional controls, mixed scripts, normalization.
    public static let unicode: [any Check] = [
        WhitespaceMismatchCheck(),
        BidiControlsCheck(),
        MixedScriptCheck(),
        NotNFCCheck(),
    ]

    /// The rules measured in points with the width model (`Sources/Width`).
    public static let width: [any Check] = [
        AlertLengthCheck(id: "alert-title-length"),
        AlertLengthCheck(id: "alert-message-length"),
        WidthOverflowCheck(),
        ExpansionRatioCheck(),
    ]
}
