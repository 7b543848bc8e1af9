import CopylintBase

/// How much room one role's text has on iOS: the text style (or fixed size) it is set in, the width of a line,
/// and how many lines it may take before it truncates or the container scrolls.
///
/// Alert geometry is iOS 18's `UIAlertController` (270 pt wide, 16 pt insets; title Headline, message
/// Footnote). Bars (tab, navigation title, toolbar, segmented control) do not grow with Dynamic Type: iOS shows
/// their labels in the Large Content Viewer instead, so they are measured at their fixed size.
public struct RoleBudget: Sendable, Hashable {
    /// The style the text is set in, when it follows Dynamic Type.
    public var textStyle: TextStyle?
    /// The font at the measured size.
    public var font: FontSpec
    /// The width of one line, in points.
    public var width: Double
    /// Lines the role shows before it truncates (single-line roles) or wraps past its guideline (alerts).
    public var maximumLines: Int
    /// True for roles whose text wraps (alert and action-sheet titles and messages: the alert grows, then
    /// scrolls); false for controls that truncate their one line with "…".
    public var wraps: Bool
    /// The screen width the budget was computed for.
    public var deviceWidth: Double
    public var dynamicTypeSize: DynamicTypeSize

    /// The roles that have a budget (the others have no fixed container).
    public static let roles: [Role] = [
        .alertTitle, .alertMessage, .alertButton, .actionSheetTitle, .actionSheetButton, .button, .toolbarItem,
        .navTitle, .tab, .segment,
    ]

    /// The budget of `role` on a screen `deviceWidth` points wide at `size`; nil for roles without one.
    public static func forRole(
        _ role: Role, settings: WidthSettings, deviceWidth: Double? = nil, size: DynamicTypeSize? = nil
    ) -> RoleBudget? {
        let device = deviceWidth ?? settings.device
        let size = size ?? settings.dynamicTypeSize
        let margin = 16.0
        let alertText = settings.alertWidth - 2 * settings.alertInset
        let sheetText = device - 2 * 8 - 2 * settings.alertInset
        func styled(_ style: TextStyle, weight: FontSpec.Weight? = nil, width: Double, lines: Int) -> RoleBudget {
            RoleBudget(
                textStyle: style, font: FontSpec(size: style.pointSize(at: size), weight: weight ?? style.weight),
                width: width, maximumLines: lines, wraps: lines > 1, deviceWidth: device, dynamicTypeSize: size
            )
        }
        func fixed(_ points: Double, _ weight: FontSpec.Weight, width: Double) -> RoleBudget {
            RoleBudget(
                textStyle: nil, font: FontSpec(size: points, weight: weight), width: width, maximumLines: 1,
                wraps: false, deviceWidth: device, dynamicTypeSize: size
            )
        }
        switch role {
        case .alertTitle: return styled(.headline, width: alertText, lines: 2)
        case .alertMessage: return styled(.footnote, width: alertText, lines: 3)
        // Body regular: only an alert's one preferred or cancel action is semibold, and its title is mostly the
        // short Cancel; measuring every button semibold blamed destructive and plain actions for a few points
        // they never take.
        case .alertButton: return styled(.body, width: alertText, lines: 1)
        case .actionSheetTitle: return styled(.footnote, weight: .semibold, width: sheetText, lines: 2)
        case .actionSheetButton: return styled(.title3, width: sheetText, lines: 1)
        case .button: return styled(.body, width: settings.buttonMaxWidth ?? device - 2 * margin, lines: 1)
        case .toolbarItem:
            return fixed(17, .regular, width: settings.toolbarItemMaxWidth ?? (device - 2 * margin) / 3)
        case .navTitle: return fixed(17, .semibold, width: device - 2 * (settings.navigationBarItemWidth + 8))
        case .tab: return fixed(10, .regular, width: device / Double(max(1, settings.tabCount)))
        // The selected segment is semibold; each segment keeps 8 pt of padding around its title.
        case .segment:
            return fixed(13, .semibold, width: (device - 2 * margin) / Double(max(1, settings.segmentCount)) - 8)
        default: return nil
        }
    }

    /// "Headline 17 pt semibold" or "10 pt regular".
    public var fontDescription: String {
        let points = font.size.rounded() == font.size ? String(Int(font.size)) : String(font.size)
        let style = textStyle.map { "\($0.displayName) " } ?? ""
        return "\(style)\(points) pt \(font.weight.rawValue)"
    }
}
