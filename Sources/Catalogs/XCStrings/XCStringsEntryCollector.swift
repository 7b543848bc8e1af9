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
        var key: String
        var locale: String
        var comment: String?
        var shouldTranslate: Bool
        var extractionState: String?
        var isSource: Bool
    }

    /// Adds the entries of one member of the catalog's `strings` object: the key's token and its value's.
    mutating func collect(key keyToken: Int, node: Int) throws(ReadError) {
        let key = tape.string(at: keyToken)
        var place = XCStringsPlace(key: key)
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
        var context = LeafContext(
            key: key, locale: sourceLanguage, comment: comment, shouldTranslate: shouldTranslate,
            extractionState: extractionState, isSource: true
        )

        swap(&keyLocales, &previousKeyLocales)
        keyLocales.removeAll(keepingCapacity: true)
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
                member = tape.next(after: member + 1)
            }
        }
        if !keyLocales.contains(sourceLanguage) {
            appendEntry(context: context, variation: "", value: keyToken, text: key, state: nil, isKeyAsValue: true)
        }
        guard let localizations else { return }
        var member = localizations + 1
        for locale in keyLocales {
            context.locale = locale
            context.isSource = locale == sourceLanguage
            place.locale = locale
            let object = try fields.object(member + 1, locale, at: place)
            try collectLeaves(in: object, variation: "", context: context, place: place)
            member = tape.next(after: member + 1)
        }
    }

    /// Adds the leaves found in a localization, a variation case or a substitution. `place` is where they are,
    /// with `variation` as its variation already (so the common leaf copies nothing).
    private mutating func collectLeaves(
        in object: Int, variation: String, context: LeafContext, place: XCStringsPlace
    ) throws(ReadError) {
        var member = object + 1
        for _ in 0..<tape.tokens[object].count {
            let value = member + 1
            defer { member = tape.next(after: value) }
            switch LeafMember(tape, member) {
            case .other:
                continue
            case .stringUnit:
                let unit = try fields.object(value, "stringUnit", at: place)
                let (text, stateToken) = try fields.stringUnitFields(unit, at: place)
                var state: String?
                if let stateToken { state = fields.stateText(stateToken) }
                appendEntry(context: context, variation: variation, value: text, state: state)
            case .stringSet:
                try collectStringSet(value, variation: variation, context: context, place: place)
            case .variations:
                var place = place
                let kinds = try fields.object(value, "variations", at: place)
                var kind = kinds + 1
                for _ in 0..<tape.tokens[kinds].count {
                    let kindName = tape.string(at: kind)
                    let cases = try fields.object(kind + 1, kindName, at: place)
                    var variationCase = cases + 1
                    for _ in 0..<tape.tokens[cases].count {
                        let caseName = tape.string(at: variationCase)
                        let path = joined(variation, kindName, caseName)
                        place.variation = path
                        let child = try fields.object(variationCase + 1, caseName, at: place)
                        try collectLeaves(in: child, variation: path, context: context, place: place)
                        place.variation = variation
                        variationCase = tape.next(after: variationCase + 1)
                    }
                    kind = tape.next(after: kind + 1)
                }
            case .substitutions:
                var place = place
                let substitutionObjects = try fields.object(value, "substitutions", at: place)
                var substitution = substitutionObjects + 1
                for _ in 0..<tape.tokens[substitutionObjects].count {
                    let name = tape.string(at: substitution)
                    let path = joined(variation, "substitutions", name)
                    let child = try fields.object(substitution + 1, name, at: place)
                    place.variation = path
                    let argumentNumber = try fields.optionalInteger("argNum", in: child, at: place)
                    let specifier = try fields.optionalText("formatSpecifier", in: child, at: place)
                    record(Substitution(name: name, argumentNumber: argumentNumber, formatSpecifier: specifier),
                           key: context.key, locale: context.locale)
                    try collectLeaves(in: child, variation: path, context: context, place: place)
                    place.variation = variation
                    substitution = tape.next(after: substitution + 1)
                }
            }
        }
    }

    /// Adds one entry per value of a `stringSet` (App Shortcuts phrases), with variation `stringSet.<index>`.
    private mutating func collectStringSet(
        _ node: Int, variation: String, context: LeafContext, place: XCStringsPlace
    ) throws(ReadError) {
        let set = try fields.object(node, "stringSet", at: place)
        let state = try fields.optionalText("state", in: set, at: place)
        guard let values = try fields.optionalArray("values", in: set, at: place) else { return }
        var element = values + 1
        for index in 0..<Int(tape.tokens[values].count) {
            let path = joined(variation, "stringSet", String(index))
            var elementPlace = place
            elementPlace.variation = path
            let value = try fields.string(element, "values[\(index)]", at: elementPlace)
            appendEntry(context: context, variation: path, value: value, state: state)
            element = tape.next(after: element)
        }
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
            file: request.displayPath, table: request.table, key: context.key, locale: context.locale,
            variation: variation, value: text ?? tape.string(at: value), state: state, comment: context.comment,
            shouldTranslate: context.shouldTranslate, extractionState: context.extractionState,
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
