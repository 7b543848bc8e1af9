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
        bytes.withUnsafeBufferPointer { buffer in
            var index = offset
            while index < target {
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
            offset = index
        }
        return SourceLocation(line: line, column: column)
    }

    /// The line of the byte at `target`.
    mutating func line(at target: Int) -> Int {
        location(at: target).line
    }
}
