/// The JSON shape of `Locales/metrics/widths.json`.
struct WidthMetricsFile: Decodable, Equatable {
    struct Fallback: Decodable, Equatable {
        var regular: Int
        var semibold: Int
    }

    struct Arabic: Decodable, Equatable {
        /// [code point, isolated, final, initial, medial (regular), the same four (semibold)]; -1: no form.
        var letters: [[Int]]
        /// [lam, alef, isolated, final (regular), isolated, final (semibold)].
        var lamAlef: [[Int]]
    }

    /// `[start, count, width]` or `[start, [width, …]]`.
    enum Row: Decodable, Equatable {
        case run(start: Int, count: Int, width: Int)
        case stretch(start: Int, widths: [Int])

        init(from decoder: Decoder) throws {
            var container = try decoder.unkeyedContainer()
            let start = try container.decode(Int.self)
            if container.count == 2 {
                self = .stretch(start: start, widths: try container.decode([Int].self))
            } else {
                let count = try container.decode(Int.self)
                self = .run(start: start, count: count, width: try container.decode(Int.self))
            }
        }
    }

    /// The font's design units per em, under the key the generator writes.
    var unitsPerEm: Int
    var fallback: Fallback
    var emoji: Int
    var supplementaryIdeograph: Int
    var regular: [Row]
    var semibold: [Row]
    var arabic: Arabic
    var kerning: KerningWeights?

    struct KerningWeights: Decodable, Equatable {
        var regular: Kerning
        var semibold: Kerning
    }

    /// Class maps as rows like the advances, and `[left class, right class, value, right class, value, …]`.
    struct Kerning: Decodable, Equatable {
        var leftClasses: Int
        var rightClasses: Int
        var left: [Row]
        var right: [Row]
        var pairs: [[Int]]
    }
}
