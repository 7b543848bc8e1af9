import CopylintData

/// How far a translation may grow over its source, by the source's length: the expansion bands copylint uses
/// for `expansion-ratio` (the limit) and for pseudo-localization (the growth it simulates).
///
/// Short strings grow most ("OK" → "Aceptar"), so the allowance falls with length. The default bands are
/// IBM's, as W3C publishes it (`Locales/metrics/expansion.json`); a project can replace the limits with the
/// rule's `bands` option.
public struct ExpansionBands: Sendable, Hashable, Decodable {
    /// One length band: sources of up to `maxLength` characters (nil: any longer source).
    public struct Band: Sendable, Hashable, Decodable {
        public var maxLength: Int?
        /// The additive growth a layout should absorb (1.0 = +100%).
        public var growth: Double
        /// The largest translated ÷ source ratio before `expansion-ratio` reports.
        public var ratio: Double

        public init(maxLength: Int?, growth: Double, ratio: Double) {
            self.maxLength = maxLength
            self.growth = growth
            self.ratio = ratio
        }
    }

    /// Bands in ascending `maxLength` order, the open-ended one last.
    public var bands: [Band]

    public init(bands: [Band]) {
        self.bands = bands
    }

    /// The bundled IBM/W3C bands.
    public static let standard: ExpansionBands = {
        guard let bundled = BundledData.decode(ExpansionBands.self, from: "Locales/metrics/expansion.json"),
              !bundled.bands.isEmpty
        else {
            preconditionFailure("Locales/metrics/expansion.json is missing or empty")
        }
        return bundled
    }()

    /// The band a source of `length` characters falls in.
    public func band(forLength length: Int) -> Band {
        bands[bandIndex(forLength: length)]
    }

    /// The index in `bands` of `band(forLength:)`.
    public func bandIndex(forLength length: Int) -> Int {
        bands.firstIndex { $0.maxLength.map { length <= $0 } ?? true } ?? bands.count - 1
    }

    /// A human description of a band: "up to 10 characters", "11–20 characters", "over 70 characters".
    public func describe(_ band: Band) -> String {
        guard let index = bands.firstIndex(of: band) else { return "" }
        let lower = index == 0 ? 1 : (bands[index - 1].maxLength ?? 0) + 1
        guard let upper = band.maxLength else { return "over \(lower - 1) characters" }
        return index == 0 ? "up to \(upper) characters" : "\(lower)–\(upper) characters"
    }
}
