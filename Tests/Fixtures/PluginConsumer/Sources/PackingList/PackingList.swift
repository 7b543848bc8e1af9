import Foundation

/// The titles of a packing list screen, looked up in the target's string catalog.
public enum PackingListTitles {
    public static let screen = NSLocalizedString("packing.title", comment: "Navigation title of the packing list screen")
    public static let addItem = NSLocalizedString("packing.add", comment: "Button that adds an item to the packing list")
    public static let checking = NSLocalizedString("packing.checking", comment: "Status line while the forecast for the trip loads")
}
