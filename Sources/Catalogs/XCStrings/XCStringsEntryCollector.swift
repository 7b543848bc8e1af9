import Foundation

/// Turns the keys of a String Catalog into entries: one per `stringUnit` leaf (and per `stringSet` value) in
/// every localization, plus the key itself as the source value where the key has no source-language localization.
///
/// Variations and substitutions nest to any depth (`device.iphone.plural.one`,
/// `substitutions.files.plural.other`, `device.mac.substitutions.files.plural.one`); the variation path of an
/// entry is the chain of names leading to its leaf. Members are visited in file order, so entries come out in
/// file order too, and the columns of their values are counted in one pass along the file.
struct XCStringsEntryCollector {
    let request: ReadRequest
    let sourceLanguage: String
    let fields: XCStringsFieldReader
    /// The tape, kept here too so that reading it does not go through `fields`.
    private let tape: JSONTape
    private var columns = JSONColumnCounter()
    /// The localization names of the keys collected so far, by position: keys mostly list the same locales in
    /// the same order, so a name spelled byte for byte as the one last seen at its position is that one (and is
    /// in `locales` already), and a key's locales cost no new strings and no reference counting.
    private var localeNames: [String] = []
    /// Where the name of `localeNames` at the same position was last spelled in the tape.
    private var localeSlots: [LocaleSlot] = []

    /// A localization name as last seen in the tape at its position among a key's localizations.
    private struct LocaleSlot {
        /// Its first byte, and its length: -1 for a name with escapes, which is decoded every time.
        var start: Int
        var length: Int
        var isSource: Bool
    }

    private(set) var entries: [Entry] = []
    private(set) var locales: Set<String> = []
    private(set) var substitutions: [SubstitutionKey: [Substitution]] = [:]

    init(request: ReadRequest, sourceLanguage: String, tape: JSONTape) {
        self.request = request
        self.sourceLanguage = sourceLanguage
        self.tape = tape
        fields = XCStringsFieldReader(file: request.displayPath, tape: tape)
    }

    /// The facts shared by every entry of one key in one locale.
    private struct LeafContext {
        /// The file, table, key, comment, … of every entry of the key (one box for all of them).
        var shared: SharedBox<Entry.KeyFields>
        /// The position of the locale in `localeNames`; -1 for the source language of a key that has no
        /// localization in it.
        var localeIndex: Int
        var isSource: Bool
    }

    /// The locale of the entries of `context`.
    private func locale(of context: LeafContext) -> String {
        context.localeIndex < 0 ? sourceLanguage : localeNames[context.localeIndex]
    }

    /// Where a field at `variation` of `context` is, for an error message.
    private func place(_ context: LeafContext, _ variation: String) -> XCStringsPlace {
        XCStringsPlace(key: context.shared.value.key, locale: locale(of: context), variation: variation)
    }

    /// Adds the entries of one member of the catalog's `strings` object: the key's token and its value's.
    mutating func collect(key keyToken: Int, node: Int) throws(ReadError) {
        let key = tape.string(at: keyToken)
        let place = XCStringsPlace(key: key)
        guard tape.tokens[node].kind == .object else {
            throw ReadError(
                file: request.displayPath, line: Int(tape.tokens[node].line),
                message: "\(place.description) must map to an object, found \(tape.kindDescription(at: node))"
            )
        }
        let keyObject = node
        let comment = try fields.optionalText("comment", in: keyObject, at: place)
        let extractionState = try fields.optionalText("extractionState", in: keyObject, at: place)
        let shouldTranslate = try fields.optionalBool("shouldTranslate", in: keyObject, at: place) ?? true
        let localizations = try fields.optionalObject("localizations", in: keyObject, at: place)
        let shared = Entry.keyFields(
            file: request.displayPath, table: request.table, key: key, comment: comment,
            shouldTranslate: shouldTranslate, extractionState: extractionState
        )
        let localizationCount = localizations.map { Int(tape.tokens[$0].count) } ?? 0
        var hasSourceLocalization = false
        if let localizations {
            var member = localizations + 1
            for index in 0..<localizationCount {
                hasSourceLocalization = resolveLocaleName(member, at: index) || hasSourceLocalization
                member = tape.next(after: member + 1)
            }
        }
        if !hasSourceLocalization {
            let context = LeafContext(shared: shared, localeIndex: -1, isSource: true)
            appendEntry(context: context, variation: "", token: keyToken, value: key, state: nil, isKeyAsValue: true)
        }
        guard let localizations else { return }
        var member = localizations + 1
        var context = LeafContext(shared: shared, localeIndex: 0, isSource: false)
        for index in 0..<localizationCount {
            context.localeIndex = index
            context.isSource = localeSlots[index].isSource
            let object = member + 1
            guard tape.tokens[object].kind == .object else {
                throw fields.wrongType(object, localeNames[index], "an object", self.place(context, ""))
            }
            try collectLeaves(in: object, variation: "", context: context)
            member = tape.next(after: member + 1)
        }
    }

