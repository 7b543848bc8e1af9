import SwiftSource

/// `segment-length-balance`: one segment's title is far longer than another's. Segments share one width, so
/// the long title truncates or squeezes the others. Fires on the longest title when it is at least `ratio`
/// (2.5) times the shortest and `minimumDifference` (5) characters longer.
struct SegmentLengthBalanceCheck: CodeCheck {
    let id = "segment-length-balance"

    func check(_ code: CodeIndex, context: CheckContext) -> [CodeHit] {
        let ratio = context.number("ratio")
        let minimumDifference = context.integer("minimumDifference")
        var hits: [CodeHit] = []
        for file in code.files {
            for group in file.controlGroups where group.kind == .segmentedControl && !group.hasDynamicItems {
                let titles = group.items.compactMap(\.title)
                guard titles.count >= 2, titles.count == group.items.count,
                    !titles.contains(where: { CodeText.looksLikeKeyName($0.sourceText) }) else { continue }
                let lengths = titles.map { CodeText.length($0.sourceText) }
                guard let longest = lengths.indices.max(by: { lengths[$0] < lengths[$1] }),
                    let shortest = lengths.indices.min(by: { lengths[$0] < lengths[$1] }), lengths[shortest] > 0 else { continue }
                guard Double(lengths[longest]) >= ratio * Double(lengths[shortest]),
                    lengths[longest] - lengths[shortest] >= minimumDifference else { continue }
                hits.append(CodeHit(use: titles[longest], role: .segment, arguments: [
                    "long": titles[longest].sourceText, "longLength": String(lengths[longest]),
                    "short": titles[shortest].sourceText, "shortLength": String(lengths[shortest]),
                ]))
            }
        }
        return hits
    }
}
