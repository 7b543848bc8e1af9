import Catalogs
import CopylintBase

/// What the Interface Builder evidence of an audit says about one object-ID key (see `ObjectIDKey`): the object
/// it names in a storyboard or xib, the role that object gives the key's property, and the key's English text.
public struct InterfaceBuilderMatch: Sendable {
    /// Where a key's English text came from.
    public enum English: Sendable, Hashable {
        /// The property's text in the Interface Builder document (at `documentPath`).
        case document(InterfaceBuilderText)
        /// The value the key's Interface Builder note gives the property (`title = "Top Right";`).
        case note(String)

        public var value: String {
            switch self {
            case .document(let text): return text.value
            case .note(let value): return value
            }
        }
    }

    public let key: ObjectIDKey
    /// The document that holds the object, when one of the audit does.
    public let documentPath: String?
    public let object: InterfaceBuilderObject?
    /// The role the object gives the key's property; nil without an object, or for an element copylint does
    /// not map.
    public let role: Role?
    /// The English text: the document's, else the note's; nil when neither has it.
    public let english: English?
    /// True when the key's table has storyboards or xibs of its own and none holds the object: a key Xcode left
    /// behind for an object that is gone (or was copied from another target), which the app never shows.
    public var namesAbsentObject = false
    /// True when the property's English is the text Interface Builder gives a new object of its kind (its element
    /// in the document, else its note's class; `role-hints.json`'s `interfaceBuilderDefaultTexts`: a pop-up's
    /// "Item 1", a table cell's "Text Cell"): a placeholder the app replaces at run time, which nobody reads as
    /// written.
    public var holdsDefaultText = false

    /// The match of `key` of table `table`, whose comment is `note`; nil when the key is not an object-ID key.
    static func find(key: String, note: String?, table: String, in index: InterfaceBuilderIndex?) -> InterfaceBuilderMatch? {
        guard let parsed = ObjectIDKey.parse(key, note: note, isKnownID: { index?.holds(objectID: $0) ?? false }) else {
            return nil
        }
        let found = index?.object(parsed.objectID, table: table)
        let english: English?
        if let text = found?.object.text(of: parsed.property) {
            english = .document(text)
        } else if let note, let value = InterfaceBuilderNote.value(of: parsed.property, in: note)
            // Xcode names a segment's title with its object: `Pg1-hh-Sg1.segmentTitles[0] = "Mild";`.
            ?? InterfaceBuilderNote.value(of: parsed.objectID + "." + parsed.property, in: note) {
            english = .note(value)
        } else {
            english = nil
        }
        var match = InterfaceBuilderMatch(
            key: parsed, documentPath: found?.document.path, object: found?.object,
            role: found.flatMap { InterfaceBuilderRoles.role(of: $0.object, property: parsed.property) }, english: english
        )
        match.namesAbsentObject = found == nil && !(index?.ownDocuments(ofTable: table).isEmpty ?? true)
        // The object's element in its document, else the element the class its note names stands for.
        if let english, let element = found?.object.element ?? note.flatMap(InterfaceBuilderNote.className(in:)).map(Self.element(ofClass:)) {
            match.holdsDefaultText = RoleHints.shared.interfaceBuilderDefaultTexts[element]?.contains(english.value) ?? false
        }
        return match
    }

    /// The document element of an AppKit or UIKit class: the name without its `NS` or `UI` prefix, lowercase
    /// first (`NSTextFieldCell` → `textFieldCell`, `UILabel` → `label`).
    static func element(ofClass name: String) -> String {
        guard name.hasPrefix("NS") || name.hasPrefix("UI"), name.count > 2 else { return name }
        let bare = name.dropFirst(2)
        return bare.prefix(1).lowercased() + bare.dropFirst()
    }

    /// Where the object's text stands in its document, for the note a finding on the key carries.
    var place: InterfaceBuilderPlace? {
        guard let documentPath, let object else { return nil }
        let line = object.text(of: key.property)?.location.line ?? object.line
        return InterfaceBuilderPlace(file: documentPath, line: line, role: role)
    }
}

/// The place in a storyboard or xib that shows a key's text, for findings to name beside the catalog's place.
struct InterfaceBuilderPlace: Sendable, Hashable {
    let file: String
    let line: Int
    let role: Role?
}
