import Foundation
import Language

/// The terms whose casing the case rules keep as written: the brand lexicon (`Lexicon.english`), the names of
/// `Locales/en/title-style.json` (`keptPhrases`, such as "Sign in with Apple"), and the configuration's own
/// `lexicon`. Built once per distinct user term list and shared by every string and thread of an audit.
enum CaseLexicon {
    private static let cache = LexiconCache()

    static func lexicon(for context: CheckContext) -> Lexicon {
        cache.lexicon(userTerms: context.configuration.lexicon)
    }

    /// The prose ranges that case rules leave as written: every lexicon term (its right form, and its wrong
    /// forms too, which `brand-casing` reports), the configuration's `properNames` where written exactly so, and
    /// every quoted span. Sorted by lower bound.
    static func keptRanges(_ prose: ProseText, context: CheckContext) -> [Range<Int>] {
        var terms = lexicon(for: context).matches(in: prose.text).map(\.scalarRange)
        if let names = cache.properNames(context.configuration.properNames) {
            terms += names.matches(in: prose.text).filter(\.isExact).map(\.scalarRange)
        }
        return (terms + prose.quotedRanges).sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The original string with every wrongly cased lexicon term written in its right form ("ICLOUD" →
    /// "iCloud"), for mechanical fixes that restyle a whole string.
    static func canonicalized(_ prose: ProseText, context: CheckContext) -> String {
        let fixes = lexicon(for: context).matches(in: prose.text).filter { !$0.isExact }
        return prose.replacing(fixes.map { (prose.originalRange($0.scalarRange), $0.term.term) })
    }

    /// The exact lexicon terms in the prose (for exemptions that must not cover a wrongly cased term).
    static func exactTerms(_ prose: ProseText, context: CheckContext) -> [LexiconMatch] {
        lexicon(for: context).matches(in: prose.text).filter(\.isExact)
    }
}

/// Lexicons by user term list, behind a lock: the audit runs checks on several threads.
private final class LexiconCache: @unchecked Sendable {
    private let lock = NSLock()
    private var lexicons: [[String]: Lexicon] = [:]
    private let base: Lexicon = {
        let kept = TitleStyleWords.english.keptPhrases.map { LexiconTerm(term: $0, anyCase: false, kind: "kept") }
        let known = Set(Lexicon.english.terms.map(\.term))
        return Lexicon(terms: Lexicon.english.terms + kept.filter { !known.contains($0.term) })
    }()

    private var properNameLexicons: [[String]: Lexicon] = [:]

    /// The names as a lexicon of their own, matched in any case (callers keep the exact matches); nil for none.
    func properNames(_ names: [String]) -> Lexicon? {
        guard !names.isEmpty else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let cached = properNameLexicons[names] { return cached }
        let made = Lexicon(terms: names.map { LexiconTerm(term: $0, anyCase: false, kind: "proper-noun") })
        properNameLexicons[names] = made
        return made
    }

    func lexicon(userTerms: [String]) -> Lexicon {
        guard !userTerms.isEmpty else { return base }
        lock.lock()
        defer { lock.unlock() }
        if let cached = lexicons[userTerms] { return cached }
        let made = base.adding(userTerms: userTerms)
        lexicons[userTerms] = made
        return made
    }
}
