import Catalogs
import CopylintBase
import SwiftSource

/// One source string with the role the audit gave it and where that role came from.
///
/// Exists for `copylint roles`: a team that sees a string go unchecked, or checked as the wrong control, needs
/// to see what copylint took it for before writing a `roles` entry or a `copylint:role=` directive; and a role
/// audit (oss-check's) needs every string's role, not only those of strings with findings.
public struct RoleListing: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int
    public var key: String
    /// The variation path (`plural.one`), empty for a plain string.
    public var variation: String
    public var role: Role
    public var source: RoleSource
    /// The source text; empty for an object-ID key whose English text no file gives.
    public var text: String
    /// The place that gave the role: the Swift call site, or the object in a storyboard or xib; nil for other
    /// sources.
    public var codeFile: String?
    public var codeLine: Int?

    public init(
        file: String, line: Int, column: Int, key: String, variation: String, role: Role, source: RoleSource, text: String,
        codeFile: String? = nil, codeLine: Int? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.variation = variation
        self.role = role
        self.source = source
        self.text = text
        self.codeFile = codeFile
        self.codeLine = codeLine
    }

    /// The listings of a unit's source entries, with the code or Interface Builder place that gave the role.
    static func listings(of unit: TranslationUnit, code: CodeIndex?) -> [RoleListing] {
        // The unit's entries share its key and table, so the code use is looked up once.
        let use = unit.role.source == .swift ? code.flatMap { code in
            unit.source.first.flatMap { Auditor.roleUse(ofKey: unit.key, file: $0.file, code: code) }
        } : nil
        return unit.source.map { entry in
            // An object whose xib is its own table stands where the entry does: no place to add.
            var place = unit.interfaceBuilderPlace.flatMap { place in
                place.file != entry.file || place.line != entry.location.line ? (file: place.file, line: place.line) : nil
            }
            if let use { place = (use.file, use.line) }
            return RoleListing(
                file: entry.file, line: entry.location.line, column: entry.location.column, key: unit.key,
                variation: entry.variation, role: unit.role.role, source: unit.role.source,
                text: unit.sourceTextIsUnknown ? "" : entry.value, codeFile: place?.file, codeLine: place?.line
            )
        }
    }

    /// Report order: file, line, column, then key and variation (a file whose entries share a line, such as a
    /// one-line catalog, still lists them the same way every run).
    public static func reportOrder(_ left: RoleListing, _ right: RoleListing) -> Bool {
        (left.file, left.line, left.column, left.key, left.variation) < (right.file, right.line, right.column, right.key, right.variation)
    }
}
