import CopylintBase
import Foundation
import SwiftSource

/// `key-role-conflict`: the code uses one key in two roles whose copy rules ask for different text, say as a
/// button (title style, no period) and as an alert message (a sentence with its period). One key has one
/// translation, so one of the two places is always wrong; Apple advises two keys.
///
/// Roles are grouped by the style the copy rules give them: title-style fragments (buttons, menu and toolbar
/// items, tabs, segments, titles), sentence-style fragments (checkboxes) and sentences (messages, hints).
/// Labels, placeholders, prompts, tooltips and accessibility labels take no style of their own and never
/// conflict. A sentence conflicts with either fragment (one needs its end mark, the other may not have one);
/// the two fragment styles conflict only for text of two words or more (one word reads the same in both).
/// Keys whose text has no letter (`%@`, `#%@`) never conflict. The `strict` option groups by how the uses read
/// instead, as before: actions, names and sentences, so a button and a screen title ("Archive") conflict too.
/// Each use outside the group of the key's main role (the role its catalog entry gets) is reported.
struct KeyRoleConflictCheck: CodeCheck {
    let id = "key-role-conflict"

    /// The copy style the rules ask of a role.
    enum Style: Equatable {
        case titleFragment
        case sentenceFragment
        case sentence
    }

    /// How a use reads, for the `strict` option.
    enum Family: Equatable {
        case action
        case name
        case sentence
    }

    func check(_ code: CodeIndex, context: CheckContext) -> [CodeHit] {
        let strict = context.bool("strict")
        var hits: [CodeHit] = []
        for key in code.keys {
            guard let main = code.roleUse(of: key), let mainRole = main.role, Self.hasLetters(main.sourceText) else { continue }
            for use in code.uses(of: key) {
                guard let role = use.role, role != mainRole else { continue }
                let conflicts = strict
                    ? Self.readingsConflict(mainRole, role, text: use.sourceText)
                    : Self.stylesConflict(mainRole, role, text: use.sourceText, textIsKnown: use.defaultValue != nil || !Self.looksLikeIdentifier(use.sourceText))
                guard conflicts else { continue }
                hits.append(CodeHit(use: use, role: role, arguments: [
                    "key": key.key, "subject": Self.subject(key: key.key, use: use),
                    "role": role.phrase, "otherRole": mainRole.phrase,
                    "otherPlace": "\(main.file.split(separator: "/").last.map(String.init) ?? main.file):\(main.line)",
                ], related: main))
            }
        }
        return hits
    }

    /// How the message names the string: by its text where the code gives it (a SwiftUI key is the English, or a
    /// `defaultValue:`), else by its key, said to be one.
    static func subject(key: String, use: CodeStringUse) -> String {
        if let text = use.defaultValue, !text.isEmpty { return "“\(text)”" }
        return looksLikeIdentifier(key) ? "The key “\(key)”" : "“\(key)”"
    }

    static func stylesConflict(_ first: Role, _ second: Role, text: String, textIsKnown: Bool) -> Bool {
        guard let one = style(first, text: text), let other = style(second, text: text), one != other else { return false }
        if one == .sentence || other == .sentence { return true }
        return textIsKnown && text.split(whereSeparator: \.isWhitespace).count >= 2
    }

    static func style(_ role: Role, text: String) -> Style? {
        switch role {
        case .button, .alertButton, .actionSheetButton, .menuItem, .menuTitle, .tab, .segment, .navTitle, .toolbarItem,
             .notificationTitle, .activityTitle:
            return .titleFragment
        case .alertTitle, .actionSheetTitle:
            return endsLikeASentence(text) ? .sentence : .titleFragment
        case .alertMessage, .a11yHint, .notificationBody, .purposeString:
            return .sentence
        case .checkbox:
            return .sentenceFragment
        case .label, .placeholder, .searchPrompt, .a11yLabel, .tooltip, .refreshTitle, .unknown:
            return nil
        }
    }

    static func readingsConflict(_ first: Role, _ second: Role, text: String) -> Bool {
        guard let one = family(first, text: text), let other = family(second, text: text) else { return false }
        return one != other
    }

    static func family(_ role: Role, text: String) -> Family? {
        switch role {
        case .button, .alertButton, .actionSheetButton, .menuItem, .toolbarItem, .checkbox: return .action
        case .alertMessage, .a11yHint: return .sentence
        case .a11yLabel: return nil
        case .label, .tooltip: return endsLikeASentence(text) ? .sentence : .name
        default: return .name
        }
    }

    private static func endsLikeASentence(_ text: String) -> Bool {
        let last = text.trimmingCharacters(in: .whitespaces).last
        return last == "." || last == "?" || last == "!"
    }

    static func hasLetters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// A key such as `settings.title` or `cancel_label` standing for text the code does not give: what it says
    /// cannot be told from it.
    static func looksLikeIdentifier(_ text: String) -> Bool {
        !text.contains(where: \.isWhitespace) && (text.contains("_") || text.contains(".")
            || text.dropFirst().contains(where: \.isUppercase))
    }
}
