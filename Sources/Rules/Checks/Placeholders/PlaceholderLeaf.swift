import Catalogs
import CopyText

/// One argument that a localization reads, tied to the specifier that reads it, so a finding can point at it
/// (in the value of the leaf whose `uses` hold it).
struct PlaceholderUse {
    let argument: FormatArgument
    /// Scalar offsets of the specifier in the leaf's value.
    let span: Range<Int>
    /// The substitution a `%#@name@` token or a `%arg` stands for; nil for an ordinary specifier.
    let substitutionName: String?
    /// True for a `%#@name@` token naming no substitution of its localization, in a file that defines them.
    let isDangling: Bool
    /// True for a `%#@name@` token (not for `%arg` or an ordinary specifier).
    let isToken: Bool
}

/// Where an entry sits in its localization, as far as placeholders go.
enum PlaceholderLeafKind: Equatable {
    /// A message: a plain value, or one case of a plural or device variation of it. `path` is the variation
    /// path without its plural case (`device.iphone` for `device.iphone.plural.one`, `""` for `plural.few`).
    case message(path: String, category: String?)
    /// A case of a substitution's plural (`substitutions.files.plural.one`). `scope` is the path before
    /// `substitutions` (a device variation, or `""` for the whole localization).
    case substitutionForm(scope: String, name: String, category: String)

    /// Reads the kind from a variation path. Substitution names may hold dots (`total.strings`), so the name is
    /// everything between `substitutions` and the last `plural`.
    init(variation: String) {
        // Both variation kinds need a `plural` component: a path without the word is a message of its own.
        guard PluralGroup.mayHoldPluralCase(variation) else {
            self = .message(path: variation, category: nil)
            return
        }
        var ascii = variation
        if let kind = ascii.withUTF8(Self.init(asciiPath:)) {
            self = kind
            return
        }
        let parts = TranslationUnit.variationComponents(variation)
        if let start = parts.firstIndex(of: "substitutions"), let plural = parts.lastIndex(of: "plural"),
           plural > start + 1, plural + 1 < parts.count {
            self = .substitutionForm(
                scope: Self.joined(parts, 0..<start, of: variation),
                name: Self.joined(parts, (start + 1)..<plural, of: variation),
                category: Self.joined(parts, (plural + 1)..<parts.count, of: variation)
            )
        } else if let plural = parts.lastIndex(of: "plural"), plural + 1 < parts.count {
            let before = Self.joined(parts, 0..<plural, of: variation)
            let after = Self.joined(parts, (plural + 2)..<parts.count, of: variation)
            let path = plural > 0 && plural + 2 < parts.count ? before + "." + after : before + after
            self = .message(path: path, category: String(parts[plural + 1]))
        } else {
            self = .message(path: variation, category: nil)
        }
    }

    /// `init(variation:)` for an ASCII path, read from its bytes in one pass over its `.`-separated components
    /// (in ASCII every `.` is a character of its own, so bytes and characters cut alike); nil for any other path.
    private init?(asciiPath bytes: UnsafeBufferPointer<UInt8>) {
        var firstSubstitutions: (index: Int, end: Int)?
        var lastPlural: (index: Int, start: Int, end: Int)?
        var count = 0
        let isASCII = ASCIIVariationPath.forEachComponent(in: bytes) { index, range in
            let part = UnsafeBufferPointer(rebasing: bytes[range])
            if firstSubstitutions == nil, part.elementsEqual(Self.substitutionsBytes) { firstSubstitutions = (index, range.upperBound) }
            if part.elementsEqual(Self.pluralBytes) { lastPlural = (index, range.lowerBound, range.upperBound) }
            count = index + 1
        }
        guard isASCII else { return nil }
        func text(_ range: Range<Int>) -> String { ASCIIVariationPath.text(bytes, range) }
        guard let plural = lastPlural, plural.index + 1 < count else {
            self = .message(path: text(0..<bytes.count), category: nil)
            return
        }
        // The component after `plural` (the category) and where the one after it starts, if there is one.
        let categoryEnd = bytes[(plural.end + 1)...].firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
        let before = plural.index > 0 ? text(0..<(plural.start - 1)) : ""
        if let substitutions = firstSubstitutions, plural.index > substitutions.index + 1 {
            let substitutionsStart = substitutions.end - Self.substitutionsBytes.count
            self = .substitutionForm(
                scope: substitutions.index > 0 ? text(0..<(substitutionsStart - 1)) : "",
                name: text((substitutions.end + 1)..<(plural.start - 1)),
                category: text((plural.end + 1)..<bytes.count)
            )
        } else if plural.index + 2 < count {
            let after = text((categoryEnd + 1)..<bytes.count)
            self = .message(path: plural.index > 0 ? before + "." + after : after,
                            category: text((plural.end + 1)..<categoryEnd))
        } else {
            self = .message(path: before, category: text((plural.end + 1)..<categoryEnd))
        }
    }

    private static let substitutionsBytes = Array("substitutions".utf8)
    private static let pluralBytes = Array("plural".utf8)

    /// `parts[range].joined(separator: ".")` for the components of `variation`: consecutive components joined by
    /// `.` spell the stretch of the path they cover, so it is cut out rather than joined.
    private static func joined(_ parts: [Substring], _ range: Range<Int>, of variation: String) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return String(variation[parts[first].startIndex..<parts[last].endIndex])
    }

    /// The path of a message; nil for a substitution form.
    var messagePath: String? {
        if case let .message(path, _) = self { return path }
        return nil
    }

    var category: String? {
        switch self {
        case let .message(_, category): return category
        case let .substitutionForm(_, _, category): return category
        }
    }
}

