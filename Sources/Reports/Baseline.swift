import Foundation
import Rules

/// The findings a team has accepted when adopting copylint on an existing app, so that only new findings count.
///
/// A finding is known by its content (file, key, locale, variation, rule and the string's text), never by its
/// line: Xcode rewrites catalogs, reorders keys and reformats whitespace, and none of that should turn an old
/// finding into a new one. Editing the string's text does make it new, which is the point. The same content
/// may be found more than once (a rule firing on two words of one string); the baseline keeps a count.
public struct Baseline: Sendable, Equatable {
    /// The content that identifies a finding.
    public struct Item: Sendable, Hashable, Comparable {
        public var file: String
        public var key: String
        public var locale: String
        public var variation: String
        public var rule: String
        public var text: String

        public init(file: String, key: String, locale: String, variation: String, rule: String, text: String) {
            self.file = Self.normalized(file)
            self.key = key
            self.locale = locale
            self.variation = variation
            self.rule = rule
            self.text = text
        }

        public init(_ finding: Finding) {
            self.init(
                file: finding.file, key: finding.key, locale: finding.locale, variation: finding.variation,
                rule: finding.rule, text: finding.text
            )
        }

        public static func < (lhs: Item, rhs: Item) -> Bool {
            (lhs.file, lhs.key, lhs.locale, lhs.variation, lhs.rule, lhs.text)
                < (rhs.file, rhs.key, rhs.locale, rhs.variation, rhs.rule, rhs.text)
        }

        /// `./App/X.xcstrings` and `App/X.xcstrings` name the same file.
        private static func normalized(_ path: String) -> String {
            var path = Substring(path)
            while path.hasPrefix("./") { path = path.dropFirst(2) }
            return String(path)
        }
    }

    /// How many findings of each content the baseline accepts.
    public private(set) var counts: [Item: Int]

    public init(counts: [Item: Int]) {
        self.counts = counts.filter { $0.value > 0 }
    }

    /// A baseline that accepts every one of `findings`.
    public init(findings: [Finding]) {
        var counts: [Item: Int] = [:]
        for finding in findings { counts[Item(finding), default: 0] += 1 }
        self.init(counts: counts)
    }

    /// The number of findings the baseline accepts.
    public var count: Int { counts.values.reduce(0, +) }

    /// What applying a baseline to a run gave.
    public struct Match: Sendable {
        /// Findings the baseline does not know, in the order given.
        public var new: [Finding]
        public var outcome: BaselineOutcome
    }

    /// Splits `findings` into new ones and known ones. Baseline findings that were not found again count as
    /// fixed, but only in files that were audited this time and, with `locales`, only in those locales: a
    /// narrower run does not claim that the findings it did not look for are gone.
    public func match(_ findings: [Finding], auditedFiles: Set<String>, locales: Set<String>?) -> Match {
        match(findings, auditedFiles: auditedFiles, locales: locales, identifiedBy: Item.init)
    }

    /// `match(_:auditedFiles:locales:)` with each finding known by `identity` rather than by its own fields:
    /// `audit --since` spells every file by its path in the repository, so that two audits run from different
    /// folders, or of a renamed file, compare.
    public func match(
        _ findings: [Finding], auditedFiles: Set<String>, locales: Set<String>?, identifiedBy identity: (Finding) -> Item
    ) -> Match {
        var remaining = counts
        var new: [Finding] = []
        var matched = 0
        for finding in findings {
            let item = identity(finding)
            if let left = remaining[item], left > 0 {
                remaining[item] = left - 1
                matched += 1
            } else {
                new.append(finding)
            }
        }
        let audited = Set(auditedFiles.map { Item(file: $0, key: "", locale: "", variation: "", rule: "", text: "").file })
        var fixed = 0
        for (item, left) in remaining where left > 0 && audited.contains(item.file) {
            if let locales, !locales.contains(item.locale) { continue }
            fixed += left
        }
        return Match(new: new, outcome: BaselineOutcome(matched: matched, fixed: fixed))
    }
}

/// What `audit --since REF` did to a run, for the summaries: the revision compared with and how many findings
/// were already there (left out, as a baseline of REF's findings would leave them out).
public struct SinceOutcome: Sendable, Hashable {
    public var revision: String
    public var known: Int

    public init(revision: String, known: Int) {
        self.revision = revision
        self.known = known
    }
}

/// What a baseline did to a run, for the summaries: findings it hid because they were known, and known
/// findings that were not found again (fixed, or their string changed).
public struct BaselineOutcome: Sendable, Hashable {
    public var matched: Int
    public var fixed: Int

    public init(matched: Int, fixed: Int) {
        self.matched = matched
        self.fixed = fixed
    }
}
