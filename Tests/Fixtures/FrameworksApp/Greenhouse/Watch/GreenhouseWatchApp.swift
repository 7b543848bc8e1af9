import SwiftUI
import WatchKit

/// The watch app's entry point: its folder holds the watch app's sources.
@main
struct GreenhouseWatchApp: App {
    @WKApplicationDelegateAdaptor(GreenhouseWatchDelegate.self) private var delegate

    var body: some Scene {
        WindowGroup { FrostWateringView() }
    }
}

final class GreenhouseWatchDelegate: NSObject, WKApplicationDelegate {}
