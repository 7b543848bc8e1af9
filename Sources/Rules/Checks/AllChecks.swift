/// Every check copylint ships, in one list. A rule is a `Rules/<id>.json` file plus one of these checks.
public enum AllChecks {
    public static let all: [any Check] = CoreChecks.all
        + AlertAndToneChecks.all
        + StructureChecks.all
        + CapitalizationChecks.all
        + LexiconAndAccessibilityChecks.all
        + LocaleChecks.all
        + WidthChecks.all
        + StructureFromCodeChecks.all
}
