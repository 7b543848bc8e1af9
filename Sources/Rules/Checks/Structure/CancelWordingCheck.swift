import CopylintBase
import SwiftSource

/// `cancel-wording`: the button that cancels an alert or action sheet (SwiftUI `role: .cancel`, UIKit
/// `style: .cancel`) is titled something other than “Cancel”.
struct CancelWordingCheck: CodeCheck {
    let id = "cancel-wording"

    func check(_ code: CodeIndex, context: CheckContext) -> [CodeHit] {
        let allowed = Set(context.strings("allowed") ?? []).union(["Cancel"])
        var hits: [CodeHit] = []
        for file in code.files {
            for dialog in file.dialogs {
                for button in dialog.buttons where button.style == .cancel {
                    guard let title = button.title else { continue }
                    let text = title.sourceText
                    guard !allowed.contains(text), !CodeText.looksLikeKeyName(text), CodeText.hasLetters(text) else { continue }
                    let role: Role = dialog.kind == .alert ? .alertButton : .actionSheetButton
                    hits.append(CodeHit(use: title, role: role, arguments: ["title": text], suggestion: "Cancel"))
                }
            }
        }
        return hits
    }
}
