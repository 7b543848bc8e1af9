/// Checks strict JSON (RFC 8259) in UTF-8 and lays its values out as a `JSONTape`.
///
/// The builder is iterative (an explicit stack, never recursion), so hostile nesting fails with a `ReadError` at
/// `ReadLimits.maximumNestingDepth` instead of overflowing the stack. Every error names the line. Invalid UTF-8
/// anywhere in the input is an error. No `String` is made for a valid document: tokens only record offsets.
struct JSONTapeBuilder {
    /// A container that has been opened and not yet closed.
    private struct OpenContainer {
        var token: Int
        var isObject: Bool
        var line: Int
        var count: UInt32
    }

    private var cursor: JSONByteCursor
    private var open: [OpenContainer] = []
    private var tokens: [JSONToken] = []

    /// Checks one document; `file` is the path used in errors.
    static func build(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(ReadError) -> JSONTape {
        guard bytes.count <= Int(UInt32.max) else {
            throw ReadError(file: file, message: "file is larger than \(ReadLimits.maximumFileSize / 1_048_576) MiB")
        }
        var builder = JSONTapeBuilder(cursor: JSONByteCursor(bytes: bytes, file: file))
        // Pretty-printed catalogs hold about one token per 24 to 28 bytes, compact ones more: room for one per 16
        // bytes spares nearly every file a copy of the tokens as they grow.
        builder.tokens.reserveCapacity(bytes.count / 16 + 16)
        try builder.parseDocument()
        return JSONTape(bytes: bytes, tokens: builder.tokens)
    }

    private init(cursor: JSONByteCursor) {
        self.cursor = cursor
    }

    private mutating func parseDocument() throws(ReadError) {
        var steps: UInt32 = 0
        while true {
            steps &+= 1
            if steps & 0xFFF == 0, Deadline.currentHasPassed() { throw cursor.error(ReadLimits.stoppedMessage) }
            guard try parseValueOrOpenContainer() else { continue }
            // Hand the finished value to its container, closing every container that ends right after it.
            while true {
                guard let container = open.last else {
                    cursor.skipWhitespace()
                    if !cursor.isAtEnd {
                        throw cursor.error("unexpected " + (try cursor.describeCurrentCharacter())
                            + " after the end of the JSON value")
                    }
                    return
                }
                open[open.count - 1].count += 1
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
                    closeInnermostContainer()
                    continue
                }
                throw cursor.error(container.isObject
                    ? "expected ',' or '}' after object member"
                    : "expected ',' or ']' after array element")
            }
        }
    }

    /// Appends a token for the value at the cursor, at `start` (a string's first byte after its quote).
    private mutating func append(_ kind: JSONToken.Kind, start: Int, end: Int, isVerbatim: Bool = false) {
        tokens.append(JSONToken(
            kind: kind, isVerbatim: isVerbatim, line: UInt32(truncatingIfNeeded: cursor.line),
            lineStart: UInt32(truncatingIfNeeded: cursor.lineStart), start: UInt32(truncatingIfNeeded: start),
            end: UInt32(truncatingIfNeeded: end), count: 0
        ))
    }

    /// Reads the next value. Returns true when it is complete (a scalar or an empty container); false after
    /// opening a non-empty container, whose first child comes next.
    private mutating func parseValueOrOpenContainer() throws(ReadError) -> Bool {
        cursor.skipWhitespace()
        guard !cursor.isAtEnd else {
            if let container = open.last { throw unclosedError(container) }
            throw cursor.error("unexpected end of file: expected a JSON value")
        }
        let start = cursor.index
        switch cursor.current {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = cursor.current == UInt8(ascii: "{")
            guard open.count < ReadLimits.maximumNestingDepth else {
                throw cursor.error("nesting deeper than \(ReadLimits.maximumNestingDepth) levels")
            }
            // The token is laid down before the cursor moves on, so it records the line of the bracket.
            let token = tokens.count
            append(isObject ? .object : .array, start: start, end: token + 1)
            let line = cursor.line
            cursor.index += 1
            cursor.skipWhitespace()
            let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            if !cursor.isAtEnd, cursor.current == closing {
                cursor.index += 1
                return true
            }
            open.append(OpenContainer(token: token, isObject: isObject, line: line, count: 0))
            if isObject { try readKeyAndColon() }
            return false
        case UInt8(ascii: "\""):
            let string = try cursor.scanString()
            append(.string, start: string.start, end: string.end, isVerbatim: string.isVerbatim)
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try cursor.scanNumber()
            append(.number, start: start, end: cursor.index)
            return true
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            let kind = try cursor.scanLiteral()
            append(kind, start: start, end: cursor.index)
            return true
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
        let key = try cursor.scanString()
        append(.string, start: key.start, end: key.end, isVerbatim: key.isVerbatim)
        cursor.skipWhitespace()
        guard !cursor.isAtEnd, cursor.current == UInt8(ascii: ":") else {
            if cursor.isAtEnd { throw unclosedError(open[open.count - 1]) }
            throw cursor.error("expected ':' after object key")
        }
        cursor.index += 1
    }

    /// Records where the innermost open container ends and how many children it has, and closes it.
    private mutating func closeInnermostContainer() {
        let container = open.removeLast()
        tokens[container.token].end = UInt32(truncatingIfNeeded: tokens.count)
        tokens[container.token].count = container.count
    }

    private func unclosedError(_ container: OpenContainer) -> ReadError {
        let kind = container.isObject ? "object" : "array"
        return cursor.error("unexpected end of file: the \(kind) opened on line \(container.line) is not closed")
    }
}
