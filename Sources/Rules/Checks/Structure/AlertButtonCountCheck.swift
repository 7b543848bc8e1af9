import SwiftSource

/// `alert-button-count`: an alert with more buttons than `max` (2): more choices belong in an action sheet.
struct AlertButtonCountCheck: CodeCheck {
    let id = "alert-button-count"

    func check(_ code: CodeIndex, context: CheckContext) -> [CodeHit] {
        let maximum = Int(context.numberOption("max", default: 2))
        var hits: [CodeHit] = []
        for file in code.files {
            for dialog in file.dialogs where dialog.kind == .alert && !dialog.hasDynamicButtons && dialog.buttons.count > maximum {
                hits.append(CodeHit(
                    file: dialog.file, line: dialog.line, column: dialog.column, role: .alertTitle,
                    key: dialog.title.map { $0.localization == .localized ? $0.text : "" } ?? "", text: CodeText.title(of: dialog),
                    arguments: ["count": String(dialog.buttons.count), "max": String(maximum), "api": dialog.api]
                ))
            }
        }
        return hits
    }
}
