import SwiftSource
import XCTest

/// Roles of call sites beyond the fixture app: AppKit, menus, nested contexts, and code that must give none.
final class RoleTableTests: XCTestCase {
    private func roles(_ code: String) -> [String] {
        SwiftSourceScanner.scan(path: "t.swift", text: code).uses.map { "\($0.role?.rawValue ?? "-") \($0.text)" }
    }

    func testACompositeButtonLabelsTitleIsItsFirstText() {
        let code = """
        struct V: View {
            let count = 3
            var body: some View {
                Button { open() } label: {
                    HStack {
                        Image(systemName: "doc")
                        Text("Drafts")
                        Text("\\(count) posts")
                    }
                }
                Button(action: open) { Label("Archive", systemImage: "archivebox") }
            }
        }
        """
        XCTAssertEqual(roles(code), ["button Drafts", "label %lld posts", "button Archive"])
    }

    func testATextWhereTheToolbarShowsItsTitleIsTheNavigationTitle() {
        let code = """
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .navigationBarLeading) { Text("Steeping Notes").font(.title2).bold() }
                        ToolbarItem(placement: .principal) { Text("Brews") }
                        ToolbarItem(placement: .topBarLeading) { Button("Edit") { edit() } }
                        ToolbarItem(placement: .bottomBar) { Text("3 brews") }
                    }
            }
        }
        """
        XCTAssertEqual(roles(code), ["nav-title Steeping Notes", "nav-title Brews", "toolbar-item Edit", "label 3 brews"])
    }

    func testACaptionBesideAnotherTextInAButtonsLabelLeavesItTheTitle() {
        let code = """
        struct V: View {
            var body: some View {
                List {
                    Button { forget() } label: {
                        HStack {
                            Text("Delete saved passwords")
                            Spacer()
                            Image(systemName: "trash")
                        }
                    }
                    Button { reset() } label: {
                        Text("Reset all data").frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                Button { copy() } label: {
                    VStack {
                        Text("Device code").font(.caption2)
                        Text("Copy Code")
                    }
                }
                Button { share() } label: { HStack { Image(systemName: "square.and.arrow.up"); Text("Share") } }
                Button { next() } label: { Text("Continue").frame(maxWidth: .infinity) }
                Button { join() } label: { HStack { Spacer(); Text("Join Now"); Spacer() } }
                Button { check() } label: { HStack { Image(systemName: "arrow.clockwise"); Text("Run Checks").font(.caption.bold()) } }
            }
        }
        """
        XCTAssertEqual(roles(code), ["button Delete saved passwords", "button Reset all data", "label Device code", "button Copy Code",
                                     "button Share", "button Continue", "button Join Now", "button Run Checks"])
    }

    func testViewBuildersDeclaredApartTakeTheContextTheyAreUsedIn() {
        let code = """
        struct V: View {
            @State var confirming = false
            @ViewBuilder private func deleteActions() -> some View {
                Button("Delete Forever", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
            var body: some View {
                List {}
                    .toolbar { Menu("Sort") { sortItems } }
                    .confirmationDialog("Delete this trail?", isPresented: $confirming) { deleteActions() }
                Button("Refresh") {}
            }
            private var sortItems: some View {
                ForEach(orders) { Text($0.name) }
                Button("By Date") {}
            }
        }
        """
        XCTAssertEqual(roles(code), [
            "action-sheet-button Delete Forever", "action-sheet-button Cancel", "toolbar-item Sort",
            "action-sheet-title Delete this trail?", "button Refresh", "menu-item By Date",
        ])
    }

