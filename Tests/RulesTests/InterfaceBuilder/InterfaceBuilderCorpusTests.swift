import Catalogs
import CopylintTestSupport
import Foundation
@testable import Rules
import XCTest

/// A real storyboard-localized Mac app (Rectangle, in the corpora; skipped without them): every object-ID key gets
/// English text, its storyboard's checkboxes are checkboxes, every table is audited as macOS, and no finding
/// quotes an object ID. The figures are printed for the record; no text of the app is written anywhere.
final class InterfaceBuilderCorpusTests: XCTestCase {
    func testRectangle() throws {
        let app = try Corpora.requirePath("Rectangle")
        let discovered = Discovery.find(paths: [app], defaultSourceLanguage: "en")
        let files = ParallelReading.read(discovered.requests).files
        let read = InterfaceBuilderReader.read(InterfaceBuilderFiles.find(paths: [app]))
        XCTAssertEqual(read.errors, [])
        XCTAssertGreaterThanOrEqual(read.documents.count, 3)
        XCTAssertTrue(read.documents.allSatisfy { $0.platform == "macos" })
        let index = InterfaceBuilderIndex(documents: read.documents)
        let auditor = Auditor(configuration: Configuration(), interfaceBuilder: index)
        let units = TranslationUnits.build(from: files, resolver: auditor.resolver, platforms: auditor.tablePlatforms)

        let idUnits = units.filter { ObjectIDKey.parse($0.key, note: $0.source.first?.comment) != nil }
        XCTAssertGreaterThan(idUnits.count, 300)
        let withEnglish = idUnits.filter { !$0.sourceTextIsUnknown && $0.source.allSatisfy { !$0.isKeyAsValue } }
        let fromDocument = idUnits.filter(\.role.isFromInterfaceBuilderDocument)
        let checkboxes = idUnits.filter { unit in
            let match = auditor.resolver.interfaceBuilderMatch(key: unit.key, comment: unit.source.first?.comment, table: unit.table.id)
            return match?.object?.element == "buttonCell" && ["check", "radio"].contains(match?.object?.type ?? "")
        }
        XCTAssertEqual(withEnglish.count, idUnits.count, "every object-ID key has English text")
        XCTAssertFalse(checkboxes.isEmpty)
        XCTAssertTrue(checkboxes.allSatisfy { $0.role.role == .checkbox })
        XCTAssertTrue(units.allSatisfy { $0.platform == "macos" }, "a Mac app's tables are audited as macOS")
        for unit in idUnits where unit.role.isFromInterfaceBuilderDocument {
            // The English is the storyboard's text of the object, or the catalog's own English.
            let match = try XCTUnwrap(auditor.resolver.interfaceBuilderMatch(key: unit.key, comment: unit.source.first?.comment, table: unit.table.id))
            if unit.source.first?.file.hasSuffix(".xcstrings") == true, case .document(let text)? = match.english,
               unit.source.first?.isVerbatim == false {
                XCTAssertEqual(unit.source.first?.value, text.value, unit.key)
            }
        }
        let findings = auditor.audit(files).findings
        for finding in findings {
            XCTAssertFalse(InterfaceBuilderFixture.holdsObjectID(finding.text), "\(finding.rule) \(finding.key)")
            XCTAssertFalse(InterfaceBuilderFixture.holdsObjectID(finding.message), "\(finding.rule) \(finding.key)")
        }
        let bySource = Dictionary(grouping: idUnits) { unit -> String in
            unit.role.isFromInterfaceBuilderDocument ? "storyboard" : unit.role.source.rawValue
        }.mapValues(\.count)
        print("Rectangle: \(withEnglish.count)/\(idUnits.count) object-ID keys with English text, "
            + "\(fromDocument.count) roles from storyboards, \(checkboxes.count) checkboxes; roles by source: "
            + bySource.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }
}
