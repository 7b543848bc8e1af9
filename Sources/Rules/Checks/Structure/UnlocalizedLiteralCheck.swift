import Language
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
        let brands = LocaleLexicons.untranslatedTerms(userTerms: context.configuration.lexicon)
        // The words every locale writes the same as configured: the app's own name, from its InfoPlist.
        let names = Set(context.configuration.sameInBothLanguages["*"] ?? [])
        var hits: [CodeHit] = []
        for file in code.files {
            for use in file.uses where use.localization == .plain {
                guard let role = use.role, CodeText.hasWordsToTranslate(use.text),
                    CodeText.hasWordsToTranslate(withoutBrands(use.text, brands), names: names) else { continue }
                hits.append(CodeHit(use: use, role: role, arguments: [
                    "text": use.text, "role": role.phrase, "element": use.element,
                ]))
            }
        }
        return hits
    }

    /// The text with the lexicon's brand terms (`macOS`, `Liquid Glass`) blanked out, which no translator
    /// translates. Acronyms stay words: OK is ОК in Russian, CPU is ЦП.
    private func withoutBrands(_ text: String, _ brands: Lexicon) -> String {
        let matches = brands.matches(in: text).filter { $0.term.kind != "acronym" }
        guard !matches.isEmpty else { return text }
        var scalars = Array(text.unicodeScalars)
        for match in matches {
            for index in match.scalarRange where index < scalars.count { scalars[index] = " " }
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}
