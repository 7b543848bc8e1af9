/// A narrow, fast reader for `Locales/metrics/widths.json`, which every run loads: the file is plain JSON of
/// integers, arrays and known keys, so reading it byte by byte costs a small fraction of `JSONDecoder`.
///
/// It accepts only what the generator writes (no comments, no fractions or exponents, no unknown keys, no
/// escapes in keys); anything else makes it give up (nil), and the caller then decodes with `JSONDecoder`,
/// which stays the reference for what the file means.
struct WidthMetricsReader {
    private struct Unsupported: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The file read from `text`, or nil when it holds anything this reader does not handle.
    static func read(_ text: String) -> WidthMetricsFile? {
        var text = text
        return text.withUTF8 { buffer in
            var reader = WidthMetricsReader(bytes: buffer)
            guard let file = try? reader.file() else { return nil }
            reader.skipWhitespace()
            return reader.position == buffer.count ? file : nil
        }
    }

    // MARK: The file's shape

    private mutating func file() throws(Unsupported) -> WidthMetricsFile {
        var designUnitsPerEm: Int?
        var fallback: WidthMetricsFile.Fallback?
        var emoji: Int?
        var supplementaryIdeograph: Int?
        var regular: [WidthMetricsFile.Row]?
        var semibold: [WidthMetricsFile.Row]?
        var arabic: WidthMetricsFile.Arabic?
        var kerning: WidthMetricsFile.KerningWeights?
        try object { key, reader throws(Unsupported) in
            switch key {
            case "unitsPerEm": designUnitsPerEm = try reader.integer()
            case "fallback": fallback = try reader.fallback()
            case "emoji": emoji = try reader.integer()
            case "supplementaryIdeograph": supplementaryIdeograph = try reader.integer()
            case "regular": regular = try reader.rows()
            case "semibold": semibold = try reader.rows()
            case "arabic": arabic = try reader.arabic()
            case "kerning": kerning = try reader.kerningWeights()
            default: throw Unsupported()
            }
        }
        guard let designUnitsPerEm, let fallback, let emoji, let supplementaryIdeograph, let regular, let semibold,
              let arabic else { throw Unsupported() }
        return WidthMetricsFile(
            unitsPerEm: designUnitsPerEm, fallback: fallback, emoji: emoji, supplementaryIdeograph: supplementaryIdeograph,
            regular: regular, semibold: semibold, arabic: arabic, kerning: kerning
        )
    }

    private mutating func fallback() throws(Unsupported) -> WidthMetricsFile.Fallback {
        var regular: Int?
        var semibold: Int?
        try object { key, reader throws(Unsupported) in
            switch key {
            case "regular": regular = try reader.integer()
            case "semibold": semibold = try reader.integer()
            default: throw Unsupported()
            }
        }
        guard let regular, let semibold else { throw Unsupported() }
        return WidthMetricsFile.Fallback(regular: regular, semibold: semibold)
    }

    private mutating func arabic() throws(Unsupported) -> WidthMetricsFile.Arabic {
        var letters: [[Int]]?
        var lamAlef: [[Int]]?
        try object { key, reader throws(Unsupported) in
            switch key {
            case "letters": letters = try reader.integerLists()
            case "lamAlef": lamAlef = try reader.integerLists()
            default: throw Unsupported()
            }
        }
        guard let letters, let lamAlef else { throw Unsupported() }
        return WidthMetricsFile.Arabic(letters: letters, lamAlef: lamAlef)
    }

    private mutating func kerningWeights() throws(Unsupported) -> WidthMetricsFile.KerningWeights {
        var regular: WidthMetricsFile.Kerning?
        var semibold: WidthMetricsFile.Kerning?
        try object { key, reader throws(Unsupported) in
            switch key {
            case "regular": regular = try reader.kerning()
            case "semibold": semibold = try reader.kerning()
            default: throw Unsupported()
            }
        }
        guard let regular, let semibold else { throw Unsupported() }
        return WidthMetricsFile.KerningWeights(regular: regular, semibold: semibold)
    }

