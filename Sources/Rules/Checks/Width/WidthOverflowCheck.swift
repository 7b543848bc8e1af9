import CopylintBase
import Width

/// `width-overflow`: a translation no longer fits its role's container while its source does, at the
/// configured Dynamic Type size, on the configured screen or the narrow one (`width.device`,
/// `width.narrowDevice`, `width.dynamicTypeSize` in the configuration).
///
/// Only single-line roles (buttons known to keep one line, tabs, segments, navigation titles, toolbar items) are
/// measured: they truncate, and an overflow counts when it is more than the width tables' error
/// (`measurementError`). Alert titles and messages and action-sheet titles wrap, so a translation taking another
/// line there is no defect (their sources' line counts are alert-title-length's and alert-message-length's);
/// alert and action-sheet buttons shrink a long title and stack, so they are not measured either. The finding
/// carries the measurement and the truncated rendition a user would see.
struct WidthOverflowCheck: TranslationCheck {
    let id = "width-overflow"

    func check(target: AnalyzedString, source: AnalyzedString, context: CheckContext) -> [RuleHit] {
        guard !target.text.isEmpty, !source.text.isEmpty, target.text != source.text else { return [] }
        let model = WidthModel(configuration: context.configuration)
        let role = target.role.role
        if role == .button, !Self.keepsOneLine(buttonNamedBy: target.role.source) { return [] }
        var devices = [model.settings.device]
        if let narrow = model.settings.narrowDevice, narrow < model.settings.device { devices.append(narrow) }
        if Self.takesOneLine(target, role: role, devices: devices, model: model) { return [] }
        // The target is measured once and laid out for each device width its font is used at.
        var prepared: WidthModel.Prepared?
        for device in devices {
            guard let budget = model.budget(for: role, deviceWidth: device), budget.maximumLines == 1 else { return [] }
            let sourceFit = Self.sourceFit(source, role: role, budget: budget, model: model)
            guard sourceFit.lines <= budget.maximumLines else { return [] }
            if prepared?.font != budget.font { prepared = model.prepare(target, role: role, font: budget.font) }
            let targetLayout = model.layout(prepared!, budget: budget)
            guard targetLayout.measurement.lines > budget.maximumLines,
                targetLayout.measurement.width - targetLayout.measurement.budget >= Self.measurementError else { continue }
            var measurement = targetLayout.measurement
            measurement.sourceWidth = sourceFit.width
            return [
                RuleHit(
                    span: targetLayout.overflow,
                    arguments: [
                        "role": role.rawValue,
                        "size": budget.dynamicTypeSize.displayName,
                        "device": WidthText.points(device),
                        "detail": detail(measurement, budget: budget),
                    ],
                    measurement: measurement
                ),
            ]
        }
        return []
    }

    /// An overflow smaller than this many points is within what the width tables can tell: their advances
    /// (Inter and Noto standing in for SF Pro) and iOS's own rounding and kerning differ by about as much, a
    /// fraction of one letter. Editors judging real apps dismissed overflows of a point or less.
    static let measurementError = 2.0

    /// Whether a button whose role came from `source` is known to keep its title on one line. A comment or a key
    /// says that a string is a button, not which: a SwiftUI button or a list row wraps its title, a UIKit button
    /// cuts it off. Interface Builder and code say which (SwiftUI buttons are set aside with their code place,
    /// `Auditor.wrapsInItsView`); a role the team declared is taken as meant.
    private static func keepsOneLine(buttonNamedBy source: RoleSource) -> Bool {
        switch source {
        case .comment, .key, .unknown: return false
        case .directive, .config, .interfaceBuilder, .swift: return true
        }
    }

    /// Whether the target is plain text that takes one line at every device width (each layout below would
    /// then find it fits, whatever the source does): measured in one pass, neither string laid out.
    private static func takesOneLine(_ target: AnalyzedString, role: Role, devices: [Double], model: WidthModel) -> Bool {
        let measurer = model.measurer(for: role)
        var measured: (font: FontSpec, line: PlainLine?)?
        for device in devices {
            guard let budget = model.budget(for: role, deviceWidth: device) else { return false }
            if measured?.font != budget.font {
                measured = (budget.font, measurer.plainLine(of: target.text, font: budget.font))
            }
            guard let line = measured?.line, line.fitsOneLine(lineWidth: budget.width) else { return false }
        }
        return true
    }

    /// The source's line count and (rounded) width in a role and budget, laid out once for all its translations.
    private static func sourceFit(
        _ source: AnalyzedString, role: Role, budget: RoleBudget, model: WidthModel
    ) -> (lines: Int, width: Double) {
        let fits = source.memo("width-overflow.source-fits") { SourceFits() }
        if let known = fits.entries.first(where: { $0.role == role && $0.budget == budget }) {
            return (known.lines, known.width)
        }
        let measurement = model.layout(model.prepare(source, role: role, font: budget.font), budget: budget).measurement
        fits.entries.append((role, budget, measurement.lines, measurement.width))
        return (measurement.lines, measurement.width)
    }

    /// What `sourceFit` found for one source string, by role and budget.
    private final class SourceFits {
        var entries: [(role: Role, budget: RoleBudget, lines: Int, width: Double)] = []
    }

    private func detail(_ measurement: TextMeasurement, budget: RoleBudget) -> String {
        let over = WidthText.points(measurement.width - measurement.budget)
        var text = "it is \(over) pt too wide (\(WidthText.points(measurement.width)) of \(WidthText.points(measurement.budget)) pt, \(budget.fontDescription))"
        if let truncated = measurement.truncated { text += "; users see “\(truncated)”" }
        return text + ". The source is \(WidthText.points(measurement.sourceWidth ?? 0)) pt wide"
    }
}
