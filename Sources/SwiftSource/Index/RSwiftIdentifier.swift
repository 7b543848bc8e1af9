/// The Swift identifier R.swift generates for a strings table or key, so that `R.string.localizable.cancelButton()`
/// can be matched with the key `cancel.button` of `Localizable` without R.swift's generated file.
///
/// R.swift's rule: split the name at every character that may not stand in an identifier (white space,
/// punctuation and symbols; `_` is kept), keep the first part and capitalize the first letter of each later one,
/// drop leading digits, then lowercase the start: a leading run of capitals before a non-lowercase letter whole
/// (`URLScheme` → `urlScheme`), else the first letter (`Localizable` → `localizable`).
enum RSwiftIdentifier {
    /// `<table>.<key>` as R.swift names a key's resource (`R.string.localizable.cancelButton` → `localizable.cancelButton`):
    /// how the code's references are matched with a catalog's keys.
    static func resource(table: String, key: String) -> String {
        make(table) + "." + make(key)
    }

    static func make(_ name: String) -> String {
        var parts: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if scalar == "_" || !(scalar.properties.isWhitespace || isPunctuationOrSymbol(scalar)) {
                current.unicodeScalars.append(scalar)
            } else {
                parts.append(current)
                current = ""
            }
        }
        parts.append(current)
        var joined = parts[0]
        for part in parts.dropFirst() {
            guard let first = part.first else { continue }
            joined += first.uppercased() + part.dropFirst()
        }
        let withoutDigits = String(joined.drop { $0.isASCII && $0.isNumber })
        return lowercasingStart(withoutDigits)
    }

    private static func isPunctuationOrSymbol(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
             .control:
            return true
        default:
            return false
        }
    }

    private static func lowercasingStart(_ name: String) -> String {
        let characters = Array(name)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isASCII, characters[capitals].isUppercase { capitals += 1 }
        // `^([A-Z]+)(?=[^a-z])`: the longest run of capitals that a character other than a lowercase letter follows.
        var run = capitals
        while run > 0 {
            if run < characters.count, !(characters[run].isASCII && characters[run].isLowercase) { break }
            run -= 1
        }
        if run > 0 {
            return String(characters[..<run]).lowercased() + String(characters[run...])
        }
        guard let first = characters.first else { return name }
        return first.lowercased() + String(characters.dropFirst())
    }
}
