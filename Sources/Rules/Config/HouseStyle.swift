import CopylintBase

/// The capitalization an app chose for each group of title-style elements: the `style` section of
/// `.copylint.json` (`style: { buttons: "sentence" }`).
///
/// Why: Apple's Writing guidance writes buttons, menus and titles in title style, and also lets an app "choose a
/// style for each UI element type and use it consistently". An app that writes its buttons in sentence style on
/// purpose would drown in `title-case` findings; with its house style set, `title-case` leaves that group alone
/// and `sentence-case` checks it instead, so a title-cased button in a sentence-style app is still caught.
public struct HouseStyle: Sendable, Hashable {
    /// Title style ("Add to Favorites") or sentence style ("Add to favorites").
    public enum Capitalization: String, Sendable, Hashable, CaseIterable {
        case title
        case sentence
    }

    /// The element groups a house style can name, each a set of roles.
    public enum Group: String, Sendable, Hashable, CaseIterable {
        case buttons
        case menus
        case tabs
        case navigationTitles
        case alertTitles

        /// The roles of the group.
        public var roles: Set<Role> {
            switch self {
            case .buttons: return [.button, .alertButton, .actionSheetButton, .toolbarItem]
            case .menus: return [.menuItem, .menuTitle]
            case .tabs: return [.tab, .segment]
            case .navigationTitles: return [.navTitle]
            case .alertTitles: return [.alertTitle, .actionSheetTitle]
            }
        }
    }

    /// The groups the configuration names; a group it does not name keeps Apple's style.
    public var capitalization: [Group: Capitalization] = [:]

    public init(_ capitalization: [Group: Capitalization] = [:]) {
        self.capitalization = capitalization
    }

    /// The roles the app writes in sentence style.
    public var sentenceRoles: Set<Role> {
        var roles: Set<Role> = []
        for (group, style) in capitalization where style == .sentence { roles.formUnion(group.roles) }
        return roles
    }

    /// The roles `rule` checks under this house style: `title-case` gives up the sentence-style groups to
    /// `sentence-case`. Alert titles are decided string by string (see `AlertTitleForm`), so both rules keep them.
    /// nil means every role.
    func roles(of rule: RuleDefinition) -> Set<Role>? {
        let listed: Set<Role>? = rule.roles.contains("*") ? nil : Set(rule.roles.compactMap(Role.init(rawValue:)))
        let moved = sentenceRoles.subtracting(HouseStyle.Group.alertTitles.roles)
        guard !moved.isEmpty, let listed else { return listed }
        switch rule.id {
        case "title-case": return listed.subtracting(moved)
        case "sentence-case": return listed.union(moved)
        default: return listed
        }
    }
}
