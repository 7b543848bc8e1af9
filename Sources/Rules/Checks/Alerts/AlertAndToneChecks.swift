/// The alert, button and tone copy rules (issue “English copy rules”, part 3): generic alert titles, the word
/// *error*, Yes/No buttons, pronouns, button length, quoted element names, exclamation marks and tone words.
public enum AlertAndToneChecks {
    public static let all: [any Check] = [
        GenericAlertTitleCheck(),
        ErrorWordCheck(),
        YesNoButtonCheck(),
        PersonalPronounCheck(),
        FirstPersonPluralCheck(),
        ButtonWordCountCheck(),
        QuotedUIReferenceCheck(),
        ExclamationCheck(),
        ToneWordsCheck(),
    ]
}
