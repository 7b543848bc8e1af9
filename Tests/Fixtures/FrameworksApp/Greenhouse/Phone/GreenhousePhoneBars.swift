import UIKit

/// The same kind of bar button on the phone.
final class GreenhousePhoneBars {
    func phoneButton() -> UIBarButtonItem {
        UIBarButtonItem(title: String(localized: "Refresh Soil"), style: .plain, target: nil, action: nil) // expect: toolbar-item "Refresh Soil"
    }
}
