import SwiftSource

/// `unlocalized-literal`: text with words reaches the UI as a plain `String` that nothing localizes: a literal
/// passed to UIKit or AppKit (`label.text = "Hello"`, `UIAlertController(title: "Offline", …)`), or, in
/// SwiftUI, a `String` built from literal text (`"Unread: " + count`, `String(format: "%d left", n)`,
/// `String("Inbox")`, or a name declared `let title = "Save"` and passed to `Button(title)`).
///
/// Not reported: SwiftUI literals (`Text("Hello")` is localized), `Text(verbatim:)` (not localized by
/// design), `Text(someString)` with a variable (verbatim by design: often user data), and text without a word to
/// translate (`%lld`, `v%@ (%@)`: letters only in specifiers, single letters, unit symbols such as `%lld MHz`,
/// and names: brand terms such as `macOS %@ (%@)`, and the app's own name as a window title).
struct UnlocalizedLiteralCheck: CodeCheck {
    let id = "unlocalized-literal"

    func check(_ code: CodeIndex, context: CheckContext) -> [CodeHit] {
        var hits: [CodeHit] = []
        for file in code.files {
            for use in file.uses where use.localization == .plain {
                guard let role = use.role, CodeText.hasWordsToTranslate(withoutNames(use.text, context: context)) else { continue }
                hits.append(CodeHit(use: use, role: role, arguments: [
                    "text": use.text, "role": role.phrase, "element": use.element,
                ]))
            }
        }
        return hits
    }

    /// The text with its names blanked out: the lexicon's brand terms (`macOS`, `iCloud`; not its acronyms) and the words every
    /// locale writes the same (the app's own name, from its InfoPlist), which no translator translates.
    private func withoutNames(_ text: String, context: CheckContext) -> String {
        var scalars = Array(text.unicodeScalars)
        // Acronyms stay words: OK is ОК in Russian, CPU is ЦП.
        for match in LocaleLexicons.untranslatedTerms(userTerms: context.configuration.lexicon).matches(in: text)
        where match.term.kind != "acronym" {
            for index in match.scalarRange where index < scalars.count { scalars[index] = " " }
        }
        let names = Set(context.configuration.sameInBothLanguages["*"] ?? [])
        var result = String.UnicodeScalarView()
        var word = String.UnicodeScalarView()
        func flush() {
            result.append(contentsOf: names.contains(String(word)) ? String(repeating: " ", count: word.count).unicodeScalars : word)
            word = String.UnicodeScalarView()
        }
        for scalar in scalars {
            if scalar.properties.isAlphabetic {
                word.append(scalar)
            } else {
                flush()
                result.append(scalar)
            }
        }
        flush()
        return String(result)
    }
}
