extension RoleResolver {
    /// `interfaceBuilderRole` for an all-ASCII note, searching its bytes instead of going through NSString
    /// (which costs more than the rest of resolving a role). In ASCII text every character is one byte (a
    /// CR LF pair aside, which no searched text contains), so byte and character searches find the same places.
    static func asciiInterfaceBuilderRole(_ note: [UInt8]) -> Role? {
        guard let classStart = firstRange(of: Array("Class = \"".utf8), in: note)?.upperBound,
              let classEnd = note[classStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        let hints = RoleHints.shared
        for (property, role) in hints.interfaceBuilderPropertyList where firstRange(of: Array("; \(property) = ".utf8), in: note) != nil {
            return role
        }
        for (names, role) in [(["accessibilityLabel", "accessibility.label"], Role.a11yLabel), (["accessibilityHint", "accessibility.hint"], .a11yHint)]
            where names.contains(where: { firstRange(of: Array($0.utf8), in: note) != nil }) {
            return role
        }
        return hints.interfaceBuilderClasses[String(decoding: note[classStart..<classEnd], as: UTF8.self)]
    }

    /// Where `needle` first occurs in `text`.
    private static func firstRange(of needle: [UInt8], in text: [UInt8]) -> Range<Int>? {
        guard let first = needle.first, needle.count <= text.count else { return nil }
        var start = 0
        while start + needle.count <= text.count {
            if text[start] == first, text[start..<start + needle.count].elementsEqual(needle) {
                return start..<start + needle.count
            }
            start += 1
        }
        return nil
    }
}
