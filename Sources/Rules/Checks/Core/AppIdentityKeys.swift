import Catalogs

/// The InfoPlist keys that name the app and its maker (`CFBundleName`, `CFBundleDisplayName`,
/// `CFBundleSpokenName`, `NSHumanReadableCopyright`): an app often keeps them in its development language
/// everywhere, as its name is a brand and its copyright notice a legal text. When no locale localizes such a key,
/// that is the app's choice, and every locale shows the same name: nothing is missing.
public enum AppIdentityKeys {
    static let keys: Set<String> = ["CFBundleName", "CFBundleDisplayName", "CFBundleSpokenName", "NSHumanReadableCopyright"]

    /// Whether the unit is one of these keys in an InfoPlist table (an `InfoPlist.strings` or `.xcstrings`, or an
    /// XLIFF `<file>` exported from one), with no translation in any locale.
    static func isLeftUnlocalized(_ unit: TranslationUnit) -> Bool {
        guard keys.contains(unit.key), unit.translationEntries.isEmpty else { return false }
        return isInfoPlist(unit.table.id) || unit.source.first.map { isInfoPlist($0.file) } == true
    }

    /// Whether the last path component of a table id or file path, less its extension, is `InfoPlist`.
    public static func isInfoPlist(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == "InfoPlist" || name.hasPrefix("InfoPlist.")
    }
}
