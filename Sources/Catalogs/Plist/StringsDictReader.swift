import Foundation

/// Reads a `.stringsdict` table (one locale of it): each key's format string, plural forms, width and device
/// variants become entries, and each plural variable's value type becomes a `Substitution`.
///
/// Variation paths follow String Catalogs so rules compare both formats alike: `""` for
/// `NSStringLocalizedFormatKey`, `substitutions.<var>.plural.<category>` for a variable,
/// `width.<n>` and `device.<device>` for the width and device rule types (a device variant that is itself a
/// dictionary nests: `device.iphone.substitutions.…`).
public enum StringsDictReader {
    public static func read(_ data: Data, request: ReadRequest) throws(ReadError) -> StringFile {
        let locale = request.locale ?? request.sourceLanguage
        var builder = Builder(request: request, locale: locale)
        do {
            let root = try XMLTreeParser.parse(data)
            guard case .dictionary(let top) = try PlistNode.readDocument(root) else {
                throw TextParseFailure(line: root.location.line, "a .stringsdict file must hold a <dict> of keys")
            }
            for item in top.items {
                guard case .dictionary(let keyDictionary) = item.value else {
                    throw TextParseFailure(line: item.keyLine, "the value of '\(item.key)' must be a <dict>, not <\(item.value.kindName)>")
                }
                try builder.addKey(item.key, keyDictionary, prefix: "")
            }
        } catch {
            throw ReadError.wrapping(error, file: request.displayPath)
        }
        var table = TableInfo(id: request.table, sourceLanguage: request.sourceLanguage, locales: [locale])
        table.substitutions = builder.substitutions
        return StringFile(path: request.displayPath, format: .stringsdict, entries: builder.entries, tables: [table])
    }

    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRule = "NSStringPluralRuleType"
    static let widthRule = "NSStringVariableWidthRuleType"
    static let deviceRule = "NSStringDeviceSpecificRuleType"

    /// Accumulates the entries and substitutions of one file.
    private struct Builder {
        let request: ReadRequest
        let locale: String
        var entries: [Entry] = []
        var substitutions: [SubstitutionKey: [Substitution]] = [:]

        init(request: ReadRequest, locale: String) {
            self.request = request
            self.locale = locale
        }

        mutating func addKey(_ key: String, _ dictionary: PlistDictionary, prefix: String) throws(TextParseFailure) {
            for item in dictionary.items {
                switch item.key {
                case StringsDictReader.formatKey:
                    let text = try string(item, in: key)
                    add(key: key, variation: prefix.isEmpty ? "" : String(prefix.dropLast()), text)
                case StringsDictReader.widthRule:
                    for variant in try dictionaryValue(item, in: key).items {
                        add(key: key, variation: prefix + "width." + variant.key, try string(variant, in: key))
                    }
                case StringsDictReader.deviceRule:
                    for variant in try dictionaryValue(item, in: key).items {
                        let variation = prefix + "device." + variant.key
                        if case .dictionary(let nested) = variant.value {
                            try addKey(key, nested, prefix: variation + ".")
                        } else {
                            add(key: key, variation: variation, try string(variant, in: key))
                        }
                    }
                default:
                    try addVariable(item, key: key, prefix: prefix)
                }
            }
        }

        private mutating func addVariable(_ item: PlistDictionary.Item, key: String, prefix: String) throws(TextParseFailure) {
            let variable = item.key
            guard case .dictionary(let rule) = item.value else {
                throw TextParseFailure(line: item.keyLine, "the variable '\(variable)' of '\(key)' must be a <dict>, not <\(item.value.kindName)>")
            }
            guard let specItem = rule.items.first(where: { $0.key == StringsDictReader.specTypeKey }) else {
                throw TextParseFailure(line: item.keyLine, "the variable '\(variable)' of '\(key)' has no NSStringFormatSpecTypeKey")
            }
            let specType = try string(specItem, in: key).value
            guard specType == StringsDictReader.pluralRule else {
                throw TextParseFailure(line: specItem.keyLine, "unsupported NSStringFormatSpecTypeKey '\(specType)' for '\(variable)' of '\(key)' (expected NSStringPluralRuleType)")
            }
            var valueType: String?
            for ruleItem in rule.items {
                switch ruleItem.key {
                case StringsDictReader.specTypeKey:
                    continue
                case StringsDictReader.valueTypeKey:
                    valueType = try string(ruleItem, in: key).value
                default:
                    let text = try string(ruleItem, in: key)
                    add(key: key, variation: prefix + "substitutions.\(variable).plural.\(ruleItem.key)", text)
                }
            }
            let substitution = Substitution(name: variable, argumentNumber: nil, formatSpecifier: valueType)
            substitutions[SubstitutionKey(key: key, locale: locale), default: []].append(substitution)
        }

        private mutating func add(key: String, variation: String, _ text: XMLTextNode) {
            entries.append(Entry(
                file: request.displayPath, table: request.table, key: key, locale: locale, variation: variation,
                value: text.value, location: text.location, isVerbatim: text.isVerbatim,
                isSource: locale == request.sourceLanguage
            ))
        }

        private func string(_ item: PlistDictionary.Item, in key: String) throws(TextParseFailure) -> XMLTextNode {
            guard case .string(let text) = item.value else {
                throw TextParseFailure(line: item.keyLine, "'\(item.key)' in '\(key)' must be a <string>, not <\(item.value.kindName)>")
            }
            return text
        }

        private func dictionaryValue(_ item: PlistDictionary.Item, in key: String) throws(TextParseFailure) -> PlistDictionary {
            guard case .dictionary(let dictionary) = item.value else {
                throw TextParseFailure(line: item.keyLine, "'\(item.key)' in '\(key)' must be a <dict>, not <\(item.value.kindName)>")
            }
            return dictionary
        }
    }
}
