/// The reading of a regular expression's bytes that `RequiredWords` and `RequiredAlternatives` share: escapes
/// and character sets are stepped over (each one a `.boundary`), every other byte is handed to the reader, and
/// the constructs neither follows (a multi-character escape, a set inside a set, free-spacing mode) end the
/// walk, so the pattern gives nothing.
enum PatternWalk {
    /// What the reader is shown.
    enum Step {
        /// An escape (`\.`) or a character set (`[a-z]`), shown once at its start: one character that is
        /// nothing the readers keep.
        case boundary
        /// A byte outside escapes and sets: a letter, or `(`, `)`, `|`, a quantifier, …
        case byte(UInt8)
    }

    /// Where the walk goes after a step.
    enum Next {
        /// On to the next step (past the escape or set, or the byte).
        case advance
        /// On from this index (past a group's opening, or a `{m,n}` count).
        case jump(to: Int)
        /// The pattern is one the reader does not follow.
        case giveUp
    }

    /// Walks `bytes`, showing each step and its index to `visit`. False when the pattern is one these readers do
    /// not follow, or `visit` gave up.
    static func walk(_ bytes: [UInt8], _ visit: (Step, Int) -> Next) -> Bool {
        var index = 0
        var inClass = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                if RequiredWords.startsUnfollowedEscape(bytes, at: index) { return false }
                if case .giveUp = visit(.boundary, index) { return false }
                index += 2
                continue
            }
            if inClass {
                // A set inside a set (ICU's `[[a-z]&&[^q]]`) is not followed.
                if byte == UInt8(ascii: "[") { return false }
                if byte == UInt8(ascii: "]") { inClass = false }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "[") {
                inClass = true
                if case .giveUp = visit(.boundary, index) { return false }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "("), RequiredWords.opensFreeSpacing(bytes, at: index) { return false }
            switch visit(.byte(byte), index) {
            case .advance: index += 1
            case .jump(let next): index = next
            case .giveUp: return false
            }
        }
        return true
    }
}
