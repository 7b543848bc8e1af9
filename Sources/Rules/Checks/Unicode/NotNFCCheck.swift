import CopyText

/// `not-nfc`: the text is not in Unicode Normalization Form C ("e" followed by a combining acute instead of
/// "é"). Apple's text system expects composed text; decomposed text can fail string comparison and search and
/// may render with misplaced accents. The suggestion is the NFC form.
struct NotNFCCheck: StringCheck {
    let id = "not-nfc"
    let scope = StringScope.all

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        // The quick check on the bytes in place settles nearly every string; ICU decides the rest.
        if string.withUTF8Text({ Normalization.passesQuickCheck(utf8: $0) }) || Normalization.icuIsNFC(string.text) {
            return []
        }
        let composed = Normalization.nfc(string.text)
        let original = string.scalars
        let normalized = Array(composed.unicodeScalars)
        var start = 0
        while start < original.count, start < normalized.count, original[start] == normalized[start] { start += 1 }
        var trailing = 0
        while trailing < original.count - start, trailing < normalized.count - start,
              original[original.count - 1 - trailing] == normalized[normalized.count - 1 - trailing] {
            trailing += 1
        }
        // Start at the base letter that the marks attach to, so the span reads as the whole character.
        while start > 0, start < original.count, original[start].properties.canonicalCombiningClass != .notReordered {
            start -= 1
        }
        start = max(0, min(start, original.count - trailing - 1))
        let span = start..<(original.count - trailing)
        let changed = String(String.UnicodeScalarView(original[span]))
        let normalizedPart = normalized[start..<(normalized.count - trailing)]
        return [RuleHit(
            span: span,
            arguments: [
                "text": changed, "codePoints": Self.codePoints(original[span]),
                "nfc": String(String.UnicodeScalarView(normalizedPart)), "nfcCodePoints": Self.codePoints(normalizedPart),
            ],
            suggestion: composed
        )]
    }

    private static func codePoints(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        scalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}
