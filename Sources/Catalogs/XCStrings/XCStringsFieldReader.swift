/// Where in a catalog a field sits, for error messages: `key "Save" (de, plural.one)`.
struct XCStringsPlace {
    var key: String?
    var locale: String?
    var variation: String = ""

    var description: String {
        guard let key else { return "the catalog" }
        var details: [String] = []
        if let locale { details.append(locale) }
        if !variation.isEmpty { details.append(variation) }
        let quoted = "key \"" + key + "\""
        return details.isEmpty ? quoted : quoted + " (" + details.joined(separator: ", ") + ")"
    }
}

/// Reads the typed fields of catalog objects on a `JSONTape`, turning a value of the wrong JSON type into a
/// `ReadError` that names the field, the key and the line of the offending value.
///
/// A String Catalog is written by Xcode, so a wrong type means the file was damaged or hand-edited badly; the
/// reader reports it rather than guessing. Fields the reader does not know are never looked at. Values are
/// token indices into the tape; `tape.string(at:)` decodes a string only when the reader needs its text.
struct XCStringsFieldReader {
    let file: String
    let tape: JSONTape

    /// `node` when it is an object, or an error saying what `name` should have been.
    func object(_ node: Int, _ name: @autoclosure () -> String, at place: XCStringsPlace) throws(ReadError) -> Int {
        guard tape.tokens[node].kind == .object else { throw wrongType(node, name(), "an object", place) }
        return node
    }

    /// The member `name` of `object` when it is an object, nil when absent.
    func optionalObject(_ name: StaticString, in object: Int, at place: XCStringsPlace) throws(ReadError) -> Int? {
        guard let node = tape.member(named: name, in: object) else { return nil }
        return try self.object(node, name.description, at: place)
    }

    /// The member `name` of `object` when it is a string, nil when absent.
    func optionalString(_ name: StaticString, in object: Int, at place: XCStringsPlace) throws(ReadError) -> Int? {
        guard let node = tape.member(named: name, in: object) else { return nil }
        guard tape.tokens[node].kind == .string else { throw wrongType(node, name.description, "a string", place) }
        return node
    }

    /// The text of the member `name` of `object`, nil when absent.
    func optionalText(_ name: StaticString, in object: Int, at place: XCStringsPlace) throws(ReadError) -> String? {
        try optionalString(name, in: object, at: place).map(tape.string(at:))
    }

    /// The member `name` of `object` as a string, or an error on the line of `object` when it is absent.
    func requiredString(
        _ name: StaticString, in object: Int, objectName: String, at place: XCStringsPlace
    ) throws(ReadError) -> Int {
        guard let string = try optionalString(name, in: object, at: place) else {
            throw ReadError(
                file: file, line: Int(tape.tokens[object].line),
                message: "\"\(objectName)\" of \(place.description) has no \"\(name)\""
            )
        }
        return string
    }

    /// The `value` (required) and `state` (optional) string tokens of a `stringUnit` object, found in one pass
    /// over its members; anything amiss is left to `requiredString` and `optionalString`, which report it.
    func stringUnitFields(_ unit: Int, at place: XCStringsPlace) throws(ReadError) -> (value: Int, state: Int?) {
        if let fields = wellFormedStringUnitFields(unit) { return fields }
        let object = try self.object(unit, "stringUnit", at: place)
        return (try requiredString("value", in: object, objectName: "stringUnit", at: place),
                try optionalString("state", in: object, at: place))
    }

    /// The `value` and `state` string tokens of `unit` when it is a `stringUnit` object as it should be (a
    /// string `value`, no `state` or a string one), found in one pass over its members; nil otherwise, and then
    /// `stringUnitFields(_:at:)` says what is wrong. Needs no place, so the common path builds none.
    func wellFormedStringUnitFields(_ unit: Int) -> (value: Int, state: Int?)? {
        guard tape.tokens[unit].kind == .object else { return nil }
        var value: Int?
        var state: Int?
        var key = unit + 1
        for _ in 0..<tape.tokens[unit].count {
            // As in `JSONTape.member(named:in:)`, the last of a repeated name wins.
            if tape.string(at: key, equals: "value") {
                value = key + 1
            } else if tape.string(at: key, equals: "state") {
                state = key + 1
            }
            key = tape.next(after: key + 1)
        }
        guard let value, tape.tokens[value].kind == .string, state.map({ tape.tokens[$0].kind == .string }) ?? true else {
            return nil
        }
        return (value, state)
    }

    /// The text of a `stringUnit`'s `state`: Xcode's four states as constants, anything else decoded.
    func stateText(_ token: Int) -> String {
        if tape.string(at: token, equals: "translated") { return "translated" }
        if tape.string(at: token, equals: "needs_review") { return "needs_review" }
        if tape.string(at: token, equals: "new") { return "new" }
        if tape.string(at: token, equals: "stale") { return "stale" }
        return tape.string(at: token)
    }

    /// The member `name` of `object` as a boolean, nil when absent.
    func optionalBool(_ name: StaticString, in object: Int, at place: XCStringsPlace) throws(ReadError) -> Bool? {
        guard let node = tape.member(named: name, in: object) else { return nil }
        switch tape.tokens[node].kind {
        case .trueLiteral: return true
        case .falseLiteral: return false
        default: throw wrongType(node, name.description, "true or false", place)
        }
    }

    /// The member `name` of `object` as a whole number, nil when absent.
    func optionalInteger(_ name: StaticString, in object: Int, at place: XCStringsPlace) throws(ReadError) -> Int? {
        guard let node = tape.member(named: name, in: object) else { return nil }
        guard tape.tokens[node].kind == .number, let number = tape.wholeNumber(at: node) else {
            throw wrongType(node, name.description, "a whole number", place)
        }
        return number
    }

    /// The member `name` of `object` when it is an array, nil when absent.
    func optionalArray(_ name: StaticString, in object: Int, at place: XCStringsPlace) throws(ReadError) -> Int? {
        guard let node = tape.member(named: name, in: object) else { return nil }
        guard tape.tokens[node].kind == .array else { throw wrongType(node, name.description, "an array", place) }
        return node
    }

    /// `node` when it is a string, or an error saying what `name` should have been.
    func string(_ node: Int, _ name: @autoclosure () -> String, at place: XCStringsPlace) throws(ReadError) -> Int {
        guard tape.tokens[node].kind == .string else { throw wrongType(node, name(), "a string", place) }
        return node
    }

    /// The error for the value at `node`, which should have been `expected` as the `name` at `place`.
    func wrongType(_ node: Int, _ name: String, _ expected: String, _ place: XCStringsPlace) -> ReadError {
        var found = tape.kindDescription(at: node)
        if tape.tokens[node].kind == .number { found += " (" + tape.numberText(at: node) + ")" }
        return ReadError(
            file: file, line: Int(tape.tokens[node].line),
            message: "\"\(name)\" of \(place.description) must be \(expected), found \(found)"
        )
    }
}
