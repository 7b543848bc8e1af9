import XCTest
@testable import SwiftSource

/// What the forwarding tests share: SwiftGen-style accessors for every key they use, a type whose computed `title`
/// gives them back, and the index and role lookups over them. Holds no tests of its own.
class ForwardingTestCase: XCTestCase {
    func index(_ files: [(String, String)]) -> CodeIndex {
        let sources = files.map { SwiftSourceText(path: $0.0, text: $0.1) }
        let wrappers = LocalizingWrappers.merged(sources.map(LocalizingWrappers.init))
        // As `SwiftFiles.scan` does: the first pass's declared collections and function results, for every file.
        let receivers = TypeHints.projectTypes(sources.map { ReceiverTypes($0).knownTypes })
        return CodeIndex(files: sources.map { SwiftSourceScanner.scan($0, wrappers: wrappers, projectReceivers: receivers) })
    }

    func role(_ index: CodeIndex, _ key: String) -> String? {
        index.roleUse(of: .init(table: "Localizable", key: key))?.role?.rawValue
    }

    /// Generated accessors, SwiftGen style, for every key the tests use.
    let strings = """
    enum Copy {
      enum Speed {
        static var slow: String { return Copy.tr("Localizable", "speed.slow") }
        static var fast: String { return Copy.tr("Localizable", "speed.fast") }
        static func custom(_ p1: Int) -> String { return Copy.tr("Localizable", "speed.custom", p1) }
      }
      enum Fruit {
        static var apple: String { return Copy.tr("Localizable", "fruit.apple") }
        static var pear: String { return Copy.tr("Localizable", "fruit.pear") }
      }
      enum Prompt {
        static var heading: String { return Copy.tr("Localizable", "prompt.heading") }
        static var body: String { return Copy.tr("Localizable", "prompt.body") }
        static var row: String { return Copy.tr("Localizable", "prompt.row") }
        static var caption: String { return Copy.tr("Localizable", "prompt.caption") }
      }
      private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String { key }
    }
    """

    let speed = """
    enum Speed: CaseIterable {
        case slow, fast, custom
        var title: String {
            switch self {
            case .slow: return Copy.Speed.slow
            case .fast:
                return Copy.Speed.fast
            case .custom: Copy.Speed.custom(3)
            }
        }
    }
    """
}
