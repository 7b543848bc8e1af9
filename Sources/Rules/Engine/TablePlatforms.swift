import Catalogs
import SwiftSource

/// One piece of evidence of the platform a table's strings are shown on.
public struct PlatformEvidence: Sendable, Hashable {
    /// Where the evidence comes from, strongest first.
    public enum Source: Int, Sendable, Hashable, Comparable, CaseIterable {
        /// The table's own storyboards and xibs (`<document type="com.apple.InterfaceBuilder3.Cocoa.…">`).
        case interfaceBuilderDocument
        /// The table's Interface Builder notes (`Class = "NSButtonCell"` is AppKit, `Class = "UIButton"` UIKit).
        case interfaceBuilderNote
        /// The app's code in a folder holding the table (Swift that imports AppKit or UIKit).
        case code
        /// The app's storyboards and xibs in a folder holding the table, when they all say one platform: a Mac
        /// app's `Localizable` table has no document of its own, but its windows and menus are Cocoa.
        case interfaceBuilderFolder
        /// The table's own source strings, when they use one platform's words ("menu bar", "trackpad") often and
        /// the other's rarely (see `TextPlatformCounts`).
        case catalogText

        public static func < (lhs: Source, rhs: Source) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// `macos`, `ios`, … (the configuration's names).
    public var platform: String
    public var source: Source
    /// How many documents, notes or files say so: within the strongest source present, the larger count wins.
    public var count: Int

    public init(platform: String, source: Source, count: Int = 1) {
        self.platform = platform
        self.source = source
        self.count = count
    }
}

/// Evidence that holds for every table below a folder, such as the platform the Swift code there is written for.
public struct FolderPlatformEvidence: Sendable, Hashable {
    /// The folder as tables are named (relative to where the audit started, where possible); "" or "." for all.
    public var folder: String
    public var evidence: PlatformEvidence

    public init(folder: String, evidence: PlatformEvidence) {
        self.folder = folder
        self.evidence = evidence
    }
}

/// Decides, table by table, the platform an audit checks the strings for: device verbs ("click" on a Mac, "tap"
/// on an iPhone), width metrics and the rules that read `platform`.
///
/// Why per table: one repository often holds a Mac app beside an iOS one, and a Mac app localized from
/// storyboards says so in every file, while the configuration's `platform` defaults to iOS. The configuration
/// wins when it sets `platform`; otherwise the strongest evidence present decides (the table's own Interface
/// Builder documents, then its notes, then `folderEvidence` for a folder holding the table, the deepest first,
/// then the words of its own strings), and without any the table keeps the configured default. Every source is
/// the table's own or known before any table is read, so a table's platform never depends on how the audit
/// splits the input into batches.
///
/// The hook for other sources: put evidence in `folderEvidence` (`FolderPlatformEvidence(folder: "Mac",
/// evidence: PlatformEvidence(platform: "macos", source: .code, count: files))`) before the audit runs.
public struct TablePlatforms: Sendable {
    /// The configuration's platform, and whether it was chosen (then it holds for every table).
    public var configuredPlatform: String
    public var isConfigured: Bool
    public var folderEvidence: [FolderPlatformEvidence] = []
    let interfaceBuilder: InterfaceBuilderIndex?

    public init(configuration: Configuration, interfaceBuilder: InterfaceBuilderIndex? = nil) {
        configuredPlatform = configuration.platform
        isConfigured = configuration.platformIsSet
        self.interfaceBuilder = interfaceBuilder
        if let evidence = interfaceBuilder.flatMap(Self.documentFolderEvidence) { folderEvidence.append(evidence) }
    }

    /// The deepest folder holding every storyboard and xib, when all that name a platform name the same one.
    static func documentFolderEvidence(_ index: InterfaceBuilderIndex) -> FolderPlatformEvidence? {
        let documents = index.documents.filter { $0.platform != nil }
        guard let platform = documents.first?.platform, documents.allSatisfy({ $0.platform == platform }) else { return nil }
        return FolderPlatformEvidence(
            folder: FolderPaths.deepestCommonFolder(of: documents.map(\.path)),
            evidence: PlatformEvidence(platform: platform, source: .interfaceBuilderFolder, count: documents.count)
        )
    }

    /// Whether any table can be audited for another platform than the configured one.
    var mayDiffer: Bool { !isConfigured }

    /// The platform table `table` is audited for when it is not the configured one; nil for the configured one.
    /// `notes` are the table's Interface Builder notes counted by platform, `text` its source strings counted by
    /// the platform words they use.
    func platform(ofTable table: String, notes: NotePlatformCounts, text: TextPlatformCounts) -> String? {
        guard !isConfigured else { return nil }
        var evidence: [PlatformEvidence] = []
        for document in interfaceBuilder?.ownDocuments(ofTable: table) ?? [] {
            if let platform = document.platform { evidence.append(PlatformEvidence(platform: platform, source: .interfaceBuilderDocument)) }
        }
        evidence += notes.evidence
        let folders = folderEvidence.filter { Self.folder($0.folder, holds: table) }
        if let deepest = folders.map({ $0.folder.count }).max() {
            evidence += folders.filter { $0.folder.count == deepest }.map(\.evidence)
        }
        if evidence.isEmpty, let words = text.evidence { evidence.append(words) }
        guard let decided = Self.decide(evidence), decided != configuredPlatform else { return nil }
        return decided
    }

    /// The platform of the strongest source present, by the largest count (ties: the name first in order, so
    /// the answer never depends on the order evidence came in).
    static func decide(_ evidence: [PlatformEvidence]) -> String? {
        guard let strongest = evidence.map(\.source).min() else { return nil }
        var counts: [String: Int] = [:]
        for item in evidence where item.source == strongest { counts[item.platform, default: 0] += item.count }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.first?.key
    }

    /// Whether the table (a path, or an XLIFF table `path#original`) is below `folder`.
    static func folder(_ folder: String, holds table: String) -> Bool {
        if folder.isEmpty || folder == "." { return true }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return table.hasPrefix(prefix)
    }
}

/// A table's Interface Builder notes counted by the platform their class belongs to: `NS…` is AppKit (macOS),
/// `UI…` and `IBUI…` UIKit (iOS).
struct NotePlatformCounts: Sendable, Hashable {
    var macOS = 0
    var iOS = 0

    /// Counts one comment, if it is a note (`Class = "…"` at its start, as Xcode writes it).
    mutating func count(_ comment: String?) {
        guard var comment else { return }
        comment.withUTF8 { bytes in
            let marker = Self.marker
            guard bytes.count >= marker.count + 2, bytes.starts(with: marker) else { return }
            let first = bytes[marker.count]
            let second = bytes[marker.count + 1]
            if first == UInt8(ascii: "N"), second == UInt8(ascii: "S") {
                macOS += 1
            } else if (first == UInt8(ascii: "U") && second == UInt8(ascii: "I"))
                || (first == UInt8(ascii: "I") && second == UInt8(ascii: "B")) {
                iOS += 1
            }
        }
    }

    /// Adds another file's counts of the same table.
    mutating func add(_ other: NotePlatformCounts) {
        macOS += other.macOS
        iOS += other.iOS
    }

    var evidence: [PlatformEvidence] {
        var evidence: [PlatformEvidence] = []
        if macOS > 0 { evidence.append(PlatformEvidence(platform: "macos", source: .interfaceBuilderNote, count: macOS)) }
        if iOS > 0 { evidence.append(PlatformEvidence(platform: "ios", source: .interfaceBuilderNote, count: iOS)) }
        return evidence
    }

    private static let marker = Array("Class = \"".utf8)
}
