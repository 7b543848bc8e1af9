/// The UI element that shows a string. Copy rules apply per role: a button title is title-style, an alert
/// message is a sentence. Names are a contract (reports and `copylint:role=` use them; docs/rules.md lists them).
public enum Role: String, Sendable, Codable, CaseIterable, Comparable {
    case button
    case alertTitle = "alert-title"
    case alertMessage = "alert-message"
    case alertButton = "alert-button"
    case actionSheetTitle = "action-sheet-title"
    case actionSheetButton = "action-sheet-button"
    case menuItem = "menu-item"
    case menuTitle = "menu-title"
    case tab
    case segment
    case navTitle = "nav-title"
    case toolbarItem = "toolbar-item"
    case label
    case placeholder
    case searchPrompt = "search-prompt"
    case a11yLabel = "a11y-label"
    case a11yHint = "a11y-hint"
    case notificationTitle = "notification-title"
    case notificationBody = "notification-body"
    case activityTitle = "activity-title"
    case refreshTitle = "refresh-title"
    case purposeString = "purpose-string"
    /// A macOS checkbox or radio button's title: sentence style, no ending punctuation.
    case checkbox
    /// A macOS help tag (tooltip): sentence style.
    case tooltip
    case unknown

    public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The role's index in `allCases`, for tables kept by role: found without hashing the raw value or reading
    /// a shared array.
    public var position: Int {
        switch self {
        case .button: return 0
        case .alertTitle: return 1
        case .alertMessage: return 2
        case .alertButton: return 3
        case .actionSheetTitle: return 4
        case .actionSheetButton: return 5
        case .menuItem: return 6
        case .menuTitle: return 7
        case .tab: return 8
        case .segment: return 9
        case .navTitle: return 10
        case .toolbarItem: return 11
        case .label: return 12
        case .placeholder: return 13
        case .searchPrompt: return 14
        case .a11yLabel: return 15
        case .a11yHint: return 16
        case .notificationTitle: return 17
        case .notificationBody: return 18
        case .activityTitle: return 19
        case .refreshTitle: return 20
        case .purposeString: return 21
        case .checkbox: return 22
        case .tooltip: return 23
        case .unknown: return 24
        }
    }

    /// Alert and action-sheet titles: title style when a fragment, sentence style when a sentence.
    public var isAlertLikeTitle: Bool { self == .alertTitle || self == .actionSheetTitle }

    /// "a button", "an alert title", "a navigation title": for messages and notes.
    public var phrase: String {
        if self == .unknown { return "an element of unknown kind" }
        let words = rawValue.split(separator: "-").map { part -> String in
            switch part {
            case "a11y": return "accessibility"
            case "nav": return "navigation"
            default: return String(part)
            }
        }.joined(separator: " ")
        return (["a", "e", "i", "o", "u"].contains(words.first ?? " ") ? "an " : "a ") + words
    }
}
