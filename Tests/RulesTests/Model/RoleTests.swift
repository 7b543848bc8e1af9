import CopylintBase
import XCTest
@testable import Rules

final class RoleTests: XCTestCase {
    /// Arrays kept by role (`ShardPlans`, `expansion-ratio`'s fonts) index them by `position`: it must be each
    /// role's place in `allCases`, one role per place.
    func testPositionIsTheIndexInAllCases() {
        for (index, role) in Role.allCases.enumerated() {
            XCTAssertEqual(role.position, index, "\(role)")
        }
    }
}
