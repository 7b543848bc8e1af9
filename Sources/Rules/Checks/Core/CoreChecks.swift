/// The checks that come with the engine itself: catalog hygiene and the two mechanical spelling fixes.
public enum CoreChecks {
    public static let all: [any Check] = [
        EllipsisCharacterCheck(),
        OKSpellingCheck(),
        MissingTranslationCheck(),
        TranslationStateCheck(),
        EmptyTranslationCheck(),
        StaleKeyCheck(),
        OrphanedKeyCheck(),
        LocaleCoverageCheck(),
    ]
}
