/// Measures text with the bundled width tables: the default, deterministic and needing no fonts.
///
/// Each scalar gets its table advance, with the few contexts a shaper would change that a table can still
/// follow cheaply: emoji sequences (ZWJ sequences, skin-tone modifiers, flags, keycaps and text symbols with
/// VS16 render as one emoji), and Arabic joining (each letter takes its isolated, initial, medial or final
/// form's advance from its neighbours; lam-alef becomes its ligature), and Inter's pair kerning for Latin,
/// Greek and Cyrillic. Other ligatures, contextual alternates and Indic conjuncts are not modelled;
/// `Locales/metrics/README.md` gives the resulting error against shaped text.
public struct TableMeasurer: TextMeasurer {
    public let table: WidthTable

    public init(table: WidthTable = .bundled) {
        self.table = table
    }

    /// The measurer over the bundled tables.
    public static let shared = TableMeasurer()

    public var name: String { "width tables (Inter and Noto advances standing in for SF Pro)" }

    public func advances(of text: String, font: FontSpec) -> [Double] {
        let scalars = text.unicodeScalars.map(\.value)
        var result = units(of: scalars, weight: font.weight)
        let scale = font.size / table.unitsPerEm
        for index in result.indices { result[index] *= scale }
        return result
    }

    public func width(of text: String, font: FontSpec) -> Double {
        var scalars: [UInt32] = []
        scalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { scalars.append(scalar.value) }
        return units(of: scalars, weight: font.weight).reduce(0, +) * font.size / table.unitsPerEm
    }

    /// The advance of every scalar in font units.
    func units(of scalars: [UInt32], weight: FontSpec.Weight) -> [Double] {
        var result = [Double](repeating: 0, count: scalars.count)
        let kerning = table.kerning(weight)
        var previousWasEmoji = false
        var joinNextEmoji = false
        var index = 0
        while index < scalars.count {
            let value = scalars[index]
            defer { index += 1 }
            if value == 0x200D {
                joinNextEmoji = previousWasEmoji
                continue
            }
            if let emoji = emojiAdvance(scalars, at: index, previousWasEmoji: previousWasEmoji) {
                result[index] = joinNextEmoji ? 0 : emoji
                previousWasEmoji = true
                joinNextEmoji = false
                if Self.isRegionalIndicator(value), index + 1 < scalars.count, Self.isRegionalIndicator(scalars[index + 1]) {
                    index += 1
                }
                continue
            }
            if Self.isEmojiContinuation(value) {
                continue
            }
            previousWasEmoji = false
            joinNextEmoji = false
            if table.arabicForms(value, weight: weight) != nil {
                index = joinArabic(scalars, from: index, weight: weight, into: &result) - 1
                continue
            }
            result[index] = advance(value, weight: weight)
            if index > 0 {
                result[index - 1] += kerning.adjustment(scalars[index - 1], value)
            }
        }
        return result
    }

    /// The table advance of one scalar, outside any context.
    func advance(_ value: UInt32, weight: FontSpec.Weight) -> Double {
        if let units = table.units(value, weight: weight) { return units }
        if let scalar = Unicode.Scalar(value) {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: return 0
            default: break
            }
        }
        return table.fallback[weight] ?? 0
    }

    // MARK: Emoji

    private func emojiAdvance(_ scalars: [UInt32], at index: Int, previousWasEmoji: Bool) -> Double? {
        let value = scalars[index]
        if (0x1F3FB...0x1F3FF).contains(value) {
            return previousWasEmoji ? 0 : table.emoji
        }
        if Self.isEmojiBase(value) || Self.isRegionalIndicator(value) {
            return table.emoji
        }
        // A text symbol or keycap digit followed by VS16 (emoji presentation).
        if index + 1 < scalars.count, scalars[index + 1] == 0xFE0F, value < 0x10000 {
            return table.emoji
        }
        return nil
    }

    static func isEmojiBase(_ value: UInt32) -> Bool {
        (0x1F000...0x1FAFF).contains(value) && !isRegionalIndicator(value) && !(0x1F3FB...0x1F3FF).contains(value)
    }

    static func isRegionalIndicator(_ value: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(value) }

    /// Scalars that only modify the emoji before them: variation selectors, tags, the keycap mark.
    static func isEmojiContinuation(_ value: UInt32) -> Bool {
        (0xFE00...0xFE0F).contains(value) || (0xE0000...0xE007F).contains(value)
            || (0xE0100...0xE01EF).contains(value) || value == 0x20E3
    }

    // MARK: Arabic joining

    private enum Joining { case dual, right, transparent, none }

    private func joining(_ value: UInt32, weight: FontSpec.Weight) -> Joining {
        if let forms = table.arabicForms(value, weight: weight) {
            if forms.joinsForward { return .dual }
            return forms.joinsBackward ? .right : .none
        }
        if value == 0x0640 || value == 0x200D { return .dual }  // tatweel and ZWJ join on both sides
        if value == 0x200C { return .none }
        if let scalar = Unicode.Scalar(value) {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return .transparent
            default: break
            }
        }
        return .none
    }

    /// Measures the Arabic letter at `start` (and a following alef when they form lam-alef) in its contextual
    /// form; returns the index after what it measured.
    private func joinArabic(_ scalars: [UInt32], from start: Int, weight: FontSpec.Weight, into result: inout [Double]) -> Int {
        let value = scalars[start]
        guard let forms = table.arabicForms(value, weight: weight) else { return start + 1 }
        var before = start - 1
        while before >= 0, joining(scalars[before], weight: weight) == .transparent { before -= 1 }
        var after = start + 1
        while after < scalars.count, joining(scalars[after], weight: weight) == .transparent { after += 1 }
        let joinsPrevious = before >= 0 && joining(scalars[before], weight: weight) == .dual && forms.joinsBackward
        if value == 0x0644, after < scalars.count, let ligature = table.lamAlef(scalars[after], weight: weight) {
            result[start] = joinsPrevious ? ligature.final : ligature.isolated
            for index in (start + 1)...after { result[index] = 0 }
            return after + 1
        }
        let nextJoining = after < scalars.count ? joining(scalars[after], weight: weight) : .none
        let joinsNext = forms.joinsForward && (nextJoining == .dual || nextJoining == .right)
        switch (joinsPrevious, joinsNext) {
        case (true, true): result[start] = forms.medial ?? forms.isolated
        case (true, false): result[start] = forms.final ?? forms.isolated
        case (false, true): result[start] = forms.initial ?? forms.isolated
        case (false, false): result[start] = forms.isolated
        }
        return start + 1
    }
}
