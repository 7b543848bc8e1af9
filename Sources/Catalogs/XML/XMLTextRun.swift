/// Gathers the character data between two tags and remembers whether it still stands in the file one for one.
///
/// The common run (one slice of plain text) is never copied until it becomes a `String`; pieces from entities,
/// CDATA or around comments switch it to a buffer, and all but a leading CDATA make it non-verbatim.
struct XMLTextRun {
    private var buffer: [UInt8] = []
    private var usesBuffer = false
    private var sliceStart = 0
    private var sliceEnd = 0
    private var isEmpty = true
    private var startOffset = 0
    /// The file offset just past the last byte taken from the file; -1 after markup that adds nothing.
    private var endOffset = 0
    private var isVerbatim = true

    /// Takes `bytes[start..<end]` as they stand in the file.
    mutating func appendFileBytes(_ bytes: [UInt8], _ start: Int, _ end: Int) {
        guard end > start else { return }
        if isEmpty {
            isEmpty = false
            isVerbatim = true
            startOffset = start
            sliceStart = start
            sliceEnd = end
            endOffset = end
            return
        }
        if start != endOffset { isVerbatim = false }
        if !usesBuffer, start == sliceEnd {
            sliceEnd = end
        } else {
            switchToBuffer(bytes)
            buffer.append(contentsOf: bytes[start..<end])
        }
        endOffset = end
    }

    /// Takes a character that markup stands for (an entity or character reference, a CR LF pair).
    mutating func appendDecoded(_ bytes: [UInt8], _ scalar: UInt32, markupStart: Int, markupEnd: Int) {
        startIfEmpty(at: markupStart)
        isVerbatim = false
        switchToBuffer(bytes)
        UnicodeTextDecoder.appendUTF8(scalar, to: &buffer)
        endOffset = markupEnd
    }

    /// A lone CR: XML reads it as LF. Positions count it as a line break too, so the run stays verbatim.
    mutating func appendNormalizedLineBreak(_ bytes: [UInt8], at offset: Int) {
        if isEmpty {
            startIfEmpty(at: offset)
        } else if offset != endOffset {
            isVerbatim = false
        }
        switchToBuffer(bytes)
        buffer.append(0x0A)
        endOffset = offset + 1
    }

    /// Markup that adds no character (a comment, a processing instruction, the end of a CDATA section): text
    /// after it no longer continues the run in the file.
    mutating func markGap() {
        endOffset = -1
    }

    /// The run as a string with its start offset and verbatim flag; empties the run.
    mutating func take(_ bytes: [UInt8]) -> (value: String, startOffset: Int, isVerbatim: Bool)? {
        guard !isEmpty else { return nil }
        let value = usesBuffer
            ? String(decoding: buffer, as: UTF8.self)
            : ValidatedUTF8.string(bytes, sliceStart, sliceEnd)
        isEmpty = true
        usesBuffer = false
        emptyBuffer()
        return (value, startOffset, isVerbatim)
    }

    /// Empties the run without making a string of it.
    mutating func discard() {
        isEmpty = true
        usesBuffer = false
        emptyBuffer()
    }

    /// Empties the buffer, keeping its storage; an empty one is left alone (emptying it would allocate).
    private mutating func emptyBuffer() {
        if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
    }

    private mutating func startIfEmpty(at offset: Int) {
        guard isEmpty else { return }
        isEmpty = false
        isVerbatim = true
        startOffset = offset
        usesBuffer = true
        emptyBuffer()
    }

    private mutating func switchToBuffer(_ bytes: [UInt8]) {
        guard !usesBuffer else { return }
        usesBuffer = true
        emptyBuffer()
        buffer.append(contentsOf: bytes[sliceStart..<sliceEnd])
    }
}
