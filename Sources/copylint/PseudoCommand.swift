import Foundation
import Rules
import Width

/// `copylint pseudo PATH --locale qps-ploc --output FILE`: writes a copy of a String Catalog with a
/// pseudo-locale added (accented, expanded by the length-band allowance, bracketed; `qps-plocm` is the
/// right-to-left variant), so a team can run its app in it and see truncation in its own UI.
enum PseudoCommand {
    static let usage = "usage: copylint pseudo CATALOG.xcstrings --locale qps-ploc|qps-plocm --output FILE"

    static func run(_ arguments: [String]) -> Int32 {
        var input: String?
        var locale = "qps-ploc"
        var output: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--locale" || argument == "--output" {
                guard index + 1 < arguments.count else {
                    Console.error("copylint: \(argument) needs a value\n\(usage)")
                    return 2
                }
                if argument == "--locale" { locale = arguments[index + 1] } else { output = arguments[index + 1] }
                index += 2
                continue
            }
            guard !argument.hasPrefix("--"), input == nil else {
                Console.error("copylint: unexpected argument '\(argument)'\n\(usage)")
                return 2
            }
            input = argument
            index += 1
        }
        guard let input, let output else {
            Console.error("copylint: pseudo needs a catalog and --output FILE\n\(usage)")
            return 2
        }
        guard input.hasSuffix(".xcstrings") else {
            Console.error("copylint: pseudo reads String Catalogs (.xcstrings), not '\(input)'")
            return 2
        }
        guard !locale.isEmpty, locale.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            Console.error("copylint: '\(locale)' is not a locale identifier")
            return 2
        }
        guard let data = FileManager.default.contents(atPath: input) else {
            Console.error("copylint: error: cannot read \(input)")
            return 3
        }
        do {
            let result = try PseudoCatalog.pseudoLocalize(data, locale: locale, localizer: PseudoLocalizer(locale: locale))
            try result.data.write(to: URL(fileURLWithPath: output))
            let skipped = result.summary.skipped > 0 ? ", \(result.summary.skipped) keys not translatable" : ""
            Console.error("copylint: wrote \(output): \(locale) added to \(result.summary.keys) keys (\(result.summary.strings) strings\(skipped))")
            return 0
        } catch let error as PseudoCatalog.FormatError {
            Console.error("copylint: error: \(input): \(error.message)")
            return 3
        } catch {
            Console.error("copylint: error: cannot write \(output): \(error.localizedDescription)")
            return 2
        }
    }
}
