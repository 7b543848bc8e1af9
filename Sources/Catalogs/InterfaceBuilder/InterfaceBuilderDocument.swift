/// An Interface Builder document (`.storyboard`, `.xib`) as copylint reads it: the objects that show text, each
/// with its English text per localizable property, and the platform the document is built for.
///
/// Why: apps localized from storyboards key their strings by object ID (`e9j-DR-MEH.title`), and their catalogs
/// often carry no English at all. The document holds both the English text and what the control is (a checkbox,
/// a menu item, a text field's placeholder), which the catalog's note (`Class = "NSButtonCell"`) cannot tell apart.
/// It is a role source, not a string table: nothing in it is audited on its own.
public struct InterfaceBuilderDocument: Sendable, Hashable {
    /// The path as findings show it (relative to where the audit started, where possible).
    public var path: String
    /// `macos`, `ios`, `tvos` or `watchos`, from the document's `type` and `targetRuntime`; nil when it says none.
    public var platform: String?
    /// The objects that have at least one localizable text, in document order.
    public var objects: [InterfaceBuilderObject]

    public init(path: String, platform: String?, objects: [InterfaceBuilderObject]) {
        self.path = path
        self.platform = platform
        self.objects = objects
    }
}

/// One object of an Interface Builder document: an element with an `id` (`<buttonCell id="e9j-DR-MEH">`) and the
/// texts Xcode exports for it as `<id>.<property>` keys.
public struct InterfaceBuilderObject: Sendable, Hashable {
    /// The object ID (`e9j-DR-MEH`; older documents use numbers, and File's Owner is `-2`).
    public var id: String
    /// The element's name: `buttonCell`, `menuItem`, `textFieldCell`, `label`, `navigationItem`, …
    public var element: String
    /// The `type` attribute, which says what a cell draws (`buttonCell type="check"` is a checkbox).
    public var type: String?
    /// The `customClass` attribute, when the object is a subclass.
    public var customClass: String?
    /// Whether the element says `editable="YES"` (an editable text field rather than a static label).
    public var isEditable: Bool
    /// The line of the element's start tag.
    public var line: Int
    /// The localizable texts, in document order.
    public var texts: [InterfaceBuilderText]

    public init(
        id: String, element: String, type: String? = nil, customClass: String? = nil, isEditable: Bool = false,
        line: Int, texts: [InterfaceBuilderText]
    ) {
        self.id = id
        self.element = element
        self.type = type
        self.customClass = customClass
        self.isEditable = isEditable
        self.line = line
        self.texts = texts
    }

    /// The text of `property` (`title`, `headerCell.title`, `segmentTitles[1]`), if the object has one.
    public func text(of property: String) -> InterfaceBuilderText? {
        texts.first { $0.property == property }
    }
}

/// One localizable text of an object, named as Xcode names it in the object-ID key (`title`, `placeholderString`,
/// `toolTip`, `normalTitle`, `headerCell.title`, `ibShadowedLabels[0]`, …), with where it stands in the document.
public struct InterfaceBuilderText: Sendable, Hashable {
    public var property: String
    /// The text as the document holds it (entities and character references resolved).
    public var value: String
    /// Where the value starts: the first character of the attribute value or of the element's content.
    public var location: SourceLocation
    /// True when the value's characters stand in the document one for one from `location` on.
    public var isVerbatim: Bool

    public init(property: String, value: String, location: SourceLocation, isVerbatim: Bool) {
        self.property = property
        self.value = value
        self.location = location
        self.isVerbatim = isVerbatim
    }
}
