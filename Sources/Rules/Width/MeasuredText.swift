import CopyText

/// A string as it renders, measured scalar by scalar: Markdown delimiters and tags removed (SwiftUI draws
/// `**Done**` as "Done"), and each format specifier kept as written but given the width of a typical value,
/// so `%lld files` measures like "12 files" while a truncated rendition still shows "%lld".
struct MeasuredText {
    /// The rendered text, specifiers kept as written.
    let display: String
    let scalars: [Unicode.Scalar]
    /// The advance of each scalar of `display`, in points.
    let advances: [Double]

    /// What a specifier is measured as, by what it converts.
    static func sample(for kind: ProseText.Region.Kind) -> String? {
        guard case .formatSpecifier(let conversion) = kind else { return nil }
        switch conversion {
        case .signedInteger, .unsignedInteger: return "12"
        case .floatingPoint: return "1.5"
        case .character: return "X"
        case .pointer: return "0x1F2E"
        case .substitution: return "12 Xxxxxx"
        case .object, .cString, .substitutionArgument, .percentLiteral, nil: return "Xxxxxx"
        }
    }

    init(_ text: String, font: FontSpec, measurer: any TextMeasurer) {
        guard Self.mayHoldMarkup(text) else {
            display = text
            scalars = Array(text.unicodeScalars)
            advances = measurer.advances(of: text, font: font)
            return
        }
        let prose = ProseText(text)
        var view = String.UnicodeScalarView()
        var samples: [(start: Int, count: Int, sample: String)] = []
        var count = 0
        for (offset, scalar) in prose.scalars.enumerated() {
            if scalar == ProseText.placeholderMarker, let region = prose.placeholderRegion(atProse: offset) {
                let original = prose.originalText(region.range)
                let length = original.unicodeScalars.count
                view.append(contentsOf: original.unicodeScalars)
                if let sample = Self.sample(for: region.kind), length > 0 {
                    samples.append((count, length, sample))
                }
                count += length
            } else {
                view.append(scalar)
                count += 1
            }
        }
        let display = String(view)
        var advances = measurer.advances(of: display, font: font)
        for (start, length, sample) in samples where start + length <= advances.count {
            advances[start] = measurer.width(of: sample, font: font)
            for index in (start + 1)..<(start + length) { advances[index] = 0 }
        }
        self.display = display
        self.scalars = Array(view)
        self.advances = advances
    }

    /// Plain text (no `%`, Markdown or tag characters) needs no masking.
    private static func mayHoldMarkup(_ text: String) -> Bool {
        text.utf8.contains { byte in
            byte == UInt8(ascii: "%") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "`")
                || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "^")
        }
    }

    /// The width of the whole text on one line.
    var width: Double { advances.reduce(0, +) }
}
