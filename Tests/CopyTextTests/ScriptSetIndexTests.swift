@testable import CopyText
import XCTest

/// The script-set index answers as ICU does, for every scalar it holds, and the index-driven whole-text test
/// agrees with intersecting ICU's sets scalar by scalar on the strings of the text folders (fixtures, example,
/// corpora when present).
final class ScriptSetIndexTests: XCTestCase {
    func testEveryIndexedScalarMatchesICU() {
        var mismatches: [UInt32] = []
        for range in [UInt32(0)..<0x3100, 0x4E00..<0xA000, 0xAC00..<0xD7B0] {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                if ScriptSetIndex.resolvingSet(of: scalar) != ScriptSetIndex.computedResolvingSet(of: scalar) {
                    mismatches.append(value)
                }
            }
        }
        XCTAssertEqual(mismatches, [])
        for value: UInt32 in [0x3100, 0x3400, 0xA000, 0xA640, 0xD7B0, 0x1F600, 0x20000, 0x10400] {
            let scalar = Unicode.Scalar(value)!
            XCTAssertEqual(ScriptSetIndex.resolvingSet(of: scalar), ScriptSetIndex.computedResolvingSet(of: scalar))
        }
    }

    /// The resolved set as the mixed-script test computed it before the index: ICU's set for every letter.
    private func referenceResolvedScripts(_ text: String) -> ScriptSet {
        var resolved = ScriptSet.all
        for scalar in text.unicodeScalars {
            if scalar.isASCII && (scalar.value | 0x20) &- 0x61 >= 26 { continue }
            let scripts = MixedScript.augmentedExtensions(of: scalar)
            if scripts.contains(ScriptCodes.common) || scripts.contains(ScriptCodes.inherited) { continue }
            resolved.formIntersection(scripts)
            if resolved.isEmpty { return resolved }
        }
        return resolved
    }

    func testResolvedScriptsMatchTheScalarByScalarReading() throws {
        var texts = try CorpusFixtures.textFolderValues().map(\.value)
        XCTAssertGreaterThanOrEqual(texts.count, CorpusFixtures.textFolderMinimum)
        texts += ["Pay with Pаypal", "Город Москвa", "iPhone에서", "日本語のテキスト", "Sync для iCloud", "Sοftware", "a٣", "",
                  "123", "ﬁle", "ǅ", "한국어", "中文", "Ⅻ", "e\u{301}"]
        for text in texts {
            XCTAssertEqual(MixedScript.resolvedScripts(of: text.unicodeScalars), referenceResolvedScripts(text), text)
            XCTAssertEqual(MixedScript.isSingleScript(text), !referenceResolvedScripts(text).isEmpty, text)
        }
    }
}

/// The cheap test that no word can mix scripts never dismisses a text in which ICU's words do, on the text
/// folders (whose Kestrel fixtures hold words that do mix scripts) and on written texts.
final class MixedWordPreTestTests: XCTestCase {
    func testNoMixedWordIsMissedOnTheTextFolders() throws {
        var values = try CorpusFixtures.textFolderValues().map { ($0.locale, $0.value) }
        XCTAssertGreaterThanOrEqual(values.count, CorpusFixtures.textFolderMinimum)
        values += [("en", "Pay with Pаypal today"), ("ru", "Город Москвa"), ("ru", "Москвa"), ("ru", "Sync для iCloud"),
                   ("en", "Sοftware"), ("en", "a٣"), ("ru", "iPhone’а"), ("ja", "iPhoneで日本語"), ("ko", "iPhone에서"),
                   ("en", "a \u{0301}б"), ("hi", "a \u{093E}\u{0BBE}"), ("en", "x\u{00A0}ж"), ("en", "%dфайлов")]
        var dismissed = 0
        var mixed = 0
        for (locale, text) in values {
            let words = MixedScript.mixedScriptWords(in: text, locale: locale)
            if !words.isEmpty { mixed += 1 }
            if !MixedScript.mayHoldMixedWord(text) {
                dismissed += 1
                XCTAssertEqual(words, [], text)
            }
        }
        XCTAssertGreaterThan(dismissed, 0)
        // Kestrel's "%lldмин" and the six written mixed words ("Pаypal", "Москвa" twice, "Sοftware", "a٣",
        // "%dфайлов") must each have passed the pre-test.
        XCTAssertGreaterThanOrEqual(mixed, 7)
        XCTAssertTrue(MixedScript.mayHoldMixedWord("Город Москвa"))
        XCTAssertFalse(MixedScript.mayHoldMixedWord("Sync для iCloud"))
    }
}

/// The UTF-8 reading of the pre-test agrees with intersecting ICU's sets scalar by scalar, run by run.
final class MixedWordPreTestUTF8Tests: XCTestCase {
    /// True when some run between white space has letters of no common script, read scalar by scalar from ICU.
    private func referenceMayHoldMixedWord(_ text: String) -> Bool {
        var resolved = ScriptSet.all
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                resolved = .all
                continue
            }
            if scalar.isASCII && (scalar.value | 0x20) &- 0x61 >= 26 { continue }
            let scripts = MixedScript.augmentedExtensions(of: scalar)
            if scripts.contains(ScriptCodes.common) || scripts.contains(ScriptCodes.inherited) { continue }
            resolved.formIntersection(scripts)
            if resolved.isEmpty { return true }
        }
        return false
    }

    func testEveryBMPScalarInContext() {
        for value in UInt32(0)..<0x1_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = String(Character(scalar))
            for text in ["a" + character + "б", character + "ж", "x " + character, "日" + character + "に"] {
                XCTAssertEqual(MixedScript.mayHoldMixedWord(text), referenceMayHoldMixedWord(text), text)
            }
        }
    }

    func testTextFoldersAndScalarsBeyondTheBMP() throws {
        var texts = try CorpusFixtures.textFolderValues().map(\.value)
        XCTAssertGreaterThanOrEqual(texts.count, CorpusFixtures.textFolderMinimum)
        texts += ["Pay with Pаypal", "Город Москвa", "😀 ж a", "😀жa", "𐐀a", "𐐀 a", "a𝐀б", "𠀀に", "𠀀a", "x\u{3000}ж",
                  "x\u{00A0}ж", "x\u{2028}ж", "a\u{0301}б", "iPhone에서", "日本語のテキスト", "Sοftware"]
        for text in texts {
            XCTAssertEqual(MixedScript.mayHoldMixedWord(text), referenceMayHoldMixedWord(text), text)
        }
    }
}
