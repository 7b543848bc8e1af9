import CopyText

/// `mixed-script`: one word mixes look-alike alphabets, such as a Latin "a" in the Cyrillic "Удaлить" or a Greek
/// "Ο" in "Ηello". The word looks right but search, spell checking and VoiceOver see another word.
///
/// Japanese (kanji with kana) and Korean (hanja with Hangul) never count as mixed, and neither does a brand
/// name in Latin letters joined to CJK text ("iPhone에서"): only the alphabets that share look-alike letters are
/// compared, and a word whose parts are joined by an apostrophe ("iPhone’а") is a compound, not a trap. Format
/// specifiers are blanked out first, so "%dфайлов" is not a Latin "d" inside a Russian word.
struct MixedScriptCheck: StringCheck {
    let id = "mixed-script"
    let scope = StringScope.all

    /// Alphabets with letters that look like each other's (UTS #39 confusables): Latin, Greek, Cyrillic,
    /// Armenian, Georgian, Cherokee, Coptic.
    private static let lookalikeAlphabets: Set<String> = ["Latn", "Grek", "Cyrl", "Armn", "Geor", "Cher", "Copt"]

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        // One script covers each run between spaces: no word mixes scripts, with its specifiers blanked out or not.
        guard string.withUTF8Text({ MixedScript.mayHoldMixedWord(utf8: $0) }) else { return [] }
        let text = string.text
        let scalars = string.scalars
        var checked = text
        if UnitPlaceholders.mayHoldSpecifiers(text) {
            var masked = scalars
            for specifier in FormatSpecifierParser.parse(text).specifiers {
                for offset in specifier.scalarRange { masked[offset] = " " }
            }
            checked = String(String.UnicodeScalarView(masked))
        }
        // Unmasked, the text's words are the string's shared ICU segments; masked, they must be found anew.
        let segments = { checked == text ? string.words : TextBreaks.words(in: checked, locale: string.locale) }
        let words = MixedScript.mixedScriptWords(in: checked, words: segments).filter { word in
            word.scripts.filter(Self.lookalikeAlphabets.contains).count >= 2 && !Self.isCompound(scalars[word.scalarRange])
        }
        var hits: [RuleHit] = []
        var corrected = scalars
        for word in words {
            let original = String(String.UnicodeScalarView(scalars[word.scalarRange]))
            let outliers = word.outlierScalarOffsets.map { offset -> String in
                let scalar = scalars[offset]
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                return "“\(Character(scalar))” (U+\(code), \(Self.scriptName(ScriptInfo.script(of: scalar))))"
            }
            if let fixed = word.suggestion {
                corrected.replaceSubrange(word.scalarRange, with: fixed.unicodeScalars)
            }
            hits.append(RuleHit(
                span: word.scalarRange,
                arguments: [
                    "word": original,
                    "scripts": word.scripts.map(Self.scriptName).joined(separator: " and "),
                    "letters": outliers.joined(separator: ", "),
                ]
            ))
        }
        guard !hits.isEmpty else { return [] }
        // Look-alike replacements keep the length, so every span stays valid in the corrected text.
        let allFixed = words.allSatisfy { $0.suggestion == nil || $0.suggestion!.unicodeScalars.count == $0.scalarRange.count }
        let suggestion = allFixed && corrected != scalars ? String(String.UnicodeScalarView(corrected)) : nil
        return hits.map { hit in
            var hit = hit
            hit.suggestion = suggestion
            return hit
        }
    }

    /// A word that joins single-alphabet parts with an apostrophe or another in-word mark, as Ukrainian and
    /// Russian inflect Latin brand names ("iPhone’а", "Mac’ом"): each part is honest, so it is no look-alike trap.
    private static func isCompound(_ word: ArraySlice<Unicode.Scalar>) -> Bool {
        var parts: [Set<String>] = [[]]
        for scalar in word {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.generalCategory == .nonspacingMark {
                let script = ScriptInfo.script(of: scalar)
                if lookalikeAlphabets.contains(script) { parts[parts.count - 1].insert(script) }
            } else if properties.numericType == nil {
                parts.append([])
            }
        }
        return parts.count > 1 && parts.allSatisfy { $0.count <= 1 }
    }

    private static func scriptName(_ code: String) -> String {
        switch code {
        case "Latn": return "Latin"
        case "Grek": return "Greek"
        case "Cyrl": return "Cyrillic"
        case "Armn": return "Armenian"
        case "Geor": return "Georgian"
        case "Cher": return "Cherokee"
        case "Copt": return "Coptic"
        default: return code
        }
    }
}
