import CopyText
import Foundation

/// Adds a pseudo-locale to a String Catalog (`.xcstrings`): every translatable key gets the pseudo-localized
/// form of its source, with the same variations (plural, device) and substitutions, so the app runs in the
/// pseudo-language with nothing structural changed.
///
/// Plural variations get the categories the pseudo-locale selects, as any translation does: ICU gives
/// `qps-ploc` the root rules (only `other`), so an English `one` form is dropped there (Foundation would never
/// show it) and a category the locale needs but the source lacks is filled from the source's `other`. An
/// explicit `zero` form is kept, since Apple allows it in every language.
///
/// The catalog is read with `JSONSerialization` and written back with sorted keys in Xcode's own layout
/// (two-space indentation, `"key" : value`), so everything else in the file stays as it was.
public enum PseudoCatalog {
    /// A file that is not a String Catalog.
    public struct FormatError: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Statistics of one run, for the command's summary line.
    public struct Summary: Sendable, Hashable {
        public var keys = 0
        public var strings = 0
        public var skipped = 0
    }

    /// The catalog with `locale` added (replacing any existing localization of that name).
    public static func pseudoLocalize(_ data: Data, locale: String, localizer: PseudoLocalizer) throws -> (data: Data, summary: Summary) {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw FormatError(message: "not JSON: \(error.localizedDescription)")
        }
        guard var catalog = parsed as? [String: Any], let strings = catalog["strings"] as? [String: Any] else {
            throw FormatError(message: "not a String Catalog (no \"strings\" object)")
        }
        let sourceLanguage = catalog["sourceLanguage"] as? String ?? "en"
        var summary = Summary()
        var updated: [String: Any] = [:]
        for (key, value) in strings {
            guard var entry = value as? [String: Any] else {
                updated[key] = value
                continue
            }
            if entry["shouldTranslate"] as? Bool == false {
                summary.skipped += 1
                updated[key] = entry
                continue
            }
            var localizations = entry["localizations"] as? [String: Any] ?? [:]
            let source = localizations[sourceLanguage] as? [String: Any]
                ?? ["stringUnit": ["state": "translated", "value": key]]
            let categories = PluralRules.categories(locale: locale)
            localizations[locale] = transform(source, localizer: localizer, categories: categories, count: &summary.strings)
            entry["localizations"] = localizations
            updated[key] = entry
            summary.keys += 1
        }
        catalog["strings"] = updated
        let output = try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return (output + Data("\n".utf8), summary)
    }

    /// A localization with every `stringUnit` value pseudo-localized and marked translated; everything else
    /// (variation and substitution structure, `argNum`, `formatSpecifier`) copied as is, plural forms mapped to
    /// the pseudo-locale's categories.
    private static func transform(_ node: [String: Any], localizer: PseudoLocalizer, categories: [String], count: inout Int) -> [String: Any] {
        var result: [String: Any] = [:]
        for (name, value) in node {
            guard let child = value as? [String: Any] else {
                result[name] = value
                continue
            }
            if name == "stringUnit" {
                var unit = child
                if let text = child["value"] as? String {
                    unit["value"] = localizer.localize(text)
                    count += 1
                }
                unit["state"] = "translated"
                result[name] = unit
            } else if name == "plural", !categories.isEmpty, let other = child["other"] ?? child.values.first {
                var forms: [String: Any] = [:]
                for category in categories + (child["zero"] != nil ? ["zero"] : []) {
                    guard let form = (child[category] ?? other) as? [String: Any] else { continue }
                    forms[category] = transform(form, localizer: localizer, categories: categories, count: &count)
                }
                result[name] = forms
            } else {
                result[name] = transform(child, localizer: localizer, categories: categories, count: &count)
            }
        }
        return result
    }
}
