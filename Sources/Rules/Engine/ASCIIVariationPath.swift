/// A variation path (`plural.one`, `substitutions.n.plural.few`) read from its UTF-8 bytes when it is ASCII, as
/// the placeholder and plural checks do for every entry: in ASCII every `.` is a character of its own, so bytes
/// and characters cut the path alike, and no `Substring` or component array is made.
enum ASCIIVariationPath {
    /// Calls `body` with the position and byte range of each `.`-separated component, in order (an empty path is
    /// one empty component). Returns false as soon as a byte is not ASCII: the caller then reads the path as
    /// characters and drops what it gathered.
    @inline(__always)
    static func forEachComponent(in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ index: Int, _ range: Range<Int>) -> Void) -> Bool {
        var index = 0
        var start = 0
        for offset in 0...bytes.count {
            if offset < bytes.count {
                let byte = bytes[offset]
                if byte >= 0x80 { return false }
                guard byte == UInt8(ascii: ".") else { continue }
            }
            body(index, start..<offset)
            index += 1
            start = offset + 1
        }
        return true
    }

    /// The text of `range` of the path's bytes.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        range.isEmpty ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
