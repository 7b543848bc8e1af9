import XCTest
@testable import SwiftSource

/// Keys passed to the app's own functions and initializers take the role the callee's body shows the parameter
/// in (`makeRow(title: L10n.x)`), through defaults, stored properties and two levels of calls; where the callee
/// shows it in two roles, or the call does not fit the declaration, none.
final class ParameterForwardingTests: ForwardingTestCase {
    // MARK: Function parameters

    func testArgumentsOfTheAppsFunctionsTakeTheRoleTheBodyShowsTheParameterIn() {
        let helpers = """
        extension UIViewController {
            func askUser(title: String, message: String) {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                present(alert, animated: true)
            }
        }
        struct Rows {
            func makeRow(_ heading: String, detail caption: String) -> some View {
                VStack { Button(heading) {}; Text(caption) }
            }
        }
        """
        let screen = """
        final class PromptController: UIViewController {
            func failed() {
                askUser(title: Copy.Prompt.heading, message: NSLocalizedString("prompt.retry", comment: ""))
            }
            var body: some View { rows.makeRow(Copy.Prompt.row, detail: Copy.Prompt.caption) }
        }
        """
        let code = index([("Copy.swift", strings), ("Helpers.swift", helpers), ("PromptController.swift", screen)])
        XCTAssertEqual(role(code, "prompt.heading"), "alert-title")
        XCTAssertEqual(role(code, "prompt.retry"), "alert-message")
        XCTAssertEqual(role(code, "prompt.row"), "button")
        XCTAssertEqual(role(code, "prompt.caption"), "label")
        XCTAssertEqual(code.roleUse(of: .init(table: "Localizable", key: "prompt.heading"))?.element, "askUser(title:)")
    }

    func testACallInAButtonsLabelGivesTheButtonsRoleToTheTextItsCalleeShows() {
        let view = """
        struct Settings: View {
            var body: some View {
                Button {} label: { row(title: Copy.Prompt.heading, detail: Copy.Prompt.caption) }
                Button {} label: {
                    HStack { Image(systemName: "x").foregroundStyle(tint).frame(width: Metrics.side); Text(Copy.Prompt.row) }
                }
                row(title: Copy.Prompt.body, detail: "")
            }
            private func row(title: String, detail: String) -> some View {
                HStack { Text(title); Text(detail) }
            }
        }
        """
        let code = index([("Copy.swift", strings), ("Settings.swift", view)])
        XCTAssertEqual(role(code, "prompt.heading"), "button")
        // The label's second text is a caption; outside a button the row's title is a label.
        XCTAssertEqual(role(code, "prompt.caption"), "label")
        XCTAssertEqual(role(code, "prompt.body"), "label")
        // A modifier's arguments are no text: the label's first text is still the button's title.
        XCTAssertEqual(role(code, "prompt.row"), "button")
    }

    func testALabelBuiltFromAClosureInAButtonsLabelShowsTheButtonsTitle() {
        let view = """
        struct Share: View {
            let shareTitle: String
            var body: some View {
                Button {} label: { Label { Text(shareTitle) } icon: { Image(systemName: "square") } }
            }
        }
        struct Screen: View {
            var body: some View { Share(shareTitle: Copy.Prompt.row) }
        }
        """
        let code = index([("Copy.swift", strings), ("Share.swift", view)])
        XCTAssertEqual(role(code, "prompt.row"), "button")
    }

    /// An `NSToolbarItem`'s `label` is shown in a Mac window's toolbar, which the width model does not know yet
    /// (measured as an iPhone toolbar item, every translation overflowed): it gives no role until it does. A
    /// `toolTip` that repeats the label gives none either (the label is what people read); one of its own does.
    func testAMacToolbarItemsLabelGivesNoRoleNorDoesATooltipRepeatingIt() {
        let bar = """
        final class TitleBar {
            private func toolbarItem(label: String) -> NSToolbarItem {
                let item = NSToolbarItem(itemIdentifier: .init("x"))
                item.label = label
                item.toolTip = label
                return item
            }
            private func other(hint: String) -> NSToolbarItem {
                let item = NSToolbarItem(itemIdentifier: .init("y"))
                item.toolTip = hint
                return item
            }
            func make() { _ = toolbarItem(label: Copy.Prompt.row); _ = other(hint: Copy.Prompt.caption) }
        }
        """
        let code = index([("Copy.swift", strings), ("TitleBar.swift", bar)])
        XCTAssertNil(role(code, "prompt.row"), "the label gives none, and the toolTip only repeats it")
        XCTAssertEqual(role(code, "prompt.caption"), "tooltip")
    }

    func testFunctionsOfOneNameThatShowAParameterInTwoRolesGiveNone() {
        let helpers = """
        final class Header {
            func show(title: String) { navigationItem.title = title }
        }
        final class Footer {
            func show(title: String) { footerButton.setTitle(title, for: .normal) }
        }
        """
        let screen = """
        func update(header: Header) {
            header.show(title: Copy.Prompt.heading)
        }
        """
        let code = index([("Copy.swift", strings), ("Helpers.swift", helpers), ("Screen.swift", screen)])
        XCTAssertNil(role(code, "prompt.heading"))
    }

