import CopylintData
import Foundation

/// One term whose casing is fixed: a product, service, OS, acronym or technical term.
public struct LexiconTerm: Sendable, Hashable, Decodable {
    /// The one right form, e.g. `Wi-Fi`, `iPhone`, `Mac mini`.
    public var term: String
    /// Wrong forms to catch even when they differ in more than case (`wifi`, `Appstore`, `Apple Id`).
    ///
    /// A one-word wrong form matches in any casing when `anyCase` is true (`wifi` catches `WIFI` and `Wifi`);
    /// a wrong form of several words, and every wrong form of an `anyCase: false` term, matches only exactly as
    /// listed, because its other casings are often ordinary English ("face time", "air drop", a crypto
    /// "airdrop").
    public var wrong: [String]?
    /// When true (the default), any other casing of the term is wrong as well; false for terms whose other
    /// casings are ordinary words (`Mac` vs a MAC address, `Pages` vs pages).
    public var anyCase: Bool?
    /// What the term is (product, service, os, app, feature, technology, acronym, company), for documentation
    /// and for rules that treat kinds differently.
    public var kind: String?

    public init(term: String, wrong: [String]? = nil, anyCase: Bool? = nil, kind: String? = nil) {
        self.term = term
        self.wrong = wrong
        self.anyCase = anyCase
        self.kind = kind
    }

    /// True when the term begins with a lowercase letter (iPhone, macOS): it stays so even at the start of a
    /// title or sentence.
    public var startsLowercase: Bool {
        term.unicodeScalars.first.map { $0.properties.isLowercase } ?? false
    }
}

/// A term found in a text.
public struct LexiconMatch: Sendable, Hashable {
    public var term: LexiconTerm
    public var scalarRange: Range<Int>
    /// The text as written.
    public var written: String
    /// True when written exactly as the term.
    public var isExact: Bool { written == term.term }
}

/// The brand and term lexicon (`Locales/en/lexicon.json` plus the configuration's `lexicon`): terms whose casing
/// the case rules keep as written, and whose wrong casings `brand-casing` reports.
///
/// Lookup goes through the first token of each term, so scanning a string costs one dictionary lookup per word
/// whatever the size of the lexicon. Besides whole tokens, a match may be one part of a hyphenated compound
/// ("wifi-only") or the stem of a plural of a product or acronym ("Iphones", "urls").
public struct Lexicon: Sendable {
    /// One written form of a term (the term itself or a listed wrong form); a class, so that trying one is not
    /// copying its strings.
    final class Form: Sendable {
        /// The form's tokens, lowercased.
        let tokens: [String]
        /// The form's tokens as written, for forms that match only exactly.
        let writtenTokens: [String]
        let term: LexiconTerm
        let isListedWrongForm: Bool
        /// True when the form matches only exactly as listed.
        let isCaseSensitive: Bool

        init(tokens: [String], writtenTokens: [String], term: LexiconTerm, isListedWrongForm: Bool, isCaseSensitive: Bool) {
            self.tokens = tokens
            self.writtenTokens = writtenTokens
            self.term = term
            self.isListedWrongForm = isListedWrongForm
            self.isCaseSensitive = isCaseSensitive
        }
    }

    /// The lexicon's terms and lookups, in one shared object: a lexicon is copied for every string a check
    /// reads, and this makes the copy one reference.
    private final class Lookups: Sendable {
        let terms: [LexiconTerm]
        let formsByFirstToken: [String: [Form]]
        /// The scalar counts of the forms' first tokens: an all-ASCII word of another length starts no form, so
        /// its strings need not be built to look it up.
        let firstTokenLengths: Set<Int>
        /// True when some first token has a non-ASCII scalar (a user's term, another language's lexicon).
        let hasNonASCIIFirstToken: Bool
        /// The quick prefilter of a text's words; nil when a first token is not ASCII.
        let prefilter: LexiconPrefilter?
        /// This lexicon's extensions with user terms, shared by every copy of it.
        let extensions = LexiconExtensions()
        /// The prefilter for texts that hold no wrong form, built when first asked for (few lexicons are).
        let wrongFormPrefilter = LazyWrongFormPrefilter()
        /// The wrong-form prefilter built with the lookups (the shipped lexicon, with which `brand-casing` prefilters every
        /// text): read with no lock. `.none` when the prefilter is built lazily instead.
        let builtWrongFormPrefilter: WrongFormPrefilter??

