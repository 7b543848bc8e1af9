import Language

/// Pseudo-localizes strings so a team can see, in its own UI and before any translation exists, where text
/// truncates, which strings are hard-coded, and what breaks right to left.
///
/// Each string's letters get accents (Ŝåṽé), it grows by its length band's allowance (``ExpansionBands``,
/// padded with accented filler words), and it is bracketed so a cut-off end shows: `[Ŝåṽé ļöŕéɱ]`. Format
/// specifiers, Markdown syntax, link destinations, tags and code spans are left exactly as written (they are
/// found the way `ProseText` finds them), as is whitespace at either end. The right-to-left variant
/// (`qps-plocm`) also wraps the bracketed text in RIGHT-TO-LEFT ISOLATE … POP DIRECTIONAL ISOLATE.
public struct PseudoLocalizer: Sendable {
    public enum Variant: String, Sendable {
        case accented
        case rightToLeft
    }

    public var variant: Variant
    public var bands: ExpansionBands

    public init(variant: Variant = .accented, bands: ExpansionBands = .standard) {
        self.variant = variant
        self.bands = bands
    }

    /// The variant a pseudo-locale name asks for: `qps-plocm` (Windows' mirrored pseudo-locale), `ar-XB`
    /// (Android's) and anything ending in `-rtl` are right to left; everything else is accented.
    public init(locale: String, bands: ExpansionBands = .standard) {
        let name = locale.lowercased()
        let rightToLeft = name == "qps-plocm" || name == "ar-xb" || name.hasSuffix("-rtl")
        self.init(variant: rightToLeft ? .rightToLeft : .accented, bands: bands)
    }

    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let accented = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()

    /// Sentence-ending marks, in the scripts copylint knows.
    private static let closingPunctuation: Set<Unicode.Scalar> = [
        ".", "!", "?", "…", ":", ";", "。", "！", "？", "：", "؟", "।", "။",
    ]

    private static let filler = Array("ļöŕéɱ îþšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîþîšçîñĝ éļîţ šéð ðö éîûšɱöð ţéɱþöŕ ")

    /// The pseudo-localized string.
    public func localize(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        while start < scalars.count, scalars[start].properties.isWhitespace { start += 1 }
        var end = scalars.count
        while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
        guard start < end else { return text }
        let core = String(String.UnicodeScalarView(scalars[start..<end]))
        let prose = ProseText(core)
        var output = String.UnicodeScalarView()
        var regionIndex = 0
        var offset = 0
        for scalar in core.unicodeScalars {
            while regionIndex < prose.regions.count, prose.regions[regionIndex].range.upperBound <= offset { regionIndex += 1 }
            let protected = regionIndex < prose.regions.count && prose.regions[regionIndex].range.contains(offset)
            if !protected, let accented = Self.accents[Character(scalar)] {
                output.append(contentsOf: accented.unicodeScalars)
            } else {
                output.append(scalar)
            }
            offset += 1
        }
        let length = prose.text.count
        let extra = Int((Double(length) * bands.band(forLength: length).growth).rounded(.up))
        // The padding goes before closing punctuation, so the pseudo text still ends as its source does.
        var pseudo = Array(output)
        var closing = pseudo.count
        while closing > 0, Self.closingPunctuation.contains(pseudo[closing - 1]),
              !prose.regions.contains(where: { $0.range.contains(closing - 1) }) {
            closing -= 1
        }
        pseudo.insert(contentsOf: Self.padding(max(0, extra - 2)).unicodeScalars, at: closing)
        var body = "[" + String(String.UnicodeScalarView(pseudo)) + "]"
        if variant == .rightToLeft {
            body = "\u{2067}" + body + "\u{2069}"
        }
        let leading = String(String.UnicodeScalarView(scalars[0..<start]))
        let trailing = String(String.UnicodeScalarView(scalars[end...]))
        return leading + body + trailing
    }

    /// `count` characters of filler words, led by a space when there is room for one.
    static func padding(_ count: Int) -> String {
        guard count > 0 else { return "" }
        guard count > 1 else { return String(filler[0]) }
        var characters: [Character] = [" "]
        var index = 0
        while characters.count < count {
            characters.append(filler[index % filler.count])
            index += 1
        }
        if characters.last == " " { characters[characters.count - 1] = filler[0] }
        return String(characters)
    }
}
