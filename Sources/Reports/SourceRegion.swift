import Catalogs
import Rules

/// Names one string value: a file, key, locale and variation. Used to find out which findings sit in values
/// that stand verbatim in their file, and as the identity behind SARIF fingerprints.
public struct ValueIdentity: Sendable, Hashable {
    public var file: String
    public var key: String
    public var locale: String
    public var variation: String

    public init(file: String, key: String, locale: String, variation: String) {
        self.file = file
        self.key = key
        self.locale = locale
        self.variation = variation
    }

    public init(_ finding: Finding) {
        self.init(file: finding.file, key: finding.key, locale: finding.locale, variation: finding.variation)
    }

    /// The values among `files` that hold a finding and stand in their file one for one. One pass over the
    /// entries; only the (few) values with findings are hashed into the result.
    public static func verbatimValues(in files: [StringFile], withFindings findings: [Finding]) -> Set<ValueIdentity> {
        guard !findings.isEmpty else { return [] }
        let wanted = Set(findings.map(ValueIdentity.init))
        let wantedKeys = Set(findings.map(\.key))
        var verbatim: Set<ValueIdentity> = []
        for file in files {
            for entry in file.entries where entry.isVerbatim && wantedKeys.contains(entry.key) {
                let identity = ValueIdentity(file: entry.file, key: entry.key, locale: entry.locale, variation: entry.variation)
                if wanted.contains(identity) { verbatim.insert(identity) }
            }
        }
        return verbatim
    }
}

/// Where a finding sits in its file, as SARIF regions and GitHub annotations want it: 1-based line and
/// columns in Unicode scalars, with an exclusive `endColumn` only where it is known exactly.
public struct SourceRegion: Sendable, Hashable {
    public var startLine: Int
    public var startColumn: Int
    /// One past the last column of the span, when the value stands verbatim in the file and the span stays on
    /// one line; nil otherwise (the region then points at one position).
    public var endColumn: Int?
}

extension Report {
    /// The finding's region. A finding in a verbatim value already points at the start of its span (see
    /// `Finding`); its end is that column plus the span's length, unless the span crosses a line break.
    public func region(of finding: Finding) -> SourceRegion {
        var region = SourceRegion(startLine: finding.line, startColumn: finding.column, endColumn: nil)
        guard let span = finding.span, !span.isEmpty, span.lowerBound >= 0,
              verbatimValues.contains(ValueIdentity(finding)) else { return region }
        var offset = 0
        for scalar in finding.text.unicodeScalars {
            if offset >= span.upperBound { break }
            if offset >= span.lowerBound && (scalar == "\n" || scalar == "\r") { return region }
            offset += 1
        }
        guard offset == span.upperBound else { return region }
        region.endColumn = finding.column + span.count
        return region
    }

    /// The regions of a finding's other spans (`Finding.spans` after the first), where they can be placed
    /// exactly: in a verbatim value, on the first span's line (no line break between). Empty otherwise.
    public func otherRegions(of finding: Finding) -> [SourceRegion] {
        guard finding.spans.count > 1, let first = finding.spans.first, verbatimValues.contains(ValueIdentity(finding)) else { return [] }
        let scalars = Array(finding.text.unicodeScalars)
        return finding.spans.dropFirst().compactMap { span in
            guard span.lowerBound >= first.lowerBound, span.upperBound <= scalars.count, !span.isEmpty,
                  !scalars[first.lowerBound..<span.upperBound].contains(where: { $0 == "\n" || $0 == "\r" }) else { return nil }
            let start = finding.column + (span.lowerBound - first.lowerBound)
            return SourceRegion(startLine: finding.line, startColumn: start, endColumn: start + span.count)
        }
    }
}