    /// Makes `localeNames[index]` the localization name at the string token `member` (unless it is already),
    /// and tells whether it is the source language.
    private mutating func resolveLocaleName(_ member: Int, at index: Int) -> Bool {
        let token = tape.tokens[member]
        let start = Int(token.start)
        let length = token.isVerbatim ? Int(token.end - token.start) : -1
        if index < localeSlots.count {
            let slot = localeSlots[index]
            if length >= 0, slot.length == length, let base = tape.bytes.baseAddress,
               memcmp(base + start, base + slot.start, length) == 0 {
                return slot.isSource
            }
        }
        let name = tape.string(at: member)
        locales.insert(name)
        let slot = LocaleSlot(start: start, length: length, isSource: name == sourceLanguage)
        if index < localeSlots.count {
            localeSlots[index] = slot
            localeNames[index] = name
        } else {
            localeSlots.append(slot)
            localeNames.append(name)
        }
        return slot.isSource
    }

    /// Adds the leaves found in a localization, a variation case or a substitution, whose variation path is
    /// `variation`.
    private mutating func collectLeaves(in object: Int, variation: String, context: LeafContext) throws(ReadError) {
        var member = object + 1
        for _ in 0..<tape.tokens[object].count {
            let value = member + 1
            defer { member = tape.next(after: value) }
            switch LeafMember(tape, member) {
            case .other:
                continue
            case .stringUnit:
                var unitFields = fields.wellFormedStringUnitFields(value)
                if unitFields == nil {
                    // The place is made only for the reader to report what is wrong with the unit.
                    unitFields = try fields.stringUnitFields(value, at: place(context, variation))
                }
                guard let (text, stateToken) = unitFields else { continue }
                var state: String?
                if let stateToken { state = fields.stateText(stateToken) }
                appendEntry(context: context, variation: variation, token: text, value: tape.string(at: text), state: state)
            case .stringSet:
                try collectStringSet(value, variation: variation, context: context)
            case .variations:
                let kinds = value
                guard tape.tokens[kinds].kind == .object else {
                    throw notAnObject(kinds, "variations", context, variation)
                }
                var kind = kinds + 1
                for _ in 0..<tape.tokens[kinds].count {
                    let kindName = tape.string(at: kind)
                    let cases = kind + 1
                    guard tape.tokens[cases].kind == .object else {
                        throw notAnObject(cases, kindName, context, variation)
                    }
                    var variationCase = cases + 1
                    for _ in 0..<tape.tokens[cases].count {
                        let caseName = tape.string(at: variationCase)
                        let path = joined(variation, kindName, caseName)
                        let child = variationCase + 1
                        guard tape.tokens[child].kind == .object else {
                            throw notAnObject(child, caseName, context, path)
                        }
                        try collectLeaves(in: child, variation: path, context: context)
                        variationCase = tape.next(after: variationCase + 1)
                    }
                    kind = tape.next(after: kind + 1)
                }
            case .substitutions:
                let substitutionObjects = try fields.object(value, "substitutions", at: place(context, variation))
                var substitution = substitutionObjects + 1
                for _ in 0..<tape.tokens[substitutionObjects].count {
                    let name = tape.string(at: substitution)
                    let path = joined(variation, "substitutions", name)
                    let child = try fields.object(substitution + 1, name, at: place(context, variation))
                    let argumentNumber = try fields.optionalInteger("argNum", in: child, at: place(context, path))
                    let specifier = try fields.optionalText("formatSpecifier", in: child, at: place(context, path))
                    record(Substitution(name: name, argumentNumber: argumentNumber, formatSpecifier: specifier),
                           key: context.shared.value.key, locale: locale(of: context))
                    try collectLeaves(in: child, variation: path, context: context)
                    substitution = tape.next(after: substitution + 1)
                }
            }
        }
    }

