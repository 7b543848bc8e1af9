import SwiftUI

/// The inbox: a list with context menus, a legacy alert without Cancel, a legacy action sheet, accessibility
/// text, links, and text that never reaches a catalog.
struct InboxView: View {
    @State private var showDeleteAlert = false
    @State private var showMoveSheet = false
    @State private var unread = 3
    @State private var unreadOnly = false
    let messages: [String] = []

    var body: some View {
        let bulkTitle = "Archive All"
        List {
            ForEach(messages, id: \.self) { message in
                Text(message)
                    .contextMenu {
                        Button("Reply") {} // expect: menu-item "Reply"
                        Button("Archive") {} // expect: menu-item "Archive"
                        Button("Delete", role: .destructive) { showDeleteAlert = true } // expect: menu-item "Delete"
                    }
                    .swipeActions {
                        Button("Flag") {} // expect: button "Flag"
                    }
            }
            Toggle("Show unread only", isOn: $unreadOnly) // expect: checkbox "Show unread only"
                .toggleStyle(.checkbox)
            NavigationLink("Mailbox Settings", destination: Text("Mailbox settings screen")) // expect: label "Mailbox Settings"; label "Mailbox settings screen"
            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!) // expect: button "Privacy Policy"
            Button(bulkTitle) { archiveAll() } // fires: unlocalized-literal // expect: button "Archive All" plain
            Text("Unread: " + String(unread)) // fires: unlocalized-literal // expect: label "Unread: %@" plain
            Image(systemName: "star")
                .accessibilityLabel("Favorite") // expect: a11y-label "Favorite"
                .accessibilityHint("Adds the message to your favorites.") // expect: a11y-hint "Adds the message to your favorites."
        }
        .navigationTitle("Archive") // expect: nav-title "Archive"
        .toolbar { Button("Show unread only") {} } // fires: key-role-conflict // expect: toolbar-item "Show unread only"
        .navigationBarTitleDisplayMode(.inline)
        .alert(isPresented: $showDeleteAlert) {
            Alert(
                title: Text("Delete this message?"), // expect: alert-title "Delete this message?"
                message: Text("It will be removed from all your devices."), // expect: alert-message "It will be removed from all your devices."
                primaryButton: .destructive(Text("Delete")) { deleteSelected() }, // fires: destructive-without-cancel // expect: alert-button "Delete"
                secondaryButton: .default(Text("Move to Trash")) // expect: alert-button "Move to Trash"
            )
        }
        .actionSheet(isPresented: $showMoveSheet) {
            ActionSheet(title: Text("Move to"), buttons: [ // expect: action-sheet-title "Move to"
                .default(Text("Primary")), // expect: action-sheet-button "Primary"
                .destructive(Text("Junk")), // expect: action-sheet-button "Junk"
                .cancel(),
            ])
        }
    }

    private func archiveAll() {}
    private func deleteSelected() {}
}
