import Foundation
import SwiftSource

/// `key-role-conflict`: the code uses one key in two roles that read differently, say as a button (a verb,
/// “Archive”) and as a title (a noun, “Archive”). A translation can only fit one; Apple advises two keys.
///
/// Roles are grouped by how they read: actions (buttons, menu and toolbar items), names (titles, tabs,
/// segments, placeholders, labels that are not sentences) and sentences (messages, hints, labels ending in
/// `.`, `?`, `!`). Uses within one group do not conflict unless the `strict` option is set. Accessibility
/// labels mirror what they label and never conflict. Each use outside the group of the key's main role
/// (the role its catalog entry gets) is reported.
struct KeyRoleConflictCheck: CodeCheck {
    let id = "key-role-conflict"

    enum Family: Equatable {
        case action
        case name
        case sentence
    }

    func check(_ code: CodeIndex, context: CheckContext) -> [CodeHit] {
        let strict = context.boolOption("strict", default: false)
        var hits: [CodeHit] = []
        for key in code.keys {
            guard let main = code.roleUse(of: key), let mainRole = main.role, let mainFamily = Self.family(mainRole, text: main.sourceText) else { continue }
            for use in code.uses(of: key) {
                guard let role = use.role, role != mainRole, let family = Self.family(role, text: use.sourceText) else { continue }
                guard strict || family != mainFamily else { continue }
                hits.append(CodeHit(use: use, role: Role(role), arguments: [
                    "key": key.key, "role": Role(role).phrase, "otherRole": Role(mainRole).phrase,
                    "otherPlace": "\(main.file.split(separator: "/").last.map(String.init) ?? main.file):\(main.line)",
                ], related: main))
            }
        }
        return hits
    }

    static func family(_ role: CodeRole, text: String) -> Family? {
        switch role {
        case .button, .alertButton, .actionSheetButton, .menuItem, .toolbarItem: return .action
        case .alertMessage, .a11yHint: return .sentence
        case .a11yLabel: return nil
        case .label:
            let last = text.trimmingCharacters(in: .whitespaces).last
            return last == "." || last == "?" || last == "!" ? .sentence : .name
        default: return .name
        }
    }
}
