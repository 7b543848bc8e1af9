import CopylintBase
import Foundation
import Reports
import Rules
import Width

/// `copylint measure TEXT --role ROLE [--locale L] [--size S] [--device PT] [--font FILE ...] [--config FILE]
/// [--json]`: how wide one string renders in its role, how many lines it takes, whether it fits, and what a
/// user sees when it does not.
enum MeasureCommand {
    struct Options {
        var text: String?
        var role: Role = .label
        var locale = "en"
        var size: DynamicTypeSize?
        var device: Double?
        var fonts: [String] = []
        var configPath: String?
        var json = false
    }

    static let usage = "usage: copylint measure TEXT --role ROLE [--locale L] [--size large|ax3|…] [--device PT] [--font FILE]… [--config FILE] [--json]"

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            Console.error("copylint: \(error.message)\n\(usage)")
            return 2
        }
        var configuration = Configuration()
        do {
            if let path = options.configPath ?? ConfigurationLoader.find(from: FileManager.default.currentDirectoryPath) {
                configuration = try ConfigurationLoader.load(path: path)
            }
        } catch {
            Console.error("copylint: \(error)")
            return 2
        }
        var model = WidthModel(configuration: configuration)
        if let device = options.device { model.settings.device = device }
        do {
            if !options.fonts.isEmpty {
                model.measurerOverride = try FontChains.measurer(fontPaths: options.fonts)
            } else {
                // Configured fonts are opened here so a bad path is an error rather than a silent fallback.
                let chain = FontChains.paths(for: options.role, fonts: model.fonts)
                if !chain.isEmpty { model.measurerOverride = try FontChains.measurer(fontPaths: chain) }
            }
        } catch {
            Console.error("copylint: \(error)")
            return 2
        }
        Console.write(report(options.text ?? "", options: options, model: model))
        return 0
    }

    static func report(_ text: String, options: Options, model: WidthModel) -> String {
        let size = options.size ?? model.settings.dynamicTypeSize
        let measurer = model.measurer(for: options.role)
        guard let budget = model.budget(for: options.role, size: size) else {
            let font = FontSpec(size: TextStyle.body.pointSize(at: size))
            let width = model.width(of: text, role: options.role, font: font)
            if options.json {
                return json([
                    ("text", .string(text)), ("role", .string(options.role.rawValue)), ("locale", .string(options.locale)),
                    ("size", .string(size.name)), ("fontSize", .double(font.size)), ("width", .double(rounded(width))),
                    ("budget", .null), ("measuredWith", .string(measurer.name)),
                ])
            }
            return """
            \(text)
              role:      \(options.role.rawValue) (\(model.platform == "macos" ? "no budget on macOS, where the app and Auto Layout size controls" : "no fixed container"); measured in Body \(points(font.size)) pt at Dynamic Type \(size.displayName))
              width:     \(points(width)) pt
              measured:  \(measurer.name)

            """
        }
        let measurement = model.measure(text, role: options.role, locale: options.locale, budget: budget)
        let fits = measurement.lines <= measurement.maximumLines
        if options.json {
            return json([
                ("text", .string(text)), ("role", .string(options.role.rawValue)), ("locale", .string(options.locale)),
                ("size", .string(size.name)), ("device", .double(budget.deviceWidth)), ("fontSize", .double(budget.font.size)),
                ("weight", .string(budget.font.weight.rawValue)), ("width", .double(measurement.width)),
                ("budget", .double(measurement.budget)), ("lines", .int(measurement.lines)),
                ("maximumLines", .int(measurement.maximumLines)), ("fits", .bool(fits)),
                ("truncated", measurement.truncated.map(OrderedJSON.string) ?? .null), ("measuredWith", .string(measurer.name)),
            ])
        }
        var verdict = fits ? "yes" : "no"
        if !fits {
            verdict += measurement.maximumLines == 1
                ? " (\(points(measurement.width - measurement.budget)) pt too wide)"
                : " (\(measurement.lines) lines where the role shows \(measurement.maximumLines))"
        }
        let lineWord = measurement.maximumLines == 1 ? "line" : "lines"
        return """
        \(text)
          role:      \(options.role.rawValue) (\(budget.fontDescription) at Dynamic Type \(size.displayName), \(String(format: "%g", budget.deviceWidth)) pt screen)
          width:     \(points(measurement.width)) pt
          budget:    \(points(measurement.budget)) pt × \(measurement.maximumLines) \(lineWord)
          lines:     \(measurement.lines)
          fits:      \(verdict)
          truncated: \(measurement.truncated ?? "(fits, nothing cut)")
          measured:  \(measurer.name)

        """
    }

    static func parse(_ arguments: [String]) throws(MeasureUsageError) -> Options {
        var options = Options()
        var index = 0
        func value(_ name: String) throws(MeasureUsageError) -> String {
            index += 1
            guard index < arguments.count else { throw MeasureUsageError(message: "\(name) needs a value") }
            return arguments[index]
        }
        var sawRole = false
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--role":
                let name = try value(argument)
                guard let role = Role(rawValue: name) else {
                    throw MeasureUsageError(message: "unknown role '\(name)' (roles: \(Role.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                options.role = role
                sawRole = true
            case "--locale": options.locale = try value(argument)
            case "--size":
                let name = try value(argument)
                guard let size = DynamicTypeSize(name: name) else {
                    throw MeasureUsageError(message: "unknown size '\(name)' (sizes: \(DynamicTypeSize.allCases.map(\.name).joined(separator: ", ")))")
                }
                options.size = size
            case "--device":
                let text = try value(argument)
                guard let points = Double(text), points >= 100, points <= 10_000 else {
                    throw MeasureUsageError(message: "--device takes a screen width in points, such as 393 or 375")
                }
                options.device = points
            case "--font": options.fonts.append(try value(argument))
            case "--config": options.configPath = try value(argument)
            case "--json": options.json = true
            default:
                if argument.hasPrefix("--") { throw MeasureUsageError(message: "unknown option '\(argument)'") }
                guard options.text == nil else { throw MeasureUsageError(message: "give one TEXT to measure (quote it)") }
                options.text = argument
            }
            index += 1
        }
        guard options.text != nil else { throw MeasureUsageError(message: "no TEXT to measure") }
        guard sawRole else { throw MeasureUsageError(message: "--role is required (e.g. --role button)") }
        return options
    }

    private static func points(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    /// The members in the order given, written as every report writes JSON (`OrderedJSON`).
    private static func json(_ members: [(String, OrderedJSON)]) -> String {
        OrderedJSON.object(members).rendered()
    }
}

/// A problem with the `measure` or `pseudo` command line (exit code 2).
struct MeasureUsageError: Error {
    let message: String
}
