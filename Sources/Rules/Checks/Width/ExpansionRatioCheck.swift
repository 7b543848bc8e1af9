/// `expansion-ratio`: a translation's rendered width grows past the allowed ratio of its source's width for the
/// source's length band (IBM's table as W3C publishes it: up to 10 characters may grow to 300%, 11–20 to 200%,
/// 21–30 to 180%, 31–50 to 160%, 51–70 to 140%, longer to 130%).
///
/// Widths, not character counts, are compared, so a Japanese translation with half the characters of its
/// English source but full-width glyphs is judged by the room it takes. Text is measured in the role's font
/// (Body 17 pt for roles without a fixed container). Option `bands`: a list of `{maxLength, ratio}` (the last
/// without `maxLength`) replacing the table's limits.
struct ExpansionRatioCheck: TranslationCheck {
    let id = "expansion-ratio"

    func check(target: AnalyzedString, source: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard !target.text.isEmpty, !source.text.isEmpty else { return [] }
        let role = target.role.role
        // What `WidthModel(configuration:)` would give, without making a model per string.
        let budget = RoleBudget.forRole(role, settings: context.configuration.width, deviceWidth: nil, size: .large)
        let font = budget?.font ?? FontSpec(size: TextStyle.body.pointSize(at: .large))
        // The source is compared with every translation of its key, always in the unit's role and font.
        let measuredSource: SourceMeasure
        if let known = source.widthAsSource {
            measuredSource = known
        } else {
            let measurer = WidthModel.measurer(for: role, configuration: context.configuration)
            measuredSource = SourceMeasure(
                width: WidthModel.width(of: source, measurer: measurer, font: font), length: Self.proseLength(of: source)
            )
            source.widthAsSource = measuredSource
        }
        let sourceWidth = measuredSource.width
        let length = measuredSource.length
        guard sourceWidth > 0 else { return [] }
        let customBands = Self.bands(context)
        let bands = customBands ?? ExpansionBands.standard
        let bandIndex = bands.bandIndex(forLength: length)
        let band = bands.bands[bandIndex]
        let limit = band.ratio + 1e-9
        // Most translations are well within their limit: with the tables, their exact width in font units says
        // so without the floating-point sum (only where that provably gives the same answer).
        if context.configuration.fonts.isEmpty,
           ExpansionRatioScreen.isSurelyWithin(target.text, font: font, sourceWidth: sourceWidth, limit: limit) {
            return []
        }
        let measurer = WidthModel.measurer(for: role, configuration: context.configuration)
        let targetWidth = WidthModel.width(of: target, measurer: measurer, font: font)
        let ratio = targetWidth / sourceWidth
        // A translation the same as its source is never reported. Asked only here, as most translations are
        // within their limit: comparing Strings (canonical equivalence) cost more than the rest of the test.
        guard ratio > limit, target.text != source.text else { return [] }
        let measurement = TextMeasurement(
            width: WidthModel.rounded(targetWidth), budget: WidthModel.rounded(sourceWidth * band.ratio), lines: 1,
            maximumLines: 1, truncated: nil, fontSize: font.size, sizeCategory: DynamicTypeSize.large.name,
            sourceWidth: WidthModel.rounded(sourceWidth)
        )
        return [
            RuleHit(
                span: 0..<CharacterCount.scalars(of: target.text),
                arguments: [
                    "ratio": Self.percent(ratio),
                    "limit": customBands == nil ? Self.standardLabels[bandIndex].limit : Self.percent(band.ratio),
                    "band": customBands == nil ? Self.standardLabels[bandIndex].band : bands.describe(band),
                    "width": WidthText.points(targetWidth),
                    "sourceWidth": WidthText.points(sourceWidth),
                ],
                measurement: measurement
            ),
        ]
    }

    /// The source's length in characters as the band table counts it: its prose's (`source.prose.text.count`).
    /// Text the markup scanner has nothing to mask in is its own prose, so it is counted without making one.
    static func proseLength(of source: AnalyzedString) -> Int {
        ProseMarkupScanner.mayFindEdits(in: source.text) ? source.prose.text.count : CharacterCount.of(source.text)
    }

    /// The standard table's limit and description of each band, as the message gives them: written once, not
    /// for every finding.
    private static let standardLabels: [(limit: String, band: String)] = ExpansionBands.standard.bands.map {
        (percent($0.ratio), ExpansionBands.standard.describe($0))
    }

    private static func percent(_ ratio: Double) -> String {
        "\(Int((ratio * 100).rounded()))%"
    }

    /// The `bands` option as `ExpansionBands` (growth is irrelevant to this rule and left at 0).
    static func bands(_ context: CheckContext) -> ExpansionBands? {
        guard let list = context.option("bands")?.arrayValue, !list.isEmpty else { return nil }
        var bands: [ExpansionBands.Band] = []
        for item in list {
            guard let object = item.objectValue, let ratio = object["ratio"]?.numberValue, ratio > 0 else { return nil }
            let maxLength = object["maxLength"]?.numberValue.map { Int($0) }
            bands.append(ExpansionBands.Band(maxLength: maxLength, growth: 0, ratio: ratio))
        }
        bands.sort { ($0.maxLength ?? .max) < ($1.maxLength ?? .max) }
        return ExpansionBands(bands: bands)
    }
}
