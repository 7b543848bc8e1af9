/// Folder arithmetic on the display paths of files (`App/Settings/View.swift`), shared by everything that says
/// "the tables below this folder": the Swift code's platform, and the storyboards'.
public enum FolderPaths {
    /// The deepest folder holding every file of `paths` ("" when they share none, or for no paths).
    public static func deepestCommonFolder(of paths: [String]) -> String {
        guard let first = paths.first else { return "" }
        var common = first.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for path in paths.dropFirst() {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            var shared = 0
            while shared < min(common.count, parts.count), common[common.startIndex + shared] == parts[parts.startIndex + shared] { shared += 1 }
            common = common.prefix(shared)
        }
        return common.joined(separator: "/")
    }
}
