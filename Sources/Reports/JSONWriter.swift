import Catalogs
import Foundation

/// A small JSON writer that keeps keys in the order given, so reports read in the contract's order and are
/// byte-for-byte stable (JSONEncoder's `sortedKeys` would put `errors` before `tool`).
public indirect enum OrderedJSON: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A finite number written in Swift's shortest round-tripping form; NaN and infinities are written as null.
    case double(Double)
    case string(String)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    public func rendered(indent: String = "  ") -> String {
        var output = ""
        write(into: &output, level: 0, indent: indent)
        output += "\n"
        return output
    }

    /// One line without white space. With `safeForHTML`, `<`, `>` and `&` are written as `\u003c`, `\u003e`
    /// and `\u0026`, so the text can sit inside an HTML `<script>` element: no string can close the element
    /// (`</script>`) or open a comment (`<!--`).
    public func renderedCompact(safeForHTML: Bool = false) -> String {
        var output = ""
        writeCompact(into: &output, safeForHTML: safeForHTML)
        return output
    }

    private func write(into output: inout String, level: Int, indent: String) {
        switch self {
        case .null, .bool, .int, .double, .string: writeScalar(into: &output, safeForHTML: false)
        case .array(let items):
            if items.isEmpty {
                output += "[]"
                return
            }
            output += "[\n"
            if items.count >= Self.parallelItems {
                // A report's findings: rendered in chunks on every core, joined in order (the same bytes).
                let chunkCount = (items.count + Self.parallelItems - 1) / Self.parallelItems
                let chunks = WorkerPool.map(chunkCount, jobs: WorkerPool.defaultJobs) { chunk in
                    var text = ""
                    Self.writeItems(items, (chunk * Self.parallelItems)..<min(items.count, (chunk + 1) * Self.parallelItems),
                                    into: &text, level: level, indent: indent)
                    return text
                }
                for chunk in chunks { output += chunk }
            } else {
                Self.writeItems(items, items.indices, into: &output, level: level, indent: indent)
            }
            output += String(repeating: indent, count: level) + "]"
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            output += "{\n"
            let memberIndent = String(repeating: indent, count: level + 1)
            for (index, (key, value)) in members.enumerated() {
                output += memberIndent
                Self.writeString(key, into: &output)
                output += ": "
                value.write(into: &output, level: level + 1, indent: indent)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: indent, count: level) + "}"
        }
    }

    /// Arrays at least this long are rendered on every core.
    private static let parallelItems = 2_048

    /// The items in `range` of an array at `level`, each on its own line, with a comma after all but the last.
    private static func writeItems(_ items: [OrderedJSON], _ range: Range<Int>, into output: inout String, level: Int, indent: String) {
        let itemIndent = String(repeating: indent, count: level + 1)
        for index in range {
            output += itemIndent
            items[index].write(into: &output, level: level + 1, indent: indent)
            output += index == items.count - 1 ? "\n" : ",\n"
        }
    }

    private func writeCompact(into output: inout String, safeForHTML: Bool) {
        switch self {
        case .null, .bool, .int, .double, .string: writeScalar(into: &output, safeForHTML: safeForHTML)
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                item.writeCompact(into: &output, safeForHTML: safeForHTML)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(key, into: &output, safeForHTML: safeForHTML)
                output += ":"
                value.writeCompact(into: &output, safeForHTML: safeForHTML)
            }
            output += "}"
        }
    }

    private func writeScalar(into output: inout String, safeForHTML: Bool) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += Self.number(value)
        case .string(let value): Self.writeString(value, into: &output, safeForHTML: safeForHTML)
        case .array, .object: break
        }
    }

    /// Whole numbers without a fraction (`120`), others in the shortest form that reads back the same (`182.5`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// JSON string escaping: quotes, backslashes and control characters; everything else as UTF-8.
    static func writeString(_ value: String, into output: inout String, safeForHTML: Bool = false) {
        output += "\""
        // Most strings need no escape: copied in one piece rather than scalar by scalar (a report holds every
        // finding's text, message and source, so this is most of the time spent writing one).
        guard needsEscaping(value, safeForHTML: safeForHTML) else {
            output += value
            output += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            case "<" where safeForHTML: output += "\\u003c"
            case ">" where safeForHTML: output += "\\u003e"
            case "&" where safeForHTML: output += "\\u0026"
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

    /// True when `writeString` must escape something in `value`: a control character, `"` or `\\`, U+2028 or
    /// U+2029 (UTF-8 E2 80 A8/A9), and for HTML `<`, `>` or `&`.
    private static func needsEscaping(_ value: String, safeForHTML: Bool) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in value.utf8 {
            switch byte {
            case 0..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"): return true
            case 0xA8, 0xA9: if previous == 0x80, beforePrevious == 0xE2 { return true }
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): if safeForHTML { return true }
            default: break
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}
