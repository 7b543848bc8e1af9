import CopylintBase
import SwiftSource

/// `destructive-without-cancel`: an alert or action sheet offers a destructive button but no way to cancel.
/// A SwiftUI confirmation dialog is exempt (the system adds Cancel), and so is a dialog whose buttons come
/// from a loop (the scanner cannot see them all), or one where another button may be Cancel (`mayBeCancel`).
struct DestructiveWithoutCancelCheck: CodeCheck {
    let id = "destructive-without-cancel"

    func check(_ code: CodeIndex, context: CheckContext) -> [CodeHit] {
        var hits: [CodeHit] = []
        for file in code.files {
            for dialog in file.dialogs where !dialog.systemAddsCancel && !dialog.hasDynamicButtons {
                let hasCancel = dialog.buttons.contains { $0.style == .cancel || Self.mayBeCancel($0) }
                guard !hasCancel, let destructive = dialog.buttons.first(where: { $0.style == .destructive }) else { continue }
                let role: Role = dialog.kind == .alert ? .alertButton : .actionSheetButton
                let kind = dialog.kind == .alert ? "alert" : "action sheet"
                // A destructive button whose title the scan cannot read has no text to quote, and no key to place
                // the finding on: the check says nothing rather than ““destructive” is destructive”.
                guard let title = destructive.title, !title.sourceText.isEmpty else { continue }
                hits.append(CodeHit(use: title, role: role, arguments: ["title": title.sourceText, "kind": kind]))
            }
        }
        return hits
    }

    /// Whether a button that is not styled cancel may still be titled Cancel: its text is "Cancel", a word of its
    /// key is "cancel" (`Common.Cancel`, `cancel_button`), or the code names no key the scan can read
    /// (`R.string.localizable.commonCancel.key.localized()` before it is matched, a variable): the check cannot
    /// tell, so it assumes the way out is there.
    static func mayBeCancel(_ button: CodeDialog.Button) -> Bool {
        guard button.style != .destructive else { return false }
        guard let title = button.title, !title.sourceText.isEmpty else { return true }
        if title.sourceText == "Cancel" { return true }
        return title.text.split(whereSeparator: { !$0.isLetter }).contains { $0.lowercased() == "cancel" }
    }
}
