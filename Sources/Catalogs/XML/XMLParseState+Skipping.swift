/// Moving over markup that adds nothing to the tree: white space, comments, processing instructions; and the
/// one way failures are made, so every error names its line.
extension XMLParseState {
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return index > start
            }
        }
        return index > start
    }

    // Inlined, as the helpers below that read the state: a call from a mutating method would otherwise copy the
    // whole state (the handler included) to pass it.
    @inline(__always)
    func hasPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { expected in
            for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
            return true
        }
    }

    mutating func skipComment() throws(TextParseFailure) {
        let start = index
        index += 4
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: ">") {
                index += 3
                run.markGap()
                return
            }
            index += 1
        }
        throw failure(at: start, "unterminated comment (no '-->')")
    }

    mutating func skipProcessingInstruction() throws(TextParseFailure) {
        let start = index
        index += 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "?"), bytes[index + 1] == UInt8(ascii: ">") {
                index += 2
                run.markGap()
                return
            }
            index += 1
        }
        throw failure(at: start, "unterminated processing instruction (no '?>')")
    }

    mutating func failure(at offset: Int, _ message: String) -> TextParseFailure {
        TextParseFailure(line: cursor.line(at: min(offset, bytes.count)), message)
    }
}
