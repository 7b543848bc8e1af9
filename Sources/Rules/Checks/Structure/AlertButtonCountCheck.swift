import SwiftSource

/// `alert-button-count`: an alert with more buttons than `max` (3): more choices belong in an action sheet, which
/// the message names in the API the code uses.
struct AlertButtonCountCheck: CodeCheck {
    let id = "alert-button-count"

    func check(_ code: CodeIndex, context: CheckContext) -> [CodeHit] {
        let maximum = context.integer("max")
        var hits: [CodeHit] = []
        for file in code.files {
            for dialog in file.dialogs where dialog.kind == .alert && !dialog.hasDynamicButtons && dialog.buttons.count > maximum {
                hits.append(CodeHit(
                    file: dialog.file, line: dialog.line, column: dialog.column, role: .alertTitle,
                    key: dialog.title.map { $0.localization == .localized ? $0.text : "" } ?? "", text: CodeText.title(of: dialog),
                    arguments: [
                        "count": String(dialog.buttons.count), "max": String(maximum), "api": dialog.api,
                        "titled": Self.quotedTitle(of: dialog),
                        "alternative": Self.alternative(to: dialog.api),
                    ]
                ))
            }
        }
        return hits
    }

    /// The alert's title as people read it, quoted after a space; empty when the code names it by a key.
    static func quotedTitle(of dialog: CodeDialog) -> String {
        let title = CodeText.title(of: dialog)
        return title.isEmpty || CodeText.looksLikeKeyName(title) ? "" : " “\(title)”"
    }

    /// Where the choices fit better, in the words of the API the alert is made with.
    static func alternative(to api: String) -> String {
        switch api {
        case "UIAlertController": return "an action sheet (preferredStyle: .actionSheet)"
        case "NSAlert": return "a sheet of its own with the choices as controls"
        default: return "a confirmation dialog (.confirmationDialog)"
        }
    }
}
