/// One term whose casing is fixed: a product, service, OS, acronym or technical term.
public struct LexiconTerm: Sendable, Hashable, Decodable {
    /// The one right form, e.g. `Wi-Fi`, `iPhone`, `Mac mini`.
    public var term: String
    /// Wrong forms to catch even when they differ in more than case (`wifi`, `Appstore`, `Apple Id`).
    public var wrong: [String]?
    /// When true (the default), any other casing of the term is wrong as well; false for terms whose other
    /// casings are ordinary words (`Mac` vs a MAC address, `Pages` vs pages).
    public var anyCase: Bool?
    /// What the term is (product, service, os, acronym, technology, feature), for documentation.
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
/// whatever the size of the lexicon.
public struct Lexicon: Sendable {
    private struct Form: Sendable {
        let tokens: [String]
        let term: LexiconTerm
        let isListedWrongForm: Bool
    }

    public let terms: [LexiconTerm]
    private let formsByFirstToken: [String: [Form]]

    private struct File: Decodable {
        let terms: [LexiconTerm]
    }

    /// The shipped English lexicon.
    public static let english: Lexicon = {
        guard let file = BundledData.decode(File.self, from: "Locales/en/lexicon.json") else {
            preconditionFailure("Locales/en/lexicon.json is missing from the build")
        }
        return Lexicon(terms: file.terms)
    }()

    public init(terms: [LexiconTerm]) {
        self.terms = terms
        var forms: [String: [Form]] = [:]
        for term in terms {
            let canonical = WordTokens.tokens(in: term.term).map(\.lowercased)
            if let first = canonical.first {
                forms[first, default: []].append(Form(tokens: canonical, term: term, isListedWrongForm: false))
            }
            for wrong in term.wrong ?? [] {
                let tokens = WordTokens.tokens(in: wrong).map(\.lowercased)
                guard let first = tokens.first, tokens != canonical || !(term.anyCase ?? true) else { continue }
                forms[first, default: []].append(Form(tokens: tokens, term: term, isListedWrongForm: true))
            }
        }
        // Longest forms first, so "Apple Watch" wins over "Apple".
        formsByFirstToken = forms.mapValues { $0.sorted { $0.tokens.count > $1.tokens.count } }
    }

    /// This lexicon with the user's terms added (each kept exactly as written; other casings of it are wrong).
    public func adding(userTerms: [String]) -> Lexicon {
        guard !userTerms.isEmpty else { return self }
        return Lexicon(terms: terms + userTerms.map { LexiconTerm(term: $0, kind: "project") })
    }

    /// Every term occurrence in the text, leftmost-longest, not overlapping.
    public func matches(in text: String) -> [LexiconMatch] {
        let tokens = WordTokens.tokens(in: text)
        guard !tokens.isEmpty else { return [] }
        let scalars = Array(text.unicodeScalars)
        var matches: [LexiconMatch] = []
        var index = 0
        while index < tokens.count {
            var matched = false
            for form in formsByFirstToken[tokens[index].lowercased] ?? [] where index + form.tokens.count <= tokens.count {
                let candidate = tokens[index..<index + form.tokens.count]
                guard zip(candidate, form.tokens).allSatisfy({ $0.lowercased == $1 }), adjacent(candidate, scalars) else { continue }
                let range = candidate.first!.scalarRange.lowerBound..<candidate.last!.scalarRange.upperBound
                let written = String(String.UnicodeScalarView(scalars[range]))
                if !form.isListedWrongForm, written != form.term.term, !(form.term.anyCase ?? true) { continue }
                matches.append(LexiconMatch(term: form.term, scalarRange: range, written: written))
                index += form.tokens.count
                matched = true
                break
            }
            if !matched { index += 1 }
        }
        return matches
    }

    /// Tokens of a multi-word term must be separated by single spaces only ("Mac mini", not "Mac, mini").
    private func adjacent(_ tokens: ArraySlice<WordToken>, _ scalars: [Unicode.Scalar]) -> Bool {
        var previous: WordToken?
        for token in tokens {
            if let previous {
                let gap = scalars[previous.scalarRange.upperBound..<token.scalarRange.lowerBound]
                guard gap.count == 1, gap.first == " " || gap.first == "\u{00A0}" else { return false }
            }
            previous = token
        }
        return true
    }
}
