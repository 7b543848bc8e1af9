import CopylintBase

extension RoleResolver {
    /// `interfaceBuilderRole` for an all-ASCII note, searching its bytes instead of going through NSString
    /// (which costs more than the rest of resolving a role). In ASCII text every character is one byte (a
    /// CR LF pair aside, which no searched text contains), so byte and character searches find the same places.
    static func asciiInterfaceBuilderRole(_ note: UnsafeBufferPointer<UInt8>) -> Role? {
        let needles = InterfaceBuilderNeedles.shared
        guard let classStart = ByteSearch.firstRange(of: needles.classMarker, in: note)?.upperBound,
              let classEnd = note[classStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        if let role = needles.firstProperty(in: note) { return role }
        if let role = needles.firstAccessibilityRole(in: note) { return role }
        let className = String(decoding: UnsafeBufferPointer(rebasing: note[classStart..<classEnd]), as: UTF8.self)
        return RoleHints.shared.interfaceBuilderClasses[className]
    }
}

extension RoleResolver {
    /// `interfaceBuilderRole` for a note with non-ASCII text, from its bytes when they decide every search for
    /// certain (`ByteSearch.containsASCII`); nil when Foundation's character search must answer.
    static func bytewiseInterfaceBuilderRole(_ note: UnsafeBufferPointer<UInt8>) -> Role?? {
        let needles = InterfaceBuilderNeedles.shared
        let equivalents = ByteSearch.holdsASCIIEquivalents(note)
        guard let classRange = ByteSearch.firstRange(of: needles.classMarker, in: note) else { return .some(nil) }
        // `Class = "` has no character equivalent to a non-ASCII one, so its first byte match is its first character
        // match when that lies on character boundaries: after an ASCII byte, before the ASCII class name checked below.
        guard classRange.lowerBound == 0 || note[classRange.lowerBound - 1] < 0x80 else { return nil }
        let classStart = classRange.upperBound
        guard let classEnd = note[classStart...].firstIndex(of: UInt8(ascii: "\"")) else { return .some(nil) }
        // The class name and its closing quote must be whole ASCII characters to be found by bytes.
        guard note[classStart..<classEnd].allSatisfy({ $0 < 0x80 }), classEnd + 1 == note.count || note[classEnd + 1] < 0x80 else { return nil }
        for (needle, role) in needles.properties {
            guard let found = ByteSearch.containsASCII(needle, in: note, holdsEquivalents: equivalents) else { return nil }
            if found { return .some(role) }
        }
        for (names, role) in needles.accessibility {
            for name in names {
                guard let found = ByteSearch.containsASCII(name, in: note, holdsEquivalents: equivalents) else { return nil }
                if found { return .some(role) }
            }
        }
        let className = String(decoding: UnsafeBufferPointer(rebasing: note[classStart..<classEnd]), as: UTF8.self)
        return .some(RoleHints.shared.interfaceBuilderClasses[className])
    }
}

/// The byte strings an Interface Builder note is searched for, spelled out once rather than for every note.
struct InterfaceBuilderNeedles: Sendable {
    /// `Class = "`, which starts the class name.
    let classMarker = Array("Class = \"".utf8)
    /// `; property = ` for each property of `RoleHints.interfaceBuilderPropertyList`, in its order.
    let properties: [(needle: [UInt8], role: Role)]
    /// The spellings of the accessibility label and hint, the label first.
    let accessibility: [(names: [[UInt8]], role: Role)] = [
        ([Array("accessibilityLabel".utf8), Array("accessibility.label".utf8)], .a11yLabel),
        ([Array("accessibilityHint".utf8), Array("accessibility.hint".utf8)], .a11yHint),
    ]

    static let shared = InterfaceBuilderNeedles()

    /// The role of the first of `properties` (in their order) that `note` holds, from one pass over the note's
    /// `; ` pairs: every property needle starts with them, so each of its occurrences starts at one of theirs.
    func firstProperty(in note: UnsafeBufferPointer<UInt8>) -> Role? {
        var found: UInt64 = 0
        var start = 0
        properties.withUnsafeBufferPointer { properties in
            while let pair = ByteSearch.firstRange(of: Self.separator, in: UnsafeBufferPointer(rebasing: note[start...])) {
                let at = start + pair.lowerBound
                // Each needle is checked from its first letter after `; `, which most notes' pairs rule out.
                if at + 2 < note.count {
                    let letter = note[at + 2]
                    for number in properties.indices where properties[number].needle[2] == letter
                        && Self.holds(properties[number].needle, in: note, at: at) {
                        found |= 1 << UInt64(number)
                    }
                }
                start = at + 1
            }
        }
        guard found != 0 else { return nil }
        return properties[found.trailingZeroBitCount].role
    }

    /// The role of the first of `accessibility` whose names `note` holds, from one pass over the note's
    /// occurrences of `accessibility`, which every name starts with.
    func firstAccessibilityRole(in note: UnsafeBufferPointer<UInt8>) -> Role? {
        var found: UInt64 = 0
        var start = 0
        while let stem = ByteSearch.firstRange(of: Self.accessibilityStem, in: UnsafeBufferPointer(rebasing: note[start...])) {
            let at = start + stem.lowerBound
            for (number, entry) in accessibility.enumerated() where entry.names.contains(where: { Self.holds($0, in: note, at: at) }) {
                found |= 1 << UInt64(number)
            }
            start = at + 1
        }
        guard found != 0 else { return nil }
        return accessibility[found.trailingZeroBitCount].role
    }

    private static let separator = Array("; ".utf8)
    private static let accessibilityStem = Array("accessibility".utf8)

    /// Whether `needle` stands in `note` from byte `offset` on.
    private static func holds(_ needle: [UInt8], in note: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset + needle.count <= note.count else { return false }
        for index in needle.indices where note[offset + index] != needle[index] { return false }
        return true
    }

    private init() {
        properties = RoleHints.shared.interfaceBuilderPropertyList.map { (Array("; \($0.property) = ".utf8), $0.role) }
        // `firstProperty` keeps the properties found in the bits of one UInt64 (a 64-bit mask).
        precondition(properties.count <= 64 && accessibility.count <= 64, "more needles than firstProperty can track")
        precondition(properties.allSatisfy { $0.needle.count > 2 }, "a property needle without a name")
    }
}
