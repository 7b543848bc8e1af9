import CopyText
import Language

/// `brand-casing`: a product, service or technical term from the lexicon written with the wrong casing or
/// spelling (wifi, IPhone, Icloud, Appstore, Apple Id).
///
/// Runs on every string of every language: brand names keep their casing in every localization (Apple's
/// Japanese and German pages write iPhone and AirDrop). In translations only proper names are checked
/// (products, services, OS names, apps, features, companies and the project's own terms), not acronyms and
/// technical terms, whose spelling some languages adapt ("wifi" is a French dictionary word).
///
/// Not reported: words inside web or email addresses and file names (`icloud.com`), file extensions (`.yaml`,
/// lowercase by convention), format specifiers and
/// Markdown link destinations, and strings written entirely in capitals ("WI-FI SETTINGS"), which `all-caps`
/// reports; a string whose only capitals are the term itself ("IOS 17") is no such string.
struct BrandCasingCheck: StringCheck, ConfigurableCheck {
    let id = "brand-casing"
    let scope = StringScope.all
    /// The lexicon for the audit this copy was planned for (see `ConfigurableCheck`); calls with any other
    /// context work it out anew.
    private var settings = Settings(CheckContext(configuration: Configuration()))
    private var configuredFor: ObjectIdentifier?

    /// The lexicon with the configuration's terms, and its wrong-form prefilter. A class, so that the check reads
    /// it through one borrowed reference.
    final class Settings: Sendable {
        let lexicon: Lexicon
        /// nil when the lexicon has no prefilter: every text is matched.
        let prefilter: WrongFormPrefilter?

        init(_ context: CheckContext) {
            lexicon = Lexicon.english.adding(userTerms: context.configuration.lexicon)
            prefilter = lexicon.wrongFormPrefilter
        }
    }

    /// The kinds of term checked in languages other than English.
    static let translatedKinds: Set<String> = ["product", "os", "service", "app", "feature", "company", "project"]

    func configured(for context: CheckContext) -> BrandCasingCheck {
        var configured = self
        configured.settings = Settings(context)
        configured.configuredFor = ObjectIdentifier(context)
        return configured
    }

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        if configuredFor == ObjectIdentifier(context) { return check(string, settings: settings) }
        return check(string, settings: Settings(context))
    }

    private func check(_ string: AnalyzedString, settings: Settings) -> [RuleHit] {
        let prefilter = settings.prefilter
        // Most texts write every term they hold right: the prefilter tells so without matching. Most texts hold
        // no markup either, and the same pass over the bytes tells so, when it reads them all.
        var markupByteSeen = false
        let textMayHoldWrongForm = prefilter?.mayHoldWrongForm(string.text, markupByteSeen: &markupByteSeen) ?? true
        guard textMayHoldWrongForm || markupByteSeen else { return [] }
        // A text with nothing for the markup scanner to mask is its own prose: it is matched as it is, and the
        // prose is built only when it holds a wrong form. A text whose markup is format specifiers is mostly
        // prefiltered without building its prose.
        let isOwnProse = !ProseMarkupScanner.mayFindEdits(in: string.text)
        guard isOwnProse
            ? textMayHoldWrongForm
            : (prefilter?.mayHoldWrongForm(inSpecifierMasked: string.text) ?? true)
                && (prefilter?.mayHoldWrongForm(string.prose.text) ?? true)
        else { return [] }
        let lexicon = settings.lexicon
        let plainMatches = isOwnProse ? lexicon.matches(in: string.text) : []
        guard !isOwnProse || plainMatches.contains(where: { !$0.isExact }) else { return [] }
        let prose = string.prose
        let wrong = (isOwnProse ? plainMatches : lexicon.matches(in: prose.text)).filter { !$0.isExact }
        guard !wrong.isEmpty else { return [] }
        let isEnglish = string.language == "en"
        let addresses = AddressRanges.ranges(in: prose.scalars)
        var found: [(match: LexiconMatch, range: Range<Int>)] = []
        for match in wrong {
            guard isEnglish || Self.translatedKinds.contains(match.term.kind ?? "project"),
                !AddressRanges.contains(addresses, overlapping: match.scalarRange),
                !Self.isFileExtension(match.scalarRange, in: prose.scalars) else { continue }
            found.append((match, prose.originalRange(match.scalarRange)))
        }
        guard !found.isEmpty, !isShoutedText(prose, terms: found.map(\.match.scalarRange)) else { return [] }
        let suggestion = ReaderWords.replacing(found.map { ($0.range, $0.match.term.term) }, in: string.scalars)
        return found.map { item in
            RuleHit(
                span: item.range, arguments: ["term": item.match.term.term, "written": InvisibleCharacters.spelled(item.match.written)],
                suggestion: suggestion
            )
        }
    }

    /// True when the whole text is in capitals and has cased letters outside the matched terms: the casing is
    /// the text's, not the term's.
    private func isShoutedText(_ prose: ProseText, terms: [Range<Int>]) -> Bool {
        guard CaseMapping.isUppercased(prose.text) else { return false }
        var outside = String.UnicodeScalarView()
        var cursor = 0
        for range in terms {
            outside.append(contentsOf: prose.scalars[cursor..<range.lowerBound])
            cursor = range.upperBound
        }
        outside.append(contentsOf: prose.scalars[cursor...])
        return CaseMapping.hasCasedLetter(String(outside))
    }

    /// A term written right after a period, as a file extension is (".yaml", "the .json file").
    static func isFileExtension(_ range: Range<Int>, in scalars: [Unicode.Scalar]) -> Bool {
        range.lowerBound > 0 && scalars[range.lowerBound - 1] == "."
            && (range.lowerBound == 1 || !scalars[range.lowerBound - 2].properties.isAlphabetic)
    }

}
