@testable import Catalogs

/// Parses strict JSON (RFC 8259) from UTF-8 bytes into a `LocatedJSON` tree that remembers positions, for the
/// tests of `JSONTapeBuilder`.
///
/// The document is checked by `JSONTapeBuilder` (so every error names the line, hostile nesting fails at
/// `ReadLimits.maximumNestingDepth`, and invalid UTF-8 anywhere is an error), then the tree is built from the
/// tape with the readers' own column counting.
public enum LocatedJSONParser {
    /// Parses one JSON document. `file` is the path used in errors.
    public static func parse(_ bytes: [UInt8], file: String) throws(ReadError) -> LocatedJSON {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ReadError) -> LocatedJSON in
            try parse(buffer, file: file)
        }
    }

    /// Parses one JSON document from a buffer that stays valid for the call. `file` is the path used in errors.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(ReadError) -> LocatedJSON {
        let tape = try JSONTapeBuilder.build(bytes, file: file)
        var builder = LocatedJSONTreeBuilder(tape: tape)
        return builder.value(at: 0)
    }
}

/// Turns a tape into the `LocatedJSON` tree, visiting tokens in document order (so columns cost linear time).
/// Nesting is at most `ReadLimits.maximumNestingDepth` deep, which bounds the recursion.
private struct LocatedJSONTreeBuilder {
    let tape: JSONTape
    var columns = JSONColumnCounter()

    mutating func value(at index: Int) -> LocatedJSON {
        let token = tape.tokens[index]
        let location = columns.location(of: token, in: tape.bytes)
        switch token.kind {
        case .object:
            var members: [LocatedJSONMember] = []
            members.reserveCapacity(Int(token.count))
            var key = index + 1
            for _ in 0..<token.count {
                let name = string(at: key)
                members.append(LocatedJSONMember(key: name, value: value(at: key + 1)))
                key = tape.next(after: key + 1)
            }
            return LocatedJSON(value: .object(LocatedJSONObject(members: members)), location: location)
        case .array:
            var elements: [LocatedJSON] = []
            elements.reserveCapacity(Int(token.count))
            var element = index + 1
            for _ in 0..<token.count {
                elements.append(value(at: element))
                element = tape.next(after: element)
            }
            return LocatedJSON(value: .array(elements), location: location)
        case .string:
            let text = tape.string(at: index)
            return LocatedJSON(value: .string(LocatedJSONString(value: text, location: location, isVerbatim: token.isVerbatim)), location: location)
        case .number: return LocatedJSON(value: .number(LocatedJSONNumber(text: tape.numberText(at: index))), location: location)
        case .trueLiteral: return LocatedJSON(value: .bool(true), location: location)
        case .falseLiteral: return LocatedJSON(value: .bool(false), location: location)
        case .null: return LocatedJSON(value: .null, location: location)
        }
    }

    private mutating func string(at index: Int) -> LocatedJSONString {
        let token = tape.tokens[index]
        return LocatedJSONString(
            value: tape.string(at: index), location: columns.location(of: token, in: tape.bytes), isVerbatim: token.isVerbatim
        )
    }
}
