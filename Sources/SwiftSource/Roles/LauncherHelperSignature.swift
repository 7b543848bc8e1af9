/// Tells a macOS launcher helper by its app delegate: an app that, once launched, opens its main app and quits.
///
/// Before macOS 13 a login item was a second, tiny app inside the main one. Xcode gave it the template
/// storyboard with the whole stock menu bar (File, Edit, Format, Font, Kern, …), often localized along with the
/// main app, but the helper never shows it: its delegate starts the main app and terminates, and its
/// `Info.plist` says `LSBackgroundOnly`. Copy advice and translation checks on those strings are advice nobody
/// should act on. A delegate that puts up any UI of its own (a window, a status item, an alert) is no such
/// helper.
enum LauncherHelperSignature {
    /// The names a launcher's delegate writes: it is an app delegate, it finishes launching, and it quits.
    static let required: Set<String> = ["NSApplicationDelegate", "applicationDidFinishLaunching", "terminate"]
    /// The calls that open another app; a launcher's delegate makes one of them.
    static let launching: Set<String> = ["launchApplication", "openApplication"]
    /// Names of UI a delegate would put up itself: any of them and the app is not a helper that only launches.
    static let showingUI: Set<String> = [
        "NSStatusBar", "NSStatusItem", "NSWindow", "NSWindowController", "NSPanel", "showWindow",
        "makeKeyAndOrderFront", "NSAlert", "NSPopover", "NSHostingController", "NSHostingView", "WindowGroup",
    ]

    /// True when the identifiers of one Swift file are those of a launcher helper's app delegate.
    static func matches(identifiers: Set<String>) -> Bool {
        required.isSubset(of: identifiers) && !launching.isDisjoint(with: identifiers) && showingUI.isDisjoint(with: identifiers)
    }
}
