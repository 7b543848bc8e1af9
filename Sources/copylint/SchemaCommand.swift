import Reports
import Rules

/// `copylint schema`: prints the JSON Schema of `.copylint.json` (see `ConfigurationSchema`), with its keys
/// sorted, so an editor can complete and check the file and the output is the same bytes on every run.
enum SchemaCommand {
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.isEmpty else {
            Console.error("copylint: schema takes no arguments (copylint schema > copylint.schema.json)")
            return 2
        }
        Console.write(ordered(ConfigurationSchema.document()).rendered() + "\n")
        return 0
    }

    /// The value with every object's keys sorted, and whole numbers written without a fraction.
    static func ordered(_ value: JSONValue) -> OrderedJSON {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number):
            if number.rounded() == number, abs(number) < 1e15 { return .int(Int(number)) }
            return .double(number)
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.map(ordered))
        case .object(let fields): return .object(fields.keys.sorted().map { ($0, ordered(fields[$0]!)) })
        }
    }
}
