extension SwiftLexer {
    /// Lexes a string literal whose opening quote is at `position` (after `hashes` `#` that started at `start`):
    /// one-line or multi-line (`"""`), raw or not, with escapes and interpolations.
    mutating func stringLiteral(start: Int, hashes: Int) -> SwiftToken {
        let firstLine = line
        let isMultiline = position + 2 < bytes.count && bytes[position + 1] == UInt8(ascii: "\"") && bytes[position + 2] == UInt8(ascii: "\"")
        position += isMultiline ? 3 : 1
        if isMultiline {
            // The content starts on the line after the opening delimiter.
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            if position < bytes.count {
                newline(at: position)
                position += 1
            }
        }
        var pieces: [LiteralPiece] = []
        var interpolations: [[SwiftToken]] = []
        var textStart = position
        var terminated = false
        var indentation: ArraySlice<UInt8> = []
        func flushText(_ end: Int) {
            if end > textStart { pieces.append(.bytes(textStart, end)) }
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), hashesFollow(position + 1, hashes) {
                flushText(position)
                let afterEscape = position + 1 + hashes
                guard afterEscape < bytes.count else {
                    position = afterEscape
                    break
                }
                let escaped = bytes[afterEscape]
                if escaped == UInt8(ascii: "(") {
                    position = afterEscape + 1
                    let lexed = lexTokens(interpolationInSingleLine: !isMultiline)
                    pieces.append(.interpolation(interpolations.count))
                    interpolations.append(lexed.tokens)
                    textStart = position
                    if !lexed.closed { break }
                    continue
                }
                if escaped == UInt8(ascii: "u"), afterEscape + 1 < bytes.count, bytes[afterEscape + 1] == UInt8(ascii: "{") {
                    position = unicodeEscape(from: afterEscape + 2, into: &pieces)
                } else if isMultiline, let end = lineContinuationEnd(afterEscape) {
                    pieces.append(.lineContinuation)
                    newline(at: end)
                    position = end + 1
                } else if let value = LiteralDecoder.simpleEscape(escaped) {
                    pieces.append(.escaped(value))
                    position = afterEscape + 1
                } else {
                    // Not an escape Swift knows: keep the characters as written.
                    position = afterEscape
                    textStart = position - 1 - hashes
                    continue
                }
                textStart = position
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                if (0..<quotes).allSatisfy({ position + $0 < bytes.count && bytes[position + $0] == UInt8(ascii: "\"") }),
                    hashesFollow(position + quotes, hashes) {
                    var end = position
                    if isMultiline {
                        // The closing line's white space is the indentation to strip; its line break is not content.
                        var lineStart = position
                        while lineStart > textStart, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") {
                            lineStart -= 1
                        }
                        if lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: "\n") {
                            indentation = bytes[lineStart..<position]
                            end = lineStart - 1
                            if end > textStart, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                        }
                    }
                    flushText(max(end, textStart))
                    position += quotes + hashes
                    terminated = true
                    break
                }
            }
            if byte == UInt8(ascii: "\n") {
                if !isMultiline { break }
                newline(at: position)
            }
            position += 1
        }
        if !terminated { flushText(position) }
        let literal = SwiftStringLiteral(
            segments: LiteralDecoder.segments(pieces, bytes: bytes, indentation: indentation),
            interpolations: interpolations, isMultiline: isMultiline, rawHashes: hashes, isTerminated: terminated, start: start
        )
        literals.append(literal)
        return SwiftToken(kind: .string, start: start, end: position, line: firstLine, newlineBefore: false, literal: literals.count - 1)
    }

    private func hashesFollow(_ offset: Int, _ count: Int) -> Bool {
        guard count > 0 else { return true }
        guard offset + count <= bytes.count else { return false }
        for index in offset..<(offset + count) where bytes[index] != UInt8(ascii: "#") { return false }
        return true
    }

    /// `\u{1F600}`: up to eight hex digits and a closing brace. Returns the position after the escape.
    private func unicodeEscape(from digitsStart: Int, into pieces: inout [LiteralPiece]) -> Int {
        var index = digitsStart
        var value: UInt32 = 0
        while index < bytes.count, index - digitsStart < 8, let digit = Self.hexValue(bytes[index]) {
            value = value &* 16 &+ UInt32(digit)
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
            pieces.append(.escaped("\u{FFFD}"))
            return index
        }
        pieces.append(.escaped(String(Character(scalar))))
        return index + 1
    }

    /// In a multi-line literal, a backslash followed only by spaces before the line break continues the line:
    /// the offset of that line break, else nil.
    private func lineContinuationEnd(_ offset: Int) -> Int? {
        var index = offset
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\r") {
            index += 1
        }
        return index < bytes.count && bytes[index] == UInt8(ascii: "\n") ? index : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        if isDigit(byte) { return byte - UInt8(ascii: "0") }
        if byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "f") { return byte - UInt8(ascii: "a") + 10 }
        if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "F") { return byte - UInt8(ascii: "A") + 10 }
        return nil
    }
}
