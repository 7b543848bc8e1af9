/// Skips a `<!DOCTYPE …>` declaration without reading anything it points to, and rejects one that declares
/// entities.
///
/// Entity declarations are how XML bombs (billion laughs) and external-entity attacks work; copylint expands
/// no entity, so a document that needs them cannot be read faithfully and is refused up front.
enum XMLDoctype {
    static let entityMessage = "DOCTYPE declares entities; copylint does not expand entities"

    static func skip<Handler>(_ state: inout XMLParseState<Handler>) throws(TextParseFailure) {
        let start = state.index
        state.index += 9
        let bytes = state.bytes
        while state.index < bytes.count {
            let byte = bytes[state.index]
            switch byte {
            case UInt8(ascii: ">"):
                state.index += 1
                return
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                try skipQuoted(&state, from: start)
            case UInt8(ascii: "["):
                state.index += 1
                try skipInternalSubset(&state, from: start)
            default:
                state.index += 1
            }
        }
        throw state.failure(at: start, "unterminated DOCTYPE declaration")
    }

    /// Moves over the `[ … ]` part, failing at the first `<!ENTITY`.
    private static func skipInternalSubset<Handler>(
        _ state: inout XMLParseState<Handler>, from start: Int
    ) throws(TextParseFailure) {
        let bytes = state.bytes
        while state.index < bytes.count {
            let byte = bytes[state.index]
            if byte == UInt8(ascii: "]") {
                state.index += 1
                return
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                try skipQuoted(&state, from: start)
            } else if state.hasPrefix("<!--") {
                try state.skipComment()
            } else if state.hasPrefix("<!ENTITY") {
                throw state.failure(at: state.index, entityMessage)
            } else {
                state.index += 1
            }
        }
        throw state.failure(at: start, "unterminated DOCTYPE internal subset (no ']')")
    }

    private static func skipQuoted<Handler>(
        _ state: inout XMLParseState<Handler>, from start: Int
    ) throws(TextParseFailure) {
        let bytes = state.bytes
        let quote = bytes[state.index]
        state.index += 1
        while state.index < bytes.count {
            if bytes[state.index] == quote {
                state.index += 1
                return
            }
            state.index += 1
        }
        throw state.failure(at: start, "unterminated quoted string in the DOCTYPE declaration")
    }
}
