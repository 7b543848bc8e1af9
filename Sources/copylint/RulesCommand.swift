import Rules

/// `copylint rules` and `copylint explain RULE`: the rules as a user reads them, straight from `Rules/`.
enum RulesCommand {
    static func list(_ arguments: [String]) -> Int32 {
        if arguments == ["--markdown"] {
            Console.write(RuleListMarkdown.markdown())
            return 0
        }
        guard arguments.isEmpty else {
            Console.error("copylint: usage: copylint rules [--markdown]")
            return 2
        }
        let definitions = RuleDefinitions.all
        let idWidth = definitions.map(\.id.count).max() ?? 0
        var output = ""
        for definition in definitions {
            let id = definition.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let severity = definition.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            output += "\(id)  \(severity)  \(definition.summary)\n"
            output += String(repeating: " ", count: idWidth + 11) + "roles: \(rolesText(definition))\n"
        }
        Console.write(output)
        return 0
    }

    static func explain(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1 else {
            Console.error("copylint: usage: copylint explain RULE")
            return 2
        }
        guard let definition = RuleDefinitions.definition(arguments[0]) else {
            Console.error("copylint: no rule '\(arguments[0])' (see `copylint rules`)")
            return 2
        }
        Console.write(explanation(definition))
        return 0
    }

    static func rolesText(_ definition: RuleDefinition) -> String {
        definition.roles.contains("*") ? "every role" : definition.roles.joined(separator: ", ")
    }

    static func explanation(_ definition: RuleDefinition) -> String {
        var output = "\(definition.id): \(definition.title)\n"
        output += "severity: \(definition.severity.rawValue) · category: \(definition.category.rawValue) · roles: \(rolesText(definition))\n\n"
        output += wrap(definition.summary) + "\n\n" + wrap(definition.rationale) + "\n\n"
        output += "Guideline: \(definition.guideline.title)\n  \(definition.guideline.url)\n\n"
        let options = RuleOptionText.explanation(definition) { wrap($0, width: 94) }
        if !options.isEmpty { output += options + "\n" }
        output += "Fires on:\n"
        for example in definition.examples.fire {
            output += "  ✗ \(describe(example))\n"
            if let suggestion = example.suggestion { output += "      → \(suggestion)\n" }
        }
        output += "\nStays silent on:\n"
        for example in definition.examples.pass {
            output += "  ✓ \(describe(example))\n"
        }
        return output
    }

    private static func describe(_ example: RuleExample) -> String {
        var parts: [String] = []
        if let swift = example.swift {
            // Show the line the example is about, or the whole snippet when it is short.
            let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
            let shown = example.line.flatMap { $0 >= 1 && $0 <= lines.count ? String(lines[$0 - 1]) : nil }
                ?? (lines.count <= 3 ? lines.joined(separator: " ⏎ ") : String(lines.first ?? ""))
            parts.append("Swift: \(shown.trimmingWhitespace())")
            if let note = example.note { parts.append(": \(note)") }
            return parts.joined()
        }
        if let source = example.source { parts.append("“\(source)” → ") }
        if let text = example.text {
            parts.append("“\(text)”")
        } else if let key = example.key {
            parts.append("key “\(key)”")
        }
        var context: [String] = []
        if let role = example.role { context.append(role) }
        if let locale = example.locale { context.append(locale) }
        if example.catalog != nil || example.files != nil { context.append("in a catalog") }
        if !context.isEmpty { parts.append(" (\(context.joined(separator: ", ")))") }
        if let note = example.note { parts.append(": \(note)") }
        return parts.joined()
    }

    /// Wraps prose at 100 columns for the terminal.
    static func wrap(_ text: String, width: Int = 100) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
