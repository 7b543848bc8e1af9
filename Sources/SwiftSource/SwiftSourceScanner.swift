import Foundation

/// Reads one Swift file and says which strings it shows where: the entry point of the SwiftSource module.
///
/// One pass tokenizes the UTF-8 bytes, a second builds the light syntax tree, a third walks it with the UI
/// context; none needs the type checker, so a file that does not compile is still read as far as it makes sense.
public enum SwiftSourceScanner {
    /// Scans source text; `path` is the path findings will show.
    public static func scan(path: String, text: String) -> SwiftFileScan {
        scan(SwiftSourceText(path: path, text: text))
    }

    public static func scan(path: String, bytes: [UInt8]) -> SwiftFileScan {
        scan(SwiftSourceText(path: path, bytes: bytes))
    }

    /// Scans one tokenized file; `projectTypes` are the types of names declared in the project's other files
    /// (see `TypeHints.projectTypes`), which decide the specifiers of interpolations such as `\(state.count)`;
    /// `wrappers` are the project's own localizing helpers (see `LocalizingWrappers`; this file's own are added).
    /// `projectReceivers` are the declared types of names in the project's other files (`ReceiverTypes`).
    public static func scan(
        _ source: SwiftSourceText, projectTypes: [String: String] = [:], wrappers: LocalizingWrappers? = nil,
        projectReceivers: [String: String] = [:]
    ) -> SwiftFileScan {
        var hints = TypeHints(source)
        hints.project = projectTypes
        let helpers = wrappers ?? LocalizingWrappers(source)
        let syntax = SwiftParser.parse(source)
        var walker = CodeWalker(source: source, hints: hints, wrappers: helpers, projectReceivers: projectReceivers)
        walker.walk(syntax)
        // A view builder used inside a menu, toolbar or dialog (`Menu { menuItems }`) is declared on its own:
        // walk again, with its body in that context.
        if !walker.foundInlineContexts.isEmpty {
            let contexts = walker.foundInlineContexts
            walker = CodeWalker(source: source, hints: hints, wrappers: helpers, projectReceivers: projectReceivers)
            walker.inlineContexts = contexts
            walker.walk(syntax)
        }
        return SwiftFileScan(path: source.path, uses: walker.uses, dialogs: walker.dialogs, controlGroups: walker.groups,
                             disabledRules: disabledRules(source.directives), keyNames: walker.keyNames,
                             keyNameReferences: walker.keyNameReferences, accessors: walker.accessors,
                             accessorReferences: walker.accessorReferences, memberReferences: walker.memberReferences,
                             parameterForwards: walker.parameterForwards, callArguments: walker.callArguments,
                             memberReturns: walker.memberReturns,
                             initializerStores: walker.initializerStores, supertypes: walker.supertypes, declaredFunctions: walker.declaredFunctions, platformHint: walker.platformHint,
                             importsCarPlay: walker.importsCarPlay, declaresWatchApp: walker.declaresWatchApp,
                             declaresLauncherHelper: walker.declaresLauncherHelper,
                             staticAccessors: walker.staticAccessors.filter { walker.accessors[$0] != nil },
                             mentions: AccessorMentions(source, keepingNames: !walker.accessors.isEmpty),
                             dynamicKeys: DynamicKeyCalls(source, wrappers: helpers))
    }

    /// `// copylint:disable=rule-a,rule-b` silences those rules on its own line and the next.
    static func disabledRules(_ directives: [SourceDirectiveComment]) -> [Int: Set<String>] {
        var result: [Int: Set<String>] = [:]
        for directive in directives {
            guard let range = directive.text.range(of: "copylint:disable=") else { continue }
            let list = directive.text[range.upperBound...].prefix { !$0.isWhitespace && $0 != "*" }
            let rules = Set(list.split(separator: ",").map(String.init))
            guard !rules.isEmpty else { continue }
            let lastLine = directive.line + directive.text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            for line in directive.line...(lastLine + 1) { result[line, default: []].formUnion(rules) }
        }
        return result
    }
}
