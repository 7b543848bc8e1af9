import Catalogs
import CopylintBase
import Foundation

/// A small JSON writer that keeps keys in the order given, so reports read in the contract's order and are
/// byte-for-byte stable (JSONEncoder's `sortedKeys` would put `errors` before `tool`).
///
/// It writes UTF-8 bytes (`JSONBytes`), not a growing `String`: a million-string audit's report is about a
/// hundred megabytes, and appending small pieces to a `String` costs far more per byte (docs/performance.md).
public indirect enum OrderedJSON: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A finite number written in Swift's shortest round-tripping form; NaN and infinities are written as null.
    case double(Double)
    case string(String)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])
    /// JSON already written for its place in the document, indentation included, in parts laid end to end (a
    /// report's findings, which are written straight to bytes in shards on every core).
    case rendered([JSONBytes])

    public func rendered(indent: String = "  ") -> String {
        indented(indent).string
    }

    /// `rendered()` as UTF-8 bytes, without making a `String` of them first.
    public func renderedData(indent: String = "  ") -> Data {
        indented(indent).data
    }

    /// `rendered()` handed to `output` piece by piece: pre-rendered parts go out as they are, without being
    /// copied into one buffer first (a million-string report is a hundred megabytes).
    public func stream(indent: String = "  ", to output: (UnsafeRawBufferPointer) -> Void) {
        withoutActuallyEscaping(output) { output in
            let buffer = JSONBytes(streamingTo: output)
            write(into: buffer, level: 0, indent: Array(indent.utf8))
            buffer.append(ascii: "\n")
            buffer.flush()
        }
    }

    /// The indented document and its final line break.
    private func indented(_ indent: String) -> JSONBytes {
        let output = JSONBytes()
        write(into: output, level: 0, indent: Array(indent.utf8))
        output.append(ascii: "\n")
        return output
    }

    /// One line without white space. With `safeForHTML`, `<`, `>` and `&` are written as `\u003c`, `\u003e`
    /// and `\u0026`, so the text can sit inside an HTML `<script>` element: no string can close the element
    /// (`</script>`) or open a comment (`<!--`).
    public func renderedCompact(safeForHTML: Bool = false) -> String {
        let output = JSONBytes()
        writeCompact(into: output, safeForHTML: safeForHTML)
        return output.string
    }

    /// Arrays at least this long (a report's findings) are rendered in shards on every core and joined in order,
    /// which gives the same bytes as one thread.
    private static let parallelItems = 2_048

    func write(into output: JSONBytes, level: Int, indent: [UInt8]) {
        switch self {
        case .null, .bool, .int, .double, .string: writeScalar(into: output, safeForHTML: false)
        case .rendered(let parts): for part in parts { output.append(part) }
        case .array(let items):
            if items.isEmpty {
                output.append(ascii: "[]")
                return
            }
            output.append(ascii: "[\n")
            if items.count >= Self.parallelItems {
                let shardCount = (items.count + Self.parallelItems - 1) / Self.parallelItems
                let shards = WorkerPool.map(shardCount, jobs: WorkerPool.defaultJobs) { shard in
                    let part = JSONBytes()
                    Self.writeItems(items, (shard * Self.parallelItems)..<min(items.count, (shard + 1) * Self.parallelItems),
                                    into: part, level: level, indent: indent)
                    return part
                }
                for shard in shards { output.append(shard) }
            } else {
                Self.writeItems(items, items.indices, into: output, level: level, indent: indent)
            }
            output.append(indent: indent, times: level)
            output.append(ascii: "]")
        case .object(let members):
            if members.isEmpty {
                output.append(ascii: "{}")
                return
            }
            output.append(ascii: "{\n")
            for (index, (key, value)) in members.enumerated() {
                output.append(indent: indent, times: level + 1)
                output.appendString(key, safeForHTML: false)
                output.append(ascii: ": ")
                value.write(into: output, level: level + 1, indent: indent)
                output.append(ascii: index == members.count - 1 ? "\n" : ",\n")
            }
            output.append(indent: indent, times: level)
            output.append(ascii: "}")
        }
    }

    /// The items in `range` of an array at `level`, each on its own line, with a comma after all but the last.
    private static func writeItems(_ items: [OrderedJSON], _ range: Range<Int>, into output: JSONBytes, level: Int, indent: [UInt8]) {
        for index in range {
            output.append(indent: indent, times: level + 1)
            items[index].write(into: output, level: level + 1, indent: indent)
            output.append(ascii: index == items.count - 1 ? "\n" : ",\n")
        }
    }

    private func writeCompact(into output: JSONBytes, safeForHTML: Bool) {
        switch self {
        case .null, .bool, .int, .double, .string: writeScalar(into: output, safeForHTML: safeForHTML)
        case .rendered: preconditionFailure("pre-rendered JSON is laid out for rendered(), not renderedCompact()")
        case .array(let items):
            output.append(ascii: "[")
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(ascii: ",") }
                item.writeCompact(into: output, safeForHTML: safeForHTML)
            }
            output.append(ascii: "]")
        case .object(let members):
            output.append(ascii: "{")
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(ascii: ",") }
                output.appendString(key, safeForHTML: safeForHTML)
                output.append(ascii: ":")
                value.writeCompact(into: output, safeForHTML: safeForHTML)
            }
            output.append(ascii: "}")
        }
    }

    private func writeScalar(into output: JSONBytes, safeForHTML: Bool) {
        switch self {
        case .null: output.append(ascii: "null")
        case .bool(let value): output.append(ascii: value ? "true" : "false")
        case .int(let value): output.append(integer: value)
        case .double(let value): output.append(ascii: Self.number(value))
        case .string(let value): output.appendString(value, safeForHTML: safeForHTML)
        case .array, .object, .rendered: break
        }
    }

    /// Whole numbers without a fraction (`120`), others in the shortest form that reads back the same (`182.5`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
