import Catalogs
import Rules

/// Applies the configuration's `include` and `exclude` globs to discovered files (`**` spans folders, `*`
/// stays within one path component).
struct PathFilter {
    let include: [String]
    let exclude: [String]

    init(configuration: Configuration) {
        include = configuration.include
        exclude = configuration.exclude
    }

    func filter(_ requests: [ReadRequest]) -> [ReadRequest] {
        requests.filter { request in
            let path = request.displayPath
            if !include.isEmpty, !include.contains(where: { Glob.matches($0, path) }) { return false }
            return !exclude.contains { Glob.matches($0, path) }
        }
    }
}

/// Path globbing: `**` matches any number of folders, `*` any characters but `/`, `?` one character.
enum Glob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return match(Array(pattern.unicodeScalars)[...], Array(trimmed.unicodeScalars)[...])
    }

    private static func match(_ pattern: ArraySlice<Unicode.Scalar>, _ path: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "*" {
            let isDouble = pattern.dropFirst().first == "*"
            var rest = pattern.dropFirst(isDouble ? 2 : 1)
            if isDouble, rest.first == "/" {
                // `**/` also matches no folder at all.
                if match(rest.dropFirst(), path) { return true }
                rest = pattern.dropFirst(2)
            }
            var index = path.startIndex
            while true {
                if match(rest, path[index...]) { return true }
                guard index < path.endIndex, isDouble || path[index] != "/" else { return false }
                index += 1
            }
        }
        guard let next = path.first else { return false }
        if first == "?" || first == next {
            return next != "/" || first == "/" ? match(pattern.dropFirst(), path.dropFirst()) : false
        }
        return false
    }
}
