import XCTest
@testable import SwiftSource

/// A literal passed to an initializer at a label the app declares `LocalizedStringKey` is a key (Xcode extracts
/// it), and takes its role from where that property is shown.
final class KeyTypedArgumentTests: XCTestCase {
    /// Scanned in two passes, as `SwiftFiles.scan` does: the declared types of every file first.
    private func index(_ files: [(String, String)]) -> CodeIndex {
        let sources = files.map { SwiftSourceText(path: $0.0, text: $0.1) }
        let types = TypeHints.projectTypes(sources.map { TypeHints($0).knownTypes })
        let receivers = TypeHints.projectTypes(sources.map { ReceiverTypes($0).knownTypes })
        return CodeIndex(files: sources.map { SwiftSourceScanner.scan($0, projectTypes: types, projectReceivers: receivers) })
    }

    private func role(_ index: CodeIndex, _ key: String) -> String? {
        index.roleUse(of: .init(table: "Localizable", key: key))?.role?.rawValue
    }

    private let confirmation = """
    import SwiftUI
    struct Confirmation {
      var message: LocalizedStringKey
      var confirm: LocalizedStringKey
      var cancel: LocalizedStringKey
    }
    struct ConfirmationView: View {
      let confirmation: Confirmation
      var body: some View {
        Text("Clear")
          .confirmationDialog(confirmation.message, isPresented: .constant(true)) {
            Button(confirmation.confirm, role: .destructive) {}
            Button(confirmation.cancel, role: .cancel) {}
          }
      }
    }
    """

    func testANamedInitializerInAnotherFileTakesItsLiteralsAsKeys() {
        let footer = """
        let clear = Confirmation(message: "clear.alert.message", confirm: "clear.alert.confirm", cancel: "clear.alert.cancel")
        """
        let index = index([("ConfirmationView.swift", confirmation), ("Footer.swift", footer)])
        XCTAssertEqual(role(index, "clear.alert.message"), "action-sheet-title")
        XCTAssertEqual(role(index, "clear.alert.confirm"), "action-sheet-button")
        XCTAssertEqual(role(index, "clear.alert.cancel"), "action-sheet-button")
    }

    func testAnInitializerImpliedByTheParameterTypeTakesItsLiteralsAsKeys() {
        let footer = """
        struct FooterItem {
          var title: String
          var confirmation: Confirmation?
        }
        let items = [FooterItem(title: "clear", confirmation: .init(message: "clear.alert.message", confirm: "clear.alert.confirm", cancel: "clear.alert.cancel"))]
        """
        let index = index([("ConfirmationView.swift", confirmation), ("Footer.swift", footer)])
        XCTAssertEqual(role(index, "clear.alert.confirm"), "action-sheet-button")
        // `title` is declared a String: its literal is an identifier, not a key.
        XCTAssertNil(index.roleUse(of: .init(table: "Localizable", key: "clear")))
    }
}
