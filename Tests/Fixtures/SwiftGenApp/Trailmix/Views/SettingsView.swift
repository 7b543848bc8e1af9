import SwiftUI

struct SettingsView: View {
    @State private var metric = true
    @State private var confirmingReset = false
    @State private var query = ""

    var body: some View {
        Form {
            Section(L10n.Settings.Units.header) {
                Toggle(L10n.Settings.Units.metric, isOn: $metric)
                    .toggleStyle(.checkbox)
            }
            DetailRow(caption: L10n.Settings.Sync.detail)
            Button(role: .destructive) { confirmingReset = true } label: {
                HStack {
                    Text(L10n.Settings.Reset.button)
                    Text(L10n.Pack.count(3))
                }
            }
            Button(loc("action.share")) {}
            Text("onboarding.welcome".localized)
        }
        .navigationTitle(L10n.Settings.title)
        .searchable(text: $query, prompt: Text(loc("search.prompt")))
        .toolbar { Button(L10n.saveLabel) {} }
        .confirmationDialog(L10n.Pack.Delete.title, isPresented: $confirmingReset) {
            Button(L10n.Pack.Delete.confirm, role: .destructive) {}
            Button(L10n.cancelLabel, role: .cancel) {}
        } message: {
            Text(L10n.Pack.Delete.message)
        }
        .tabItem { Text("tab.pantry") }
    }
}

/// A row of the app's own: what it shows as a caption, callers pass in.
struct DetailRow: View {
    let caption: String

    var body: some View {
        Text(caption)
            .font(.footnote)
    }
}
