/// Parses strict JSON (RFC 8259) from UTF-8 bytes into a `LocatedJSON` tree that remembers positions.
///
/// It exists because String Catalogs are JSON and findings must point at line and column, which Foundation's
/// parsers do not report. The parser is iterative (an explicit stack, never recursion), so hostile nesting fails
/// with a `ReadError` at `ReadLimits.maximumNestingDepth` instead of overflowing the stack. Every error names the
/// line. Invalid UTF-8 anywhere in the input is an error.
public enum LocatedJSONParser {
    /// Parses one JSON document. `file` is the path used in errors.
    public static func parse(_ bytes: [UInt8], file: String) throws(ReadError) -> LocatedJSON {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ReadError) -> LocatedJSON in
            try parse(buffer, file: file)
        }
    }

    /// Parses one JSON document from a buffer that stays valid for the call. `file` is the path used in errors.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(ReadError) -> LocatedJSON {
        var parser = TreeBuilder(cursor: JSONByteCursor(bytes: bytes, file: file))
        return try parser.parseDocument()
    }
}

/// The iterative state of one parse: the containers still open and the values and keys waiting for them to close.
private struct TreeBuilder {
    /// A container that has been opened and not yet closed.
    struct OpenContainer {
        var isObject: Bool
        var location: SourceLocation
        /// Where this container's children start in `pendingValues` (and, for objects, its keys in `pendingKeys`).
        var firstValue: Int
        var firstKey: Int
    }

    var cursor: JSONByteCursor
    var open: [OpenContainer] = []
    var pendingValues: [LocatedJSON] = []
    var pendingKeys: [LocatedJSONString] = []

    init(cursor: JSONByteCursor) {
        self.cursor = cursor
    }

    mutating func parseDocument() throws(ReadError) -> LocatedJSON {
        var steps: UInt32 = 0
        while true {
            steps &+= 1
            if steps & 0xFFF == 0, Deadline.currentHasPassed() { throw cursor.error(ReadLimits.stoppedMessage) }
            guard var completed = try parseValueOrOpenContainer() else { continue }
            // Hand the finished value to its container, closing every container that ends right after it.
            while true {
                guard let container = open.last else {
                    cursor.skipWhitespace()
                    if !cursor.isAtEnd {
                        throw cursor.error("unexpected " + (try cursor.describeCurrentCharacter())
                            + " after the end of the JSON value")
                    }
                    return completed
                }
                pendingValues.append(completed)
                cursor.skipWhitespace()
                guard !cursor.isAtEnd else { throw unclosedError(container) }
                let byte = cursor.current
                if byte == UInt8(ascii: ",") {
                    cursor.index += 1
                    if container.isObject { try readKeyAndColon() }
                    break
                }
                if byte == (container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    cursor.index += 1
                    completed = closeInnermostContainer()
                    continue
                }
                throw cursor.error(container.isObject
                    ? "expected ',' or '}' after object member"
                    : "expected ',' or ']' after array element")
            }
        }
    }

    /// Reads the next value. Returns it when it is complete (a scalar or an empty container); returns nil after
    /// opening a non-empty container, whose first child comes next.
    private mutating func parseValueOrOpenContainer() throws(ReadError) -> LocatedJSON? {
        cursor.skipWhitespace()
        guard !cursor.isAtEnd else {
            if let container = open.last { throw unclosedError(container) }
            throw cursor.error("unexpected end of file: expected a JSON value")
        }
        let location = cursor.location(at: cursor.index)
        switch cursor.current {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = cursor.current == UInt8(ascii: "{")
            guard open.count < ReadLimits.maximumNestingDepth else {
                throw cursor.error("nesting deeper than \(ReadLimits.maximumNestingDepth) levels")
            }
            cursor.index += 1
            cursor.skipWhitespace()
            let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            if !cursor.isAtEnd, cursor.current == closing {
                cursor.index += 1
                let empty: LocatedJSON.Value = isObject ? .object(LocatedJSONObject(members: [])) : .array([])
                return LocatedJSON(value: empty, location: location)
            }
            open.append(OpenContainer(
                isObject: isObject, location: location, firstValue: pendingValues.count, firstKey: pendingKeys.count
            ))
            if isObject { try readKeyAndColon() }
            return nil
        case UInt8(ascii: "\""):
            let string = try cursor.readString()
            return LocatedJSON(value: .string(string), location: string.location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return LocatedJSON(value: .number(try cursor.readNumber()), location: location)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return LocatedJSON(value: try cursor.readLiteral(), location: location)
        default:
            throw cursor.error("unexpected " + (try cursor.describeCurrentCharacter()) + ": expected a JSON value")
        }
    }

    /// Reads `"key" :` inside an object, leaving the cursor before the member's value.
    private mutating func readKeyAndColon() throws(ReadError) {
        cursor.skipWhitespace()
        guard !cursor.isAtEnd else { throw unclosedError(open[open.count - 1]) }
        guard cursor.current == UInt8(ascii: "\"") else {
            throw cursor.error("expected a string key, found " + (try cursor.describeCurrentCharacter()))
        }
        pendingKeys.append(try cursor.readString())
        cursor.skipWhitespace()
        guard !cursor.isAtEnd, cursor.current == UInt8(ascii: ":") else {
            if cursor.isAtEnd { throw unclosedError(open[open.count - 1]) }
            throw cursor.error("expected ':' after object key")
        }
        cursor.index += 1
    }

    /// Builds the innermost open container from its pending children and removes it from the stacks.
    private mutating func closeInnermostContainer() -> LocatedJSON {
        let container = open.removeLast()
        let value: LocatedJSON.Value
        if container.isObject {
            var members: [LocatedJSONMember] = []
            members.reserveCapacity(pendingValues.count - container.firstValue)
            var keyIndex = container.firstKey
            for valueIndex in container.firstValue..<pendingValues.count {
                members.append(LocatedJSONMember(key: pendingKeys[keyIndex], value: pendingValues[valueIndex]))
                keyIndex += 1
            }
            pendingKeys.removeSubrange(container.firstKey...)
            value = .object(LocatedJSONObject(members: members))
        } else {
            value = .array(Array(pendingValues[container.firstValue...]))
        }
        pendingValues.removeSubrange(container.firstValue...)
        return LocatedJSON(value: value, location: container.location)
    }

    private func unclosedError(_ container: OpenContainer) -> ReadError {
        let kind = container.isObject ? "object" : "array"
        return cursor.error("unexpected end of file: the \(kind) opened on line \(container.location.line) is not closed")
    }
}
