@testable import Catalogs
import Foundation
import XCTest

final class BackgroundValueTests: XCTestCase {
    /// The value is made on another thread, is not there before it is made, and `wait()` hands it over (an
    /// optional value included) as often as asked.
    func testWaitHandsOverTheValueMadeElsewhere() {
        let release = DispatchSemaphore(value: 0)
        let pending = BackgroundValue { () -> Int? in
            release.wait()
            return Thread.isMainThread ? nil : 42
        }
        XCTAssertFalse(pending.isFinished)
        release.signal()
        XCTAssertEqual(pending.wait(), 42)
        XCTAssertTrue(pending.isFinished)
        XCTAssertEqual(pending.wait(), 42)
        XCTAssertNil(BackgroundValue { () -> Int? in nil }.wait())
    }
}
