import Catalogs
import CopylintBase
import Language

/// `capitalization-consistency`: in a table whose buttons (or menus, tabs, navigation titles) are written in
/// sentence style, the few written in title style. Apple's Writing guidance lets an app choose sentence style
/// for an element type as long as it uses it throughout.
///
/// Not a check of one string: once a table's keys are audited, the engine hands this check the table's units
/// (`findings(in:settings:template:)`). Each English source string of a group's roles is classified by the words
/// after its first (placeholders, acronyms, lexicon terms and title style's minor words aside): all capitalized
/// is title style, all lowercase sentence style, anything else neither. Where at least `minimumStrings` are
/// classified and `majority` of them (75%) are in sentence style, each title-style one is reported. The other way
/// round says nothing new: a sentence-style minority in a title-style table is `title-case`'s finding already.
/// A group whose style the configuration names (`style` in `.copylint.json`) is left to the case rules.
///
/// The same reading tells the engine which groups of a table are written in sentence style by that majority: the
/// app has chosen sentence style there, so `title-case` stays silent on the group (see `Reading`) and this rule
/// reports the few that differ. That holds whether or not this rule is on.
struct CapitalizationConsistencyCheck: Check {
    let id = "capitalization-consistency"

    /// The rule's options and the configuration's house style, read once per audit.
    struct Settings: Sendable {
        /// Nil when the rule is off: the tables are still read for their house style, and nothing is reported.
        var severity: Severity?
        var minimumStrings: Int
        var majority: Double
        var style: HouseStyle
        var lexicon: Lexicon

        init(configuration: Configuration, severity: Severity?) {
            self.severity = severity
            let options = CheckContext(configuration: configuration, rule: "capitalization-consistency")
            minimumStrings = options.integer("minimumStrings")
            majority = options.number("majority") / 100
            style = configuration.style
            lexicon = LocaleLexicons.brands(userTerms: configuration.lexicon)
        }
    }

    /// The style one string is written in, when its words say.
    enum Style: String {
        case title
        case sentence
    }

    /// The groups compared (alert titles are decided string by string, by their own form).
    static let groups: [HouseStyle.Group] = [.buttons, .menus, .tabs, .navigationTitles]

    /// What the strings of whole tables say of their style.
    struct Reading: Sendable {
        /// The rule's findings, in table order.
        var findings: [Finding] = []
        /// By table id, the groups whose strings are in sentence style by the rule's majority: the table's chosen
        /// style, which `title-case` does not argue with.
        var sentenceStyleGroups: [String: Set<HouseStyle.Group>] = [:]

        /// Whether a string of `role` in table `table` belongs to a group the table writes in sentence style.
        func isSentenceStyle(table: String, role: Role) -> Bool {
            guard let groups = sentenceStyleGroups[table] else { return false }
            return groups.contains { $0.roles.contains(role) }
        }
    }

    /// Reads the units of whole tables (units of a table stand together, as `TranslationUnits` sorts them);
    /// `isAudited` says whether the engine audited a unit at all.
    static func read(
        _ units: [TranslationUnit], settings: Settings, template: String, jobs: Int = 1,
        isAudited: @Sendable (TranslationUnit) -> Bool
    ) -> Reading {
        // Tables with fewer strings of a compared role than a style needs are passed over without reading them.
        let roles = groups.reduce(into: Set<Role>()) { $0.formUnion($1.roles) }
        var tables: [Range<Int>] = []
        var start = 0
        while start < units.count {
            var end = start + 1
            var candidates = roles.contains(units[start].role.role) ? 1 : 0
            while end < units.count, units[end].table.id == units[start].table.id {
                if roles.contains(units[end].role.role) { candidates += 1 }
                end += 1
            }
            if candidates >= settings.minimumStrings { tables.append(start..<end) }
            start = end
        }
        // Tables are independent: read on `jobs` threads, their findings kept in table order.
        let readings = WorkerPool.map(tables.count, jobs: jobs) { index in
            readTable(units[tables[index]], settings: settings, template: template, isAudited: isAudited)
        }
        var reading = Reading()
        for (range, table) in zip(tables, readings) {
            reading.findings += table.findings
            if !table.sentenceStyleGroups.isEmpty { reading.sentenceStyleGroups[units[range.lowerBound].table.id] = table.sentenceStyleGroups }
        }
        return reading
    }

