/// A source string's one-line width in a role's font and its length in characters: what `expansion-ratio`
/// compares every translation of the source with, measured once and kept on the source
/// (`AnalyzedString.widthAsSource`).
struct SourceMeasure {
    let width: Double
    let length: Int
}
