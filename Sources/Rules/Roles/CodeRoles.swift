import Foundation
import SwiftSource

extension Role {
    /// The role a code use gives (the names are the same).
    public init(_ codeRole: CodeRole) {
        self = Role(rawValue: codeRole.rawValue) ?? .unknown
    }

    /// "a button", "an alert title", "a navigation title": for messages and notes.
    public var phrase: String {
        CodeRole(rawValue: rawValue)?.phrase ?? (rawValue == "unknown" ? "an element of unknown kind" : "a " + rawValue.replacingOccurrences(of: "-", with: " "))
    }
}

/// Where a catalog key's role came from in code: the use that gave it, for notes on findings.
enum CodeRoleSource {
    /// The code use that gave a unit its role, when its role came from Swift code.
    static func use(for unit: TranslationUnit, in code: CodeIndex?) -> CodeStringUse? {
        guard unit.role.source == .swift, let code else { return nil }
        return code.roleUse(of: CodeIndex.key(catalogTable: unit.table.id, key: unit.key))
    }
}
