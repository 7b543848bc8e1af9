/// The brand lexicon, device-verb, accessibility label and hint, menu-item article and navigation-title length
/// rules: the copy rules that read word lists (`Locales/en/lexicon.json`, `Locales/en/copy-words.json`).
public enum LexiconAndAccessibilityChecks {
    public static let all: [any Check] = [
        BrandCasingCheck(),
        DeviceVerbCheck(),
        A11yLabelControlTypeCheck(),
        A11yHintImperativeCheck(),
        A11yHintGestureCheck(),
        MenuItemArticleCheck(),
        NavTitleLengthCheck(),
    ]
}
