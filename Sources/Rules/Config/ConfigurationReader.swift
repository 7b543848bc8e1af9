import Catalogs
import CopylintBase
import Width

/// Checks the decoded configuration against the contract and builds a `Configuration`.
struct ConfigurationReader {
    let text: String
    let path: String
    private let lines: [Substring]

    init(text: String, path: String) {
        self.text = text
        self.path = path
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    static let topLevelKeys: Set<String> = Set(ConfigurationKey.allCases.map(\.rawValue))
    private static let platforms: Set<String> = Set(ConfigurationKey.platforms)

    mutating func read(_ value: JSONValue) throws(ReadError) -> Configuration {
        guard let object = value.objectValue else {
            throw error("the configuration must be an object, not \(value.typeName)", near: nil)
        }
        var configuration = Configuration()
        configuration.path = path
        for key in object.keys.sorted() where !Self.topLevelKeys.contains(key) {
            throw error("unknown key '\(key)' (expected one of: \(Self.topLevelKeys.sorted().joined(separator: ", ")))", near: key)
        }
        // Every key of the table is read here: the switch has no default, so a key added to the table must be.
        for key in ConfigurationKey.allCases {
            switch key {
            case .version:
                if let version = object["version"], version.numberValue != 1 {
                    throw error("unsupported version \(version); copylint reads version 1", near: "version")
                }
            case .include: configuration.include = try strings(object["include"], name: "include")
            case .exclude: configuration.exclude = try strings(object["exclude"], name: "exclude")
            case .lexicon: configuration.lexicon = try strings(object["lexicon"], name: "lexicon")
            case .platform:
                if let platform = object["platform"] {
                    guard let name = platform.stringValue, Self.platforms.contains(name.lowercased()) else {
                        throw error("'platform' must be one of \(Self.platforms.sorted().joined(separator: ", "))", near: "platform")
                    }
                    configuration.platform = name.lowercased()
                }
            case .sourceLanguage:
                if let language = object["sourceLanguage"] {
                    guard let name = language.stringValue, !name.isEmpty else {
                        throw error("'sourceLanguage' must be a language tag such as \"en\"", near: "sourceLanguage")
                    }
                    configuration.sourceLanguage = name
                }
            case .roles: configuration.roles = try rolePatterns(object["roles"])
            case .rules: try readRules(object["rules"], into: &configuration)
            case .fonts: configuration.fonts = try stringMap(object["fonts"], name: "fonts")
            case .width: configuration.width = try widthSettings(object["width"])
            case .minimumCoverage: configuration.minimumCoverage = try minimumCoverage(object["minimumCoverage"])
            case .style: configuration.style = try houseStyle(object["style"])
            case .sameInBothLanguages:
                if let same = object["sameInBothLanguages"] {
                    guard let map = same.objectValue else {
                        throw error("'sameInBothLanguages' must map locales to lists of words", near: "sameInBothLanguages")
                    }
                    for (locale, words) in map {
                        configuration.sameInBothLanguages[locale] = try strings(words, name: locale)
                    }
                }
            }
        }
        return configuration
    }

    private func strings(_ value: JSONValue?, name: String) throws(ReadError) -> [String] {
        guard let value else { return [] }
        guard let array = value.arrayValue else {
            throw error("'\(name)' must be a list of strings, not \(value.typeName)", near: name)
        }
        var result: [String] = []
        for item in array {
            guard let string = item.stringValue else {
                throw error("'\(name)' must hold only strings, found \(item.typeName)", near: name)
            }
            result.append(string)
        }
        return result
    }

    private func stringMap(_ value: JSONValue?, name: String) throws(ReadError) -> [String: String] {
        guard let value else { return [:] }
        guard let object = value.objectValue else {
            throw error("'\(name)' must be an object of strings", near: name)
        }
        var result: [String: String] = [:]
        for (key, item) in object {
            guard let string = item.stringValue else {
                throw error("'\(name).\(key)' must be a string", near: key)
            }
            result[key] = string
        }
        return result
    }

    /// The `width` section: numbers in points, counts, and a Dynamic Type size name.
    private func widthSettings(_ value: JSONValue?) throws(ReadError) -> WidthSettings {
        var settings = WidthSettings()
        guard let value else { return settings }
        guard let object = value.objectValue else {
            throw error("'width' must be an object (keys: \(WidthSettings.keys.joined(separator: ", ")))", near: "width")
        }
        for key in object.keys.sorted() where !WidthSettings.keys.contains(key) {
            throw error("unknown key '\(key)' in 'width' (expected one of: \(WidthSettings.keys.joined(separator: ", ")))", near: key)
        }
        func points(_ key: WidthSettingKey) throws(ReadError) -> Double? {
            guard let item = object[key.rawValue] else { return nil }
            guard let number = item.numberValue, number >= key.minimumPoints, number <= WidthSettingKey.maximumPoints else {
                throw error("'width.\(key.rawValue)' must be a number of points of at least \(Int(key.minimumPoints))", near: key.rawValue)
            }
            return number
        }
        func count(_ key: WidthSettingKey) throws(ReadError) -> Int? {
            guard let item = object[key.rawValue] else { return nil }
            let range = WidthSettingKey.counts
            guard let number = item.numberValue, number >= Double(range.lowerBound), number <= Double(range.upperBound), number.rounded() == number else {
                throw error("'width.\(key.rawValue)' must be a whole number from \(range.lowerBound) to \(range.upperBound)", near: key.rawValue)
            }
            return Int(number)
        }
        // Every key of the table is read here (the switch has no default).
        for key in WidthSettingKey.allCases {
            switch key {
            case .device: if let device = try points(key) { settings.device = device }
            case .narrowDevice:
                if case .null? = object[key.rawValue] {
                    settings.narrowDevice = nil
                } else if let narrow = try points(key) {
                    settings.narrowDevice = narrow
                }
            case .dynamicTypeSize:
                if let size = object[key.rawValue] {
                    guard let name = size.stringValue, let parsed = DynamicTypeSize(name: name) else {
                        let names = DynamicTypeSize.allCases.map(\.name).joined(separator: ", ")
                        throw error("'width.dynamicTypeSize' must be one of \(names)", near: "dynamicTypeSize")
                    }
                    settings.dynamicTypeSize = parsed
                }
            case .tabCount: if let tabs = try count(key) { settings.tabCount = tabs }
            case .segmentCount: if let segments = try count(key) { settings.segmentCount = segments }
            case .buttonMaxWidth: settings.buttonMaxWidth = try points(key) ?? settings.buttonMaxWidth
            case .toolbarItemMaxWidth: settings.toolbarItemMaxWidth = try points(key) ?? settings.toolbarItemMaxWidth
            case .navigationBarItemWidth: if let width = try points(key) { settings.navigationBarItemWidth = width }
            case .alertWidth: if let width = try points(key) { settings.alertWidth = width }
            case .alertInset: if let inset = try points(key) { settings.alertInset = inset }
            }
        }
        return settings
    }

    /// `style`: an object naming element groups (`buttons`, `menus`, `tabs`, `navigationTitles`, `alertTitles`) and
    /// their capitalization, `"title"` or `"sentence"`.
    private func houseStyle(_ value: JSONValue?) throws(ReadError) -> HouseStyle {
        guard let value else { return HouseStyle() }
        let groups = HouseStyle.Group.allCases.map(\.rawValue)
        guard let object = value.objectValue else {
            throw error("'style' must be an object such as {buttons: \"sentence\"}", near: "style")
        }
        var style = HouseStyle()
        for key in object.keys.sorted() {
            guard let group = HouseStyle.Group(rawValue: key) else {
                throw error("unknown style group '\(key)' (expected one of: \(groups.joined(separator: ", ")))", near: key)
            }
            guard let name = object[key]?.stringValue, let capitalization = HouseStyle.Capitalization(rawValue: name) else {
                throw error("style '\(key)' must be \"title\" or \"sentence\"", near: key)
            }
            style.capitalization[group] = capitalization
        }
        return style
    }

    /// `minimumCoverage`: a percent for every locale, or an object of percents by locale (`*` for the others).
    private func minimumCoverage(_ value: JSONValue?) throws(ReadError) -> [String: Double] {
        guard let value else { return [:] }
        func percent(_ item: JSONValue, name: String) throws(ReadError) -> Double {
            guard let number = item.numberValue, number >= 0, number <= 100 else {
                let found = item.numberValue.map { "\($0)" } ?? item.typeName
                throw error("'minimumCoverage' must give a percent from 0 to 100\(name == "minimumCoverage" ? "" : " for '\(name)'"), not \(found)", near: name)
            }
            return number
        }
        if value.numberValue != nil { return ["*": try percent(value, name: "minimumCoverage")] }
        guard let object = value.objectValue else {
            throw error("'minimumCoverage' must be a percent from 0 to 100, or an object of percents by locale (\"*\" for every other locale), not \(value.typeName)", near: "minimumCoverage")
        }
        var result: [String: Double] = [:]
        for locale in object.keys.sorted() {
            guard !locale.isEmpty else { throw error("'minimumCoverage' names an empty locale", near: "minimumCoverage") }
            result[locale] = try percent(object[locale]!, name: locale)
        }
        return result
    }

    /// A rule's options against the ones its rule file declares (`options`): each must be one of them and have
    /// its type, so a misspelt name or a wrong value is an error instead of a default silently kept.
    private func checkOptions(_ options: [String: JSONValue], of ruleID: String, declared: [RuleOption]) throws(ReadError) {
        let known = declared.map(\.name).sorted()
        for name in options.keys.sorted() where !known.contains(name) {
            let expected = known.isEmpty ? "the rule takes no options" : "expected one of: \(known.joined(separator: ", "))"
            throw error("unknown option '\(name)' of '\(ruleID)' (\(expected))", near: name, after: ruleID)
        }
        for option in declared {
            if let value = options[option.name], !option.accepts(value) {
                throw error("'\(option.name)' of '\(ruleID)' must be \(option.expectation), not \(Self.describe(value))", near: option.name, after: ruleID)
            }
        }
    }

    /// A value as an error message shows it: the number or string itself, else its kind.
    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .number(let number): return RuleOption.text(number)
        case .string(let string): return "\"\(string)\""
        case .bool(let bool): return String(bool)
        default: return value.typeName
        }
    }

    private func rolePatterns(_ value: JSONValue?) throws(ReadError) -> [Configuration.RolePattern] {
        guard let value else { return [] }
        guard let array = value.arrayValue else {
            throw error("'roles' must be a list of {key, role} objects", near: "roles")
        }
        var result: [Configuration.RolePattern] = []
        for item in array {
            guard let object = item.objectValue else {
                throw error("each item of 'roles' must be an object {key, role}", near: "roles")
            }
            for name in object.keys.sorted() where !ConfigurationKey.rolePatternKeys.contains(name) {
                throw error("unknown key '\(name)' in 'roles' (expected \(ConfigurationKey.rolePatternKeys.joined(separator: ", ")))", near: name)
            }
            guard let key = object["key"]?.stringValue, let roleName = object["role"]?.stringValue else {
                throw error("each item of 'roles' needs a string 'key' and a string 'role'", near: "roles")
            }
            guard let role = Role(rawValue: roleName) else {
                throw error("unknown role '\(roleName)' (expected one of: \(Role.allCases.map(\.rawValue).joined(separator: ", ")))", near: roleName)
            }
            result.append(.init(key: key, role: role))
        }
        return result
    }

    private func readRules(_ value: JSONValue?, into configuration: inout Configuration) throws(ReadError) {
        guard let value else { return }
        guard let object = value.objectValue else {
            throw error("'rules' must be an object mapping rule ids to settings", near: "rules")
        }
        for ruleID in object.keys.sorted() {
            guard RuleDefinitions.definition(ruleID) != nil else {
                throw error("unknown rule '\(ruleID)' (see `copylint rules`)", near: ruleID)
            }
            let setting = object[ruleID]!
            if let word = setting.stringValue {
                configuration.ruleSettings[ruleID] = try ruleSetting(word, rule: ruleID)
                continue
            }
            guard let options = setting.objectValue else {
                throw error("the setting of '\(ruleID)' must be \"off\", a severity, or an object", near: ruleID)
            }
            for name in options.keys.sorted() where !ConfigurationKey.ruleSettingKeys.contains(name) {
                throw error("unknown key '\(name)' in the settings of '\(ruleID)' (expected \(ConfigurationKey.ruleSettingKeys.joined(separator: ", ")))", near: name)
            }
            if let severity = options["severity"] {
                guard let word = severity.stringValue else {
                    throw error("'severity' of '\(ruleID)' must be a string", near: ruleID)
                }
                configuration.ruleSettings[ruleID] = try ruleSetting(word, rule: ruleID)
            }
            if let ruleOptions = options["options"] {
                guard let map = ruleOptions.objectValue else {
                    throw error("'options' of '\(ruleID)' must be an object", near: ruleID)
                }
                try checkOptions(map, of: ruleID, declared: RuleDefinitions.definition(ruleID)?.options ?? [])
                configuration.ruleOptions[ruleID] = map
            }
        }
    }

    private func ruleSetting(_ word: String, rule: String) throws(ReadError) -> Configuration.RuleSetting {
        if word == "off" { return .off }
        guard let severity = Severity(rawValue: word) else {
            throw error("the severity of '\(rule)' must be off, info, warning or error, not '\(word)'", near: rule)
        }
        return .severity(severity)
    }

    /// An error that points at the first line where `token` appears as a key or value; with `anchor`, the first
    /// such line from the one where `anchor` appears (an option's name under its rule's id, where several rules
    /// take an option of that name).
    private func error(_ message: String, near token: String?, after anchor: String? = nil) -> ReadError {
        let start = anchor.flatMap { line(of: $0) } ?? 1
        return ReadError(file: path, line: token.flatMap { line(of: $0, from: start) ?? line(of: $0) }, message: message)
    }

    /// The first line, from line `start` on, where `token` appears (quoted, then bare), comments aside.
    private func line(of token: String, from start: Int = 1) -> Int? {
        let candidates = ["\"\(token)\"", "'\(token)'", token]
        for candidate in candidates {
            for (index, line) in lines.enumerated() where index + 1 >= start {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? line
                if code.contains(candidate) { return index + 1 }
            }
        }
        return nil
    }
}
