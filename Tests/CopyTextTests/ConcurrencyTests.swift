import CopyText
import Foundation
import XCTest

final class ConcurrencyTests: XCTestCase {
    /// Pooled break iterators and cached plural rules must give every thread the same answers as one thread.
    func testParallelCallsAgreeWithSerialOnes() {
        let samples: [(String, String)] = [
            ("今日は良い天気です。東京タワーへ行きます。", "ja"), ("ภาษาไทยง่ายนิดเดียว", "th"),
            ("Don't save 3.5 GB, Mr. Appleseed!", "en"), ("Привет, мир! Сохранить?", "ru"),
            ("مرحبا بالعالم", "ar"), ("Pay with Pаypal", "en"), ("istanbul'a git", "tr"),
        ]
        @Sendable func fingerprint(_ sample: (String, String)) -> String {
            let (text, locale) = sample
            let words = TextBreaks.words(in: text, locale: locale).map { "\($0.text)/\($0.status)" }
            let sentences = TextBreaks.sentences(in: text, locale: locale).map(\.text)
            let lines = TextBreaks.lineBreaks(in: text, locale: locale).map(\.scalarOffset)
            let title = CaseMapping.titlecased(text, locale: locale)
            let plural = PluralRules.categories(locale: locale) + [PluralRules.category(for: 3, locale: locale)]
            let mixed = MixedScript.mixedScriptWords(in: text, locale: locale).map(\.text)
            return "\(words)|\(sentences)|\(lines)|\(title)|\(plural)|\(mixed)"
        }
        let expected = samples.map(fingerprint)
        let rounds = 400
        let results = LockedResults(count: rounds)
        DispatchQueue.concurrentPerform(iterations: rounds) { round in
            let index = round % samples.count
            results.set(round, fingerprint(samples[index]) == expected[index])
        }
        XCTAssertEqual(results.failures, 0)
    }
}

/// Collects per-iteration outcomes from `concurrentPerform` threads.
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [Bool]

    init(count: Int) {
        outcomes = Array(repeating: false, count: count)
    }

    func set(_ index: Int, _ outcome: Bool) {
        lock.lock()
        outcomes[index] = outcome
        lock.unlock()
    }

    var failures: Int {
        lock.lock()
        defer { lock.unlock() }
        return outcomes.filter { !$0 }.count
    }
}
