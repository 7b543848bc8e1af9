import CopyText
import Foundation

/// The UTF-8 bytes of a JSON text being written, with JSON string escaping.
///
/// Exists because reports are large: a million-string audit writes about a hundred megabytes, and appending
/// small pieces to a `String` or even an `[UInt8]` costs far more per byte (docs/performance.md). This grows one raw
/// buffer, copies each string's bytes in one piece and escapes only the strings that need it. A class, so the
/// writers pass one buffer around; each buffer is filled by one thread and only read afterwards.
public final class JSONBytes: @unchecked Sendable {
    private var pointer: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    /// Where a streaming buffer hands its bytes (see `init(streamingTo:)`); nil for a buffer that keeps them.
    private let output: ((UnsafeRawBufferPointer) -> Void)?

    init(capacity: Int = 4_096) {
        self.capacity = max(16, capacity)
        self.pointer = .allocate(capacity: self.capacity)
        self.output = nil
    }

    /// A buffer that hands its bytes to `output` whenever another buffer is appended (that buffer's bytes go
    /// straight after them, uncopied) and on `flush()`. `output` is only called until `flush()` returns.
    init(streamingTo output: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.capacity = 4_096
        self.pointer = .allocate(capacity: self.capacity)
        self.output = output
    }

    /// Hands what is written so far to the output of a streaming buffer.
    func flush() {
        guard let output, count > 0 else { return }
        output(UnsafeRawBufferPointer(bytes))
        count = 0
    }

    deinit { pointer.deallocate() }

