import Foundation
import SwiftSource

/// Where a catalog key's role came from in code: the use that gave it, for notes on findings.
enum CodeRoleSource {
    /// The code use that gave a unit its role, when its role came from Swift code.
    static func use(for unit: TranslationUnit, in code: CodeIndex?) -> CodeStringUse? {
        guard unit.role.source == .swift, let code else { return nil }
        return code.roleUse(of: CodeIndex.key(catalogTable: unit.table.id, key: unit.key))
    }
}
