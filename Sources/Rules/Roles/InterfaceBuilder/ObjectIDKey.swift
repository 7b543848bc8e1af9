/// A key of the shape Xcode gives the strings it exports from Interface Builder: `<objectID>.<property>`
/// (`e9j-DR-MEH.title`, `f0Y-kT-hVz.headerCell.title`, `RLb-GV-4hh.segmentTitles[0]`).
///
/// Exists because such a key is never text: a catalog that leaves out the English localization of one makes
/// copylint take the key itself as the English, and then `title-case` fires on "5Vv-lz-BsD.title" and every
/// translation is compared with it. Recognising the shape lets the audit look the English up instead (see
/// `InterfaceBuilderLookup`).
public struct ObjectIDKey: Sendable, Hashable {
    public var objectID: String
    public var property: String

    public init(objectID: String, property: String) {
        self.objectID = objectID
        self.property = property
    }

    /// The key's object ID and property, when the key has the shape: an object ID of three, two and three
    /// letters or digits joined by hyphens (what Xcode makes), or any other ID of letters, digits and hyphens
    /// (older documents number their objects; File's Owner is `-2`) that the note names (`ObjectID = "979";`) or
    /// `isKnownID` knows (an Interface Builder document of the audit holds it); then a `.` and a property name:
    /// identifiers joined by `.`, each optionally indexed (`ibShadowedLabels[0]`).
    public static func parse(_ key: String, note: String?, isKnownID: (String) -> Bool = { _ in false }) -> ObjectIDKey? {
        let utf8 = key.utf8
        // IDs are short: a key whose first dot comes late (or never) is not one, whatever it holds.
        guard let dot = utf8.prefix(33).firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let idBytes = utf8[..<dot]
        let propertyBytes = utf8[utf8.index(after: dot)...]
        guard isProperty(propertyBytes), isIDCharacters(idBytes) else { return nil }
        let id = String(key[..<dot])
        guard isStandardID(idBytes) || note.map({ notes($0, objectID: id) }) == true || isKnownID(id) else { return nil }
        return ObjectIDKey(objectID: id, property: String(key[utf8.index(after: dot)...]))
    }

    /// `e9j-DR-MEH`: three, two and three ASCII letters or digits, joined by hyphens.
    static func isStandardID(_ bytes: Substring.UTF8View) -> Bool {
        guard bytes.count == 10 else { return false }
        for (offset, byte) in bytes.enumerated() {
            if offset == 3 || offset == 6 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if !isAlphanumeric(byte) {
                return false
            }
        }
        return true
    }

    /// Letters, digits and hyphens, at least one of them not a hyphen.
    private static func isIDCharacters(_ bytes: Substring.UTF8View) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") }
            && bytes.contains { $0 != UInt8(ascii: "-") }
    }

    /// `title`, `headerCell.title`, `segmentTitles[0]`: identifiers (a letter, then letters, digits or `_`),
    /// each optionally followed by `[digits]`, joined by single dots.
    static func isProperty(_ bytes: Substring.UTF8View) -> Bool {
        enum State { case start, name, indexStart, index, afterIndex }
        var state = State.start
        for byte in bytes {
            switch state {
            case .start:
                guard isLetter(byte) else { return false }
                state = .name
            case .name:
                if byte == UInt8(ascii: ".") {
                    state = .start
                } else if byte == UInt8(ascii: "[") {
                    state = .indexStart
                } else if !(isAlphanumeric(byte) || byte == UInt8(ascii: "_")) {
                    return false
                }
            case .indexStart, .index:
                if byte == UInt8(ascii: "]"), state == .index {
                    state = .afterIndex
                } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    state = .index
                } else {
                    return false
                }
            case .afterIndex:
                guard byte == UInt8(ascii: ".") else { return false }
                state = .start
            }
        }
        return state == .name || state == .afterIndex
    }

    /// Whether an Interface Builder note names `objectID` as its object (`ObjectID = "979";`). Xcode starts every
    /// note with its class, so other comments are passed over without a search.
    static func notes(_ note: String, objectID: String) -> Bool {
        note.utf8.starts(with: "Class = \"".utf8) && note.contains("ObjectID = \"\(objectID)\"")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
