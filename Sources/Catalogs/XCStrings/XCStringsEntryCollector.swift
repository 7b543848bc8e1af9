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
    /// The locales of the key being collected, reused from key to key.
    private var keyLocales: [String] = []
    /// The locales of the key collected before, in file order: keys mostly list the same locales, so a name
    /// spelled byte for byte as the one at the same place there is taken from it (and is in `locales` already).
    private var previousKeyLocales: [String] = []

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
        var locale: String
        var isSource: Bool

        /// Where a field at `variation` is, for an error message.
        func place(_ variation: String) -> XCStringsPlace {
            XCStringsPlace(key: shared.value.key, locale: locale, variation: variation)
        }
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
        var context = LeafContext(shared: shared, locale: sourceLanguage, isSource: true)

        swap(&keyLocales, &previousKeyLocales)
        keyLocales.removeAll(keepingCapacity: true)
        var hasSourceLocalization = false
        if let localizations {
            var member = localizations + 1
            for index in 0..<Int(tape.tokens[localizations].count) {
                if index < previousKeyLocales.count, tape.string(at: member, bytesEqual: previousKeyLocales[index]) {
                    keyLocales.append(previousKeyLocales[index])
                } else {
                    let locale = tape.string(at: member)
                    locales.insert(locale)
                    keyLocales.append(locale)
                }
                if keyLocales[index] == sourceLanguage { hasSourceLocalization = true }
                member = tape.next(after: member + 1)
            }
        }
        if !hasSourceLocalization {
            appendEntry(context: context, variation: "", value: keyToken, text: key, state: nil, isKeyAsValue: true)
        }
        guard let localizations else { return }
        var member = localizations + 1
        for index in keyLocales.indices {
            context.locale = keyLocales[index]
            context.isSource = context.locale == sourceLanguage
            let object = member + 1
            guard tape.tokens[object].kind == .object else { throw notAnObject(object, context.locale, context, "") }
            try collectLeaves(in: object, variation: "", context: context)
            member = tape.next(after: member + 1)
        }
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
                    unitFields = try fields.stringUnitFields(value, at: context.place(variation))
                }
                guard let (text, stateToken) = unitFields else { continue }
                var state: String?
                if let stateToken { state = fields.stateText(stateToken) }
                appendEntry(context: context, variation: variation, value: text, state: state)
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
                let substitutionObjects = try fields.object(value, "substitutions", at: context.place(variation))
                var substitution = substitutionObjects + 1
                for _ in 0..<tape.tokens[substitutionObjects].count {
                    let name = tape.string(at: substitution)
                    let path = joined(variation, "substitutions", name)
                    let child = try fields.object(substitution + 1, name, at: context.place(variation))
                    let argumentNumber = try fields.optionalInteger("argNum", in: child, at: context.place(path))
                    let specifier = try fields.optionalText("formatSpecifier", in: child, at: context.place(path))
                    record(Substitution(name: name, argumentNumber: argumentNumber, formatSpecifier: specifier),
                           key: context.shared.value.key, locale: context.locale)
                    try collectLeaves(in: child, variation: path, context: context)
                    substitution = tape.next(after: substitution + 1)
                }
            }
        }
    }

    /// Adds one entry per value of a `stringSet` (App Shortcuts phrases), with variation `stringSet.<index>`.
    private mutating func collectStringSet(_ node: Int, variation: String, context: LeafContext) throws(ReadError) {
        let set = try fields.object(node, "stringSet", at: context.place(variation))
        let state = try fields.optionalText("state", in: set, at: context.place(variation))
        guard let values = try fields.optionalArray("values", in: set, at: context.place(variation)) else { return }
        var element = values + 1
        for index in 0..<Int(tape.tokens[values].count) {
            let path = joined(variation, "stringSet", String(index))
            let value = try fields.string(element, "values[\(index)]", at: context.place(path))
            appendEntry(context: context, variation: path, value: value, state: state)
            element = tape.next(after: element)
        }
    }

    /// The error for the value at `node`, which should have been an object as the `name` at `variation`: made
    /// only when there is one, so the common path builds no place for it.
    private func notAnObject(_ node: Int, _ name: String, _ context: LeafContext, _ variation: String) -> ReadError {
        fields.wrongType(node, name, "an object", context.place(variation))
    }

    /// Remembers a substitution of a key in a locale, once per name (device variations may repeat one).
    private mutating func record(_ substitution: Substitution, key: String, locale: String) {
        let substitutionKey = SubstitutionKey(key: key, locale: locale)
        var known = substitutions[substitutionKey] ?? []
        guard !known.contains(where: { $0.name == substitution.name }) else { return }
        known.append(substitution)
        substitutions[substitutionKey] = known
    }

    /// Adds the entry whose value is the string token `value` (whose text is `text` when already decoded).
    /// The position is counted first, so the entry is built straight into the array.
    private mutating func appendEntry(
        context: LeafContext, variation: String, value: Int, text: String? = nil, state: String?,
        isKeyAsValue: Bool = false
    ) {
        let token = tape.tokens[value]
        let location = columns.location(of: token, in: tape.bytes)
        entries.append(Entry(
            shared: context.shared, locale: context.locale, variation: variation,
            value: text ?? tape.string(at: value), state: state, location: location, isVerbatim: token.isVerbatim,
            isSource: context.isSource, isKeyAsValue: isKeyAsValue
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