    /// Adds one entry per value of a `stringSet` (App Shortcuts phrases), with variation `stringSet.<index>`.
    private mutating func collectStringSet(_ node: Int, variation: String, context: LeafContext) throws(ReadError) {
        let set = try fields.object(node, "stringSet", at: place(context, variation))
        let state = try fields.optionalText("state", in: set, at: place(context, variation))
        guard let values = try fields.optionalArray("values", in: set, at: place(context, variation)) else { return }
        var element = values + 1
        for index in 0..<Int(tape.tokens[values].count) {
            let path = joined(variation, "stringSet", String(index))
            let value = try fields.string(element, "values[\(index)]", at: place(context, path))
            appendEntry(context: context, variation: path, token: value, value: tape.string(at: value), state: state)
            element = tape.next(after: element)
        }
    }

    /// The error for the value at `node`, which should have been an object as the `name` at `variation`: made
    /// only when there is one, so the common path builds no place for it.
    private func notAnObject(_ node: Int, _ name: String, _ context: LeafContext, _ variation: String) -> ReadError {
        fields.wrongType(node, name, "an object", place(context, variation))
    }

    /// Remembers a substitution of a key in a locale, once per name (device variations may repeat one).
    private mutating func record(_ substitution: Substitution, key: String, locale: String) {
        let substitutionKey = SubstitutionKey(key: key, locale: locale)
        var known = substitutions[substitutionKey] ?? []
        guard !known.contains(where: { $0.name == substitution.name }) else { return }
        known.append(substitution)
        substitutions[substitutionKey] = known
    }

    /// Adds the entry whose value `value` is the text of the string token `index` (which gives its position).
    private mutating func appendEntry(
        context: LeafContext, variation: String, token index: Int, value: consuming String, state: consuming String?,
        isKeyAsValue: Bool = false
    ) {
        let token = tape.tokens[index]
        let location = columns.location(of: token, in: tape.bytes)
        entries.append(Entry(
            shared: context.shared, locale: locale(of: context), variation: variation, value: value, state: state,
            location: location, isVerbatim: token.isVerbatim, isSource: context.isSource, isKeyAsValue: isKeyAsValue
        ))
    }

    /// A dotted variation path; `prefix` is empty at the top of a localization.
    private func joined(_ prefix: String, _ first: String, _ second: String) -> String {
        prefix.isEmpty ? first + "." + second : prefix + "." + first + "." + second
    }
}

/// What a member of a localization, a variation case or a substitution holds, told by its name; members with
/// other names are ignored.
private enum LeafMember {
    case stringUnit, stringSet, variations, substitutions, other

    /// The kind of the member whose name is the string token `name`.
    init(_ tape: JSONTape, _ name: Int) {
        if tape.string(at: name, equals: "stringUnit") {
            self = .stringUnit
        } else if tape.string(at: name, equals: "stringSet") {
            self = .stringSet
        } else if tape.string(at: name, equals: "variations") {
            self = .variations
        } else if tape.string(at: name, equals: "substitutions") {
            self = .substitutions
        } else {
            self = .other
        }
    }
}