        init(terms: [LexiconTerm], formsByFirstToken: [String: [Form]], builtWrongFormPrefilter: WrongFormPrefilter?? = .none) {
            self.builtWrongFormPrefilter = builtWrongFormPrefilter
            self.terms = terms
            self.formsByFirstToken = formsByFirstToken
            firstTokenLengths = Set(formsByFirstToken.keys.map { $0.unicodeScalars.count })
            hasNonASCIIFirstToken = formsByFirstToken.keys.contains { !$0.unicodeScalars.allSatisfy(\.isASCII) }
            prefilter = LexiconPrefilter(
                firstTokens: formsByFirstToken.keys,
                singleTokens: formsByFirstToken.filter { $0.value.contains { $0.tokens.count == 1 } }.keys
            )
        }
    }

    private let lookups: Lookups
    public var terms: [LexiconTerm] { lookups.terms }
    private var formsByFirstToken: [String: [Form]] { lookups.formsByFirstToken }
    private var firstTokenLengths: Set<Int> { lookups.firstTokenLengths }
    private var hasNonASCIIFirstToken: Bool { lookups.hasNonASCIIFirstToken }

    private struct File: Decodable {
        let terms: [LexiconTerm]
    }

    /// Kinds whose plurals are matched through their stem ("iPhones", "URLs").
    private static let pluralKinds: Set<String> = ["product", "acronym"]

    /// The shipped English lexicon.
    public static let english: Lexicon = {
        guard let file = BundledData.decode(File.self, from: "Locales/en/lexicon.json") else {
            preconditionFailure("Locales/en/lexicon.json is missing from the build")
        }
        return Lexicon(terms: file.terms).withBuiltWrongFormPrefilter()
    }()

    private init(lookups: Lookups) {
        self.lookups = lookups
    }

    /// This lexicon with its wrong-form prefilter built now, so that `mayHoldWrongForm(in:)` takes no lock.
    private func withBuiltWrongFormPrefilter() -> Lexicon {
        let prefilter = WrongFormPrefilter(formsByFirstToken: formsByFirstToken, prefilter: lookups.prefilter, matchesAlone: exactMatches(in:))
        return Lexicon(lookups: Lookups(terms: terms, formsByFirstToken: formsByFirstToken, builtWrongFormPrefilter: .some(prefilter)))
    }

    public init(terms: [LexiconTerm]) {
        var forms: [String: [Form]] = [:]
        for term in terms {
            let anyCase = term.anyCase ?? true
            let canonicalTokens = WordTokens.tokens(in: term.term)
            let canonical = canonicalTokens.map(\.lowercased)
            if let first = canonical.first {
                forms[first, default: []].append(Form(
                    tokens: canonical, writtenTokens: canonicalTokens.map(\.text), term: term, isListedWrongForm: false,
                    isCaseSensitive: !anyCase
                ))
            }
            for wrong in term.wrong ?? [] {
                let wrongTokens = WordTokens.tokens(in: wrong)
                let tokens = wrongTokens.map(\.lowercased)
                let caseSensitive = !anyCase || tokens.count > 1
                guard let first = tokens.first, tokens != canonical || caseSensitive else { continue }
                forms[first, default: []].append(Form(
                    tokens: tokens, writtenTokens: wrongTokens.map(\.text), term: term, isListedWrongForm: true,
                    isCaseSensitive: caseSensitive
                ))
            }
        }
        // Longest forms first, so "Apple Watch" wins over "Apple".
        lookups = Lookups(terms: terms, formsByFirstToken: forms.mapValues { $0.sorted { $0.tokens.count > $1.tokens.count } })
    }

    /// This lexicon with the user's terms added (each kept exactly as written; other casings of it are wrong).
    /// Lexicons with user terms are built once per distinct list and reused.
    public func adding(userTerms: [String]) -> Lexicon {
        guard !userTerms.isEmpty else { return self }
        return lookups.extensions.lexicon(for: userTerms, base: self)
    }

    /// Every term occurrence in the text, leftmost-longest, not overlapping.
    ///
    /// The prefilter skips the text, or the tokens of it, that it proves hold no term; the rest is matched exactly.
    public func matches(in text: String) -> [LexiconMatch] {
        switch lookups.prefilter?.prefilter(text) ?? .undecided {
        case .noMatch:
            return []
        case let .candidates(scalars, spans, mayMatch):
            return matches(scalars, spans, mayMatch: mayMatch)
        case .undecided:
            return exactMatches(in: text)
        }
    }

    /// False when every term `matches(in: text)` finds is written exactly as the term (or there is none), as
    /// `brand-casing` asks of every text; true when some may be written otherwise, or the lexicon cannot tell.
    public func mayHoldWrongForm(in text: String) -> Bool {
        wrongFormPrefilter?.mayHoldWrongForm(text) ?? true
    }

