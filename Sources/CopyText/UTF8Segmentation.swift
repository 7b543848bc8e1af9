import CICU

/// Cuts a string into word or sentence segments at ICU's boundaries, working straight from the string's UTF-8
/// storage: the UTF-16 copy ICU reads and the boundary buffers are temporary (stack) memory, the boundaries
/// are turned into scalar and UTF-8 offsets in one forward walk, and each segment's text is copied from the
/// UTF-8 bytes. A segmentation allocates the result array and nothing else but segment texts too long to be
/// stored inline. Gives the same segments as `BoundaryScan` with `UTF16Text` (which line breaks still use).
enum UTF8Segmentation {
    /// The segments of `string` between ICU's boundaries of `kind`; word segments carry their word status.
    static func segments(of string: String, kind: BreakKind, icuLocale: String) -> [TextSegment] {
        var contiguous = string
        return contiguous.withUTF8 { segments(ofUTF8: $0, kind: kind, icuLocale: icuLocale) }
    }

    private static func segments(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, kind: BreakKind,
                                 icuLocale: String) -> [TextSegment] {
        // One UTF-16 unit per scalar, two for a scalar of four UTF-8 bytes (outside the BMP): eight bytes at a
        // time, then the rest.
        var unitCount = 0
        var isASCII = true
        var offset = 0
        if let base = bytes.baseAddress {
            while offset + 8 <= bytes.count {
                let chunk = ByteChunks.load(base, at: offset)
                if ByteChunks.isASCII(chunk) {
                    unitCount += 8
                } else {
                    isASCII = false
                    let fourByteLeads = ByteChunks.lanes(of: 0xF0, in: chunk & 0xF8F8_F8F8_F8F8_F8F8).nonzeroBitCount
                    unitCount += ByteChunks.scalarStarts(in: chunk) + fourByteLeads
                }
                offset += 8
            }
        }
        for byte in bytes[offset...] where byte & 0xC0 != 0x80 {
            unitCount += byte >= 0xF0 ? 2 : 1
            if byte >= 0x80 { isASCII = false }
        }
        guard unitCount > 0 else { return [] }
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: unitCount) { units in
            _ = ScalarArray.transcodeToUTF16(bytes, into: units)
            let capacity = unitCount + 1
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * capacity) { buffer in
                let boundaries = buffer.baseAddress!
                let statuses = boundaries + capacity
                let count = BreakIteratorPool.shared.withIterator(kind, locale: icuLocale) { iterator in
                    cicu_break_segment(iterator, units.baseAddress, Int32(unitCount), boundaries, statuses,
                                       Int32(capacity))
                }
                guard count >= 2 else { return [] }
                return cut(bytes, isASCII: isASCII, at: UnsafeBufferPointer(start: boundaries, count: Int(count)),
                           statuses: statuses, kind: kind)
            }
        }
    }

    /// The segments between consecutive UTF-16 `boundaries` (the first is 0), with scalar ranges and texts.
    private static func cut(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool, at boundaries: UnsafeBufferPointer<Int32>,
                            statuses: UnsafePointer<Int32>, kind: BreakKind) -> [TextSegment] {
        var result: [TextSegment] = []
        result.reserveCapacity(boundaries.count - 1)
        var byte = 0
        var unit = 0
        var scalar = 0
        for index in 1..<boundaries.count {
            let end = Int(boundaries[index])
            let startByte = byte
            let startScalar = scalar
            if isASCII {
                byte = end
                scalar = end
            } else {
                while unit < end {
                    let lead = bytes[byte]
                    if lead < 0x80 {
                        byte += 1
                        unit += 1
                    } else if lead < 0xE0 {
                        byte += 2
                        unit += 1
                    } else if lead < 0xF0 {
                        byte += 3
                        unit += 1
                    } else {
                        byte += 4
                        unit += 2
                    }
                    scalar += 1
                }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[startByte..<byte]), as: UTF8.self)
            let status = kind == .word ? refinedStatus(WordStatus(icuRuleStatus: statuses[index]), of: text) : .none
            result.append(TextSegment(text: text, scalarRange: startScalar..<scalar, status: status))
        }
        return result
    }

    /// Writes the UTF-16 form of well-formed UTF-8 `bytes` (a Swift string's storage) into `units`, which holds
    /// exactly as many units as the text needs.

    /// ICU 72's dictionary segmentation tags every Japanese word as ideographic, even "です" or "テスト"; a word
    /// with no Han character in it is reported as kana, as the status names promise.
    static func refinedStatus(_ status: WordStatus, of word: String) -> WordStatus {
        guard status == .ideographic else {
            return status
        }
        var sawKana = false
        for scalar in word.unicodeScalars {
            let script = ScriptCodes.code(of: scalar)
            if script == ScriptCodes.han {
                return .ideographic
            }
            sawKana = sawKana || ScriptCodes.isKana(scalar)
        }
        return sawKana ? .kana : .ideographic
    }
}
