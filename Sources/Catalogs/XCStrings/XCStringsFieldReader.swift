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

/// Reads the typed fields of catalog objects, turning a value of the wrong JSON type into a `ReadError` that
/// names the field, the key and the line of the offending value.
///
/// A String Catalog is written by Xcode, so a wrong type means the file was damaged or hand-edited badly; the
/// reader reports it rather than guessing. Fields the reader does not know are never looked at.
struct XCStringsFieldReader {
    let file: String

    /// `node` as an object, or an error saying what `name` should have been.
    func object(_ node: LocatedJSON, _ name: String, at place: XCStringsPlace) throws(ReadError) -> LocatedJSONObject {
        guard let object = node.object else { throw wrongType(node, name, "an object", place) }
        return object
    }

    /// The member `name` of `object` as an object, nil when absent.
    func optionalObject(
        _ name: String, in object: LocatedJSONObject, at place: XCStringsPlace
    ) throws(ReadError) -> LocatedJSONObject? {
        guard let node = object.member(named: name) else { return nil }
        return try self.object(node, name, at: place)
    }

    /// The member `name` of `object` as a string, nil when absent.
    func optionalString(
        _ name: String, in object: LocatedJSONObject, at place: XCStringsPlace
    ) throws(ReadError) -> LocatedJSONString? {
        guard let node = object.member(named: name) else { return nil }
        guard let string = node.string else { throw wrongType(node, name, "a string", place) }
        return string
    }

    /// The member `name` of `object` as a string, or an error at `objectLocation` when it is absent.
    func requiredString(
        _ name: String, in object: LocatedJSONObject, objectName: String, objectLocation: SourceLocation,
        at place: XCStringsPlace
    ) throws(ReadError) -> LocatedJSONString {
        guard let string = try optionalString(name, in: object, at: place) else {
            throw ReadError(
                file: file, line: objectLocation.line,
                message: "\"\(objectName)\" of \(place.description) has no \"\(name)\""
            )
        }
        return string
    }

    /// The member `name` of `object` as a boolean, nil when absent.
    func optionalBool(_ name: String, in object: LocatedJSONObject, at place: XCStringsPlace) throws(ReadError) -> Bool? {
        guard let node = object.member(named: name) else { return nil }
        guard let flag = node.bool else { throw wrongType(node, name, "true or false", place) }
        return flag
    }

    /// The member `name` of `object` as a whole number, nil when absent.
    func optionalInteger(_ name: String, in object: LocatedJSONObject, at place: XCStringsPlace) throws(ReadError) -> Int? {
        guard let node = object.member(named: name) else { return nil }
        guard let number = node.number?.intValue else { throw wrongType(node, name, "a whole number", place) }
        return number
    }

    /// The member `name` of `object` as an array, nil when absent.
    func optionalArray(
        _ name: String, in object: LocatedJSONObject, at place: XCStringsPlace
    ) throws(ReadError) -> [LocatedJSON]? {
        guard let node = object.member(named: name) else { return nil }
        guard let elements = node.array else { throw wrongType(node, name, "an array", place) }
        return elements
    }

    /// `node` as a string, or an error saying what `name` should have been.
    func string(_ node: LocatedJSON, _ name: String, at place: XCStringsPlace) throws(ReadError) -> LocatedJSONString {
        guard let string = node.string else { throw wrongType(node, name, "a string", place) }
        return string
    }

    private func wrongType(_ node: LocatedJSON, _ name: String, _ expected: String, _ place: XCStringsPlace) -> ReadError {
        var found = node.kindDescription
        if case .number(let number) = node.value { found += " (" + number.text + ")" }
        return ReadError(
            file: file, line: node.location.line,
            message: "\"\(name)\" of \(place.description) must be \(expected), found \(found)"
        )
    }
}
