import Foundation

/// A small JSON writer that keeps keys in the order given, so reports read in the contract's order and are
/// byte-for-byte stable (JSONEncoder's `sortedKeys` would put `errors` before `tool`).
public indirect enum OrderedJSON: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    public func rendered(indent: String = "  ") -> String {
        var output = ""
        write(into: &output, level: 0, indent: indent)
        output += "\n"
        return output
    }

    private func write(into output: inout String, level: Int, indent: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): Self.writeString(value, into: &output)
        case .array(let items):
            if items.isEmpty {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += String(repeating: indent, count: level + 1)
                item.write(into: &output, level: level + 1, indent: indent)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: indent, count: level) + "]"
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += String(repeating: indent, count: level + 1)
                Self.writeString(key, into: &output)
                output += ": "
                value.write(into: &output, level: level + 1, indent: indent)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: indent, count: level) + "}"
        }
    }

    /// JSON string escaping: quotes, backslashes and control characters; everything else as UTF-8.
    static func writeString(_ value: String, into output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    output += String(format: "\\u%04x", scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
