import Foundation

/// The `copylint` command line: parses the subcommand and hands off. Exit codes (the README's table): 0 no finding at
/// or above --fail-on, 1 findings at or above it, 2 usage or configuration error, 3 an input file could not be
/// read or parsed.
let arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first ?? "help"
let rest = Array(arguments.dropFirst())
let status: Int32
switch command {
case "audit":
    status = AuditCommand.run(rest)
case "roles":
    status = RolesCommand.run(rest)
case "rules":
    status = RulesCommand.list(rest)
case "explain":
    status = RulesCommand.explain(rest)
case "measure":
    status = MeasureCommand.run(rest)
case "pseudo":
    status = PseudoCommand.run(rest)
case "schema":
    status = SchemaCommand.run(rest)
case "help", "--help", "-h":
    print(HelpText.text)
    status = 0
case "--version", "version":
    print("copylint \(Version.string)")
    status = 0
default:
    Console.error("copylint: unknown command '\(command)'. Commands: audit, roles, rules, explain, measure, pseudo, schema, help, --version.")
    status = 2
}
exit(status)
