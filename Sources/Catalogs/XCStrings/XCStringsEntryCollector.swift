/// Turns the keys of a String Catalog into entries: one per `stringUnit` leaf (and per `stringSet` value) in
/// every localization, plus the key itself as the source value where the key has no source-language localization.
///
/// Variations and substitutions nest to any depth (`device.iphone.plural.one`,
/// `substitutions.files.plural.other`, `device.mac.substitutions.files.plural.one`); the variation path of an
/// entry is the chain of names leading to its leaf. Members are visited in file order, so entries come out in
/// file order too.
struct XCStringsEntryCollector {
    let request: ReadRequest
    let sourceLanguage: String
    let fields: XCStringsFieldReader

    private(set) var entries: [Entry] = []
    private(set) var locales: Set<String> = []
    private(set) var substitutions: [SubstitutionKey: [Substitution]] = [:]

    init(request: ReadRequest, sourceLanguage: String) {
        self.request = request
        self.sourceLanguage = sourceLanguage
        fields = XCStringsFieldReader(file: request.displayPath)
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

    /// Adds the entries of one member of the catalog's `strings` object.
    mutating func collect(key: LocatedJSONString, node: LocatedJSON) throws(ReadError) {
        var place = XCStringsPlace(key: key.value)
        guard let keyObject = node.object else {
            throw ReadError(
                file: request.displayPath, line: node.location.line,
                message: "\(place.description) must map to an object, found \(node.kindDescription)"
            )
        }
        let comment = try fields.optionalString("comment", in: keyObject, at: place)?.value
        let extractionState = try fields.optionalString("extractionState", in: keyObject, at: place)?.value
        let shouldTranslate = try fields.optionalBool("shouldTranslate", in: keyObject, at: place) ?? true
        let localizations = try fields.optionalObject("localizations", in: keyObject, at: place)
        var context = LeafContext(
            key: key.value, locale: sourceLanguage, comment: comment, shouldTranslate: shouldTranslate,
            extractionState: extractionState, isSource: true
        )

        if localizations?.member(named: sourceLanguage) == nil {
            entries.append(makeEntry(
                context: context, variation: "", value: key, state: nil, isKeyAsValue: true
            ))
        }
        for localization in localizations?.members ?? [] {
            let locale = localization.key.value
            locales.insert(locale)
            context.locale = locale
            context.isSource = locale == sourceLanguage
            place.locale = locale
            let object = try fields.object(localization.value, locale, at: place)
            try collectLeaves(in: object, variation: "", context: context, place: place)
        }
    }

    /// Adds the leaves found in a localization, a variation case or a substitution.
    private mutating func collectLeaves(
        in object: LocatedJSONObject, variation: String, context: LeafContext, place: XCStringsPlace
    ) throws(ReadError) {
        var place = place
        place.variation = variation
        for member in object.members {
            switch member.key.value {
            case "stringUnit":
                let unit = try fields.object(member.value, "stringUnit", at: place)
                let value = try fields.requiredString(
                    "value", in: unit, objectName: "stringUnit", objectLocation: member.value.location, at: place
                )
                let state = try fields.optionalString("state", in: unit, at: place)?.value
                entries.append(makeEntry(context: context, variation: variation, value: value, state: state))
            case "stringSet":
                try collectStringSet(member.value, variation: variation, context: context, place: place)
            case "variations":
                let kinds = try fields.object(member.value, "variations", at: place)
                for kind in kinds.members {
                    let cases = try fields.object(kind.value, kind.key.value, at: place)
                    for variationCase in cases.members {
                        let path = joined(variation, kind.key.value, variationCase.key.value)
                        place.variation = path
                        let child = try fields.object(variationCase.value, variationCase.key.value, at: place)
                        place.variation = variation
                        try collectLeaves(in: child, variation: path, context: context, place: place)
                    }
                }
            case "substitutions":
                let substitutionObjects = try fields.object(member.value, "substitutions", at: place)
                for substitution in substitutionObjects.members {
                    let name = substitution.key.value
                    let path = joined(variation, "substitutions", name)
                    let child = try fields.object(substitution.value, name, at: place)
                    place.variation = path
                    let argumentNumber = try fields.optionalInteger("argNum", in: child, at: place)
                    let specifier = try fields.optionalString("formatSpecifier", in: child, at: place)?.value
                    place.variation = variation
                    record(Substitution(name: name, argumentNumber: argumentNumber, formatSpecifier: specifier),
                           key: context.key, locale: context.locale)
                    try collectLeaves(in: child, variation: path, context: context, place: place)
                }
            default:
                continue
            }
        }
    }

    /// Adds one entry per value of a `stringSet` (App Shortcuts phrases), with variation `stringSet.<index>`.
    private mutating func collectStringSet(
        _ node: LocatedJSON, variation: String, context: LeafContext, place: XCStringsPlace
    ) throws(ReadError) {
        let set = try fields.object(node, "stringSet", at: place)
        let state = try fields.optionalString("state", in: set, at: place)?.value
        for (index, element) in (try fields.optionalArray("values", in: set, at: place) ?? []).enumerated() {
            let path = joined(variation, "stringSet", String(index))
            var elementPlace = place
            elementPlace.variation = path
            let value = try fields.string(element, "values[\(index)]", at: elementPlace)
            entries.append(makeEntry(context: context, variation: path, value: value, state: state))
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

    private func makeEntry(
        context: LeafContext, variation: String, value: LocatedJSONString, state: String?, isKeyAsValue: Bool = false
    ) -> Entry {
        Entry(
            file: request.displayPath, table: request.table, key: context.key, locale: context.locale,
            variation: variation, value: value.value, state: state, comment: context.comment,
            shouldTranslate: context.shouldTranslate, extractionState: context.extractionState,
            location: value.location, isVerbatim: value.isVerbatim, isSource: context.isSource,
            isKeyAsValue: isKeyAsValue
        )
    }

    /// A dotted variation path; `prefix` is empty at the top of a localization.
    private func joined(_ prefix: String, _ first: String, _ second: String) -> String {
        prefix.isEmpty ? first + "." + second : prefix + "." + first + "." + second
    }
}
