/// Measures text with the bundled width metrics: the default, deterministic and needing no fonts.
///
/// Each scalar gets its metrics advance, with the few contexts a shaper would change that the metrics can still
/// follow cheaply: emoji sequences (ZWJ sequences, skin-tone modifiers, flags, keycaps and text symbols with
/// VS16 render as one emoji), and Arabic joining (each letter takes its isolated, initial, medial or final
/// form's advance from its neighbours; lam-alef becomes its ligature), and Inter's pair kerning for Latin,
/// Greek and Cyrillic. Other ligatures, contextual alternates and Indic conjuncts are not modelled;
/// `Locales/metrics/README.md` gives the resulting error against shaped text.
public struct MetricsMeasurer: TextMeasurer {
    public let metrics: WidthMetrics

    public init(metrics: WidthMetrics = .bundled) {
        self.metrics = metrics
    }

    /// The measurer over the bundled metrics.
    public static let shared = MetricsMeasurer()

    public var name: String { "width tables (Inter and Noto advances standing in for SF Pro)" }

    public func advances(of text: String, font: FontSpec) -> [Double] {
        if let advances = contextFreeAdvances(of: text, font: font) { return advances }
        return Self.withScalarValues(of: text) { scalars in
            let scale = font.size / metrics.designUnitsPerEm
            return [Double](unsafeUninitializedCapacity: scalars.count) { result, initialized in
                result.initialize(repeating: 0)
                fillDesignUnits(scalars, weight: font.weight, into: result)
                for index in result.indices { result[index] *= scale }
                initialized = scalars.count
            }
        }
    }

    public func width(of text: String, font: FontSpec) -> Double {
        if let designUnits = contextFreeDesignUnitSum(of: text, weight: font.weight) { return designUnits * font.size / metrics.designUnitsPerEm }
        return Self.withScalarValues(of: text) { scalars in
            withDesignUnits(of: scalars, weight: font.weight) { designUnits in
                var sum = 0.0
                for designUnit in designUnits { sum += designUnit }
                return sum * font.size / metrics.designUnitsPerEm
            }
        }
    }

    /// `advances(of:font:).reduce(0, +)`, to the last bit, without building the array.
    public func summedAdvances(of text: String, font: FontSpec) -> Double {
        if let sum = contextFreeSum(of: text, font: font) { return sum }
        return Self.withScalarValues(of: text) { scalars in
            withDesignUnits(of: scalars, weight: font.weight) { designUnits in
                let scale = font.size / metrics.designUnitsPerEm
                var sum = 0.0
                for designUnit in designUnits { sum += designUnit * scale }
                return sum
            }
        }
    }

    /// The advance of every scalar in design units.
    func designUnits(of scalars: [UInt32], weight: FontSpec.Weight) -> [Double] {
        scalars.withUnsafeBufferPointer { scalars in
            [Double](unsafeUninitializedCapacity: scalars.count) { result, initialized in
                result.initialize(repeating: 0)
                fillDesignUnits(scalars, weight: weight, into: result)
                initialized = scalars.count
            }
        }
    }

