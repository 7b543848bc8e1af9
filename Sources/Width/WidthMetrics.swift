import CopylintData
import Foundation

/// The bundled per-character advances (`Locales/metrics/widths.json`, made by `scripts/generate-width-tables`
/// from Inter and Noto; see `Locales/metrics/README.md`), unpacked into flat lookup arrays.
///
/// The file stores runs (`[start, count, width]`) and stretches (`[start, [w, w, …]]`) in design units of
/// `unitsPerEm`; loading expands them into one array per weight over the Basic Multilingual Plane, so a lookup
/// is one index. Arabic letters also carry their contextual forms so the metrics measurer can join them.
///
/// A class, so a measurer (copied into every closure and existential that uses it) shares one set of lookup
/// arrays instead of retaining each of them.
public final class WidthMetrics: Sendable {
    /// Marks a BMP code point that the metrics do not cover (measured with the fallback advance).
    static let uncovered: UInt16 = .max

    /// The Arabic contextual forms of one letter, in design units (nil where the font has no such form).
    struct ArabicForms: Sendable {
        var isolated: Double
        var final: Double?
        var initial: Double?
        var medial: Double?

        /// Dual-joining letters have initial and medial forms; right-joining ones only a final form.
        var joinsForward: Bool { initial != nil && medial != nil }
        var joinsBackward: Bool { final != nil }
    }

    public let designUnitsPerEm: Double
    /// The advance of a character the metrics do not cover, per weight.
    let fallbackRegular: Double
    let fallbackSemibold: Double
    let emoji: Double
    let supplementaryIdeograph: Double
    let regular: [UInt16]
    let semibold: [UInt16]
    /// `regular` and `semibold` with ``uncovered`` also at every scalar whose advance may depend on its
    /// neighbours (ZWJ, the keycap mark, variation selectors, the Arabic letters' span): what is left is the
    /// advance `MetricsMeasurer` can take without looking at context.
    let contextFreeRegular: [UInt16]
    let contextFreeSemibold: [UInt16]
    /// The forms of each code point of `arabicSpan`, from its lower bound (nil: no Arabic letter), per weight:
    /// an index instead of a hashed lookup for every scalar joined.
    let arabicRegular: [ArabicForms?]
    let arabicSemibold: [ArabicForms?]
    /// The lowest to the highest code point with Arabic forms; nil when there are none.
    let arabicSpan: ClosedRange<UInt32>?
    /// Lam-alef ligatures by alef: (isolated, final) widths per weight.
    let lamAlefRegular: [UInt32: (isolated: Double, final: Double)]
    let lamAlefSemibold: [UInt32: (isolated: Double, final: Double)]
    let kerningRegular: Kerning
    let kerningSemibold: Kerning
    /// The ASCII advances with their kerning folded in, per weight (for `MetricsMeasurer.plainLine`).
    let asciiRegular: AsciiPairAdvances
    let asciiSemibold: AsciiPairAdvances
    /// The metrics `MetricsMeasurer.plainLine` reads, per weight, in storage read without retains.
    let plainRegular: PlainLineLookups
    let plainSemibold: PlainLineLookups

    /// Class-based pair kerning over the BMP: a class per character on each side (0: never kerned) and the
    /// adjustment of every class pair, in design units.
    struct Kerning: Sendable {
        let left: [UInt8]
        let right: [UInt8]
        let rightCount: Int
        let matrix: [Int16]

        init(_ file: WidthMetricsFile.Kerning?) {
            guard let file, file.leftClasses < 256, file.rightClasses < 256 else {
                left = []
                right = []
                rightCount = 0
                matrix = []
                return
            }
            left = Self.classes(file.left)
            right = Self.classes(file.right)
            rightCount = file.rightClasses + 1
            var matrix = [Int16](repeating: 0, count: (file.leftClasses + 1) * rightCount)
            for row in file.pairs where row.count >= 1 {
                var index = 1
                while index + 1 < row.count {
                    matrix[row[0] * rightCount + row[index]] = Int16(clamping: row[index + 1])
                    index += 2
                }
            }
            self.matrix = matrix
        }