    /// The bytes written so far. Private: the pointer lives only as long as this buffer, so callers get copies
    /// (`data`, `string`) or borrow them inside `append(_:)`, never the pointer itself.
    private var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: pointer, count: count) }

    /// A copy of the bytes written so far.
    var data: Data { Data(bytes) }

    /// The text written so far (the bytes are UTF-8 by construction: whole strings and ASCII escapes).
    var string: String { String(decoding: bytes, as: UTF8.self) }

    @inline(__always)
    private func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < count + more { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: pointer, count: count)
        pointer.deallocate()
        pointer = grown
        capacity = newCapacity
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        pointer[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        reserve(buffer.count)
        (pointer + count).update(from: base, count: buffer.count)
        count += buffer.count
    }

    func append(ascii text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    func append(ascii text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var contiguous = text
            contiguous.withUTF8 { append($0) }
        }
    }

    func append(_ other: JSONBytes) {
        if let output {
            flush()
            withExtendedLifetime(other) { output(UnsafeRawBufferPointer(other.bytes)) }
            return
        }
        withExtendedLifetime(other) { append(other.bytes) }
    }

    func append(indent: [UInt8], times: Int) {
        indent.withUnsafeBufferPointer { indent in
            for _ in 0..<times { append(indent) }
        }
    }

    /// A decimal integer, without building a `String`.
    func append(integer value: Int) {
        if value < 0 {
            guard value != Int.min else { return append(ascii: String(value)) }
            append(UInt8(ascii: "-"))
            return append(integer: -value)
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for Int.max's 19 digits, written backwards
        var rest = value
        var length = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                length += 1
                buffer[24 - length] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            append(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[(24 - length)...]))
        }
    }

    /// JSON string escaping: quotes, backslashes and control characters, U+2028 and U+2029; with `safeForHTML`
    /// also `<`, `>` and `&`. Everything else is copied as UTF-8, in one piece when nothing needs escaping.
    func appendString(_ value: String, safeForHTML: Bool) {
        append(UInt8(ascii: "\""))
        // A native string's bytes are read in place; a copy (`withUTF8` mutates) would retain and release it.
        if value.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, safeForHTML: safeForHTML) }) == nil {
            var contiguous = value
            contiguous.withUTF8 { appendEscaped($0, safeForHTML: safeForHTML) }
        }
        append(UInt8(ascii: "\""))
    }

    /// The string body of `appendString`: `utf8` escaped.
    private func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, safeForHTML: Bool) {
        guard Self.needsEscaping(utf8, safeForHTML: safeForHTML) else {
            append(utf8)
            return
        }
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "\""): append(ascii: "\\\"")
            case UInt8(ascii: "\\"): append(ascii: "\\\\")
            case UInt8(ascii: "\n"): append(ascii: "\\n")
            case UInt8(ascii: "\r"): append(ascii: "\\r")
            case UInt8(ascii: "\t"): append(ascii: "\\t")
            case UInt8(ascii: "<") where safeForHTML: append(ascii: "\\u003c")
            case UInt8(ascii: ">") where safeForHTML: append(ascii: "\\u003e")
            case UInt8(ascii: "&") where safeForHTML: append(ascii: "\\u0026")
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                append(ascii: utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                index += 3
                continue
            default:
                if byte < 0x20 {
                    append(ascii: "\\u00")
                    append(Self.hexDigits[Int(byte >> 4)])
                    append(Self.hexDigits[Int(byte & 0x0F)])
                } else {
                    append(byte)
                }
            }
            index += 1
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// True when `appendString` must escape something: a control character, `"` or `\\`, U+2028 or U+2029
    /// (UTF-8 E2 80 A8/A9), and for HTML `<`, `>` or `&`.
    private static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>, safeForHTML: Bool) -> Bool {
        // Eight bytes at a time while none of them can need an escape; the bytes of a chunk that may are looked
        // at one by one below.
        var start = 0
        if !safeForHTML, utf8.count >= 8 {
            while start + 8 <= utf8.count {
                let chunk = ByteChunks.chunk(at: start, in: utf8)
                if ByteChunks.bytes(below: 0x20, in: chunk) != 0 || ByteChunks.contains(0x22, in: chunk)
                    || ByteChunks.contains(0x5C, in: chunk) || ByteChunks.contains(0xE2, in: chunk) { break }
                start += 8
            }
        }
        // Most text is printable ASCII without quotes or backslashes: a range test settles each byte. (No lookup
        // table: a shared array would be retained and released on every call, from every thread.)
        for index in start..<utf8.count {
            let byte = utf8[index]
            if byte &- 0x20 < 0x5F, byte != 0x22, byte != 0x5C {
                if safeForHTML, byte == 0x3C || byte == 0x3E || byte == 0x26 { return true }
                continue
            }
            if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
            // E2 starts U+2028 and U+2029 (E2 80 A8/A9) but also many other scalars.
            if byte == 0xE2, index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 {
                return true
            }
        }
        return false
    }

    /// Starts the member `name` of an object whose members sit at `level` (two spaces each): the separator
    /// after the previous member (or the opening line break), the indentation and the key.
    func member(_ name: StaticString, level: Int, first: Bool = false) {
        let length = (first ? 1 : 2) + 2 * level + name.utf8CodeUnitCount + 4
        reserve(length)
        // Written in place after one capacity check: members are a third of a report's pieces.
        var cursor = pointer + count
        if !first {
            cursor.pointee = UInt8(ascii: ",")
            cursor += 1
        }
        cursor.pointee = UInt8(ascii: "\n")
        cursor += 1
        cursor.update(repeating: UInt8(ascii: " "), count: 2 * level)
        cursor += 2 * level
        cursor.pointee = UInt8(ascii: "\"")
        cursor += 1
        cursor.update(from: name.utf8Start, count: name.utf8CodeUnitCount)
        cursor += name.utf8CodeUnitCount
        cursor[0] = UInt8(ascii: "\"")
        cursor[1] = UInt8(ascii: ":")
        cursor[2] = UInt8(ascii: " ")
        count += length
    }

    /// Closes an object whose members sat at `level + 1`.
    func endObject(level: Int) {
        reserve(2 + 2 * level)
        pointer[count] = UInt8(ascii: "\n")
        (pointer + count + 1).update(repeating: UInt8(ascii: " "), count: 2 * level)
        pointer[count + 1 + 2 * level] = UInt8(ascii: "}")
        count += 2 + 2 * level
    }

    func appendOptionalString(_ value: String?) {
        if let value { appendString(value, safeForHTML: false) } else { append(ascii: "null") }
    }
}
