import Foundation

/// Spells paths the way findings show them: relative to the folder the audit started in when the file is
/// below it, else as the user gave it.
struct DisplayPaths {
    let currentDirectory: String

    init(currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.currentDirectory = Self.standardized(currentDirectory)
    }

    /// The absolute path with `.` and `..` resolved lexically (symlinks are left as they are).
    func absolute(_ path: String) -> String {
        Self.standardized(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
    }

    /// `path` relative to the current folder when below it, else `path` itself.
    func display(_ path: String) -> String {
        let absolutePath = absolute(path)
        if absolutePath == currentDirectory { return "." }
        let prefix = currentDirectory == "/" ? "/" : currentDirectory + "/"
        if absolutePath.hasPrefix(prefix) { return String(absolutePath.dropFirst(prefix.count)) }
        return path
    }

    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The non-empty parts of `path` between slashes: `path.split(separator: "/")`, cut by bytes when the
    /// path is ASCII (where every character but CR LF is one byte, and a slash never joins another character).
    static func components(of path: String) -> [String] {
        var text = path
        let byBytes: [String]? = text.withUTF8 { bytes in
            var parts: [String] = []
            var start = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if byte >= 0x80 { return nil }
                guard byte == UInt8(ascii: "/") else { continue }
                if index > start { parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
                start = index + 1
            }
            if bytes.count > start { parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)) }
            return parts
        }
        return byBytes ?? path.split(separator: "/").map(String.init)
    }

    private static func standardized(_ path: String) -> String {
        isStandardized(path) ? path : standardizedByComponents(path)
    }

    /// `/` and the path's components without `.`, and without `..` and the component before it.
    static func standardizedByComponents(_ path: String) -> String {
        var parts: [String] = []
        for part in components(of: path) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// True when `standardized` would give `path` back unchanged: absolute, no empty, `.` or `..` component and
    /// no trailing slash. Discovery spells every file's path twice; most are already in this form.
    static func isStandardized(_ path: String) -> Bool {
        var text = path
        return text.withUTF8 { bytes in
            guard bytes.first == UInt8(ascii: "/") else { return false }
            guard bytes.count > 1 else { return true }
            guard bytes.last != UInt8(ascii: "/") else { return false }
            var start = 1
            for index in 1...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                switch index - start {
                case 0: return false
                case 1 where bytes[start] == UInt8(ascii: "."): return false
                case 2 where bytes[start] == UInt8(ascii: ".") && bytes[start + 1] == UInt8(ascii: "."): return false
                default: start = index + 1
                }
            }
            return true
        }
    }
}
