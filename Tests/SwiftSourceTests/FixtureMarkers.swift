import Foundation
import SwiftSource
import XCTest

/// The fixture app under `Tests/Fixtures/SwiftApp` and the expectations written in its comments:
/// `// expect: role "key" [plain|verbatim]; …` (role `-` for none) and `// fires: rule-id`.
enum FixtureApp {
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/SwiftApp")

    /// The fixture's Swift files as (path relative to the package root, text).
    static let swiftFiles = swiftFiles(in: "Tests/Fixtures/SwiftApp")

    /// The Swift files under a fixture folder (a path relative to the package root), sorted by path.
    static func swiftFiles(in fixture: String) -> [(path: String, text: String)] {
        let folder = packageRoot.appendingPathComponent(fixture)
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [(String, String)] = []
        while let name = enumerator?.nextObject() as? String {
            guard name.hasSuffix(".swift") else { continue }
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            files.append((fixture + "/" + name, text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    static var scans: [SwiftFileScan] {
        swiftFiles.map { SwiftSourceScanner.scan(path: $0.path, text: $0.text) }
    }

    struct Expectation: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var role: String?
        var text: String
        var localization: CodeStringUse.Localization

        var description: String { "\(file):\(line) \(role ?? "-") “\(text)” \(localization.rawValue)" }
    }

    struct Planted: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var rule: String

        var description: String { "\(file):\(line) \(rule)" }
    }

    static var expectations: [Expectation] { expectations(in: swiftFiles) }

    /// The `// expect:` markers of these files.
    static func expectations(in files: [(path: String, text: String)]) -> [Expectation] {
        var result: [Expectation] = []
        for (path, text) in files {
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                guard let marker = line.range(of: "// expect: ") else { continue }
                for entry in line[marker.upperBound...].components(separatedBy: "; ") {
                    guard let open = entry.firstIndex(of: "\""), let close = entry.lastIndex(of: "\""), open < close else { continue }
                    let role = entry[..<open].trimmingCharacters(in: .whitespaces)
                    let tail = entry[entry.index(after: close)...].trimmingCharacters(in: .whitespaces)
                    result.append(Expectation(
                        file: path, line: index + 1, role: role == "-" ? nil : role,
                        text: String(entry[entry.index(after: open)..<close]),
                        localization: CodeStringUse.Localization(rawValue: tail) ?? .localized
                    ))
                }
            }
        }
        return result
    }

    /// Fails for every expectation no use meets and every use no expectation names.
    static func assertUses(_ uses: [CodeStringUse], match expected: [Expectation], file: StaticString = #filePath, line: UInt = #line) {
        let found = Set(uses.map { Expectation(file: $0.file, line: $0.line, role: $0.role?.rawValue, text: $0.text, localization: $0.localization) })
        for expectation in expected where !found.contains(expectation) {
            let onLine = uses.filter { $0.file == expectation.file && $0.line == expectation.line }
                .map { "\($0.role?.rawValue ?? "-") “\($0.text)” \($0.localization.rawValue)" }
            XCTFail("missing \(expectation); found on that line: \(onLine)", file: file, line: line)
        }
        for use in found.subtracting(expected) {
            XCTFail("not expected: \(use)", file: file, line: line)
        }
    }

    static var planted: Set<Planted> {
        var result: Set<Planted> = []
        for (path, text) in swiftFiles {
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                guard let marker = line.range(of: "// fires: ") else { continue }
                let rule = line[marker.upperBound...].prefix { !$0.isWhitespace }
                result.insert(Planted(file: path, line: index + 1, rule: String(rule)))
            }
        }
        return result
    }
}