        /// A class map as `expand` would unpack it, each class cut to a byte.
        private static func classes(_ rows: [WidthMetricsFile.Row]) -> [UInt8] {
            var lookup = [UInt8](repeating: 0, count: 0x10000)
            for row in rows {
                switch row {
                case .run(let start, let count, let value):
                    for codePoint in start..<min(start + count, 0x10000) { lookup[codePoint] = UInt8(truncatingIfNeeded: value) }
                case .stretch(let start, let values):
                    for (offset, value) in values.enumerated() where start + offset < 0x10000 {
                        lookup[start + offset] = UInt8(truncatingIfNeeded: value)
                    }
                }
            }
            return lookup
        }

        /// The adjustment between two adjacent characters, in design units.
        @inline(__always)
        func adjustment(_ first: UInt32, _ second: UInt32) -> Double {
            guard first < 0x10000, second < 0x10000, !left.isEmpty else { return 0 }
            let leftClass = Int(left[Int(first)])
            guard leftClass != 0 else { return 0 }
            let rightClass = Int(right[Int(second)])
            guard rightClass != 0 else { return 0 }
            return Double(matrix[leftClass * rightCount + rightClass])
        }
    }

    /// The metrics shipped with copylint.
    /// Read with ``WidthMetricsReader`` (every run pays this load), or with `JSONDecoder` should the file ever
    /// hold something that reader does not handle.
    public static let bundled: WidthMetrics = {
        let path = "Locales/metrics/widths.json"
        if let text = BundledData.text(path), let file = WidthMetricsReader.read(text) {
            return WidthMetrics(file)
        }
        guard let file = BundledData.decode(WidthMetricsFile.self, from: path) else {
            preconditionFailure("\(path) is missing from the bundled data")
        }
        return WidthMetrics(file)
    }()

    init(_ file: WidthMetricsFile) {
        designUnitsPerEm = Double(file.unitsPerEm)
        fallbackRegular = Double(file.fallback.regular)
        fallbackSemibold = Double(file.fallback.semibold)
        emoji = Double(file.emoji)
        supplementaryIdeograph = Double(file.supplementaryIdeograph)
        let regular = Self.expand(file.regular)
        let semibold = Self.expand(file.semibold)
        self.regular = regular
        self.semibold = semibold
        var arabicRegular: [UInt32: ArabicForms] = [:]
        var arabicSemibold: [UInt32: ArabicForms] = [:]
        for row in file.arabic.letters where row.count == 9 {
            let codePoint = UInt32(row[0])
            arabicRegular[codePoint] = Self.forms(row[1...4])
            arabicSemibold[codePoint] = Self.forms(row[5...8])
        }
        var lamAlefRegular: [UInt32: (Double, Double)] = [:]
        var lamAlefSemibold: [UInt32: (Double, Double)] = [:]
        for row in file.arabic.lamAlef where row.count == 6 {
            lamAlefRegular[UInt32(row[1])] = (Double(row[2]), Double(row[3]))
            lamAlefSemibold[UInt32(row[1])] = (Double(row[4]), Double(row[5]))
        }
        let arabicLetters = arabicRegular.keys.map { $0 } + arabicSemibold.keys.map { $0 }
        let arabicSpan = arabicLetters.min().flatMap { low in arabicLetters.max().map { low...$0 } }
        self.arabicSpan = arabicSpan
        self.arabicRegular = arabicSpan.map { span in span.map { arabicRegular[$0] } } ?? []
        self.arabicSemibold = arabicSpan.map { span in span.map { arabicSemibold[$0] } } ?? []
        self.lamAlefRegular = lamAlefRegular
        self.lamAlefSemibold = lamAlefSemibold
        var takesNoRoom: [Bool?] = Array(repeating: nil, count: 0x10000)
        contextFreeRegular = Self.contextFree(regular, fallback: file.fallback.regular, arabicSpan: arabicSpan, takesNoRoom: &takesNoRoom)
        contextFreeSemibold = Self.contextFree(
            semibold, fallback: file.fallback.semibold, arabicSpan: arabicSpan, takesNoRoom: &takesNoRoom
        )
        kerningRegular = Kerning(file.kerning?.regular)
        kerningSemibold = Kerning(file.kerning?.semibold)
        asciiRegular = AsciiPairAdvances(contextFree: contextFreeRegular, kerning: kerningRegular)
        asciiSemibold = AsciiPairAdvances(contextFree: contextFreeSemibold, kerning: kerningSemibold)
        plainRegular = PlainLineLookups(contextFree: contextFreeRegular, ascii: asciiRegular, kerning: kerningRegular)
        plainSemibold = PlainLineLookups(contextFree: contextFreeSemibold, ascii: asciiSemibold, kerning: kerningSemibold)
    }

