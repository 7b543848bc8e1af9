import CopyText

/// Turns byte offsets of a UTF-8 buffer into 1-based line and column (column in Unicode scalars).
///
/// Readers ask for positions in increasing order, so the cursor only ever walks forward from the last
/// answer: the whole file is visited once however many positions are asked for. Asking for an earlier offset
/// restarts from the beginning. Line breaks are `\n`, `\r\n` and a lone `\r`.
struct ScalarPositionCursor {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The position of the byte at `target` (which may be `bytes.count`, the end of the file).
    mutating func location(at target: Int) -> SourceLocation {
        if target < offset {
            offset = 0
            line = 1
            column = 1
        }
        var position = Position(line: line, column: column)
        let start = offset
        offset = bytes.withUnsafeBufferPointer { buffer in
            var index = start
            // Eight bytes at a time: without a line break only their scalar starts count; with line feeds (and no
            // CR) the line grows by their number and the column counts the scalars after the last one.
            if let base = buffer.baseAddress {
                while index + 8 <= target {
                    let chunk = ByteChunks.load(base, at: index)
                    if ByteChunks.contains(0x0D, in: chunk) {
                        for _ in 0..<8 { position.step(buffer, &index) }
                        continue
                    }
                    let lineFeeds = ByteChunks.lanes(of: 0x0A, in: chunk)
                    // ASCII bytes all start a scalar (and counting bits costs more than this test).
                    let isASCII = ByteChunks.isASCII(chunk)
                    if lineFeeds == 0 {
                        position.column += isASCII ? 8 : ByteChunks.scalarStarts(in: chunk)
                    } else {
                        position.line += lineFeeds & (lineFeeds &- 1) == 0 ? 1 : lineFeeds.nonzeroBitCount
                        // The bytes after the last line feed, moved down; the zero bytes shifted in count as scalar
                        // starts, so they are taken off again.
                        let lastLineFeed = (63 - lineFeeds.leadingZeroBitCount) >> 3
                        let after = 7 - lastLineFeed
                        if isASCII {
                            position.column = 1 + after
                        } else {
                            let rest = after == 0 ? 0 : chunk >> UInt64(8 * (lastLineFeed + 1))
                            position.column = 1 + ByteChunks.scalarStarts(in: rest) - (8 - after)
                        }
                    }
                    index += 8
                }
            }
            while index < target { position.step(buffer, &index) }
            return index
        }
        line = position.line
        column = position.column
        return SourceLocation(line: line, column: column)
    }

    /// The line and column being counted.
    private struct Position {
        var line: Int
        var column: Int

        /// Moves past the byte at `index`, counting it.
        @inline(__always)
        mutating func step(_ buffer: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
            let byte = buffer[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if index + 1 < buffer.count, buffer[index + 1] == 0x0A {
                    // The `\n` that follows ends the line.
                } else {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
    }

    /// The line of the byte at `target`.
    mutating func line(at target: Int) -> Int {
        location(at: target).line
    }
}
