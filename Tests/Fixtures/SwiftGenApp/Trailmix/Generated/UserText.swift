import Foundation

/// Hand-written accessors, as some apps keep them beside the generated ones.
enum UserText {
    static let shareFailedTitle = NSLocalizedString("share.failed.title", value: "Couldn’t Share", comment: "")
    static var shareFailedMessage: String { NSLocalizedString("share.failed.message", comment: "") }
}

func loc(_ key: String) -> String {
    NSLocalizedString(key, comment: "")
}

extension String {
    var localized: String { NSLocalizedString(self, comment: "") }
}
