import CopyText
import Foundation

/// Brings the bytes of a text file (UTF-8 with or without BOM, UTF-16 LE/BE with or without BOM) to validated
/// UTF-8 without BOM, so that every scanner works on one kind of buffer.
///
/// Positions survive the conversion: lines and columns count Unicode scalars, which UTF-16 and UTF-8 spell
/// alike. Invalid input (bad UTF-8, lone surrogates, an odd number of UTF-16 bytes) is an error naming the line.
enum UnicodeTextDecoder {
    enum Encoding: Equatable {
        case utf8
        case utf16LittleEndian
        case utf16BigEndian
    }

    /// The encoding and the number of BOM bytes at the start of `bytes`.
    static func detect(_ bytes: [UInt8]) -> (encoding: Encoding, bomLength: Int) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return (.utf8, 3) }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return (.utf16LittleEndian, 2) }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return (.utf16BigEndian, 2) }
        return (guessWithoutBOM(bytes), 0)
    }

    /// UTF-16 text without BOM shows NUL bytes in every other position for ASCII characters; UTF-8 text
    /// never holds NUL in a string file. Count NULs at even and odd offsets in the first kilobytes.
    private static func guessWithoutBOM(_ bytes: [UInt8]) -> Encoding {
        let sample = min(bytes.count, 4096) & ~1
        guard sample >= 2 else { return .utf8 }
        let (evenNULs, oddNULs) = nulCounts(bytes, sample: sample)
        let pairs = sample / 2
        if oddNULs * 4 >= pairs, evenNULs * 4 < oddNULs { return .utf16LittleEndian }
        if evenNULs * 4 >= pairs, oddNULs * 4 < evenNULs { return .utf16BigEndian }
        return .utf8
    }

    /// The NUL bytes among the first `sample` (an even number, at most `bytes.count`) at even and at odd offsets,
    /// counted eight bytes at a time (every chunk starts at an even offset, so its even bytes are its 0th, 2nd, …).
    static func nulCounts(_ bytes: [UInt8], sample: Int) -> (even: Int, odd: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            var even = 0
            var odd = 0
            var index = 0
            if let base = buffer.baseAddress {
                while index + 8 <= sample {
                    // Each byte of `lanes` counts the NULs seen at its place in up to 255 chunks: no bit counting,
                    // which has no single instruction on the baseline x86-64 the binary is built for.
                    var lanes: UInt64 = 0
                    var chunks = 0
                    while chunks < 255, index + 8 <= sample {
                        lanes &+= ByteChunks.lanes(of: 0, in: ByteChunks.load(base, at: index)) >> 7
                        index += 8
                        chunks += 1
                    }
                    // The even places' counts and the odd places' counts, each in four 16-bit fields, summed.
                    let evenLanes = lanes & 0x00FF_00FF_00FF_00FF
                    let oddLanes = (lanes >> 8) & 0x00FF_00FF_00FF_00FF
                    even += Int((evenLanes &* 0x0001_0001_0001_0001) >> 48)
                    odd += Int((oddLanes &* 0x0001_0001_0001_0001) >> 48)
                }
            }
            while index < sample {
                if buffer[index] == 0 {
                    if index & 1 == 0 { even += 1 } else { odd += 1 }
                }
                index += 1
            }
            return (even, odd)
        }
    }

    /// Validated UTF-8 bytes of `data` without BOM.
    static func utf8Bytes(of data: Data) throws(TextParseFailure) -> [UInt8] {
        let bytes = [UInt8](data)
        let (encoding, bomLength) = detect(bytes)
        switch encoding {
        case .utf8:
            let body = bomLength == 0 ? bytes : Array(bytes[bomLength...])
            try validateUTF8(body)
            return body
        case .utf16LittleEndian:
            return try transcodeUTF16(bytes, from: bomLength, bigEndian: false)
        case .utf16BigEndian:
            return try transcodeUTF16(bytes, from: bomLength, bigEndian: true)
        }
    }

    /// Throws at the first byte that is not well-formed UTF-8 (overlong forms and surrogates included).
    static func validateUTF8(_ bytes: [UInt8]) throws(TextParseFailure) {
        let failure: Int? = bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            guard let base = buffer.baseAddress else { return nil }
            while index < count {
                // Runs of ASCII, eight bytes at a time.
                while index + 8 <= count, ByteChunks.isASCII(ByteChunks.load(base, at: index)) { index += 8 }
                guard index < count else { break }
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                var lower: UInt8 = 0x80
                var upper: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; lower = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; upper = 0x9F
                case 0xF0: length = 4; lower = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; upper = 0x8F
                default: return index
                }
                guard index + length <= count else { return index }
                let second = buffer[index + 1]
                guard second >= lower, second <= upper else { return index }
                var next = index + 2
                while next < index + length {
                    guard buffer[next] & 0xC0 == 0x80 else { return index }
                    next += 1
                }
                index += length
            }
            return nil
        }
        guard let failure else { return }
        // The line of the bad sequence: one more than the line feeds before it (none is inside a sequence).
        var line = 1
        for byte in bytes[..<failure] where byte == 0x0A { line += 1 }
        throw TextParseFailure(line: line, "the file is not valid UTF-8 (invalid byte sequence)")
    }

    private static func transcodeUTF16(_ bytes: [UInt8], from start: Int, bigEndian: Bool) throws(TextParseFailure) -> [UInt8] {
        guard (bytes.count - start) % 2 == 0 else {
            throw TextParseFailure(line: nil, "the file looks like UTF-16 but has an odd number of bytes")
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count - start)
        var line = 1
        var failureLine: Int?
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            func unit(at position: Int) -> UInt32 {
                bigEndian
                    ? UInt32(buffer[position]) << 8 | UInt32(buffer[position + 1])
                    : UInt32(buffer[position + 1]) << 8 | UInt32(buffer[position])
            }
            while index < buffer.count {
                var scalar = unit(at: index)
                index += 2
                if scalar >= 0xD800, scalar <= 0xDBFF {
                    guard index < buffer.count else { failureLine = line; return }
                    let low = unit(at: index)
                    guard low >= 0xDC00, low <= 0xDFFF else { failureLine = line; return }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 2
                } else if scalar >= 0xDC00, scalar <= 0xDFFF {
                    failureLine = line
                    return
                }
                if scalar == 0x0A { line += 1 }
                appendUTF8(scalar, to: &output)
            }
        }
        if let failureLine {
            throw TextParseFailure(line: failureLine, "the file is not valid UTF-16 (unpaired surrogate)")
        }
        return output
    }

    /// Appends the UTF-8 form of a valid scalar value.
    static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | (scalar >> 6)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | (scalar >> 12)))
            output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            output.append(UInt8(0xF0 | (scalar >> 18)))
            output.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }
}
