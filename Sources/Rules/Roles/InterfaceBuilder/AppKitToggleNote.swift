import CopylintBase
import Foundation

/// Tells a macOS checkbox or radio button from a push button by the title an Interface Builder note gives it.
///
/// Why: Xcode's note names the class only (`Class = "NSButtonCell"; title = "Pause syncing while the battery is
/// low";`), and AppKit draws push buttons, checkboxes and radio buttons with that one class. Without the
/// storyboard or xib that says `type="check"`, the title is the evidence left:
/// - Apple writes push buttons in title style and short, checkboxes in sentence style and often longer, so a
///   title of four words or more written in sentence style is a checkbox's;
/// - a push button's title is an action done when it is clicked, so a title that says when something happens
///   ("… at Login", "… on Launch") or that it happens by itself ("Automatically …") names a setting, in any
///   style (`role-hints.json`'s `appKitCheckboxTitles`);
/// - Interface Builder titles a new checkbox "Check" and a new radio button "Radio": an app that sets the title
///   at run time leaves that one in the file.
/// Any other title stays a `button`: "Remember Password" may be either, and calling a push button a checkbox
/// would drop the title-case finding it deserves.
enum AppKitToggleNote {
    /// Below this many words a sentence-style title says too little ("Remember me" may be a push button
    /// written wrongly).
    static let minimumWords = 4

    /// The classes whose note cannot tell a push button from a checkbox.
    private static let buttonClasses: Set<String> = ["NSButtonCell", "NSButton"]

    /// `checkbox` for a `button` role that came from such a note whose title reads as a checkbox's label; the
    /// role unchanged otherwise.
    static func refine(_ role: Role, note: String) -> Role {
        guard role == .button, let className = InterfaceBuilderNote.className(in: note), buttonClasses.contains(className),
            let title = InterfaceBuilderNote.value(of: "title", in: note),
            readsAsCheckboxLabel(title) || namesASetting(title) || checkboxTitles.defaultTitles.contains(title) else { return role }
        return .checkbox
    }

    /// True when the title says when or how something happens by itself rather than naming an action.
    static func namesASetting(_ title: String) -> Bool {
        let range = NSRange(title.startIndex..., in: title)
        return checkboxTitles.settingPhrases.contains { $0.firstMatch(in: title, range: range) != nil }
    }

    private static let checkboxTitles = RoleHints.shared.appKitCheckboxTitles

    /// Four words or more, the first capitalized, and a later one lowercase that title style would capitalize:
    /// not a minor word such as “of”, not a name with an inner capital such as “iCloud”.
    static func readsAsCheckboxLabel(_ title: String) -> Bool {
        let words = title.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }
        guard words.count >= minimumWords, let first = words.first?.first(where: \.isLetter), first.isUppercase else {
            return false
        }
        let minorWords = Self.minorWords
        return words.dropFirst().contains { word in
            ButtonWordCountCheck.isLowercaseTitleWord(String(word.filter(\.isLetter)), minorWords: minorWords)
        }
    }

    private static let minorWords = Set(AlertWords.english.titleMinorWords)
}
