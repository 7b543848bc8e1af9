/// The text of `copylint help`.
enum HelpText {
    static let text = """
    copylint \(Version.string): audits the user-facing strings of Apple-platform apps against Apple's Human
    Interface Guidelines, and checks every translation against its source.

    USAGE
      copylint audit [PATH ...] [options]   audit every string file below PATH (default: the current folder)
      copylint roles [PATH ...] [options]   every string the app shows, with its role and where the role came
                                            from (--format text or json; --config, --jobs, --timeout, -q)
      copylint rules                        list every rule: id, default severity, roles, one line
      copylint explain RULE                 a rule's rationale, guideline link and examples
      copylint measure TEXT --role ROLE     width in points, the role's budget, lines, truncated rendition
      copylint pseudo CATALOG --locale qps-ploc --output FILE
                                            add a pseudo-locale to a String Catalog (qps-plocm: right to left)
      copylint schema                       the JSON Schema (draft 2020-12) of .copylint.json, for editors
      copylint help                         this text
      copylint --version                    the version

    AUDIT OPTIONS
      --format FMT[,FMT...]   text (default: Xcode-style path:line:col lines), json, sarif (GitHub code
                              scanning), junit, markdown (job summary), github (Actions annotations), html
      --output DIR            write each format to a file in DIR (copylint.txt, copylint.json, copylint.sarif,
                              copylint.junit.xml, copylint.md, copylint.github.txt, copylint.html)
      --config FILE           use this configuration instead of the nearest .copylint.json
      --locales L[,L...]      report only these locales (e.g. --locales de,fr)
      --fail-on LEVEL         error (default), warning, info or never: the lowest severity that fails the run
      --baseline FILE         count only findings that FILE does not list (reports show only those; the
                              summary says how many listed findings are fixed)
      --write-baseline FILE   write every finding of this run to FILE, keyed by file, key, locale, variation,
                              rule and text (not line), sorted, for --baseline
      --since REF             count only findings new since the git revision REF (a branch, tag or commit):
                              the files as they were at REF are read from git (nothing is checked out) and
                              audited too, and findings they had (by file, key, locale, variation, rule and
                              text; renamed files by their old path) do not count. With --baseline, both apply
      --jobs N, -j N          read and audit on N threads (default: every core; 1: serially)
      --timeout SECONDS       skip a file whose reading or audit takes longer (default 60; 0: no limit)
      --quiet, -q             no progress line and no summary on stderr

    MEASURE OPTIONS
      --role ROLE             button, tab, segment, nav-title, toolbar-item, alert-title, alert-message, …
      --locale L              the text's locale, for line breaking (default en)
      --size SIZE             Dynamic Type size: xSmall … xxxLarge, ax1 … ax5 (default large, or the config's)
      --device PT             screen width in points (default 393, or the config's width.device)
      --font FILE             measure by shaping with this font (repeat for fallbacks; FILE#N: face N of a .ttc)
      --json                  print the measurement as JSON
      --config FILE           take width settings and fonts from FILE instead of the nearest .copylint.json

    FILES
      .xcstrings (String Catalogs), .strings (UTF-8 or UTF-16), .stringsdict, XLIFF 1.2 (.xliff, .xlf, and the
      XLIFF inside .xcloc bundles). A .strings/.stringsdict file takes its locale from its *.lproj folder.

    EXIT CODES
      0  no finding at or above --fail-on     2  usage or configuration error
      1  findings at or above --fail-on       3  a file could not be read (the others were still audited)

    In a string's comment, copylint:role=ROLE sets its role and copylint:disable=RULE[,RULE] silences rules.
    """
}
