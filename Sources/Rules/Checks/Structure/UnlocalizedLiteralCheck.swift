import SwiftSource

/// `unlocalized-literal`: text with words reaches the UI as a plain `String` that nothing localizes: a literal
/// passed to UIKit or AppKit (`label.text = "Hello"`, `UIAlertController(title: "Offline", …)`), or, in
/// SwiftUI, a `String` built from literal text (`"Unread: " + count`, `String(format: "%d left", n)`,
/// `String("Inbox")`, or a name declared `let title = "Save"` and passed to `Button(title)`).
///
/// Not reported: SwiftUI literals (`Text("Hello")` is localized), `Text(verbatim:)` (not localized by
/// design), `Text(someString)` with a variable (verbatim by design: often user data), and text without a word to
/// translate (`%lld`, `v%@ (%@)`: letters only in specifiers, single letters, unit symbols such as `%lld MHz`).
struct UnlocalizedLiteralCheck: CodeCheck {
    let id = "unlocalized-literal"

    func check(_ code: CodeIndex, context: CheckContext) -> [CodeHit] {
        var hits: [CodeHit] = []
        for file in code.files {
            for use in file.uses where use.localization == .plain {
                guard let role = use.role, CodeText.hasWordsToTranslate(use.text) else { continue }
                hits.append(CodeHit(use: use, role: role, arguments: [
                    "text": use.text, "role": role.phrase, "element": use.element,
                ]))
            }
        }
        return hits
    }
}
