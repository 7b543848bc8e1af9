import SwiftUI

/// The app's tab bar (six tabs: one too many on iPhone), a tab bar built with `Tab`, and a pager that is not a tab bar.
struct RootTabView: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) { // fires: tab-count
            InboxView()
                .tabItem { Label("Inbox", systemImage: "tray") } // expect: tab "Inbox"
            Text("Drafts screen") // expect: label "Drafts screen"
                .tabItem { Text("Drafts") } // expect: tab "Drafts"
            Group {
                Text("Sent screen") // expect: label "Sent screen"
                    .tabItem { Label("Sent", systemImage: "paperplane") } // expect: tab "Sent"
                Text("Archive screen") // expect: label "Archive screen"
                    .tabItem { Label("Archived", systemImage: "archivebox") } // expect: tab "Archived"
            }
            Text("Trash screen") // expect: label "Trash screen"
                .tabItem { Label("Trash", systemImage: "trash") } // expect: tab "Trash"
            SettingsView(itemCount: 3, storageUsed: 1.5, accountName: "Ana")
                .tabItem { Label("Settings", systemImage: "gear") } // expect: tab "Settings"
        }
    }
}

/// Three tabs with the iOS 18 `Tab` API: within the limit.
struct CompactTabView: View {
    var body: some View {
        TabView {
            Tab("Today", systemImage: "sun.max") { Text("Today screen") } // expect: tab "Today"; label "Today screen"
            Tab("Library", systemImage: "books.vertical") { Text("Library screen") } // expect: tab "Library"; label "Library screen"
            TabSection("Collections") { // expect: label "Collections"
                Tab("Favorites", systemImage: "star") { Text("Favorites screen") } // expect: tab "Favorites"; label "Favorites screen"
            }
        }
    }
}

/// A pager: `TabView` with the page style has no tab bar, so its pages are not counted.
struct OnboardingPager: View {
    var body: some View {
        TabView {
            Text("Welcome") // expect: label "Welcome"
            Text("Stay Organized") // expect: label "Stay Organized"
            Text("Share With Friends") // expect: label "Share With Friends"
            Text("Sync Everywhere") // expect: label "Sync Everywhere"
            Text("Get Started") // expect: label "Get Started"
            Text("Go Pro") // expect: label "Go Pro"
        }
        .tabViewStyle(.page)
    }
}
