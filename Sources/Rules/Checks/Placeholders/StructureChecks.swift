/// The localization structure rules: placeholders, plural categories and Unicode hygiene (white space at the
/// edges, bidi controls, mixed scripts, normalization). They check what breaks or garbles a translation
/// whatever its wording, so they apply to every role.
public enum StructureChecks {
    public static let all: [any Check] = [
        PlaceholderMismatchCheck(),
        PlaceholderMissingCheck(),
        PlaceholderInvalidCheck(),
        PluralMissingCategoryCheck(),
        PluralUnusedCategoryCheck(),
        WhitespaceMismatchCheck(),
        BidiControlsCheck(),
        MixedScriptCheck(),
        NotNFCCheck(),
    ]
}
