import CopylintTestSupport
import Foundation
import Rules
import XCTest

/// The one registry of built-in checks (`AllChecks`) against the repository: every rule file in `Rules/` has a
/// check and every check a rule file, and each check is listed under the folder of `Sources/Rules/Checks/` its
/// type is declared in.
final class RegistryTests: XCTestCase {
    private static let checksFolder = Corpora.packageRoot.appendingPathComponent("Sources/Rules/Checks")

    /// The ids of the rule files in the repository's `Rules/` folder (the file names without `.json`).
    private static func ruleFileIDs() throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(atPath: Corpora.packageRoot.appendingPathComponent("Rules").path)
        return Set(names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) })
    }

    func testEveryRuleFileHasACheckAndEveryCheckARuleFile() throws {
        let files = try Self.ruleFileIDs()
        let checks = Set(AllChecks.all.map(\.id))
        XCTAssertFalse(files.isEmpty, "no rule files in Rules/")
        XCTAssertEqual(files.subtracting(checks).sorted(), [], "Rules/<id>.json files without a check in AllChecks")
        XCTAssertEqual(checks.subtracting(files).sorted(), [], "checks in AllChecks without a Rules/<id>.json file")
    }

    func testEveryBundledDefinitionHasACheckAndNoTwoChecksShareAnID() {
        let ids = AllChecks.all.map(\.id)
        let duplicates = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        XCTAssertEqual(duplicates, [], "checks listed twice, or two checks with one id")
        let definitions = Set(RuleDefinitions.all.map(\.id))
        XCTAssertEqual(Set(ids).subtracting(definitions).sorted(), [], "checks whose rule file is not in the binary")
        XCTAssertEqual(definitions.subtracting(ids).sorted(), [], "rule files in the binary without a check")
    }

    func testTheGroupsAreExactlyTheFoldersOfTheChecks() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.checksFolder.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: Self.checksFolder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        XCTAssertEqual(AllChecks.groups.map(\.folder), folders.sorted(), "AllChecks.groups must list every folder of Sources/Rules/Checks, in order")
        XCTAssertEqual(AllChecks.all.count, AllChecks.groups.reduce(0) { $0 + $1.checks.count })
    }

    func testEveryCheckIsListedUnderTheFolderItsTypeIsDeclaredIn() throws {
        for group in AllChecks.groups {
            let folder = Self.checksFolder.appendingPathComponent(group.folder)
            let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }
                .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            for check in group.checks {
                let typeName = String(describing: type(of: check))
                let declared = sources.contains { $0.contains("struct \(typeName):") || $0.contains("class \(typeName):") }
                XCTAssertTrue(declared, "\(typeName) (\(check.id)) is listed under \(group.folder) but not declared in Sources/Rules/Checks/\(group.folder)/")
            }
        }
    }
}
