/// How wide a string renders in its role, attached to width findings so reports can draw the control at its
/// measured size and show where the text truncates or wraps.
public struct TextMeasurement: Sendable, Hashable, Codable {
    /// The rendered width of the whole text on one line, in points.
    public var width: Double
    /// The width available to one line in this role, in points.
    public var budget: Double
    /// Lines the text takes when wrapped at the budget (1 for single-line roles).
    public var lines: Int
    /// Lines the role allows before it truncates or scrolls.
    public var maximumLines: Int
    /// What the user sees: the text cut at a grapheme boundary with "…", or nil when it fits.
    public var truncated: String?
    /// The font size in points and the Dynamic Type size it was measured at (e.g. `large`, `ax3`).
    public var fontSize: Double
    public var sizeCategory: String
    /// The source text's width in the same role, for translations.
    public var sourceWidth: Double?

    public init(
        width: Double, budget: Double, lines: Int, maximumLines: Int, truncated: String?, fontSize: Double,
        sizeCategory: String, sourceWidth: Double? = nil
    ) {
        self.width = width
        self.budget = budget
        self.lines = lines
        self.maximumLines = maximumLines
        self.truncated = truncated
        self.fontSize = fontSize
        self.sizeCategory = sizeCategory
        self.sourceWidth = sourceWidth
    }
}
