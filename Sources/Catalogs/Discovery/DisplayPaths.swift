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

    private static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