    func testATogglesInAMacOSFormIsACheckbox() {
        let mac = """
        import SwiftUI
        import AppKit
        struct Preferences: View {
            var body: some View {
                Form { Toggle("Show in menu bar", isOn: $menuBar) }
                Toggle("Wi-Fi", isOn: $wifi)
            }
        }
        """
        XCTAssertEqual(roles(mac), ["checkbox Show in menu bar", "label Wi-Fi"])
        XCTAssertEqual(SwiftSourceScanner.scan(path: "t.swift", text: mac).platformHint, "macos")
        let phone = mac.replacingOccurrences(of: "import AppKit", with: "import UIKit")
        XCTAssertEqual(roles(phone), ["label Show in menu bar", "label Wi-Fi"])
        XCTAssertEqual(SwiftSourceScanner.scan(path: "t.swift", text: phone).platformHint, "ios")
    }

    func testCheckboxesAndTooltips() {
        let code = """
        struct V: View {
            var body: some View {
                Toggle("Open at login", isOn: $openAtLogin)
                    .toggleStyle(.checkbox)
                    .help("Starts the app when you log in.")
                Toggle("Wi-Fi", isOn: $wifi)
            }
        }
        final class P: NSViewController {
            func build() {
                let box = NSButton(checkboxWithTitle: NSLocalizedString("Play sounds", comment: ""), target: nil, action: nil)
            }
        }
        """
        XCTAssertEqual(roles(code), ["checkbox Open at login", "tooltip Starts the app when you log in.", "label Wi-Fi", "checkbox Play sounds"])
    }

    func testAppKitCalls() {
        let code = """
        final class PreferencesController: NSViewController {
            func build() {
                let item = NSMenuItem(title: NSLocalizedString("Quit LinearMouse", comment: ""), action: nil, keyEquivalent: "q")
                let menu = NSMenu(title: NSLocalizedString("Window", comment: ""))
                let button = NSButton(title: NSLocalizedString("Apply", comment: ""), target: nil, action: nil)
                let label = NSTextField(labelWithString: NSLocalizedString("Speed:", comment: ""))
                searchField.placeholderString = NSLocalizedString("Search", comment: "")
                infoLabel.stringValue = NSLocalizedString("Connected", comment: "")
                button.toolTip = NSLocalizedString("Applies the settings.", comment: "")
            }
        }
        """
        XCTAssertEqual(roles(code), [
            "menu-item Quit LinearMouse", "menu-title Window", "button Apply", "label Speed:", "placeholder Search",
            "label Connected", "tooltip Applies the settings.",
        ])
    }

    func testUIKitMenusAndAssignmentsNeedAUIReceiver() {
        let code = """
        final class ListController: UITableViewController {
            func build() {
                let menu = UIMenu(title: NSLocalizedString("Sort", comment: ""), children: [
                    UIAction(title: NSLocalizedString("By Name", comment: "")) { _ in },
                ])
                let swipe = UIContextualAction(style: .destructive, title: NSLocalizedString("Remove", comment: "")) { _, _, _ in }
                model.text = "Not UI"
                request.title = "Not UI either"
                self.title = NSLocalizedString("Library", comment: "")
                cell.textLabel?.text = NSLocalizedString("Row", comment: "")
                navigationItem.prompt = NSLocalizedString("Choose a photo.", comment: "")
            }
        }
        """
        XCTAssertEqual(roles(code), [
            "menu-title Sort", "menu-item By Name", "button Remove", "nav-title Library", "label Row", "label Choose a photo.",
        ])
    }

    func testBareTitleAssignmentInAViewIsNotANavigationTitle() {
        let code = """
        struct Editor: View {
            @State var title = ""
            var body: some View { Button("Reset") { title = "Untitled" } }
        }
        """
        XCTAssertEqual(roles(code), ["button Reset"])
    }

