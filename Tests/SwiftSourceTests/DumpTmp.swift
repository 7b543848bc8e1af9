import SwiftSource
import XCTest
final class DumpTmp: XCTestCase {
    func testDump() {
        for scan in FixtureApp.scans { for use in scan.uses { print("USE\t\(use.file.split(separator: "/").last!)\t\(use.line)\t\(use.role?.rawValue ?? "-")\t\(use.text)\t\(use.localization)\t\(use.table ?? "")\t\(use.comment ?? "")") } }
    }
}
