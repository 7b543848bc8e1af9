/// The width rules: how many lines an alert's title and message wrap to, whether a translation still fits its
/// role's container, and how far it grows over its source. All measure in points with the width model
/// (`Sources/Rules/Width`), not in characters.
enum WidthChecks {
    static let all: [any Check] = [
        AlertLengthCheck(id: "alert-title-length"),
        AlertLengthCheck(id: "alert-message-length"),
        WidthOverflowCheck(),
        ExpansionRatioCheck(),
    ]
}

/// Number formatting shared by the width rules' messages.
enum WidthText {
    /// "238", "12.5": points to at most one decimal, without a trailing ".0".
    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// "two", "three" for small line counts, digits beyond.
    static func count(_ value: Int) -> String {
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        return value < words.count ? words[value] : String(value)
    }

    static func lines(_ value: Int) -> String {
        value == 1 ? "one line" : "\(count(value)) lines"
    }
}
