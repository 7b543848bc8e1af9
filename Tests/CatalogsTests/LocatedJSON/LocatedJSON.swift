@testable import Catalogs

/// A JSON value together with where it starts in its file: the tests' view of a `JSONTape` as a tree.
///
/// The readers read the tape itself; the tests build this tree from it (`LocatedJSONParser`) to compare what the
/// tape holds, values and positions, with Foundation's parser and with the expected lines and columns.
/// A string's location is that of its first character after the opening quote; any other value's is that of its
/// first character (`{`, `[`, a digit, `-`, `t`, `f` or `n`).
public struct LocatedJSON: Sendable {
    /// The parsed value. Containers hold their children in file order.
    public enum Value: Sendable {
        case object(LocatedJSONObject)
        case array([LocatedJSON])
        case string(LocatedJSONString)
        case number(LocatedJSONNumber)
        case bool(Bool)
        case null
    }

    public var value: Value
    public var location: SourceLocation

    public init(value: Value, location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The value as an object, or nil when it is something else.
    public var object: LocatedJSONObject? {
        if case .object(let object) = value { return object }
        return nil
    }

    /// The value as a string, or nil when it is something else.
    public var string: LocatedJSONString? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The elements, or nil when the value is not an array.
    public var array: [LocatedJSON]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The value as a boolean, or nil when it is not `true` or `false`.
    public var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    /// The value as a number, or nil when it is something else.
    public var number: LocatedJSONNumber? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The kind of value with its article, for error messages: "an object", "a string", "null", …
    public var kindDescription: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A JSON object whose members keep the order and positions they have in the file.
///
/// Kept as a list rather than a dictionary because order matters (entries come out in file order) and because
/// every key carries its own location (a catalog's key is itself a source string).
public struct LocatedJSONObject: Sendable {
    public var members: [LocatedJSONMember]

    public init(members: [LocatedJSONMember]) {
        self.members = members
    }

    /// The value of the member named `name`; when a name occurs more than once the last one wins, as in
    /// JavaScript and most JSON libraries.
    public func member(named name: String) -> LocatedJSON? {
        for member in members.reversed() where member.key.value == name {
            return member.value
        }
        return nil
    }
}

/// One `"key": value` pair of an object.
public struct LocatedJSONMember: Sendable {
    public var key: LocatedJSONString
    public var value: LocatedJSON

    public init(key: LocatedJSONString, value: LocatedJSON) {
        self.key = key
        self.value = value
    }
}

/// A decoded JSON string and whether it can be mapped back onto the file character by character.
public struct LocatedJSONString: Sendable, Hashable {
    /// The decoded text (escapes resolved).
    public var value: String
    /// The first character after the opening quote.
    public var location: SourceLocation
    /// True when the string had no escape sequences, so its characters stand in the file one for one.
    public var isVerbatim: Bool

    public init(value: String, location: SourceLocation, isVerbatim: Bool) {
        self.value = value
        self.location = location
        self.isVerbatim = isVerbatim
    }
}

/// A JSON number kept as written, so integers are not forced through `Double`.
public struct LocatedJSONNumber: Sendable, Hashable {
    /// The number exactly as it stands in the file, e.g. `2`, `-0.5`, `1e3`.
    public var text: String

    public init(text: String) {
        self.text = text
    }

    public var doubleValue: Double? {
        Double(text)
    }

    /// The value when it is a whole number that fits in `Int` (`2`, `2.0`, `2e0`), else nil, as the readers
    /// take it (`JSONTape.wholeNumber`).
    public var intValue: Int? {
        JSONTape.wholeNumber(text)
    }
}
