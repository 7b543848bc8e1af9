import Catalogs

/// The Interface Builder documents of an audit, looked up by object ID for the keys of one table.
///
/// Object IDs are unique within a document, not across a project: Xcode's templates give the standard menu items
/// the same IDs in every app, so two storyboards of one repository share them. A key is therefore looked up in its
/// table's own documents (those of the same name in the same folder: `Main.xcstrings` or `de.lproj/Main.strings`
/// beside `Base.lproj/Main.storyboard`, the `*.lproj` folders set aside) and, when it has some, only there: an
/// object missing from them is a stale key, not another document's object. A table without documents of its own
/// (an XLIFF export names its tables after their originals) looks in the documents of its name, then in all of
/// them, and takes the object only where exactly one document holds it.
public struct InterfaceBuilderIndex: Sendable {
    public let documents: [InterfaceBuilderDocument]
    /// Where each object ID is: document and object positions, in document order.
    private let places: [String: [Place]]
    /// The documents of each base name (`Main` for `Base.lproj/Main.storyboard`), in order.
    private let documentsByName: [String: [Int]]
    /// The folder of each document, `*.lproj` set aside.
    private let folders: [String]

    private struct Place: Sendable {
        let document: Int
        let object: Int
    }

    public init(documents: [InterfaceBuilderDocument]) {
        self.documents = documents
        var places: [String: [Place]] = [:]
        var byName: [String: [Int]] = [:]
        var folders: [String] = []
        for (documentIndex, document) in documents.enumerated() {
            let location = TableLocation(path: document.path)
            byName[location.name, default: []].append(documentIndex)
            folders.append(location.folder)
            for (objectIndex, object) in document.objects.enumerated() {
                places[object.id, default: []].append(Place(document: documentIndex, object: objectIndex))
            }
        }
        self.places = places
        self.documentsByName = byName
        self.folders = folders
    }

    public var isEmpty: Bool { documents.isEmpty }

    /// The first place, when every place is in one document.
    private static func onlyDocument(_ places: [Place]) -> Place? {
        guard let first = places.first, places.allSatisfy({ $0.document == first.document }) else { return nil }
        return first
    }

    /// Whether any document holds an object with this ID.
    public func holds(objectID: String) -> Bool {
        places[objectID] != nil
    }

    /// The documents table `table` (a `TableInfo.id`) is localized from: same name and folder.
    public func ownDocuments(ofTable table: String) -> [InterfaceBuilderDocument] {
        let location = TableLocation(tableID: table)
        return (documentsByName[location.name] ?? []).filter { folders[$0] == location.folder }.map { documents[$0] }
    }

    /// The object `objectID` as table `table` sees it (see the type's comment), with its document.
    public func object(_ objectID: String, table: String) -> (document: InterfaceBuilderDocument, object: InterfaceBuilderObject)? {
        guard let found = places[objectID], !found.isEmpty else { return nil }
        let location = TableLocation(tableID: table)
        let sameName = documentsByName[location.name] ?? []
        let own = sameName.filter { folders[$0] == location.folder }
        let choice: Place?
        if !own.isEmpty {
            choice = found.first { own.contains($0.document) }
        } else {
            let named = found.filter { sameName.contains($0.document) }
            choice = Self.onlyDocument(named) ?? (named.isEmpty ? Self.onlyDocument(found) : nil)
        }
        return choice.map { (documents[$0.document], documents[$0.document].objects[$0.object]) }
    }
}

/// A table's or a document's name and folder, as `InterfaceBuilderIndex` matches them: the file's base name
/// without extension, and its folder with a trailing `*.lproj` set aside.
struct TableLocation: Equatable {
    let name: String
    let folder: String

    /// The location of a file path.
    init(path: String) {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let file = components.popLast() ?? ""
        if let last = components.last, last.lowercased().hasSuffix(".lproj") { components.removeLast() }
        name = Self.baseName(file)
        folder = components.joined(separator: "/")
    }

    /// The location of a table: its path, or for an XLIFF `<file>` (`export.xliff#App/Base.lproj/Main.storyboard`)
    /// its original's name, in no folder of the audit.
    init(tableID: String) {
        guard let hash = tableID.lastIndex(of: "#") else {
            self.init(path: tableID)
            return
        }
        self.init(name: TableLocation(path: String(tableID[tableID.index(after: hash)...])).name, folder: "\u{0}")
    }

    private init(name: String, folder: String) {
        self.name = name
        self.folder = folder
    }

    private static func baseName(_ file: String) -> String {
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}
