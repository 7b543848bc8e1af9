import Catalogs

/// The source entries of an object-ID key (`ObjectIDKey`): the key is never taken as its English text.
///
/// A catalog that has no English localization for `e9j-DR-MEH.title` stands the key in for the value
/// (`Entry.isKeyAsValue`), and a `.strings` table localized from a Base storyboard has no English file at all.
/// Where the table gives real English, it is kept. Otherwise the English is the Interface Builder document's text
/// of the property, else the note's (`title = "Launch on login";`). The entry stays where the catalog names the
/// key, since that is where its translations are made and found missing; a table without a source file points at
/// the document's text instead (or, with only a note, at the first translation). Where neither gives text, the
/// source entry keeps its place with no text, and the unit says so (`TranslationUnit.sourceTextIsUnknown`): no
/// copy rule runs on it and no translation is compared with it.
enum InterfaceBuilderSourceText {
    /// The unit's source entries, and whether their text is unknown.
    static func sourceEntries(
        _ source: [Entry], firstTranslation: Entry?, match: InterfaceBuilderMatch, sourceLanguage: String
    ) -> (entries: [Entry], isUnknown: Bool) {
        guard source.allSatisfy(\.isKeyAsValue), let anchor = source.first ?? firstTranslation else { return (source, false) }
        let standsInCatalog = !source.isEmpty
        switch match.english {
        case .document(let text)?:
            if standsInCatalog {
                return ([entry(like: anchor, value: text.value, locale: sourceLanguage, isKeyAsValue: false)], false)
            }
            var located = entry(like: anchor, value: text.value, locale: sourceLanguage, isKeyAsValue: false, location: text.location, isVerbatim: text.isVerbatim)
            located.file = match.documentPath ?? anchor.file
            return ([located], false)
        case .note(let value)?:
            return ([entry(like: anchor, value: value, locale: sourceLanguage, isKeyAsValue: false)], false)
        case nil:
            return ([entry(like: anchor, value: "", locale: sourceLanguage, isKeyAsValue: true)], true)
        }
    }

    /// A plain source entry of the anchor's file, table, key and comment, at the anchor's place unless given one.
    private static func entry(
        like anchor: Entry, value: String, locale: String, isKeyAsValue: Bool, location: SourceLocation? = nil,
        isVerbatim: Bool = false
    ) -> Entry {
        Entry(
            file: anchor.file, table: anchor.table, key: anchor.key, locale: anchor.isSource ? anchor.locale : locale,
            variation: "", value: value, state: nil, comment: anchor.comment, shouldTranslate: anchor.shouldTranslate,
            extractionState: anchor.extractionState, location: location ?? anchor.location, isVerbatim: isVerbatim,
            isSource: true, isKeyAsValue: isKeyAsValue
        )
    }
}
