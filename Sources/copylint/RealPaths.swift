import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Path arithmetic for `audit --since`, which must say whether two spellings name the same file: the
/// repository's top as git reports it (symbolic links resolved) and the paths the user typed (maybe through a
/// link, such as macOS's `/tmp` or `/var`).
enum RealPaths {
    /// `path` with every symbolic link resolved; as it is (standardized) when it does not exist.
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return (path as NSString).standardizingPath }
        defer { free(real) }
        return String(cString: real)
    }

    /// `path` made absolute against `folder`, `.` and `..` resolved by name.
    static func absolute(_ path: String, in folder: String) -> String {
        var parts: [Substring] = []
        for part in (path.hasPrefix("/") ? path : folder + "/" + path).split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `root` ("" for the root itself), or nil when it is not below it.
    static func relative(_ path: String, to root: String) -> String? {
        if path == root { return "" }
        let prefix = root == "/" ? "/" : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// The nearest existing folder at or above `path`.
    static func existingFolder(of path: String) -> String {
        var candidate = path
        while candidate != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue { return candidate }
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        return "/"
    }
}
