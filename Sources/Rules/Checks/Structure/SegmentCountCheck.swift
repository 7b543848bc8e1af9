import SwiftSource

/// `segment-count`: a segmented control with more segments than fit (five on iPhone, seven elsewhere).
struct SegmentCountCheck: CodeCheck {
    let id = "segment-count"

    func check(_ code: CodeIndex, context: CheckContext) -> [CodeHit] {
        let maximum = context.integer(ifSet: "max") ?? (context.platform == "ios" ? 5 : 7)
        var hits: [CodeHit] = []
        for file in code.files {
            for group in file.controlGroups where group.kind == .segmentedControl && !group.hasDynamicItems && group.items.count > maximum {
                let titles = group.items.compactMap { $0.title?.sourceText }
                hits.append(CodeHit(
                    file: group.file, line: group.line, column: group.column, role: .segment, text: titles.joined(separator: ", "),
                    arguments: ["count": String(group.items.count), "max": String(maximum), "api": group.api]
                ))
            }
        }
        return hits
    }
}
