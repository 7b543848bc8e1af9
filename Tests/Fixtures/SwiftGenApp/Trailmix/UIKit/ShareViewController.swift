import UIKit

final class ShareViewController: UIViewController {
    func showFailure() {
        let alert = UIAlertController(title: UserText.shareFailedTitle, message: UserText.shareFailedMessage, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: L10n.cancelLabel, style: .cancel))
        present(alert, animated: true)
    }
}
