import CopylintBase
import Foundation
import Language

/// Measures a string in its role: the width of its text in the role's font, the lines it wraps to in the
/// role's width, and what a user sees when it does not fit. This is what width rules and `copylint measure`
/// call; the result is the `TextMeasurement` reports draw.
public struct WidthModel: Sendable {
    public var settings: WidthSettings
    /// The configured fonts (`Configuration.fonts`); empty: the width metrics.
    public var fonts: [String: String]
    /// Replaces the configured fonts for every role (`copylint measure --font`).
    public var measurerOverride: (any TextMeasurer)?
    /// The platform measured for (`Configuration.platform`): the budgets are an iPhone's screen and Dynamic
    /// Type, which a Mac has neither of, so on `macos` no role has a budget (its windows are sized by the app, and
    /// Auto Layout grows a control to its title).
    public var platform: String

    public init(
        settings: WidthSettings = WidthSettings(), fonts: [String: String] = [:], measurer: (any TextMeasurer)? = nil,
        platform: String = "ios"
    ) {
        self.settings = settings
        self.fonts = fonts
        self.measurerOverride = measurer
        self.platform = platform
    }

    /// The measurer a role's text is measured with.
    public func measurer(for role: Role) -> any TextMeasurer {
        measurerOverride ?? FontChains.measurer(for: role, fonts: fonts)
    }

    /// The role's budget at the configured (or given) device width and Dynamic Type size; nil when the role
    /// has no fixed container.
    public func budget(for role: Role, deviceWidth: Double? = nil, size: DynamicTypeSize? = nil) -> RoleBudget? {
        guard platform != "macos" else { return nil }
        return RoleBudget.forRole(role, settings: settings, deviceWidth: deviceWidth, size: size)
    }

    /// Measures `text` against a budget: its one-line width, the lines it wraps to, and its truncated rendition
    /// when it takes more lines than the budget allows. `locale` decides the line-break rules.
    public func measure(_ text: String, role: Role, locale: String, budget: RoleBudget) -> TextMeasurement {
        layout(text, role: role, locale: locale, budget: budget).measurement
    }

    /// A measurement and the part of the text past the budget.
    public struct Layout {
        public var measurement: TextMeasurement
        /// Original scalar offsets of what does not fit: the lines past the last allowed one (roles that wrap)
        /// or what truncation hides (roles that truncate); nil when it fits.
        public var overflow: Range<Int>?
    }

    /// A string measured in one font and ready to be laid out for any budget in that font (one measurement
    /// and one ICU line-break pass serve every device width).
    public struct Prepared {
        let breakable: BreakableText
        public let font: FontSpec
        let ellipsisWidth: Double
    }

    public func prepare(
        _ text: String, role: Role, locale: String, font: FontSpec, scalars: () -> [Unicode.Scalar], prose: () -> ProseText
    ) -> Prepared {
        let measurer = measurer(for: role)
        let measured = MeasuredText(text, font: font, measurer: measurer, scalars: scalars, prose: prose)
        return Prepared(
            breakable: BreakableText(measured, locale: locale), font: font, ellipsisWidth: measurer.width(of: "…", font: font)
        )
    }

    func layout(_ text: String, role: Role, locale: String, budget: RoleBudget) -> Layout {
        let prepared = prepare(
            text, role: role, locale: locale, font: budget.font, scalars: { Array(text.unicodeScalars) },
            prose: { ProseText(text) }
        )
        return layout(prepared, budget: budget)
    }

    /// Lays out prepared text; `budget.font` must be the font it was prepared in.
    public func layout(_ prepared: Prepared, budget: RoleBudget) -> Layout {
        assert(prepared.font == budget.font, "text prepared in another font than the budget's")
        let measured = prepared.breakable.text
        let lines = LineLayout(prepared.breakable, lineWidth: budget.width)
        let truncation = lines.truncation(
            maximumLines: budget.maximumLines, lineWidth: budget.width, ellipsisWidth: prepared.ellipsisWidth
        )
        var overflow: Range<Int>?
        if lines.lineCount > budget.maximumLines {
            var start = budget.wraps ? lines.lineStarts[budget.maximumLines] : (truncation?.hiddenFrom ?? 0)
            while start < measured.scalars.count, measured.scalars[start].properties.isWhitespace { start += 1 }
            var end = measured.scalars.count
            while end > start, measured.scalars[end - 1].properties.isWhitespace { end -= 1 }
            let lower = measured.originalOffset(start)
            overflow = lower..<max(lower, measured.originalOffset(end - 1) + 1)
            if end <= start { overflow = nil }
        }
        let measurement = TextMeasurement(
            width: Self.rounded(measured.width), budget: Self.rounded(budget.width), lines: lines.lineCount,
            maximumLines: budget.maximumLines, truncated: truncation?.rendition, fontSize: budget.font.size,
            sizeCategory: budget.dynamicTypeSize.name
        )
        return Layout(measurement: measurement, overflow: overflow)
    }

    /// The one-line width of `text` as it renders (placeholders as typical values, Markdown removed) in a font.
    public func width(of text: String, role: Role, font: FontSpec) -> Double {
        MeasuredText.width(
            of: text, font: font, measurer: measurer(for: role), scalars: { Array(text.unicodeScalars) },
            prose: { ProseText(text) }
        )
    }

    /// Widths are reported to a hundredth of a point: finer digits are noise and would make reports unstable.
    public static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
