import CopylintBase
import Foundation
import SwiftSource

/// Works out which UI element shows a string, strongest evidence first (docs/architecture.md): a directive in the
/// comment, the project configuration, an Interface Builder document or note, the comment's wording, the key's shape.
public struct RoleResolver: Sendable {
    private let configuredPatterns: [(pattern: KeyPattern, role: Role)]
    /// What the app's Swift code says about keys; its roles rank just below a directive.
    private let code: CodeIndex?
    /// The audit's storyboards and xibs, which give object-ID keys (`e9j-DR-MEH.title`) their role and English.
    let interfaceBuilder: InterfaceBuilderIndex?

    public init(configuration: Configuration, code: CodeIndex? = nil, interfaceBuilder: InterfaceBuilderIndex? = nil) {
        configuredPatterns = configuration.roles.map { (KeyPattern($0.key), $0.role) }
        self.code = code
        self.interfaceBuilder = interfaceBuilder.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The role of a key of a catalog table: a directive first, then the role the app's code gives the key,
    /// then the rest of the evidence (`resolve(key:comment:)`, with the table's Interface Builder documents).
    public func resolve(key: String, comment: String?, table: String) -> ResolvedRole {
        resolve(key: key, comment: comment, table: table, match: interfaceBuilderMatch(key: key, comment: comment, table: table))
    }

    /// What the Interface Builder documents and note say about `key` of `table`; nil when the key is not an
    /// object-ID key (`ObjectIDKey`).
    public func interfaceBuilderMatch(key: String, comment: String?, table: String) -> InterfaceBuilderMatch? {
        InterfaceBuilderMatch.find(key: key, note: comment, table: table, in: interfaceBuilder)
    }

    /// `resolve(key:comment:table:)` with the key's Interface Builder match already found.
    func resolve(key: String, comment: String?, table: String, match: InterfaceBuilderMatch?) -> ResolvedRole {
        let resolved = resolve(key: key, comment: comment, match: match)
        guard resolved.source != .directive, let code, !code.isEmpty,
            let use = code.roleUse(of: CodeIndex.key(catalogTable: table, key: key)), let role = use.role else { return resolved }
        // Code that only shows the text (a label: a plain `Text`, a row's caption) says the least of any role: it
        // never overrides a specific role from the catalog's own evidence, such as a key named `tab.*`. But the
        // system draws a notification from the app's description, never in the app's own views: a key named
        // `*.notification.title` that a view shows is a title about notifications.
        if Self.isGuess(use), resolved.source != .unknown, !Self.isDrawnBySystem(resolved) { return resolved }
        return ResolvedRole(role: role, source: .swift, disabledRules: resolved.disabledRules)
    }

    /// A use whose role says only that the text is shown (`Text`, `Label` outside any control, a label field),
    /// where no API settles the element: a CarPlay list item's text is a label by CarPlay's own definition.
    static func isGuess(_ use: CodeStringUse) -> Bool {
        use.role == .label && !use.element.hasPrefix("CP")
    }

    /// A role the key's shape or comment gave to a notification's text, which no view of the app shows.
    private static func isDrawnBySystem(_ resolved: ResolvedRole) -> Bool {
        (resolved.source == .key || resolved.source == .comment)
            && (resolved.role == .notificationTitle || resolved.role == .notificationBody)
    }

    public func resolve(key: String, comment: String?) -> ResolvedRole {
        resolve(key: key, comment: comment, match: nil)
    }

    private func resolve(key: String, comment: String?, match: InterfaceBuilderMatch?) -> ResolvedRole {
        let directives = Directives(comment: comment)
        let disabled = directives.disabledRules
        if let role = directives.role {
            return ResolvedRole(role: role, source: .directive, disabledRules: disabled)
        }
        if let match = configuredPatterns.first(where: { $0.pattern.matches(key) }) {
            return ResolvedRole(role: match.role, source: .config, disabledRules: disabled)
        }
        // The object in a storyboard or xib says more than the note's class (a checkbox, not any NSButtonCell);
        // without one, the key's property may still say it (`….toolTip`, `….ibShadowedToolTips[0]`).
        if let match {
            if let role = match.role {
                return ResolvedRole(role: role, source: .interfaceBuilder, disabledRules: disabled, isFromInterfaceBuilderDocument: true)
            }
            if let role = InterfaceBuilderRoles.propertyRole(match.key.property) {
                return ResolvedRole(role: role, source: .interfaceBuilder, disabledRules: disabled)
            }
        }
        if let comment, let role = Self.interfaceBuilderRole(Self.prefix(of: comment, characters: 2000)) {
            return ResolvedRole(role: AppKitToggleNote.refine(role, note: comment), source: .interfaceBuilder, disabledRules: disabled)
        }
        // What a comment says about the UI element is in its first words; matching the patterns against a
        // pathological comment of megabytes would cost seconds for nothing.
        if let comment, let role = RoleHints.firstMatch(in: RoleHints.shared.comment, text: Self.prefix(of: comment, characters: 600)) {
            return ResolvedRole(role: role, source: .comment, disabledRules: disabled)
        }
        if !Self.containsWhitespace(key), let role = RoleHints.firstMatch(in: RoleHints.shared.key, text: key) {
            return ResolvedRole(role: role, source: .key, disabledRules: disabled)
        }
        return ResolvedRole(role: .unknown, source: .unknown, disabledRules: disabled)
    }

    /// The first `characters` characters of `text`; a text of no more UTF-8 bytes than that is whole, which spares
    /// counting its grapheme clusters.
    static func prefix(of text: String, characters: Int) -> String {
        text.utf8.count <= characters ? text : String(text.prefix(characters))
    }

    /// `text.contains(where: \.isWhitespace)`, by bytes when the text is ASCII: there a character is white space
    /// exactly when it is (or, for CR LF, starts with) a tab, a line break, a vertical tab, a form feed or a space.
    static func containsWhitespace(_ text: String) -> Bool {
        var text = text
        let byBytes: Bool? = text.withUTF8 { bytes in
            var found = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) { found = true }
            }
            return found
        }
        return byBytes ?? text.contains(where: \.isWhitespace)
    }

    /// Xcode writes notes such as `Class = "NSMenuItem"; title = "Quit"; ObjectID = "…";` for strings that
    /// come from storyboards and xibs. The property names the part of the object (a placeholder, an
    /// accessibility label); the class names the control.
    static func interfaceBuilderRole(_ comment: String) -> Role? {
        var text = comment
        let byBytes: Role?? = text.withUTF8 { bytes in
            if ByteSearch.isASCII(bytes) { return .some(asciiInterfaceBuilderRole(bytes)) }
            return bytewiseInterfaceBuilderRole(bytes)
        }
        if let byBytes { return byBytes }
        guard let className = value(of: "Class", in: comment) else { return nil }
        let hints = RoleHints.shared
        for (property, role) in hints.interfaceBuilderPropertyList where comment.contains("; \(property) = ") {
            return role
        }
        if comment.contains("accessibilityLabel") || comment.contains("accessibility.label") { return .a11yLabel }
        if comment.contains("accessibilityHint") || comment.contains("accessibility.hint") { return .a11yHint }
        return hints.interfaceBuilderClasses[className]
    }

    private static func value(of name: String, in comment: String) -> String? {
        guard let range = comment.range(of: "\(name) = \"") else { return nil }
        let rest = comment[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}

/// A key pattern from the configuration: `*` matches any run of characters, `?` one character.
struct KeyPattern: Sendable {
    private let text: String

    init(_ text: String) {
        self.text = text
    }

    func matches(_ key: String) -> Bool {
        Self.match(Array(text.unicodeScalars), 0, Array(key.unicodeScalars), 0)
    }

    private static func match(_ pattern: [Unicode.Scalar], _ p: Int, _ key: [Unicode.Scalar], _ k: Int) -> Bool {
        var p = p, k = k
        var starP = -1, starK = 0
        while k < key.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == key[k] {
                p += 1
                k += 1
            } else if p < pattern.count, pattern[p] == "*" {
                starP = p
                starK = k
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starK += 1
                k = starK
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
