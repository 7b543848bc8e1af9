import CopylintBase

/// `copylint:role=ROLE` and `copylint:disable=RULE[,RULE]` in a string's comment.
public struct Directives: Sendable, Hashable {
    public var role: Role?
    /// The role name as written, when it is not a known role (reported as a configuration problem by callers).
    public var unknownRole: String?
    public var disabledRules: Set<String> = []

    private static let marker = Array("copylint:".utf8)

    public init(comment: String?) {
        // The byte search proves most comments hold no directive without Foundation's costly character search.
        guard let comment, !ByteSearch.lacks(Self.marker, in: comment), comment.contains("copylint:") else { return }
        var rest = Substring(comment)
        while let range = rest.range(of: "copylint:") {
            rest = rest[range.upperBound...]
            let directive = rest.prefix { !$0.isWhitespace && $0 != ";" && $0 != "*" }
            if directive.hasPrefix("role=") {
                let name = String(directive.dropFirst("role=".count))
                if let role = Role(rawValue: name) {
                    self.role = role
                } else {
                    unknownRole = name
                }
            } else if directive.hasPrefix("disable=") {
                let list = directive.dropFirst("disable=".count)
                for rule in list.split(separator: ",") where !rule.isEmpty {
                    disabledRules.insert(String(rule))
                }
            }
            rest = rest[directive.endIndex...]
        }
    }
}
