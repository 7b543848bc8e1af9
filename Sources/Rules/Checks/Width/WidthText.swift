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