    func testACallWithoutAReceiverCallsItsOwnTypesFunctionOfThatName() {
        let models = """
        final class FirstModel {
            private func complain(message: String) { bannerLabel.text = message }
        }
        final class SecondModel {
            var problem = ""
            private func complain(message: String) { problem = message }
            func load() { complain(message: Copy.Prompt.body) }
        }
        final class ThirdModel {
            func load() { complain(message: Copy.Prompt.caption) }
        }
        """
        let code = index([("Copy.swift", strings), ("Models.swift", models)])
        // `SecondModel` calls its own `complain`, which shows nothing: FirstModel's label is not its role.
        XCTAssertNil(role(code, "prompt.body"))
        // `ThirdModel` declares none: the one declaration that shows the parameter decides.
        XCTAssertEqual(role(code, "prompt.caption"), "label")
    }

    func testACallWhoseLabelsDoNotFitTheDeclarationTakesNoRole() {
        let helpers = """
        func banner(title: String, animated: Bool = true) -> some View { Text(title) }
        """
        let screen = """
        func update() {
            _ = banner(title: Copy.Prompt.heading, animated: false)
            _ = banner(animated: false, title: Copy.Prompt.body)
        }
        """
        let code = index([("Copy.swift", strings), ("Helpers.swift", helpers), ("Screen.swift", screen)])
        XCTAssertEqual(role(code, "prompt.heading"), "label")
        XCTAssertNil(role(code, "prompt.body"))
    }

    func testAParameterPassedOnTakesTheRoleOfWhereItEndsUpTwoLevelsDeep() {
        let helpers = """
        extension UIViewController {
            func askUser(title: String, message: String) {
                present(UIAlertController(title: title, message: message, preferredStyle: .alert), animated: true)
            }
            func warn(about text: String) { askUser(title: Copy.Prompt.heading, message: text) }
            func warnTwice(_ text: String) { warn(about: text) }
        }
        """
        let screen = """
        final class C: UIViewController {
            func failed() { warn(about: Copy.Prompt.body); warnTwice(Copy.Prompt.caption) }
        }
        """
        let code = index([("Copy.swift", strings), ("Helpers.swift", helpers), ("C.swift", screen)])
        XCTAssertEqual(role(code, "prompt.body"), "alert-message")
        XCTAssertEqual(role(code, "prompt.caption"), "alert-message")
    }

    func testADefaultArgumentTakesTheRoleTheBodyShowsItsParameterIn() {
        let views = """
        struct ShareRow: View {
            let shareTitle: String
            let note: String
            init(shareTitle: String = Copy.Prompt.row, note: String = Copy.Prompt.caption) {
                self.shareTitle = shareTitle
                self.note = note
            }
            var body: some View { Text(shareTitle) }
        }
        func banner(heading: String = Copy.Prompt.heading) -> some View { Text("x").navigationTitle(heading) }
        """
        let code = index([("Copy.swift", strings), ("ShareRow.swift", views)])
        XCTAssertEqual(role(code, "prompt.row"), "label")
        XCTAssertEqual(role(code, "prompt.heading"), "nav-title")
        // `note` is never shown: its default has no role.
        XCTAssertNil(role(code, "prompt.caption"))
    }

    func testAParameterKeptInAPropertyThatAViewShowsTakesItsRole() {
        let model = """
        final class ListModel: ObservableObject {
            @Published var problem: String = ""
            func report(problem text: String) { problem = text }
            func load() { report(problem: Copy.Prompt.body) }
        }
        """
        let view = """
        struct ListScreen: View {
            @StateObject private var model = ListModel()
            var body: some View { Text("x").alert("Oops", isPresented: .constant(true)) {} message: { Text(model.problem) } }
        }
        """
        let code = index([("Copy.swift", strings), ("ListModel.swift", model), ("ListScreen.swift", view)])
        XCTAssertEqual(role(code, "prompt.body"), "alert-message")
        // Without a place that shows the model's property, the parameter has no role.
        XCTAssertNil(role(index([("Copy.swift", strings), ("ListModel.swift", model)]), "prompt.body"))
    }

    func testAMemberPassedToAFunctionOrViewTakesItsRole() {
        let helpers = """
        func makeRow(title: String) -> some View { Button(title) {} }
        struct Tile: View {
            let caption: String
            var body: some View { Text(caption) }
        }
        """
        let screen = """
        struct Screen: View {
            let speed: Speed
            var body: some View {
                makeRow(title: speed.title)
            }
        }
        """
        let code = index([("Copy.swift", strings), ("Speed.swift", speed), ("Helpers.swift", helpers), ("Screen.swift", screen)])
        XCTAssertEqual(role(code, "speed.slow"), "button")

        let fruit = """
        enum Fruit {
            case apple
            var label: String { Copy.Fruit.apple }
        }
        struct Shelf: View {
            let fruit: Fruit
            var body: some View { Tile(caption: fruit.label) }
        }
        """
        let viaView = index([("Copy.swift", strings), ("Helpers.swift", helpers), ("Fruit.swift", fruit)])
        XCTAssertEqual(role(viaView, "fruit.apple"), "label")
    }

    func testAKeyShownAsALabelAndInASpecificRoleAsOftenTakesTheSpecificOne() {
        let header = """
        struct Header: View {
            let title: String
            var body: some View { Text(title) }
        }
        """
        let first = """
        struct First: View {
            var body: some View { Header(title: Copy.Prompt.heading) }
        }
        """
        let second = """
        struct Second: View {
            var body: some View { Text("x").navigationTitle(Copy.Prompt.heading) }
        }
        """
        // The label comes first (files in path order); as many uses name the navigation title.
        let code = index([("Copy.swift", strings), ("Header.swift", header), ("A.swift", first), ("B.swift", second)])
        XCTAssertEqual(role(code, "prompt.heading"), "nav-title")
    }
}
