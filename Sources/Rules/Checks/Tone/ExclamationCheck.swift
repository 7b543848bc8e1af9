import CopylintBase

/// `exclamation`: an exclamation mark in a button or alert. Apple keeps them for occasional promotional text;
/// in alerts and buttons they shout or sound falsely cheerful.
///
/// Suggestions: a button loses its closing “!” (“Got it!” → “Got it”); an alert message's “!” becomes a period
/// (or goes, after “?”); an alert title gets none, because the fix depends on whether it should read as a
/// fragment or a sentence.
struct ExclamationCheck: StringCheck {
    let id = "exclamation"
    let scope = StringScope.englishSource

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard string.text.utf8.contains(UInt8(ascii: "!")) else { return [] }
        let scalars = string.scalars
        let runs = exclamationRuns(in: string)
        guard !runs.isEmpty else { return [] }
        let suggestion = suggestion(for: runs, scalars: scalars, role: string.role.role)
        return runs.map { run in
            RuleHit(span: run, arguments: ["marks": CopyProse.text(scalars, run)], suggestion: suggestion)
        }
    }

    /// The runs of “!” outside placeholders, markup and web addresses.
    private func exclamationRuns(in string: AnalyzedString) -> [Range<Int>] {
        let scalars = string.scalars
        let prose = CopyProse.prose(of: string)
        let masked = prose.regions.filter { $0.kind != .percentLiteral }.map(\.range) + LinkRanges.ranges(in: scalars)
        var runs: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard Self.isExclamation(scalars[index]), !masked.contains(where: { $0.contains(index) }) else {
                index += 1
                continue
            }
            let start = index
            while index < scalars.count, Self.isExclamation(scalars[index]) { index += 1 }
            runs.append(start..<index)
        }
        return runs
    }

    private static func isExclamation(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "!" || scalar == "\u{FF01}" || scalar == "\u{203C}"
    }

    private func suggestion(for runs: [Range<Int>], scalars: [Unicode.Scalar], role: Role) -> String? {
        switch role {
        case .button, .alertButton, .actionSheetButton:
            // Only a closing “!” goes mechanically; one in the middle needs rewording.
            guard runs.count == 1, let run = runs.first, let trimmed = CopyProse.trimmedRange(scalars),
                run.upperBound == trimmed.upperBound else { return nil }
            var end = run.lowerBound
            while end > 0, scalars[end - 1] == " " { end -= 1 }
            guard end > 0 else { return nil }
            return CopyProse.text(scalars, 0..<end) + CopyProse.text(scalars, run.upperBound..<scalars.count)
        case .alertMessage:
            var result = String.UnicodeScalarView()
            var cursor = 0
            for run in runs {
                result.append(contentsOf: scalars[cursor..<run.lowerBound])
                let before = run.lowerBound > 0 ? scalars[run.lowerBound - 1] : " "
                if before != "?" && before != "." && before != "\u{2026}" && before != " " {
                    result.append(".")
                }
                cursor = run.upperBound
            }
            result.append(contentsOf: scalars[cursor...])
            return String(result)
        default:
            return nil
        }
    }
}
