/// The text of `copylint help`.
enum HelpText {
    static let text = """
    copylint \(Version.string): audits the user-facing strings of Apple-platform apps against Apple's Human
    Interface Guidelines, and checks every translation against its source.

    USAGE
      copylint audit [PATH ...] [options]   audit every string file below PATH (default: the current folder)
      copylint rules                        list every rule: id, default severity, roles, one line
      copylint explain RULE                 a rule's rationale, guideline link and examples
      copylint help                         this text
      copylint --version                    the version

    AUDIT OPTIONS
      --format FMT[,FMT...]   text (default: Xcode-style path:line:col lines) or json
      --output DIR            write each format to a file in DIR (copylint.txt, copylint.json, …)
      --config FILE           use this configuration instead of the nearest .copylint.json
      --locales L[,L...]      report only these locales (e.g. --locales de,fr)
      --fail-on LEVEL         error (default), warning, info or never: the lowest severity that fails the run
      --quiet, -q             no progress line and no summary on stderr

    FILES
      .xcstrings (String Catalogs), .strings (UTF-8 or UTF-16), .stringsdict, XLIFF 1.2 (.xliff, .xlf, and the
      XLIFF inside .xcloc bundles). A .strings/.stringsdict file takes its locale from its *.lproj folder.

    EXIT CODES
      0  no finding at or above --fail-on     2  usage or configuration error
      1  findings at or above --fail-on       3  a file could not be read (the others were still audited)

    In a string's comment, copylint:role=ROLE sets its role and copylint:disable=RULE[,RULE] silences rules.
    """
}