    func testNestedSwiftUIContexts() {
        let code = """
        struct V: View {
            @State var sort = 0
            var body: some View {
                List {}
                    .toolbar {
                        Menu {
                            Section("Sort By") {
                                Picker("Order", selection: $sort) {
                                    Text("Name").tag(0)
                                }
                                .pickerStyle(.inline)
                            }
                            Link("Help Center", destination: helpURL)
                            Menu("Share") { Button("Copy Link") {} }
                        } label: {
                            Label("Options", systemImage: "ellipsis.circle")
                        }
                        NavigationLink { Detail() } label: { Text("Details") }
                    }
                    .contextMenu { Toggle("Pinned", isOn: .constant(true)) }
                    .help("Shows the list.")
                    .accessibility(label: Text("Messages"))
            }
        }
        """
        XCTAssertEqual(roles(code), [
            "menu-title Sort By", "menu-item Order", "label Name", "menu-item Help Center", "menu-item Share", "menu-item Copy Link",
            "toolbar-item Options", "toolbar-item Details", "menu-item Pinned", "tooltip Shows the list.", "a11y-label Messages",
        ])
    }

    func testAPickerAmongAMenuPickersOptionsIsASubmenuEntry() {
        let code = """
        struct V: View {
            @State var position = 0
            @State var screen = 0
            var body: some View {
                Picker("", selection: $position) {
                    Text("Cursor").tag(0)
                    Picker("Screen center", selection: $screen) {
                        Text("Active screen").tag(0)
                    }
                }
                .labelsHidden()
            }
        }
        """
        XCTAssertEqual(roles(code), ["menu-item Cursor", "menu-item Screen center", "menu-item Active screen"])
    }

    func testCommandsAndLegacyNavigationTitle() {
        let code = """
        struct AppCommands: Commands {
            var body: some Commands {
                CommandMenu("Message") { Button("Reply All") {} }
                CommandGroup(after: .newItem) { Button("New Folder") {} }
            }
        }
        struct Old: View {
            var body: some View { Text("Body").navigationBarTitle(Text("Inbox"), displayMode: .inline) }
        }
        """
        XCTAssertEqual(roles(code), ["menu-title Message", "menu-item Reply All", "menu-item New Folder", "label Body", "nav-title Inbox"])
    }

    func testATernaryAssignedOverSeveralLinesGivesBothBranchesTheRole() {
        let code = """
        final class StatusMenu: NSObject {
            func refresh() {
                pauseMenuItem.title = isPaused
                    ? NSLocalizedString("Resume Brewing", comment: "")
                    : NSLocalizedString("Pause Brewing", comment: "")
                let next = isPaused ? 1 : 2
                label.text = NSLocalizedString("Steeping", comment: "")
            }
        }
        """
        XCTAssertEqual(roles(code), ["menu-item Resume Brewing", "menu-item Pause Brewing", "label Steeping"])
    }

    func testAWindowsTitleIsATitleBarsTitle() {
        let code = """
        final class PreferencesController: NSViewController {
            override func viewDidAppear() {
                view.window?.title = NSLocalizedString("Steeper Settings", comment: "")
                logWindow.title = NSLocalizedString("Brew Log", comment: "")
                windowController.showWindow(nil)
            }
        }
        """
        XCTAssertEqual(roles(code), ["nav-title Steeper Settings", "nav-title Brew Log"])
    }

    func testASectionHeaderThatIsALabelViewIsALabel() {
        let code = """
        struct V: View {
            var body: some View {
                Form {
                    Section(header: Label("Timers", systemImage: "timer"), footer: Text("Kept for a week.")) {
                        Toggle("Chime when done", isOn: $chime)
                    }
                }
            }
        }
        """
        XCTAssertEqual(roles(code), ["label Timers", "label Kept for a week.", "label Chime when done"])
    }

    func testASectionInAMenuIsTheHeadingOfItsItems() {
        let code = """
        struct V: View {
            var body: some View {
                Menu("Move To") {
                    Section("Pinned Pots") {
                        Button("Kitchen") { move() }
                    }
                }
                List {
                    Section("Pots") { Text("Kitchen") }
                }
            }
        }
        """
        XCTAssertEqual(roles(code), ["menu-title Move To", "menu-title Pinned Pots", "menu-item Kitchen", "label Pots", "label Kitchen"])
    }
}