/// One entry of a localization with its parsed placeholders and the arguments they read.
///
/// A class, so the rules pass a leaf (an entry and its parse) around by reference instead of copying it;
/// `uses` and `tokenPosition` are filled in by `LocalizationPlaceholders.init` and not changed after.
final class PlaceholderLeaf {
    let entry: Entry
    let kind: PlaceholderLeafKind
    let specifiers: [FormatSpecifier]
    let malformed: [MalformedSpecifier]
    /// The arguments read, in text order.
    var uses: [PlaceholderUse] = []
    /// For a substitution form: the position its token takes in the message (its `argNum`, else the token's
    /// order); the form's own unpositioned specifiers count from there, as Foundation reads a `.stringsdict`.
    var tokenPosition: Int?

    init(entry: Entry) {
        self.entry = entry
        kind = PlaceholderLeafKind(variation: entry.variation)
        (specifiers, malformed) = FormatSpecifierParser.parse(entry.value)
    }

    /// True when this leaf is a form of `name` that serves the message at `path`.
    func isForm(of name: String, servingMessage path: String) -> Bool {
        guard case let .substitutionForm(scope, formName, _) = kind, formName == name else { return false }
        return Self.scope(scope, contains: path)
    }

    /// True when a substitution declared at `scope` is visible from the message at `path`.
    static func scope(_ scope: String, contains path: String) -> Bool {
        scope.isEmpty || path == scope || path.hasPrefix(scope + ".")
    }
}

/// Turns specifiers into the arguments they read, numbering them the way `FormatArguments.arguments` does
/// (a unit test holds the two to the same answers) while keeping each specifier's span.
enum PlaceholderArguments {
    /// - Parameters:
    ///   - definitions: the localization's substitutions by name (`argNum`, `formatSpecifier`).
    ///   - definesSubstitutions: whether the file defines substitutions for this key at all (XLIFF does not).
    ///   - substitutionArgument: what `%arg` stands for (in a substitution form), nil elsewhere.
    ///   - shift: added to the positions of unpositioned specifiers (a `.stringsdict` form's `%d` reads the
    ///     argument its token stands for).
    static func uses(
        in leaf: PlaceholderLeaf, definitions: [String: FormatArguments.Substitution], definesSubstitutions: Bool,
        substitutionArgument: FormatArguments.Substitution?, shift: Int
    ) -> [PlaceholderUse] {
        var uses: [PlaceholderUse] = []
        uses.reserveCapacity(leaf.specifiers.count)
        var order = 0
        func add(_ argument: FormatArgument, _ span: Range<Int>, name: String? = nil, dangling: Bool = false, token: Bool = false) {
            uses.append(PlaceholderUse(argument: argument, span: span, substitutionName: name, isDangling: dangling, isToken: token))
        }
        // The specifiers are read in place, field by field: binding each to a name would copy all its strings.
        leaf.specifiers.withUnsafeBufferPointer { specifiers in
            for index in specifiers.indices {
                switch specifiers[index].conversionClass {
                case .percentLiteral:
                    continue
                case .substitutionArgument:
                    guard let context = substitutionArgument else { continue }
                    let typed = FormatArguments.arguments(of: specifiers[index].text, substitutions: [:], substitutionArgument: context)
                    guard let type = typed.first else { continue }
                    let position = context.argumentNumber ?? { order += 1; return order + shift }()
                    add(retyped(type, position: position), specifiers[index].scalarRange, name: substitutionName(of: leaf))
                case .substitution:
                    order += 1
                    let name = specifiers[index].substitutionName ?? ""
                    let definition = definitions[name]
                    let typed = FormatArguments.arguments(of: specifiers[index].text, substitutions: definitions)
                    guard let type = typed.first else { continue }
                    let position = specifiers[index].position ?? definition?.argumentNumber ?? order + shift
                    add(retyped(type, position: position), specifiers[index].scalarRange, name: name,
                        dangling: definesSubstitutions && definition == nil, token: true)
                default:
                    // A `*` width, then a `*` precision, each reads an argument (counted without building a list).
                    let stars = (specifiers[index].width == "*" ? 1 : 0) + (specifiers[index].precision == "*" ? 1 : 0)
                    for _ in 0..<stars {
                        order += 1
                        guard specifiers[index].position == nil else { continue }
                        let star = FormatArgument(
                            position: order + shift, conversionClass: .signedInteger, lengthModifier: "",
                            specifierText: specifiers[index].text, conversion: "d"
                        )
                        add(star, specifiers[index].scalarRange)
                    }
                    order += 1
                    let argument = FormatArgument(
                        position: specifiers[index].position ?? order + shift,
                        conversionClass: specifiers[index].conversionClass,
                        lengthModifier: specifiers[index].lengthModifier, specifierText: specifiers[index].text,
                        conversion: specifiers[index].conversion
                    )
                    add(argument, specifiers[index].scalarRange)
                }
            }
        }
        return uses
    }

    private static func retyped(_ argument: FormatArgument, position: Int) -> FormatArgument {
        FormatArgument(
            position: position, conversionClass: argument.conversionClass, lengthModifier: argument.lengthModifier,
            specifierText: argument.specifierText, conversion: argument.conversion
        )
    }

    private static func substitutionName(of leaf: PlaceholderLeaf) -> String? {
        if case let .substitutionForm(_, name, _) = leaf.kind { return name }
        return nil
    }
}
