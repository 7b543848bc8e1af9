import UIKit

/// A UIKit screen: alerts and action sheets, bar items, buttons, segments, a tab bar and labels.
final class AccountViewController: UIViewController {
    private let nameLabel = UILabel()
    private let saveButton = UIButton(type: .system)
    private let searchController = UISearchController()
    private let emailField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Account", comment: "Title of the account screen") // expect: nav-title "Account"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("Edit", comment: "Edit the account"), style: .plain, target: self, action: #selector(edit)) // expect: toolbar-item "Edit"
        saveButton.setTitle(NSLocalizedString("Save Changes", comment: ""), for: .normal) // expect: button "Save Changes"
        nameLabel.text = "Hello, friend" // fires: unlocalized-literal // expect: label "Hello, friend" plain
        nameLabel.accessibilityHint = NSLocalizedString("Shows your full name.", comment: "") // expect: a11y-hint "Shows your full name."
        saveButton.accessibilityLabel = NSLocalizedString("Save", comment: "") // expect: a11y-label "Save"
        emailField.placeholder = NSLocalizedString("Email Address", tableName: "Account", comment: "") // expect: placeholder "Email Address"
        searchController.searchBar.placeholder = NSLocalizedString("Search Accounts", comment: "") // expect: search-prompt "Search Accounts"
        tabBarItem = UITabBarItem(title: NSLocalizedString("Profile", comment: ""), image: nil, tag: 0) // expect: tab "Profile"
        let filter = UISegmentedControl(items: [
            NSLocalizedString("All", comment: ""), // expect: segment "All"
            NSLocalizedString("Unread", comment: ""), // expect: segment "Unread"
            NSLocalizedString("Flagged by Team Members", comment: ""), // fires: segment-length-balance // expect: segment "Flagged by Team Members"
        ])
        navigationItem.titleView = filter
        let empty = "" // An empty literal is not text.
        nameLabel.text = empty
    }

    @objc private func edit() {}

    func confirmDelete() {
        let alert = UIAlertController(
            title: NSLocalizedString("Delete Account?", comment: ""), // expect: alert-title "Delete Account?"
            message: NSLocalizedString("Your data will be erased.", comment: ""), // expect: alert-message "Your data will be erased."
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: NSLocalizedString("Delete", comment: ""), style: .destructive) { _ in }) // fires: destructive-without-cancel // expect: alert-button "Delete"
        alert.addAction(UIAlertAction(title: NSLocalizedString("Keep Account", comment: ""), style: .default)) // expect: alert-button "Keep Account"
        present(alert, animated: true)
    }

    func chooseSource() {
        let cancel = UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel) // expect: action-sheet-button "Cancel"
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: NSLocalizedString("Take Photo", comment: ""), style: .default)) // expect: action-sheet-button "Take Photo"
        sheet.addAction(UIAlertAction(title: NSLocalizedString("Remove Photo", comment: ""), style: .destructive)) // expect: action-sheet-button "Remove Photo"
        sheet.addAction(cancel)
        present(sheet, animated: true)
    }

    func warnOffline() {
        let alert = UIAlertController(
            title: "Offline", // fires: unlocalized-literal // expect: alert-title "Offline" plain
            message: "Check your connection.", // fires: unlocalized-literal // expect: alert-message "Check your connection." plain
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: NSLocalizedString("Close", comment: ""), style: .cancel)) // fires: cancel-wording // expect: alert-button "Close"
        present(alert, animated: true)
    }
}

/// Six view controllers in a tab bar controller: one more than iPhone shows.
final class MainTabController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [ // fires: tab-count
            AccountViewController(), AccountViewController(), AccountViewController(),
            AccountViewController(), AccountViewController(), AccountViewController(),
        ]
    }
}
