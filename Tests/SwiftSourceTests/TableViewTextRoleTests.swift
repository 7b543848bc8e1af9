import XCTest
@testable import SwiftSource

/// The texts of UIKit table views: a data source's section headers and footers, and a cell's list content
/// configuration.
final class TableViewTextRoleTests: XCTestCase {
    private func roles(_ code: String) -> [String] {
        SwiftSourceScanner.scan(path: "t.swift", text: code).uses.map { "\($0.role?.rawValue ?? "-") \($0.text)" }
    }

    func testADataSourcesSectionHeadersAndFootersAreLabels() {
        let code = """
        final class SettingsViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                switch section {
                case 0: return NSLocalizedString("header.general", comment: "")
                default: return nil
                }
            }
            override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                section == 0 ? NSLocalizedString("footer.general", comment: "") : nil
            }
        }
        """
        XCTAssertEqual(roles(code), ["label header.general", "label footer.general"])
    }

    func testAnotherTableViewMethodsValueIsNoSectionTitle() {
        let code = """
        final class SettingsViewController: UITableViewController {
            func tableView(_ tableView: UITableView, reuseIdentifierFor section: Int) -> String {
                NSLocalizedString("cell.identifier", comment: "")
            }
        }
        """
        XCTAssertEqual(roles(code), ["- cell.identifier"])
    }

    func testAListContentConfigurationsTextsAreLabels() {
        let code = """
        final class SettingsViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = NSLocalizedString("row.name", comment: "")
                content.secondaryText = NSLocalizedString("row.detail", comment: "")
                cell.contentConfiguration = content
                return cell
            }
        }
        """
        XCTAssertEqual(roles(code), ["label row.name", "label row.detail"])
    }
}
