import Foundation
import XCTest
@testable import Catalogs

final class StringsPerfScratchTests: XCTestCase {
    func testScratchTiming() throws {
        for (name, format) in [("Big.strings", FileFormat.strings), ("OneLine.strings", .strings), ("Big.xliff", .xliff)] {
            let path = "/tmp/perfgen/" + name
            let start = Date()
            let file = try CatalogReader.read(ReadRequest(path: path, displayPath: name, format: format, table: "T", locale: "en", sourceLanguage: "en")).get()
            print("TIMING \(name): \(file.entries.count) entries in \(Date().timeIntervalSince(start)) s; last \(file.entries.last!.location)")
        }
    }
}
