/// Reads the values of an Interface Builder note, the comment Xcode writes for every string it exports from a
/// storyboard or xib: `Class = "NSTextFieldCell"; title = "Top Right"; ObjectID = "0Ak-33-SM7";`.
///
/// The note carries the English text of the key's property, which is what an object-ID key means when the
/// catalog has no English localization and no Interface Builder document of the audit holds the object.
enum InterfaceBuilderNote {
    /// The value of `name` in the note (`title`, `headerCell.title`, `ibShadowedLabels[0]`), unescaped (`\"`,
    /// `\\`, `\n`, `\t`); nil when the note does not name it. Only a name at the start of the note or after `; `
    /// counts, so `title` is not found inside `headerCell.title`.
    static func value(of name: String, in note: String) -> String? {
        let needle = name + " = \""
        var searchStart = note.startIndex
        while let range = note.range(of: needle, range: searchStart..<note.endIndex) {
            if range.lowerBound == note.startIndex || note[..<range.lowerBound].hasSuffix("; ") {
                return quotedValue(in: note[range.upperBound...])
            }
            searchStart = note.index(after: range.lowerBound)
        }
        return nil
    }

    /// The class the note names (`NSButtonCell`), if any.
    static func className(in note: String) -> String? {
        value(of: "Class", in: note)
    }

    /// The text up to the first unescaped `"`, with its escapes resolved; nil when no quote closes it.
    private static func quotedValue(in text: Substring) -> String? {
        var value = ""
        var escaped = false
        for character in text {
            if escaped {
                switch character {
                case "n": value.append("\n")
                case "t": value.append("\t")
                default: value.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return value
            } else {
                value.append(character)
            }
        }
        return nil
    }
}
