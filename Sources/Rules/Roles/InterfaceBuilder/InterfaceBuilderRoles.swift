import Catalogs
import CopylintBase

/// The role an Interface Builder object gives one of its texts, from the `interfaceBuilder*` sections of
/// `Locales/roles/role-hints.json`.
///
/// Most specific first: the element's own property (`searchBar.placeholder` → search prompt), then the property
/// whatever the element (a `toolTip` → tooltip, a `placeholderString` → placeholder, an accessibility label), then
/// the element with its `type` (`buttonCell[type=check]` → checkbox), then the element (`menuItem` → menu item).
enum InterfaceBuilderRoles {
    static func role(of object: InterfaceBuilderObject, property: String) -> Role? {
        let hints = RoleHints.shared
        let bare = withoutIndexes(property)
        if let role = hints.interfaceBuilderElementProperties[object.element + "." + bare] { return role }
        if let role = propertyRole(property) { return role }
        if let type = object.type, let role = hints.interfaceBuilderElements[object.element + "[type=" + type + "]"] {
            return role
        }
        return hints.interfaceBuilderElements[object.element]
    }

    /// The role a property gives whatever its element (`toolTip`, `placeholder`, `accessibilityLabel`,
    /// `ibShadowedToolTips[0]`), looked up whole and by its last component (`cell.toolTip`).
    static func propertyRole(_ property: String) -> Role? {
        let properties = RoleHints.shared.interfaceBuilderProperties
        let bare = withoutIndexes(property)
        if let role = properties[bare] { return role }
        guard let dot = bare.lastIndex(of: ".") else { return nil }
        return properties[String(bare[bare.index(after: dot)...])]
    }

    /// `segmentTitles[0]` → `segmentTitles`; `a[1].b` → `a.b`.
    static func withoutIndexes(_ property: String) -> String {
        guard property.contains("[") else { return property }
        var result = ""
        var inIndex = false
        for character in property {
            if character == "[" {
                inIndex = true
            } else if character == "]" {
                inIndex = false
            } else if !inIndex {
                result.append(character)
            }
        }
        return result
    }
}
