import Foundation

/// Finds the string files below the paths a user names and says how to read each one.
///
/// Exists so the command line and tests share one notion of "the catalogs of this project": which files count,
/// which locale a `.strings` file is in (its `*.lproj` folder), which files translate each other (one table
/// across `*.lproj` folders) and the table's source language. Results are sorted by path so runs are repeatable.
public enum Discovery {
    public static func find(paths: [String], defaultSourceLanguage: String) -> (requests: [ReadRequest], errors: [ReadError]) {
        var walk = DiscoveryWalk(defaultSourceLanguage: defaultSourceLanguage, paths: DisplayPaths())
        for path in paths {
            walk.visitGivenPath(path)
        }
        let requests = walk.requests.sorted { ($0.displayPath, $0.path) < ($1.displayPath, $1.path) }
        let errors = walk.errors.sorted { ($0.file, $0.message) < ($1.file, $1.message) }
        return (requests, errors)
    }

    /// The format a file name's extension stands for, or nil when copylint does not read it.
    public static func format(ofFileNamed name: String) -> FileFormat? {
        if case .ascii(let format) = asciiFormat(ofFileNamed: name) { return format }
        return exactFormat(ofFileNamed: name)
    }

    /// `format(ofFileNamed:)` for any name, character by character.
    static func exactFormat(ofFileNamed name: String) -> FileFormat? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "xcstrings": return .xcstrings
        case "strings": return .strings
        case "stringsdict": return .stringsdict
        case "xliff", "xlf": return .xliff
        default: return nil
        }
    }

    /// What `asciiFormat(ofFileNamed:)` found.
    enum ASCIINameFormat: Equatable {
        /// The name is ASCII, and this is its format (nil when copylint does not read it).
        case ascii(FileFormat?)
        /// The name is not ASCII: only `format(ofFileNamed:)`'s exact path can tell.
        case notASCII
    }

    /// `format(ofFileNamed:)` for an ASCII name, worked out on its bytes (an ASCII byte is a whole character
    /// and lower-cases on its own), which spares the character-wise search for most names.
    static func asciiFormat(ofFileNamed name: String) -> ASCIINameFormat {
        var name = name
        return name.withUTF8 { bytes -> ASCIINameFormat in
            var dot = -1
            for (index, byte) in bytes.enumerated() {
                if byte >= 0x80 { return .notASCII }
                if byte == UInt8(ascii: ".") { dot = index }
            }
            guard dot > 0 else { return .ascii(nil) }
            let length = bytes.count - dot - 1
            func named(_ lowercased: StaticString) -> Bool {
                guard lowercased.utf8CodeUnitCount == length else { return false }
                for offset in 0..<length {
                    var byte = bytes[dot + 1 + offset]
                    if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 0x20 }
                    if byte != lowercased.utf8Start[offset] { return false }
                }
                return true
            }
            if named("xcstrings") { return .ascii(.xcstrings) }
            if named("strings") { return .ascii(.strings) }
            if named("stringsdict") { return .ascii(.stringsdict) }
            if named("xliff") || named("xlf") { return .ascii(.xliff) }
            return .ascii(nil)
        }
    }
}

/// The state of one discovery run: folders seen (so links cannot loop), files found, problems met.
struct DiscoveryWalk {
    let defaultSourceLanguage: String
    let paths: DisplayPaths
    var requests: [ReadRequest] = []
    var errors: [ReadError] = []
    private var seenFiles: Set<String> = []
    private var seenFolders: Set<FileProbe.Identity> = []
    /// The source language of each legacy table found so far, by table folder and name in the lproj (every
    /// locale's file of a table asks the same question of the file system).
    private var sourceLanguages: [String: String] = [:]

    init(defaultSourceLanguage: String, paths: DisplayPaths) {
        self.defaultSourceLanguage = defaultSourceLanguage
        self.paths = paths
    }

    mutating func visitGivenPath(_ path: String) {
        let probe = FileProbe.probe(path)
        let name = (path as NSString).lastPathComponent
        switch probe.kind {
        case .missing:
            errors.append(ReadError(file: paths.display(path), message: "no such file or directory"))
        case .directory:
            if Discovery.format(ofFileNamed: name) != nil {
                errors.append(ReadError(file: paths.display(path), message: "is a directory, not a string file"))
            } else {
                visitFolder(path, identity: probe.identity)
            }
        case .file, .other:
            if let format = Discovery.format(ofFileNamed: name) {
                addFile(path, format: format)
            } else if InterfaceBuilderFiles.isInterfaceBuilderFile(named: name) {
                errors.append(ReadError(
                    file: paths.display(path),
                    message: "an Interface Builder file is not a string file; copylint reads it for roles and English text when its folder is audited"
                ))
            } else {
                errors.append(ReadError(
                    file: paths.display(path),
                    message: "not a string file (copylint reads .xcstrings, .strings, .stringsdict, .xliff and .xlf)"
                ))
            }
        }
    }