    private static func readTable(
        _ units: ArraySlice<TranslationUnit>, settings: Settings, template: String, isAudited: @Sendable (TranslationUnit) -> Bool
    ) -> (findings: [Finding], sentenceStyleGroups: Set<HouseStyle.Group>) {
        var findings: [Finding] = []
        var sentenceStyleGroups: Set<HouseStyle.Group> = []
        for group in groups where settings.style.capitalization[group] == nil {
            var classified: [(unit: TranslationUnit, entry: Entry, style: Style)] = []
            for unit in units where group.roles.contains(unit.role.role) && isAudited(unit) {
                guard let entry = unit.source.first(where: { $0.variation.isEmpty }), entry.shouldTranslate,
                    AnalyzedString.language(of: entry.locale) == "en",
                    let style = style(of: AnalyzedString(entry: entry, role: unit.role), lexicon: settings.lexicon) else { continue }
                classified.append((unit, entry, style))
            }
            guard classified.count >= settings.minimumStrings else { continue }
            let sentences = classified.filter { $0.style == .sentence }.count
            guard Double(sentences) >= settings.majority * Double(classified.count) else { continue }
            sentenceStyleGroups.insert(group)
            guard let severity = settings.severity else { continue }
            let name = groupName(group)
            for item in classified where item.style == .title {
                let location = item.entry.location(ofScalarOffset: 0)
                let message = MessageTemplate.fill(template, with: [
                    "group": name, "count": String(sentences), "total": String(classified.count),
                    "setting": "style: {\(group.rawValue): \"sentence\"}",
                ])
                findings.append(Finding(
                    rule: "capitalization-consistency", severity: severity, file: item.entry.file,
                    line: location.line, column: location.column, key: item.entry.key, locale: item.entry.locale,
                    variation: item.entry.variation, role: item.unit.role.role, roleSource: item.unit.role.source,
                    text: item.entry.value, message: message
                ))
            }
        }
        return (findings, sentenceStyleGroups)
    }

    /// The style of a string, from the words after its first: nil for a sentence (it ends with `.` `!` `?` `:`),
    /// a single word, or a mix.
    static func style(of string: AnalyzedString, lexicon: Lexicon) -> Style? {
        let prose = string.prose
        if let last = prose.text.unicodeScalars.last(where: { !$0.properties.isWhitespace }), ".!?:".unicodeScalars.contains(last) {
            return nil
        }
        let terms = lexicon.matches(in: prose.text).map(\.scalarRange)
        let minor = TitleStyleWords.english.minorWords
        var capitalized = 0
        var lowercase = 0
        for word in prose.words.dropFirst() where word.status == .letter && !word.isPlaceholder {
            let scalars = Array(word.text.unicodeScalars)
            guard scalars.count > 1, !terms.contains(where: { $0.overlaps(word.proseRange) }) else { continue }
            if scalars.dropFirst().contains(where: { $0.properties.isUppercase }) { continue }
            if minor.contains(word.text.lowercased()) { continue }
            if scalars[0].properties.isUppercase { capitalized += 1 } else if scalars[0].properties.isLowercase { lowercase += 1 }
        }
        if capitalized > 0, lowercase == 0 { return .title }
        if lowercase > 0, capitalized == 0 { return .sentence }
        return nil
    }

    private static func groupName(_ group: HouseStyle.Group) -> String {
        switch group {
        case .buttons: return "buttons"
        case .menus: return "menu items"
        case .tabs: return "tabs and segments"
        case .navigationTitles: return "navigation titles"
        case .alertTitles: return "alert titles"
        }
    }
}
