import CopyText

/// One word whose case a style rule would change.
public struct CaseCorrection: Sendable, Hashable {
    public enum Change: Sendable, Hashable {
        case capitalize
        case lowercase
        /// An acronym written in lowercase (pdf → PDF).
        case uppercase
    }

    /// The word as the prose shows it.
    public var word: String
    /// The word as the style wants it.
    public var corrected: String
    public var change: Change
    /// Where the word is in the original string (the span to report).
    public var range: Range<Int>
    /// The original scalars to replace and what to put there (the whole word, or only its first letter when
    /// markup sits inside the word).
    public var replacedRange: Range<Int>
    public var replacement: String
}

extension CaseCorrection {
    /// The correction that capitalizes or lowercases `word` (locale-aware: Turkish i → İ).
    public static func make(_ word: ProseWord, _ change: Change, _ prose: ProseText, locale: String) -> CaseCorrection {
        let corrected = changed(word.text, change, locale: locale)
        var replacedRange = word.range
        var replacement = corrected
        if change != .uppercase, word.range.count != word.proseRange.count,
            let first = word.proseRange.first(where: { prose.scalars[$0].properties.isCased }) {
            // Markup inside the word: change only its first letter, in place.
            let letter = String(prose.scalars[first])
            let offset = prose.originalOffset(ofProse: first)
            replacedRange = offset..<offset + 1
            replacement = changed(letter, change, locale: locale)
        }
        return CaseCorrection(
            word: word.text, corrected: corrected, change: change, range: word.range, replacedRange: replacedRange,
            replacement: replacement
        )
    }
}

extension CaseCorrection {
    fileprivate static func changed(_ text: String, _ change: Change, locale: String) -> String {
        switch change {
        case .capitalize: return CaseMapping.capitalizedFirst(text, locale: locale)
        case .lowercase: return CaseMapping.lowercased(text, locale: locale)
        case .uppercase: return CaseMapping.uppercased(text, locale: locale)
        }
    }
}

/// The case shape of a word as far as title and sentence style care.
public enum WordShape: Equatable {
    /// First cased letter uppercase, the rest lowercase ("Save", "Don't").
    case capitalized
    /// Every cased letter lowercase ("save").
    case lowercase
    /// Left as written: a capital after the first letter (iCloud, PDF, McDonald), digits (mp3, 3rd), or the
    /// dots, slashes, at signs and underscores of addresses and identifiers.
    case kept

    /// Nil for a word that is not a cased letter word (placeholders, numbers, kana, ideographs, Arabic).
    public init?(_ word: ProseWord) {
        guard !word.isPlaceholder, word.status == .letter else { return nil }
        var sawCased = false
        var firstIsUpper = false
        for scalar in word.text.unicodeScalars {
            let properties = scalar.properties
            if properties.numericType != nil || scalar == "." || scalar == "/" || scalar == "@" || scalar == "_" {
                self = .kept
                return
            }
            guard properties.isCased else { continue }
            let isUpper = properties.isUppercase || properties.generalCategory == .titlecaseLetter
            if sawCased {
                if isUpper {
                    self = .kept
                    return
                }
            } else {
                sawCased = true
                firstIsUpper = isUpper
            }
        }
        guard sawCased else { return nil }
        self = firstIsUpper ? .capitalized : .lowercase
    }
}
