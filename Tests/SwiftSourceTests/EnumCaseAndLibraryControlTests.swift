import XCTest
@testable import SwiftSource

/// Titles that UIKit apps give through an enum case's computed member (`Mode.dark.title`) and through the controls
/// of widely used libraries named after the UIKit class they extend (HMSegmentedControl's `sectionTitles`,
/// `RAMAnimatedTabBarItem(title:image:tag:)`).
final class EnumCaseAndLibraryControlTests: ForwardingTestCase {
    /// An enum whose computed `title` gives back each case's key, with any more members given.
    private func fruitEnum(_ name: String, adding member: String = "") -> String {
        """
        enum \(name): Int {
            case apple, pear
            var title: String {
                switch self {
                case .apple: return Copy.Fruit.apple
                case .pear: return Copy.Fruit.pear
                }
            }
            \(member)
        }
        """
    }

    /// The accessors, the `FruitSegments` enum and one more file, indexed.
    private func indexWithSegments(_ file: String) -> CodeIndex {
        index([("Copy.swift", strings), ("FruitSegments.swift", fruitEnum("FruitSegments")), ("Screen.swift", file)])
    }

    func testSectionTitlesOfASegmentedControlAreSegmentsThroughTheEnumCasesMember() {
        let controller = """
        final class FruitViewController: UIViewController {
            lazy var segmentedControl = SegmentedControl()
            func languageChanged() {
                segmentedControl.sectionTitles = [FruitSegments.apple.title, FruitSegments.pear.title]
            }
        }
        """
        let code = indexWithSegments(controller)
        XCTAssertEqual(role(code, "fruit.apple"), "segment")
        XCTAssertEqual(role(code, "fruit.pear"), "segment")
    }

    func testSectionTitlesOfSomethingElseGiveNoRole() {
        let controller = """
        final class FruitViewController: UIViewController {
            let headerView = HeaderView()
            func languageChanged() { headerView.sectionTitles = [FruitSegments.apple.title] }
        }
        """
        let code = indexWithSegments(controller)
        XCTAssertNil(role(code, "fruit.apple"))
    }

    func testATabBarItemSubclassShowsTheEnumsTitleAsATab() {
        let tabs = fruitEnum("HomeTab", adding: "func item() -> UITabBarItem { RAMAnimatedTabBarItem(title: title, image: nil, tag: rawValue) }")
        let code = index([("Copy.swift", strings), ("HomeTab.swift", tabs)])
        XCTAssertEqual(role(code, "fruit.apple"), "tab")
        XCTAssertEqual(role(code, "fruit.pear"), "tab")
    }

    func testAnEnumCasesMemberShownInALabelIsALabel() {
        let cell = """
        final class FruitCell: UITableViewCell {
            let nameLabel = UILabel()
            func showPear() { nameLabel.text = FruitSegments.pear.title }
        }
        """
        let code = indexWithSegments(cell)
        XCTAssertEqual(role(code, "fruit.pear"), "label")
        XCTAssertEqual(role(code, "fruit.apple"), "label", "a case's member is the type's member: every case's key shows there")
    }
}
