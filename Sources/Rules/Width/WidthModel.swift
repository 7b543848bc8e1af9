import Foundation

/// Measures a string in its role: the width of its text in the role's font, the lines it wraps to in the
/// role's width, and what a user sees when it does not fit. This is what width rules and `copylint measure`
/// call; the result is the `TextMeasurement` reports draw.
public struct WidthModel: Sendable {
    public var settings: WidthSettings
    /// The configured fonts (`Configuration.fonts`); empty: the width tables.
    public var fonts: [String: String]
    /// Replaces the configured fonts for every role (`copylint measure --font`).
    public var measurerOverride: (any TextMeasurer)?

    public init(settings: WidthSettings = WidthSettings(), fonts: [String: String] = [:], measurer: (any TextMeasurer)? = nil) {
        self.settings = settings
        self.fonts = fonts
        self.measurerOverride = measurer
    }

    /// The model a configuration asks for; relative font paths are taken from the configuration file's folder.
    public init(configuration: Configuration) {
        var fonts = configuration.fonts
        if let configPath = configuration.path {
            let folder = URL(fileURLWithPath: configPath).deletingLastPathComponent()
            for (name, path) in fonts where !path.hasPrefix("/") {
                fonts[name] = folder.appendingPathComponent(path).standardizedFileURL.path
            }
        }
        self.init(settings: configuration.width, fonts: fonts)
    }

    /// The measurer a role's text is measured with.
    public func measurer(for role: Role) -> any TextMeasurer {
        measurerOverride ?? FontChains.measurer(for: role, fonts: fonts)
    }

    /// The role's budget at the configured (or given) device width and Dynamic Type size; nil when the role
    /// has no fixed container.
    public func budget(for role: Role, deviceWidth: Double? = nil, size: DynamicTypeSize? = nil) -> RoleBudget? {
        RoleBudget.forRole(role, settings: settings, deviceWidth: deviceWidth, size: size)
    }

    /// Measures `text` against a budget: its one-line width, the lines it wraps to, and its truncated rendition
    /// when it takes more lines than the budget allows. `locale` decides the line-break rules.
    public func measure(_ text: String, role: Role, locale: String, budget: RoleBudget) -> TextMeasurement {
        let measurer = measurer(for: role)
        let measured = MeasuredText(text, font: budget.font, measurer: measurer)
        let layout = LineLayout(measured, lineWidth: budget.width, locale: locale)
        let ellipsis = measurer.width(of: "…", font: budget.font)
        return TextMeasurement(
            width: Self.rounded(measured.width), budget: Self.rounded(budget.width), lines: layout.lineCount,
            maximumLines: budget.maximumLines,
            truncated: layout.truncated(maximumLines: budget.maximumLines, lineWidth: budget.width, ellipsisWidth: ellipsis),
            fontSize: budget.font.size, sizeCategory: budget.dynamicTypeSize.name
        )
    }

    /// The one-line width of `text` as it renders (placeholders as typical values, Markdown removed) in a font.
    public func width(of text: String, role: Role, font: FontSpec) -> Double {
        MeasuredText(text, font: font, measurer: measurer(for: role)).width
    }

    /// Widths are reported to a hundredth of a point: finer digits are noise and would make reports unstable.
    static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