    private mutating func kerning() throws(Unsupported) -> WidthMetricsFile.Kerning {
        var leftClasses: Int?
        var rightClasses: Int?
        var left: [WidthMetricsFile.Row]?
        var right: [WidthMetricsFile.Row]?
        var pairs: [[Int]]?
        try object { key, reader throws(Unsupported) in
            switch key {
            case "leftClasses": leftClasses = try reader.integer()
            case "rightClasses": rightClasses = try reader.integer()
            case "left": left = try reader.rows()
            case "right": right = try reader.rows()
            case "pairs": pairs = try reader.integerLists()
            default: throw Unsupported()
            }
        }
        guard let leftClasses, let rightClasses, let left, let right, let pairs else { throw Unsupported() }
        return WidthMetricsFile.Kerning(leftClasses: leftClasses, rightClasses: rightClasses, left: left, right: right, pairs: pairs)
    }

    /// `[[start, count, width] or [start, [width, …]], …]`.
    private mutating func rows() throws(Unsupported) -> [WidthMetricsFile.Row] {
        var rows: [WidthMetricsFile.Row] = []
        try array { reader throws(Unsupported) in
            try reader.expect(UInt8(ascii: "["))
            let start = try reader.integer()
            try reader.expect(UInt8(ascii: ","))
            reader.skipWhitespace()
            if reader.peek() == UInt8(ascii: "[") {
                rows.append(.stretch(start: start, widths: try reader.integers()))
            } else {
                let count = try reader.integer()
                try reader.expect(UInt8(ascii: ","))
                rows.append(.run(start: start, count: count, width: try reader.integer()))
            }
            try reader.expect(UInt8(ascii: "]"))
        }
        return rows
    }

    private mutating func integerLists() throws(Unsupported) -> [[Int]] {
        var lists: [[Int]] = []
        try array { reader throws(Unsupported) in lists.append(try reader.integers()) }
        return lists
    }

    /// `[integer, …]`, read without a closure per element (the file is mostly these).
    private mutating func integers() throws(Unsupported) -> [Int] {
        try expect(UInt8(ascii: "["))
        var values: [Int] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return values
        }
        while true {
            values.append(try integer())
            skipWhitespace()
            guard position < bytes.count else { throw Unsupported() }
            let next = bytes[position]
            position += 1
            if next == UInt8(ascii: "]") { return values }
            guard next == UInt8(ascii: ",") else { throw Unsupported() }
        }
    }

    // MARK: JSON pieces

    /// Reads `{ "key": value, … }`, handing each key to `member`, which must read the value.
    private mutating func object(_ member: (String, inout WidthMetricsReader) throws(Unsupported) -> Void) throws(Unsupported) {
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            let key = try string()
            try expect(UInt8(ascii: ":"))
            try member(key, &self)
            skipWhitespace()
            guard position < bytes.count else { throw Unsupported() }
            let next = bytes[position]
            position += 1
            if next == UInt8(ascii: "}") { return }
            guard next == UInt8(ascii: ",") else { throw Unsupported() }
        }
    }

    /// Reads `[element, …]`, calling `element` to read each one.
    private mutating func array(_ element: (inout WidthMetricsReader) throws(Unsupported) -> Void) throws(Unsupported) {
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            try element(&self)
            skipWhitespace()
            guard position < bytes.count else { throw Unsupported() }
            let next = bytes[position]
            position += 1
            if next == UInt8(ascii: "]") { return }
            guard next == UInt8(ascii: ",") else { throw Unsupported() }
        }
    }

    /// A key: a string without escapes.
    private mutating func string() throws(Unsupported) -> String {
        try expect(UInt8(ascii: "\""))
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            guard bytes[position] != UInt8(ascii: "\\") else { throw Unsupported() }
            position += 1
        }
        guard position < bytes.count else { throw Unsupported() }
        let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        position += 1
        return key
    }

    /// An integer: an optional minus and at most 18 digits (no leading zeros, fractions or exponents).
    @inline(__always)
    private mutating func integer() throws(Unsupported) -> Int {
        skipWhitespace()
        var negative = false
        if peek() == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        let start = position
        var value = 0
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            position += 1
        }
        let digits = position - start
        guard digits > 0, digits <= 18, digits == 1 || bytes[start] != UInt8(ascii: "0") else { throw Unsupported() }
        if let next = peek(), next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            throw Unsupported()
        }
        return negative ? -value : value
    }

    private mutating func expect(_ byte: UInt8) throws(Unsupported) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { throw Unsupported() }
        position += 1
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
            default: return
            }
        }
    }
}
