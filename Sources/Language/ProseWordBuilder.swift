import CopyText

/// Turns ICU word segments of a `ProseText`'s masked text into `ProseWord`s: keeps the words, drops spaces and
/// punctuation, and makes each placeholder marker one word, together with letters glued to it (`%@s`,
/// `%@'s`, `x%lld`), so "%lld files" has two words and "%@'s Mac" two as well.
struct ProseWordBuilder {
    let prose: ProseText

    func words(_ segments: [TextSegment]) -> [ProseWord] {
        var words: [ProseWord] = []
        words.reserveCapacity(segments.count / 2 + 1)
        var index = 0
        while index < segments.count {
            let segment = segments[index]
            if isMarker(segment) {
                var range = segment.scalarRange
                // A word glued in front ("x%lld"): it was appended just before.
                if let last = words.last, !last.isPlaceholder, last.proseRange.upperBound == range.lowerBound {
                    range = last.proseRange.lowerBound..<range.upperBound
                    words.removeLast()
                }
                index += 1
                // Letters glued after, optionally through an apostrophe ("%@s", "%@'s").
                if index < segments.count, segments[index].isWord, !isMarker(segments[index]) {
                    range = range.lowerBound..<segments[index].scalarRange.upperBound
                    index += 1
                } else if index + 1 < segments.count, isApostrophe(segments[index]), segments[index + 1].isWord,
                    !isMarker(segments[index + 1]) {
                    range = range.lowerBound..<segments[index + 1].scalarRange.upperBound
                    index += 2
                }
                words.append(placeholderWord(range, marker: segment.scalarRange.lowerBound))
                continue
            }
            if segment.isWord {
                words.append(ProseWord(
                    text: segment.text, range: prose.originalRange(segment.scalarRange), proseRange: segment.scalarRange,
                    status: segment.status, isPlaceholder: false
                ))
            }
            index += 1
        }
        return words
    }

    private func isMarker(_ segment: TextSegment) -> Bool {
        segment.scalarRange.count == 1 && prose.scalars[segment.scalarRange.lowerBound] == ProseText.placeholderMarker
    }

    private func isApostrophe(_ segment: TextSegment) -> Bool {
        segment.text == "'" || segment.text == "\u{2019}"
    }

    private func placeholderWord(_ proseRange: Range<Int>, marker: Int) -> ProseWord {
        let range = prose.originalRange(proseRange)
        var status = WordStatus.letter
        if case .formatSpecifier(let conversion)? = prose.placeholderRegion(atProse: marker)?.kind {
            switch conversion {
            case .signedInteger?, .unsignedInteger?, .floatingPoint?: status = .number
            default: break
            }
        }
        return ProseWord(
            text: prose.originalText(range), range: range, proseRange: proseRange, status: status, isPlaceholder: true
        )
    }
}
