import Rules

extension ExampleRunner {
    /// What went wrong with one example; empty when the rule behaves as its file says.
    public struct Failure: Sendable, CustomStringConvertible {
        /// Which list of the rule file an example is in.
        public enum Kind: String, Sendable {
            case fire, pass
        }

        public var rule: String
        /// The example's list; nil when the failure is the rule's own (no check implements it).
        public var kind: Kind?
        /// The example's place in its list, from 0.
        public var index: Int?
        public var example: RuleExample
        public var problem: String

        public init(rule: String, kind: Kind?, index: Int?, example: RuleExample, problem: String) {
            self.rule = rule
            self.kind = kind
            self.index = index
            self.example = example
            self.problem = problem
        }

        /// "Rules/title-case.json, fire example 1 “Add To Cart”: must fire, but did not": the file to
        /// open, the example to find in it, and what went wrong.
        public var description: String {
            let file = "Rules/\(rule).json"
            guard let kind else { return "\(file): \(problem)" }
            let place = index.map { " \($0 + 1)" } ?? ""
            return "\(file), \(kind.rawValue) example\(place) \(Self.subject(of: example)): \(problem)"
        }

        /// The example as its file shows it: its text (with its source and locale), else its key, else the first
        /// line of its Swift code, else what kind of input it is.
        static func subject(of example: RuleExample) -> String {
            let locale = example.locale.map { " [\($0)]" } ?? ""
            if let text = example.text {
                let source = example.source.map { " (source “\($0)”)" } ?? ""
                return "“\(text)”\(source)\(locale)"
            }
            if let key = example.key { return "with key “\(key)”\(locale)" }
            if let swift = example.swift { return "with Swift “\(swift.split(separator: "\n").first.map(String.init) ?? "")”" }
            return example.files != nil ? "with files\(locale)" : "with a catalog\(locale)"
        }
    }
}
