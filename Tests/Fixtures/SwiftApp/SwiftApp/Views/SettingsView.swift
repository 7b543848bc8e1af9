import SwiftUI

/// Settings: sections, toggles, a segmented picker, fields, search, a toolbar, a menu and alerts.
/// Markers: `expect: role "key"` says what the scanner must find on that line; `fires: rule` says which
/// structural rule must report that line. Code in comments, like Button("Not a button"), is never read.
struct SettingsView: View {
    @State private var notificationsOn = true
    @State private var sortOrder = 0
    @State private var name = ""
    @State private var password = ""
    @State private var query = ""
    @State private var showResetAlert = false
    @State private var showSignOutAlert = false
    @State private var showExportDialog = false
    let itemCount: Int
    let storageUsed: Double
    let accountName: String

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") { // expect: label "Notifications"
                    Toggle("Allow Notifications", isOn: $notificationsOn) // expect: label "Allow Notifications"
                    Text("You have \(itemCount) items") // expect: label "You have %lld items"
                    Text("Signed in as \(accountName)") // expect: label "Signed in as %@"
                    Text("\(storageUsed) GB used of 100%") // expect: label "%lf GB used of 100%%"
                    Text("Battery at 100%") // expect: label "Battery at 100%"
                    Text(verbatim: "v2.4.1 (build 318)") // expect: label "v2.4.1 (build 318)" verbatim
                    Text(accountName)
                }
                Section {
                    Picker("Sort By", selection: $sortOrder) { // fires: segment-count // expect: label "Sort By"
                        Text("Name").tag(0) // expect: segment "Name"
                        Text("Date").tag(1) // expect: segment "Date"
                        Text("Size").tag(2) // expect: segment "Size"
                        Text("Kind").tag(3) // expect: segment "Kind"
                        Text("Tags").tag(4) // expect: segment "Tags"
                        Text("Date Last Opened by Me").tag(5) // fires: segment-length-balance // expect: segment "Date Last Opened by Me"
                    }
                    .pickerStyle(.segmented)
                } header: {
                    Text("Sorting") // expect: label "Sorting"
                } footer: {
                    Text("Changes apply to every folder.", comment: "Footer of the sorting section") // expect: label "Changes apply to every folder."
                }
                Section(header: Label("Reminders", systemImage: "bell"), footer: Text("Sent once a day.")) { // expect: label "Reminders"; label "Sent once a day."
                    Text("Morning digest") // expect: label "Morning digest"
                }
                Section(header: Text("Account")) { // expect: label "Account"
                    TextField("Full Name", text: $name) // expect: placeholder "Full Name"
                    SecureField("Password", text: $password) // expect: placeholder "Password"
                    TextField("Email", text: $name, prompt: Text("name@example.com")) // expect: label "Email"; placeholder "name@example.com"
                    Button("Sign Out") { showSignOutAlert = true } // expect: button "Sign Out"
                    Button("Reset All Settings", role: .destructive) { showResetAlert = true } // expect: button "Reset All Settings"
                }
            }
            .navigationTitle("Settings") // expect: nav-title "Settings"
            .searchable(text: $query, prompt: "Search Settings") // expect: search-prompt "Search Settings"
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { save() } // expect: toolbar-item "Done"
                }
                ToolbarItem {
                    Menu("More") { // expect: toolbar-item "More"
                        Button("Export Data") { showExportDialog = true } // expect: menu-item "Export Data"
                        Button(action: share) {
                            Label("Share Settings", systemImage: "square.and.arrow.up") // expect: menu-item "Share Settings"
                        }
                        Toggle("Show Hidden Files", isOn: $notificationsOn) // expect: menu-item "Show Hidden Files"
                    }
                }
            }
            .alert("Reset all settings?", isPresented: $showResetAlert) { // expect: alert-title "Reset all settings?"
                Button("Reset", role: .destructive) { reset() } // expect: alert-button "Reset"
                Button("Cancel", role: .cancel) {} // expect: alert-button "Cancel"
            } message: {
                Text("This can't be undone.") // expect: alert-message "This can't be undone."
            }
            .alert("Sign out of \(accountName)?", isPresented: $showSignOutAlert) { // fires: alert-button-count // expect: alert-title "Sign out of %@?"
                Button("Sign Out", role: .destructive) {} // expect: alert-button "Sign Out"
                Button("Sign Out on All Devices") {} // expect: alert-button "Sign Out on All Devices"
                Button("Switch Account") {} // expect: alert-button "Switch Account"
                Button("Dismiss", role: .cancel) {} // fires: cancel-wording // expect: alert-button "Dismiss"
            }
            .confirmationDialog("Export your data", isPresented: $showExportDialog, titleVisibility: .visible) { // expect: action-sheet-title "Export your data"
                Button("Export as CSV") {} // expect: action-sheet-button "Export as CSV"
                Button("Delete Exports", role: .destructive) {} // expect: action-sheet-button "Delete Exports"
            } message: {
                Text("Choose a format.") // expect: alert-message "Choose a format."
            }
        }
    }

    private func save() {
        let message = String(localized: "Saved \(itemCount) settings", table: "Settings", comment: "Shown after saving") // expect: - "Saved %lld settings"
        print(message, "Button(\"Inside a string\")")
    }

    private func share() {}
    private func reset() {}
}