    /// Calls `body` with the advance of every scalar in design units, in temporary storage.
    private func withDesignUnits<Result>(
        of scalars: UnsafeBufferPointer<UInt32>, weight: FontSpec.Weight, _ body: (UnsafeMutableBufferPointer<Double>) -> Result
    ) -> Result {
        guard !scalars.isEmpty else { return body(UnsafeMutableBufferPointer(start: nil, count: 0)) }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: scalars.count) { designUnits in
            designUnits.initialize(repeating: 0)
            fillDesignUnits(scalars, weight: weight, into: designUnits)
            return body(designUnits)
        }
    }

    /// Calls `body` with the scalar values of `text`, decoded from its UTF-8 into temporary storage.
    static func withScalarValues<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt32>) -> Result) -> Result {
        var text = text
        return text.withUTF8 { bytes in
            guard !bytes.isEmpty else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
            return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: bytes.count) { values in
                var count = 0
                var offset = 0
                while offset < bytes.count {
                    // A String's UTF-8 is always valid, so the lead byte says how many bytes follow.
                    let lead = UInt32(bytes[offset])
                    if lead < 0x80 {
                        values[count] = lead
                        offset += 1
                    } else if lead < 0xE0 {
                        values[count] = (lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
                        offset += 2
                    } else if lead < 0xF0 {
                        values[count] = (lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6
                            | UInt32(bytes[offset + 2] & 0x3F)
                        offset += 3
                    } else {
                        values[count] = (lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12
                            | UInt32(bytes[offset + 2] & 0x3F) << 6 | UInt32(bytes[offset + 3] & 0x3F)
                        offset += 4
                    }
                    count += 1
                }
                return body(UnsafeBufferPointer(rebasing: values[0..<count]))
            }
        }
    }

    /// Adds the advance of every scalar in design units to `result` (zeroed, as long as `scalars`).
    ///
    /// Most scalars need no context (``WidthMetrics/contextFree(_:)`` has their advance, the same as `advance`
    /// gives, and no VS16 follows them):
    /// they take that advance directly, plus kerning with the scalar before. The others go through
    /// `contextualStep`, the full rules. `fastPath: false` sends every scalar there (the tests compare the two).
    func fillDesignUnits(
        _ scalars: UnsafeBufferPointer<UInt32>, weight: FontSpec.Weight, into result: UnsafeMutableBufferPointer<Double>,
        fastPath: Bool = true
    ) {
        let kerning = metrics.kerning(weight)
        let count = scalars.count
        var emoji = EmojiState()
        metrics.contextFree(weight).withUnsafeBufferPointer { direct in
            kerning.left.withUnsafeBufferPointer { left in
                kerning.right.withUnsafeBufferPointer { right in
                    kerning.matrix.withUnsafeBufferPointer { matrix in
                        let kerns = !left.isEmpty
                        var index = 0
                        while index < count {
                            let value = scalars[index]
                            if fastPath, value < 0x10000, direct[Int(value)] != WidthMetrics.uncovered,
                               index + 1 == count || scalars[index + 1] != 0xFE0F {
                                emoji = EmojiState()
                                result[index] = Double(direct[Int(value)])
                                // `kerning.adjustment`, skipped where it is 0 (adding 0 changes no advance).
                                if kerns, index > 0, scalars[index - 1] < 0x10000 {
                                    let leftClass = Int(left[Int(scalars[index - 1])])
                                    let rightClass = Int(right[Int(value)])
                                    if leftClass != 0, rightClass != 0 {
                                        result[index - 1] += Double(matrix[leftClass * kerning.rightCount + rightClass])
                                    }
                                }
                                index += 1
                                continue
                            }
                            index = contextualStep(scalars, at: index, weight: weight, kerning: kerning, emoji: &emoji, into: result)
                        }
                    }
                }
            }
        }
    }

    /// Whether the scalars before were an emoji, and whether a ZWJ joins the next one to it.
    private struct EmojiState {
        var previousWasEmoji = false
        var joinNextEmoji = false
    }

    /// Measures the scalar at `index` with every context rule (emoji sequences, Arabic joining, kerning); returns
    /// the index after what it measured.
    private func contextualStep(
        _ scalars: UnsafeBufferPointer<UInt32>, at index: Int, weight: FontSpec.Weight, kerning: WidthMetrics.Kerning,
        emoji: inout EmojiState, into result: UnsafeMutableBufferPointer<Double>
    ) -> Int {
        let value = scalars[index]
        if value == 0x200D {
            emoji.joinNextEmoji = emoji.previousWasEmoji
            return index + 1
        }
        if let advance = emojiAdvance(scalars, at: index, previousWasEmoji: emoji.previousWasEmoji) {
            result[index] = emoji.joinNextEmoji ? 0 : advance
            emoji.previousWasEmoji = true
            emoji.joinNextEmoji = false
            if Self.isRegionalIndicator(value), index + 1 < scalars.count, Self.isRegionalIndicator(scalars[index + 1]) {
                return index + 2
            }
            return index + 1
        }
        if Self.isEmojiContinuation(value) {
            return index + 1
        }
        emoji = EmojiState()
        if metrics.arabicForms(value, weight: weight) != nil {
            return joinArabic(scalars, from: index, weight: weight, into: result)
        }
        result[index] = advance(value, weight: weight)
        if index > 0 {
            result[index - 1] += kerning.adjustment(scalars[index - 1], value)
        }
        return index + 1
    }

    /// The metrics advance of one scalar, outside any context.
    func advance(_ value: UInt32, weight: FontSpec.Weight) -> Double {
        if let designUnits = metrics.designUnits(value, weight: weight) { return designUnits }
        if let scalar = Unicode.Scalar(value) {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: return 0
            default: break
            }
        }
        return weight == .regular ? metrics.fallbackRegular : metrics.fallbackSemibold
    }

    // MARK: Emoji

    private func emojiAdvance(_ scalars: UnsafeBufferPointer<UInt32>, at index: Int, previousWasEmoji: Bool) -> Double? {
        let value = scalars[index]
        if (0x1F3FB...0x1F3FF).contains(value) {
            return previousWasEmoji ? 0 : metrics.emoji
        }
        if Self.isEmojiBase(value) || Self.isRegionalIndicator(value) {
            return metrics.emoji
        }
        // A text symbol or keycap digit followed by VS16 (emoji presentation).
        if index + 1 < scalars.count, scalars[index + 1] == 0xFE0F, value < 0x10000 {
            return metrics.emoji
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
        if let forms = metrics.arabicForms(value, weight: weight) {
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
    private func joinArabic(
        _ scalars: UnsafeBufferPointer<UInt32>, from start: Int, weight: FontSpec.Weight, into result: UnsafeMutableBufferPointer<Double>
    ) -> Int {
        let value = scalars[start]
        guard let forms = metrics.arabicForms(value, weight: weight) else { return start + 1 }
        var before = start - 1
        while before >= 0, joining(scalars[before], weight: weight) == .transparent { before -= 1 }
        var after = start + 1
        while after < scalars.count, joining(scalars[after], weight: weight) == .transparent { after += 1 }
        let joinsPrevious = before >= 0 && joining(scalars[before], weight: weight) == .dual && forms.joinsBackward
        if value == 0x0644, after < scalars.count, let ligature = metrics.lamAlef(scalars[after], weight: weight) {
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