    /// `mayHoldWrongForm(in:)`, and, from the same pass over the bytes when it answers false, whether the text
    /// may hold markup: `markupByteSeen` false then means `ProseMarkupScanner.mayFindEdits(in: text)` is false.
    /// When it answers true, `markupByteSeen` tells nothing.
    public func mayHoldWrongForm(in text: String, markupByteSeen: inout Bool) -> Bool {
        guard let prefilter = wrongFormPrefilter else { return true }
        return prefilter.mayHoldWrongForm(text, markupByteSeen: &markupByteSeen)
    }

    /// `mayHoldWrongForm(in:)` of the prose of `text` (`ProseText`), told from `text` without building the prose
    /// when the only markup `text` may hold is format specifiers; true when it may, or this cannot tell (then
    /// ask `mayHoldWrongForm(in:)` of the prose).
    public func mayHoldWrongForm(inSpecifierMasked text: String) -> Bool {
        wrongFormPrefilter?.mayHoldWrongForm(inSpecifierMasked: text) ?? true
    }

    /// The prefilter behind `mayHoldWrongForm(in:)`; nil when this lexicon has none (every text is matched).
    public var wrongFormPrefilter: WrongFormPrefilter? {
        if case let .some(built) = lookups.builtWrongFormPrefilter { return built }
        return lookups.wrongFormPrefilter.prefilter {
            // The prefilter asks this lexicon's own matching about single words.
            WrongFormPrefilter(formsByFirstToken: formsByFirstToken, prefilter: lookups.prefilter, matchesAlone: exactMatches(in:))
        }
    }

    /// `matches(in:)` without the prefilter: every token looked up.
    func exactMatches(in text: String) -> [LexiconMatch] {
        let scalars = Array(text.unicodeScalars)
        return matches(scalars, WordTokens.spans(in: scalars), mayMatch: nil)
    }

    /// The matches among `spans`, the text's tokens from some token on; `mayMatch`, when given, tells for each
    /// whether it may hold a term at all (tokens that may not are passed over).
    private func matches(_ scalars: [Unicode.Scalar], _ spans: [WordTokens.Span], mayMatch: [Bool]?) -> [LexiconMatch] {
        guard !spans.isEmpty else { return [] }
        var tokens = LazyTokens(scalars: scalars, spans: spans)
        var matches: [LexiconMatch] = []
        var index = 0
        while index < tokens.spans.count {
            if let mayMatch, !mayMatch[index] {
                index += 1
                continue
            }
            if let match = wholeTokenMatch(at: index, &tokens) {
                matches.append(match.match)
                index += match.tokenCount
                continue
            }
            let range = tokens.spans[index].range
            if scalars[range].contains(where: WordTokens.isHyphen) {
                matches += compoundPartMatches(range, scalars)
            } else if let plural = pluralMatch(range, scalars) {
                matches.append(plural)
            }
            index += 1
        }
        return matches
    }

    /// The tokens of one text, their strings built only for the tokens a lookup needs.
    private struct LazyTokens {
        let scalars: [Unicode.Scalar]
        let spans: [WordTokens.Span]
        /// For each span, where its token is in `built`, or -1.
        private var builtIndex: [Int32]
        private var built: [WordToken] = []

        init(scalars: [Unicode.Scalar], spans: [WordTokens.Span]) {
            self.scalars = scalars
            self.spans = spans
            builtIndex = Array(repeating: -1, count: spans.count)
        }

        mutating func token(_ index: Int) -> WordToken {
            let slot = Int(builtIndex[index])
            if slot >= 0 { return built[slot] }
            let token = WordTokens.token(spans[index], in: scalars)
            builtIndex[index] = Int32(built.count)
            built.append(token)
            return token
        }
    }

    /// True when the scalars at `range` may be the first token of a form. Lookup compares lowercased strings,
    /// which Swift compares by canonical equivalence: when every first token is ASCII, a word can equal one
    /// only if its lowercased form decomposes to ASCII, and the only word scalar besides ASCII that lowercases
    /// to ASCII is the Kelvin sign (U+212A, "k"); such words keep their length, and so must match a first
    /// token's length.
    private func mayStartForm(_ range: Range<Int>, _ scalars: [Unicode.Scalar], isASCII: Bool) -> Bool {
        if !isASCII {
            if hasNonASCIIFirstToken { return true }
            guard scalars[range].allSatisfy({ $0.isASCII || $0 == "\u{212A}" }) else { return false }
        }
        return firstTokenLengths.contains(range.count)
    }

    /// The longest form that starts at token `index`.
    private func wholeTokenMatch(at index: Int, _ tokens: inout LazyTokens) -> (match: LexiconMatch, tokenCount: Int)? {
        let span = tokens.spans[index]
        guard mayStartForm(span.range, tokens.scalars, isASCII: span.isASCII) else { return nil }
        let scalars = tokens.scalars
        for form in formsByFirstToken[tokens.token(index).lowercased] ?? [] where index + form.tokens.count <= tokens.spans.count {
            guard formMatches(form, at: index, &tokens) else { continue }
            let range = tokens.spans[index].range.lowerBound..<tokens.spans[index + form.tokens.count - 1].range.upperBound
            let written = WordTokens.string(scalars[range])
            if !form.isListedWrongForm, written != form.term.term, !(form.term.anyCase ?? true) { continue }
            return (LexiconMatch(term: form.term, scalarRange: range, written: written), form.tokens.count)
        }
        return nil
    }

