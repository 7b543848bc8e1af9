import Catalogs

/// The InfoPlist keys that name the app and its maker (`CFBundleName`, `CFBundleDisplayName`,
/// `CFBundleSpokenName`, `NSHumanReadableCopyright`): an app often keeps them in its development language
/// everywhere, as its name is a brand and its copyright notice a legal text. When no locale localizes such a key,
/// that is the app's choice, and every locale shows the same name: nothing is missing.
enum AppIdentityKeys {
    static let keys: Set<String> = ["CFBundleName", "CFBundleDisplayName", "CFBundleSpokenName", "NSHumanReadableCopyright"]

    /// Whether the unit is one of these keys in an InfoPlist table, with no translation in any locale.
    static func isLeftUnlocalized(_ unit: TranslationUnit) -> Bool {
        guard keys.contains(unit.key), unit.translationEntries.isEmpty, let file = unit.source.first?.file else { return false }
        let name = file.split(separator: "/").last ?? Substring(file)
        return name.hasPrefix("InfoPlist.")
    }
}