    deinit {
        plainRegular.deallocate()
        plainSemibold.deallocate()
    }

    /// The advances with what `MetricsMeasurer.advance` gives uncovered scalars filled in (0 for marks, format
    /// and control characters, else the fallback), and ``uncovered`` where the context matters. `takesNoRoom`
    /// keeps the general-category answers for the other weight.
    private static func contextFree(
        _ advances: [UInt16], fallback: Int, arabicSpan: ClosedRange<UInt32>?, takesNoRoom: inout [Bool?]
    ) -> [UInt16] {
        var lookup = advances
        if fallback >= 0, fallback < Int(uncovered) {
            for codePoint in lookup.indices where lookup[codePoint] == uncovered {
                if takesNoRoom[codePoint] == nil {
                    // Surrogates are no scalars, and private-use characters (category Co) are never zero-width.
                    var zero = false
                    if !(0xE000...0xF8FF).contains(codePoint), let scalar = Unicode.Scalar(UInt32(codePoint)) {
                        switch scalar.properties.generalCategory {
                        case .nonspacingMark, .enclosingMark, .format, .control: zero = true
                        default: break
                        }
                    }
                    takesNoRoom[codePoint] = zero
                }
                lookup[codePoint] = takesNoRoom[codePoint]! ? 0 : UInt16(fallback)
            }
        }
        var contextual: [ClosedRange<Int>] = [0x200D...0x200D, 0x20E3...0x20E3, 0xFE00...0xFE0F]
        if let arabicSpan { contextual.append(Int(arabicSpan.lowerBound)...Int(arabicSpan.upperBound)) }
        for range in contextual {
            for codePoint in range where codePoint < lookup.count { lookup[codePoint] = uncovered }
        }
        return lookup
    }

    private static func forms(_ values: ArraySlice<Int>) -> ArabicForms {
        let list = Array(values)
        func form(_ value: Int) -> Double? { value < 0 ? nil : Double(value) }
        return ArabicForms(isolated: Double(list[0]), final: form(list[1]), initial: form(list[2]), medial: form(list[3]))
    }

    static func expand(_ rows: [WidthMetricsFile.Row], empty: UInt16 = uncovered) -> [UInt16] {
        var lookup = [UInt16](repeating: empty, count: 0x10000)
        for row in rows {
            switch row {
            case .run(let start, let count, let width):
                for codePoint in start..<min(start + count, 0x10000) { lookup[codePoint] = UInt16(width) }
            case .stretch(let start, let widths):
                for (offset, width) in widths.enumerated() where start + offset < 0x10000 {
                    lookup[start + offset] = UInt16(width)
                }
            }
        }
        return lookup
    }

    /// The advance of a code point in design units, or nil when the metrics do not cover it.
    func designUnits(_ codePoint: UInt32, weight: FontSpec.Weight) -> Double? {
        if codePoint < 0x10000 {
            let value = weight == .regular ? regular[Int(codePoint)] : semibold[Int(codePoint)]
            return value == Self.uncovered ? nil : Double(value)
        }
        if (0x20000...0x3FFFF).contains(codePoint) { return supplementaryIdeograph }
        return nil
    }

    func contextFree(_ weight: FontSpec.Weight) -> [UInt16] {
        weight == .regular ? contextFreeRegular : contextFreeSemibold
    }

    func kerning(_ weight: FontSpec.Weight) -> Kerning {
        weight == .regular ? kerningRegular : kerningSemibold
    }

    func asciiPairs(_ weight: FontSpec.Weight) -> AsciiPairAdvances {
        weight == .regular ? asciiRegular : asciiSemibold
    }

    func plainLineLookups(_ weight: FontSpec.Weight) -> PlainLineLookups {
        weight == .regular ? plainRegular : plainSemibold
    }

    func arabicForms(_ codePoint: UInt32, weight: FontSpec.Weight) -> ArabicForms? {
        // Asked for every scalar measured: most are not Arabic, and need no hashing to say so.
        guard let arabicSpan, arabicSpan.contains(codePoint) else { return nil }
        let index = Int(codePoint - arabicSpan.lowerBound)
        return weight == .regular ? arabicRegular[index] : arabicSemibold[index]
    }

    func lamAlef(_ alef: UInt32, weight: FontSpec.Weight) -> (isolated: Double, final: Double)? {
        weight == .regular ? lamAlefRegular[alef] : lamAlefSemibold[alef]
    }
}
