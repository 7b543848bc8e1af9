import SwiftSource
import XCTest
final class DumpTmp: XCTestCase {
    func testDump() {
        let path = ProcessInfo.processInfo.environment["DUMP_PATH"] ?? "/tmp/lm"
        let index = SwiftFiles.index(paths: [path])
        for scan in index.files { for use in scan.uses { print("USE\t\(use.file.split(separator: "/").last!)\t\(use.line)\t\(use.role?.rawValue ?? "-")\t\(use.text)\t\(use.localization)\t\(use.table ?? "")\t\(use.element)") } }
    }
}
