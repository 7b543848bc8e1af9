@testable import SwiftSource
import XCTest
final class DumpTmp: XCTestCase {
    func testDump() {
        let screen = (try? String(contentsOf: FixtureApp.folder.appendingPathComponent("SwiftApp/Views/SettingsView.swift"), encoding: .utf8)) ?? ""
        let text = String(repeating: screen, count: 200)
        var t = Date()
        let source = SwiftSourceText(path: "Big.swift", text: text)
        print("lex", Date().timeIntervalSince(t), source.tokens.count); t = Date()
        let hints = TypeHints(source)
        print("hints", Date().timeIntervalSince(t)); t = Date()
        let nodes = SwiftParser.parse(source)
        print("parse", Date().timeIntervalSince(t)); t = Date()
        let walker = CodeWalker(source: source, hints: hints)
        print("walker init", Date().timeIntervalSince(t)); t = Date()
        walker.walk(nodes)
        print("walk", Date().timeIntervalSince(t), walker.uses.count); t = Date()
    }
}
