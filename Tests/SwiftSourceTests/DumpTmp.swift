import SwiftSource
import XCTest
final class DumpTmp: XCTestCase {
    func testDump() {
        print("EXPECT", FixtureApp.expectations.count, "PLANTED", FixtureApp.planted.count)
        for scan in FixtureApp.scans { for use in scan.uses { print("USE", use.file.split(separator: "/").last!, use.line, use.column, use.role?.rawValue ?? "-", use.text, use.localization, use.table ?? "", use.comment ?? "") } }
    }
}