    /// True when the tokens from `index` on are the form's: equal lowercased (and as written, for a form that
    /// matches only exactly), and separated by single spaces only ("Mac mini", not "Mac, mini").
    private func formMatches(_ form: Form, at index: Int, _ tokens: inout LazyTokens) -> Bool {
        for offset in form.tokens.indices {
            let token = tokens.token(index + offset)
            guard token.lowercased == form.tokens[offset] else { return false }
            if form.isCaseSensitive, token.text != form.writtenTokens[offset] { return false }
            if offset > 0 {
                let gap = tokens.scalars[tokens.spans[index + offset - 1].range.upperBound..<token.scalarRange.lowerBound]
                guard gap.count == 1, gap.first == " " || gap.first == "\u{00A0}" else { return false }
            }
        }
        return true
    }

    /// Terms that are one part (or a run of parts) of a hyphenated compound: "wifi-only", "iCloud-synced".
    private func compoundPartMatches(_ tokenRange: Range<Int>, _ scalars: [Unicode.Scalar]) -> [LexiconMatch] {
        var parts: [Range<Int>] = []
        var start = tokenRange.lowerBound
        for offset in tokenRange where WordTokens.isHyphen(scalars[offset]) {
            parts.append(start..<offset)
            start = offset + 1
        }
        parts.append(start..<tokenRange.upperBound)
        var matches: [LexiconMatch] = []
        var first = 0
        while first < parts.count {
            var matchedEnd: Int?
            for last in stride(from: parts.count - 1, through: first, by: -1) where !(first == 0 && last == parts.count - 1) {
                let range = parts[first].lowerBound..<parts[last].upperBound
                if let match = singleTokenMatch(range, scalars, allowListed: true) {
                    matches.append(match)
                    matchedEnd = last
                    break
                }
            }
            first = (matchedEnd ?? first) + 1
        }
        return matches
    }

    /// The stem of a plural ("Iphones", "URLs") when the stem is a product or an acronym.
    private func pluralMatch(_ range: Range<Int>, _ scalars: [Unicode.Scalar]) -> LexiconMatch? {
        guard range.count >= 3, scalars[range.upperBound - 1] == "s" else { return nil }
        guard let match = singleTokenMatch(range.lowerBound..<range.upperBound - 1, scalars, allowListed: false),
            Self.pluralKinds.contains(match.term.kind ?? "") else { return nil }
        return match
    }

    /// A one-token form written at `range`.
    private func singleTokenMatch(_ range: Range<Int>, _ scalars: [Unicode.Scalar], allowListed: Bool) -> LexiconMatch? {
        guard mayStartForm(range, scalars, isASCII: scalars[range].allSatisfy(\.isASCII)) else { return nil }
        let written = WordTokens.string(scalars[range])
        let lowered = written.lowercased()
        for form in formsByFirstToken[lowered] ?? [] where form.tokens.count == 1 {
            guard allowListed || !form.isListedWrongForm else { continue }
            if form.isCaseSensitive, written != form.writtenTokens[0] { continue }
            if !form.isListedWrongForm, written != form.term.term, !(form.term.anyCase ?? true) { continue }
            return LexiconMatch(term: form.term, scalarRange: range, written: written)
        }
        return nil
    }
}

/// A lexicon's wrong-form prefilter, built by the first caller that needs it.
final class LazyWrongFormPrefilter: @unchecked Sendable {
    private let lock = NSLock()
    private var built: WrongFormPrefilter??

    func prefilter(_ build: () -> WrongFormPrefilter?) -> WrongFormPrefilter? {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let prefilter = build()
        built = .some(prefilter)
        return prefilter
    }
}

/// A lexicon's extensions with a configuration's user terms, built once per distinct list: a check asks for the
/// extended lexicon for every string it sees.
private final class LexiconExtensions: @unchecked Sendable {
    private let lock = NSLock()
    private var lexicons: [[String]: Lexicon] = [:]

    func lexicon(for userTerms: [String], base: Lexicon) -> Lexicon {
        lock.lock()
        defer { lock.unlock() }
        if let cached = lexicons[userTerms] { return cached }
        let lexicon = Lexicon(terms: base.terms + userTerms.map { LexiconTerm(term: $0, kind: "project") })
        lexicons[userTerms] = lexicon
        return lexicon
    }
}
