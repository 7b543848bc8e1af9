import SwiftSource

/// `tab-count`: a tab bar with more tabs than iPhone shows (five); the rest hide under More.
struct TabCountCheck: CodeCheck {
    let id = "tab-count"

    func check(_ code: CodeIndex, context: CheckContext) -> [CodeHit] {
        guard context.platform == "ios" || context.bool("allPlatforms") else { return [] }
        let maximum = context.integer("max")
        var hits: [CodeHit] = []
        for file in code.files {
            for group in file.controlGroups where group.kind == .tabBar && !group.hasDynamicItems && group.items.count > maximum {
                let titles = group.items.compactMap { $0.title?.sourceText }
                hits.append(CodeHit(
                    file: group.file, line: group.line, column: group.column, role: .tab, text: titles.joined(separator: ", "),
                    arguments: ["count": String(group.items.count), "max": String(maximum), "api": group.api]
                ))
            }
        }
        return hits
    }
}
