/// A source string's one-line width in a role's font and its length in characters: what `expansion-ratio`
/// compares every translation of the source with, measured once and kept on the source
/// (`AnalyzedString.widthAsSource`).
public struct SourceMeasure {
    public let width: Double
    public let length: Int

    public init(width: Double, length: Int) {
        self.width = width
        self.length = length
    }
}