    private mutating func visitFolder(_ folder: String, identity: FileProbe.Identity?) {
        if let identity {
            guard seenFolders.insert(identity).inserted else { return }
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            errors.append(ReadError(file: paths.display(folder), message: "cannot list the folder: \(error.localizedDescription)"))
            return
        }
        // An .xcloc bundle's "Source Contents" holds copies of the project's sources, for context only.
        let isXcloc = folder.hasSuffix(".xcloc") || folder.hasSuffix(".xcloc/")
        for name in names where !name.hasPrefix(".") {
            if isXcloc, name != "Localized Contents" { continue }
            let child = DisplayPaths.join(folder, name)
            let probe = FileProbe.probe(child)
            let format = Discovery.format(ofFileNamed: name)
            switch probe.kind {
            case .directory:
                if format != nil {
                    errors.append(ReadError(file: paths.display(child), message: "is a directory, not a string file"))
                } else {
                    visitFolder(child, identity: probe.identity)
                }
            case .file, .other:
                if let format { addFile(child, format: format) }
            case .missing:
                continue
            }
        }
    }

    private mutating func addFile(_ path: String, format: FileFormat) {
        let absolutePath = paths.absolute(path)
        guard seenFiles.insert(absolutePath).inserted else { return }
        let displayPath = paths.display(path)
        switch format {
        case .xcstrings, .xliff:
            requests.append(ReadRequest(
                path: path, displayPath: displayPath, format: format, table: displayPath, locale: nil,
                sourceLanguage: defaultSourceLanguage
            ))
        case .strings, .stringsdict:
            requests.append(legacyTableRequest(path: path, absolutePath: absolutePath, displayPath: displayPath, format: format))
        }
    }

    /// A `.strings`/`.stringsdict` file: locale from the nearest `*.lproj`, table shared across the lproj folders.
    private mutating func legacyTableRequest(path: String, absolutePath: String, displayPath: String, format: FileFormat) -> ReadRequest {
        let components = DisplayPaths.components(of: absolutePath)
        guard let lprojIndex = components.indices.dropLast().last(where: { LprojFolder.isLproj(components[$0]) }) else {
            return ReadRequest(
                path: path, displayPath: displayPath, format: format, table: displayPath,
                locale: defaultSourceLanguage, sourceLanguage: defaultSourceLanguage
            )
        }
        var locale = LprojFolder.locale(ofFolderNamed: components[lprojIndex])
        let tableFolder = "/" + components[..<lprojIndex].joined(separator: "/")
        let nameInLproj = components[(lprojIndex + 1)...].joined(separator: "/")
        let table = DisplayPaths.join(paths.display(tableFolder), nameInLproj)
        var sourceLanguage = cachedSourceLanguage(tableFolder: tableFolder, nameInLproj: nameInLproj)
        // A table whose only source is `Base.lproj` is written in the development language: its strings are read
        // as that language's, so the rules of the language (English copy rules, its quotes) apply to them.
        if sourceLanguage == LprojFolder.baseLocale {
            sourceLanguage = defaultSourceLanguage
            if locale == LprojFolder.baseLocale { locale = defaultSourceLanguage }
        }
        return ReadRequest(
            path: path, displayPath: displayPath, format: format, table: table, locale: locale,
            sourceLanguage: sourceLanguage
        )
    }

    private mutating func cachedSourceLanguage(tableFolder: String, nameInLproj: String) -> String {
        let table = tableFolder + "\u{0}" + nameInLproj
        if let known = sourceLanguages[table] { return known }
        let language = sourceLanguage(tableFolder: tableFolder, nameInLproj: nameInLproj)
        sourceLanguages[table] = language
        return language
    }

    /// The default language's lproj when the table has one, else `en`, else `Base`, else the default.
    private func sourceLanguage(tableFolder: String, nameInLproj: String) -> String {
        for language in [defaultSourceLanguage, "en", LprojFolder.baseLocale] {
            for folderName in LprojFolder.folderNames(for: language) {
                let candidate = DisplayPaths.join(DisplayPaths.join(tableFolder, folderName), nameInLproj)
                if FileProbe.exists(candidate) { return language }
            }
        }
        return defaultSourceLanguage
    }
}
