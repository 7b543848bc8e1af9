import Width

/// `alert-title-length` and `alert-message-length`: an alert's title wraps past two lines, or its message past
/// three, at Dynamic Type Large.
///
/// The title is laid out in Headline (17 pt semibold), the message in Footnote (13 pt), in the 238 pt of text
/// width a 270 pt alert leaves inside its 16 pt insets (an action sheet's title in its own, wider sheet), with
/// ICU's line breaking for the string's locale. Options: `maximumLines` (the role's default: 2 for titles, 3
/// for messages) and `dynamicTypeSize` (default `large`, as the rule is defined).
struct AlertLengthCheck: StringCheck {
    let id: String
    let scope: StringScope = .source

    func check(_ string: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard !string.text.isEmpty else { return [] }
        let model = WidthModel(configuration: context.configuration)
        let size = DynamicTypeSize(name: context.string("dynamicTypeSize")) ?? .large
        guard var budget = model.budget(for: string.role.role, size: size) else { return [] }
        if let lines = context.integer(ifSet: "maximumLines") {
            budget.maximumLines = lines
        }
        let layout = model.layout(model.prepare(string, role: string.role.role, font: budget.font), budget: budget)
        let measurement = layout.measurement
        guard measurement.lines > budget.maximumLines else { return [] }
        return [
            RuleHit(
                span: layout.overflow,
                arguments: [
                    "lines": WidthText.lines(measurement.lines),
                    "maximum": WidthText.lines(budget.maximumLines),
                    "font": budget.fontDescription,
                    "budget": WidthText.points(budget.width),
                    "width": WidthText.points(measurement.width),
                    "size": size.displayName,
                ],
                measurement: measurement
            ),
        ]
    }
}
