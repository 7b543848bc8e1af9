import CopylintBase
import Language
import Width

/// `expansion-ratio`: a short one-line translation is more than twice as wide as its source's length band allows
/// (IBM's bands as W3C publishes them: up to 10 characters may grow to 300%, 11–20 to 200%, 21–30 to 180%), so
/// it is reported past 600%, 400% and 360%.
///
/// Only sources of at most ``maximumSourceLength`` characters on one line, translated on one line, are compared:
/// longer text and text on several lines wraps, and real apps' editors found nothing to act on there. Within the
/// allowance, or just past it, a short string is an ordinary translation ("Off" → "Ausgeschaltet") that a control
/// sizing to fit absorbs; where iOS gives the control a fixed width, `width-overflow` measures the fit itself.
/// Twice past the allowance, the translation is a sentence where a title belongs, most often the translation
/// of another string. Widths, not character counts, are compared, so a Japanese translation with half the
/// characters of its English source but full-width glyphs is judged by the room it takes. Text is measured in
/// the role's font (Body 17 pt for roles without a fixed container). Option `bands`: a list of
/// `{maxLength, ratio}` (the last without `maxLength`) whose ratios are the limits reported past, as given.
struct ExpansionRatioCheck: TranslationCheck, ConfigurableCheck {
    let id = "expansion-ratio"
    /// The longest source (in characters, as the bands count them) the rule compares: the first three bands.
    static let maximumSourceLength = 30
    /// How many times the standard bands' allowance a translation must exceed to be reported.
    static let standardFactor = 2.0
    /// What the check takes from the configuration, worked out for the audit this copy was planned for (see
    /// `ConfigurableCheck`); calls with any other context work it out anew.
    private var settings = Settings(CheckContext(configuration: Configuration(), rule: "expansion-ratio"))
    private var configuredFor: ObjectIdentifier?

    /// The bands, and each role's font and measurer. A class, so that the check reads it through one borrowed
    /// reference.
    final class Settings: Sendable {
        /// The `bands` option; nil for the standard bands.
        let customBands: ExpansionBands?
        let bands: ExpansionBands
        /// The font and measurer of each role, by `Role.position`.
        let fonts: [FontSpec]
        let measurers: [any TextMeasurer]
        /// Whether no font files are configured: then the bundled metrics measure, and their exact design-unit prefilter
        /// applies.
        let measuresWithMetrics: Bool
        let metricsMeasurer = MetricsMeasurer.shared

        init(_ context: CheckContext) {
            customBands = ExpansionRatioCheck.bands(context)
            bands = customBands ?? ExpansionRatioCheck.standardLimits
            // What `WidthModel(configuration:)` would give, without making a model per string.
            fonts = Role.allCases.map { role in
                RoleBudget.forRole(role, settings: context.configuration.width, deviceWidth: nil, size: .large)?.font
                    ?? FontSpec(size: TextStyle.body.pointSize(at: .large))
            }
            measurers = Role.allCases.map { WidthModel.measurer(for: $0, configuration: context.configuration) }
            measuresWithMetrics = context.configuration.fonts.isEmpty
        }
    }

    func configured(for context: CheckContext) -> ExpansionRatioCheck {
        var configured = self
        configured.settings = Settings(context)
        configured.configuredFor = ObjectIdentifier(context)
        return configured
    }

    func check(target: AnalyzedString, source: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard !target.text.isEmpty, !source.text.isEmpty, Self.isOneLine(target.text), Self.isOneLine(source.text) else {
            return []
        }
        if configuredFor == ObjectIdentifier(context) { return check(target: target, source: source, settings: settings) }
        return check(target: target, source: source, settings: Settings(context))
    }

    private func check(target: AnalyzedString, source: AnalyzedString, settings: Settings) -> [RuleHit] {
        let rolePosition = target.role.role.position
        let font = settings.fonts[rolePosition]
        // The source is compared with every translation of its key, always in the unit's role and font.
        let measuredSource: SourceMeasure
        if let known = source.widthAsSource {
            measuredSource = known
        } else {
            measuredSource = SourceMeasure(
                width: WidthModel.width(of: source, measurer: settings.measurers[rolePosition], font: font),
                length: Self.proseLength(of: source)
            )
            source.widthAsSource = measuredSource
        }
        let sourceWidth = measuredSource.width
        let length = measuredSource.length
        guard sourceWidth > 0, length <= Self.maximumSourceLength else { return [] }
        let customBands = settings.customBands
        let bands = settings.bands
        let bandIndex = bands.bandIndex(forLength: length)
        let band = bands.bands[bandIndex]
        let limit = band.ratio + 1e-9
        // Most translations are well within their limit: with the metrics, their exact width in design units says
        // so without the floating-point sum (only where that provably gives the same answer).
        if settings.measuresWithMetrics,
           ExpansionRatioPrefilter.isSurelyWithin(target.text, font: font, sourceWidth: sourceWidth, limit: limit, metricsMeasurer: settings.metricsMeasurer) {
            return []
        }
        let targetWidth = WidthModel.width(of: target, measurer: settings.measurers[rolePosition], font: font)
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

    /// The source's length in characters as the bands count it: its prose's (`source.prose.text.count`).
    /// Text the markup scanner has nothing to mask in is its own prose, so it is counted without making one.
    static func proseLength(of source: AnalyzedString) -> Int {
        ProseMarkupScanner.mayFindEdits(in: source.text) ? source.prose.text.count : CharacterCount.of(source.text)
    }

    /// The standard bands with each band's ratio multiplied by ``standardFactor``: the limits reported past
    /// without the `bands` option.
    static let standardLimits = ExpansionBands(bands: ExpansionBands.standard.bands.map { band in
        ExpansionBands.Band(maxLength: band.maxLength, growth: band.growth, ratio: band.ratio * standardFactor)
    })

    /// The standard limit and description of each band, as the message gives them: written once, not for every
    /// finding.
    private static let standardLabels: [(limit: String, band: String)] = standardLimits.bands.map {
        (percent($0.ratio), standardLimits.describe($0))
    }

    /// Whether the text holds no line break (a line feed, carriage return, or Unicode line or paragraph
    /// separator): read from its UTF-8, as almost every text has none.
    static func isOneLine(_ text: String) -> Bool {
        !text.utf8.contains { $0 == 0x0A || $0 == 0x0D || $0 == 0xC2 || $0 == 0xE2 } || !text.unicodeScalars.contains {
            $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{85}"
        }
    }

    private static func percent(_ ratio: Double) -> String {
        "\(Int((ratio * 100).rounded()))%"
    }

    /// The `bands` option as `ExpansionBands` (growth is irrelevant to this rule and left at 0).
    static func bands(_ context: CheckContext) -> ExpansionBands? {
        guard let list = context.value("bands")?.arrayValue, !list.isEmpty else { return nil }
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
