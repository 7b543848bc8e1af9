import XCTest
@testable import SwiftSource

/// Keys that reach the UI through the app's own code: returned from instance computed properties and functions
/// (`var title: String { switch self { … } }` shown as `Text(item.title)`), or passed to the app's functions
/// and initializers whose bodies show the parameter (`makeRow(title: L10n.x)`). A role is given only where the
/// path is unambiguous; where uses disagree the key stays unknown.
final class ForwardingTests: XCTestCase {
    private func index(_ files: [(String, String)]) -> CodeIndex {
        let sources = files.map { SwiftSourceText(path: $0.0, text: $0.1) }
        let wrappers = LocalizingWrappers.merged(sources.map(LocalizingWrappers.init))
        return CodeIndex(files: sources.map { SwiftSourceScanner.scan($0, wrappers: wrappers) })
    }

    private func role(_ index: CodeIndex, _ key: String) -> String? {
        index.roleUse(of: .init(table: "Localizable", key: key))?.role?.rawValue
    }

    /// Generated accessors, SwiftGen style, for every key the tests use.
    private let strings = """
    enum Copy {
      enum Speed {
        static var slow: String { return Copy.tr("Localizable", "speed.slow") }
        static var fast: String { return Copy.tr("Localizable", "speed.fast") }
        static func custom(_ p1: Int) -> String { return Copy.tr("Localizable", "speed.custom", p1) }
      }
      enum Fruit {
        static var apple: String { return Copy.tr("Localizable", "fruit.apple") }
        static var pear: String { return Copy.tr("Localizable", "fruit.pear") }
      }
      enum Prompt {
        static var heading: String { return Copy.tr("Localizable", "prompt.heading") }
        static var body: String { return Copy.tr("Localizable", "prompt.body") }
        static var row: String { return Copy.tr("Localizable", "prompt.row") }
        static var caption: String { return Copy.tr("Localizable", "prompt.caption") }
      }
      private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String { key }
    }
    """

    private let speed = """
    enum Speed: CaseIterable {
        case slow, fast, custom
        var title: String {
            switch self {
            case .slow: return Copy.Speed.slow
            case .fast:
                return Copy.Speed.fast
            case .custom: Copy.Speed.custom(3)
            }
        }
    }
    """

    // MARK: Computed members

    func testAComputedPropertyGivesItsKeysTheRoleOfWhereItsTypeShowsIt() {
        let view = """
        struct SpeedPicker: View {
            var body: some View {
                Menu("Speed") {
                    ForEach(Speed.allCases, id: \\.self) { speed in
                        Button(speed.title) {}
                    }
                }
            }
        }
        """
        let code = index([("Copy.swift", strings), ("Speed.swift", speed), ("SpeedPicker.swift", view)])
        XCTAssertEqual(role(code, "speed.slow"), "menu-item")
        XCTAssertEqual(role(code, "speed.fast"), "menu-item")
        XCTAssertEqual(role(code, "speed.custom"), "menu-item")
        // The role points at the place that shows the member, and names the member.
        let use = code.roleUse(of: .init(table: "Localizable", key: "speed.fast"))
        XCTAssertEqual(use?.file, "SpeedPicker.swift")
        XCTAssertEqual(use?.line, 5)
        XCTAssertEqual(use?.element, "Speed.title")
    }

    func testReceiverTypesFromDeclarationsParametersLoopsAndSelf() {
        let fruit = """
        enum Fruit {
            case apple, pear
            var name: String { self == .apple ? Copy.Fruit.apple : Copy.Fruit.pear }
            func announce(in label: UILabel) { label.text = self.name }
        }
        """
        let uses = """
        final class FruitCell: UITableViewCell {
            func configure(with fruit: Fruit) {
                textLabel?.text = fruit.name
            }
        }
        """
        let code = index([("Copy.swift", strings), ("Fruit.swift", fruit), ("FruitCell.swift", uses)])
        XCTAssertEqual(role(code, "fruit.apple"), "label")
        XCTAssertEqual(role(code, "fruit.pear"), "label")

        let loop = """
        final class SpeedMenu {
            func build(into menu: NSMenu) {
                for speed in Speed.allCases {
                    menu.addItem(NSMenuItem(title: speed.title, action: nil, keyEquivalent: ""))
                }
            }
        }
        """
        let viaLoop = index([("Copy.swift", strings), ("Speed.swift", speed), ("SpeedMenu.swift", loop)])
        XCTAssertEqual(role(viaLoop, "speed.slow"), "menu-item")

        let property = """
        struct SpeedHeader: View {
            let current: Speed
            var body: some View { Text("x").navigationTitle(current.title) }
        }
        """
        let viaProperty = index([("Copy.swift", strings), ("Speed.swift", speed), ("SpeedHeader.swift", property)])
        XCTAssertEqual(role(viaProperty, "speed.slow"), "nav-title")
    }

    func testAMemberOfAnUnknownReceiverTakesTheRoleEveryUseOfItsNameAgreesOn() {
        let first = """
        struct A: View {
            var body: some View { Text(model.title) }
        }
        """
        let second = """
        struct B: View {
            var body: some View { Text(entry.title) }
        }
        """
        let code = index([("Copy.swift", strings), ("Speed.swift", speed), ("A.swift", first), ("B.swift", second)])
        XCTAssertEqual(role(code, "speed.slow"), "label")
        // One file alone showing the name is too little to tell which type's member it shows.
        XCTAssertNil(role(index([("Copy.swift", strings), ("Speed.swift", speed), ("A.swift", first)]), "speed.slow"))
    }

    func testAMemberOfAnUnknownReceiverShownInTwoRolesStaysUnknown() {
        let first = """
        struct A: View {
            var body: some View { Text(model.title) }
        }
        """
        let second = """
        struct B: View {
            var body: some View { Button(entry.title) {} }
        }
        """
        let code = index([("Copy.swift", strings), ("Speed.swift", speed), ("A.swift", first), ("B.swift", second)])
        XCTAssertNil(role(code, "speed.slow"))
        XCTAssertNil(role(code, "speed.fast"))
    }

    func testAgreementByNameOnASpecificRoleGivesNone() {
        let first = """
        struct A: View {
            var body: some View { Button(model.title) {} }
        }
        """
        let second = """
        struct B: View {
            var body: some View { Button(entry.title) {} }
        }
        """
        let code = index([("Copy.swift", strings), ("Speed.swift", speed), ("A.swift", first), ("B.swift", second)])
        XCTAssertNil(role(code, "speed.slow"))
    }

    func testATypedUseDecidesForItsOwnTypeWhateverOtherTypesDo() {
        let fruit = """
        enum Fruit {
            case apple, pear
            var title: String {
                switch self {
                case .apple: return Copy.Fruit.apple
                case .pear: return Copy.Fruit.pear
                }
            }
        }
        """
        let views = """
        struct Chooser: View {
            let fruit: Fruit
            let speed: Speed
            var body: some View {
                Button(fruit.title) {}
                Text(speed.title)
                Text(other.title)
            }
        }
        """
        let code = index([("Copy.swift", strings), ("Speed.swift", speed), ("Fruit.swift", fruit), ("Chooser.swift", views)])
        XCTAssertEqual(role(code, "fruit.apple"), "button")
        XCTAssertEqual(role(code, "speed.slow"), "label")
    }

    func testAStaticFunctionGivingBackAccessorsTakesTheRoleOfItsCallSite() {
        let helper = """
        enum SpeedText {
            static func title(for speed: Speed) -> String {
                if speed == .slow { return Copy.Speed.slow }
                return Copy.Speed.fast
            }
        }
        """
        let view = """
        struct V: View {
            var body: some View { Text("x").toolbar { Button(SpeedText.title(for: .slow)) {} } }
        }
        """
        let code = index([("Copy.swift", strings), ("SpeedText.swift", helper), ("V.swift", view)])
        XCTAssertEqual(role(code, "speed.slow"), "toolbar-item")
        XCTAssertEqual(role(code, "speed.fast"), "toolbar-item")
    }

    func testAnAccessorPathNamesNoInstancesMemberOfATypeOfThatName() {
        // `Copy.Speed.slow` is a path into the generated enum `Copy.Speed`, not the `slow` of an app type `Speed`.
        let model = """
        struct Speed {
            var slow: String { Copy.Fruit.apple }
        }
        """
        let view = """
        struct V: View {
            var body: some View { Button(Copy.Speed.slow) {} }
        }
        """
        let code = index([("Copy.swift", strings), ("Model.swift", model), ("V.swift", view)])
        XCTAssertEqual(role(code, "speed.slow"), "button")
        XCTAssertNil(role(code, "fruit.apple"))
    }

    func testALocalNamedTitleInAViewControllerIsNoNavigationTitle() {
        let controller = """
        final class ListViewController: UIViewController {
            func update(speed: Speed) {
                let title = speed.title
                log(title)
            }
        }
        """
        let code = index([("Copy.swift", strings), ("Speed.swift", speed), ("ListViewController.swift", controller)])
        XCTAssertNil(role(code, "speed.slow"))
    }

    func testALocalTitleDeclaredFirstAndAssignedLaterIsNoNavigationTitle() {
        let controller = """
        final class LockController: UIViewController {
            func confirm(locked: Bool) {
                let title: String
                if locked { title = Copy.Speed.slow } else { title = Copy.Speed.fast }
                log(title)
            }
            func show() { title = Copy.Fruit.apple }
        }
        """
        let code = index([("Copy.swift", strings), ("LockController.swift", controller)])
        XCTAssertNil(role(code, "speed.slow"))
        XCTAssertNil(role(code, "speed.fast"))
        XCTAssertEqual(role(code, "fruit.apple"), "nav-title", "the controller's own title, assigned where no local shadows it")

        let overriding = """
        final class PearController: UIViewController {
            override var title: String? { didSet { log("renamed") } }
            func show() {
                let title: String = "unused"
                log(title)
            }
            func rename() { title = Copy.Fruit.pear }
        }
        """
        let overridden = index([("Copy.swift", strings), ("PearController.swift", overriding)])
        XCTAssertEqual(role(overridden, "fruit.pear"), "nav-title", "an overridden title is still the controller's")
    }

    func testAMemberGivingBackAnotherMemberOrALocalPassesItsRoleOn() {
        let view = """
        struct SpeedBadge: View {
            let speed: Speed
            private var caption: String { speed.title }
            var body: some View { Button(caption) {} }
        }
        """
        let code = index([("Copy.swift", strings), ("Speed.swift", speed), ("SpeedBadge.swift", view)])
        XCTAssertEqual(role(code, "speed.slow"), "button")

        let local = """
        struct FruitRow: View {
            let fruit: Fruit
            var body: some View {
                var name = fruit.name
                return Text(name)
            }
        }
        enum Fruit {
            case apple
            var name: String { Copy.Fruit.apple }
        }
        """
        let viaLocal = index([("Copy.swift", strings), ("FruitRow.swift", local)])
        XCTAssertEqual(role(viaLocal, "fruit.apple"), "label")

        let function = """
        struct SpeedList: View {
            var body: some View { Section(caption(for: .slow)) {} }
            private func caption(for speed: Speed) -> String {
                var text = speed.title
                text += "!"
                return text
            }
        }
        """
        let viaFunction = index([("Copy.swift", strings), ("Speed.swift", speed), ("SpeedList.swift", function)])
        XCTAssertEqual(role(viaFunction, "speed.fast"), "label")
    }

    func testALocalIsNoPropertyOfTheSameName() {
        let panel = """
        struct Panel: View {
            let heading: String
            var body: some View { Text(heading) }
            func log(speed: Speed) {
                let heading = speed.title
                print(heading)
            }
        }
        """
        let code = index([("Copy.swift", strings), ("Speed.swift", speed), ("Panel.swift", panel)])
        XCTAssertNil(role(code, "speed.slow"))
    }

    func testAPropertyGivenAValueInAFunctionTakesTheRoleOfWhereItIsShown() {
        let model = """
        final class StatusModel {
            var status: String = ""
            func refresh() {
                status = Copy.Prompt.body
            }
        }
        """
        let view = """
        struct StatusView: View {
            let model: StatusModel
            var body: some View { Text("x").navigationTitle(model.status) }
        }
        """
        let code = index([("Copy.swift", strings), ("StatusModel.swift", model), ("StatusView.swift", view)])
        XCTAssertEqual(role(code, "prompt.body"), "nav-title")
        // A local of the same name in another type is no member that `entry.status` may show: it stays unknown.
        let other = """
        final class Other {
            func f() {
                var status = ""
                status = Copy.Prompt.caption
                log(status)
            }
        }
        struct Entries: View {
            var body: some View { Text(entry.status) }
        }
        final class Ticker {
            var status = ""
            func tick() { status = Copy.Prompt.row }
        }
        """
        let withLocal = index([("Copy.swift", strings), ("StatusModel.swift", model), ("StatusView.swift", view), ("Other.swift", other)])
        XCTAssertNil(role(withLocal, "prompt.caption"))
        // Nor does a stored property that only places of unknown receivers show: any type may have a `status`.
        XCTAssertNil(role(withLocal, "prompt.row"))
    }

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
    /// (measured as an iPhone toolbar item, every translation overflowed): it gives no role until it does.
    func testAMacToolbarItemsLabelGivesNoRoleAndItsToolTipATooltip() {
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
        XCTAssertEqual(role(code, "prompt.row"), "tooltip", "the label gives none; its toolTip does")
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

    // MARK: Pieces

    func testReceiverTypesReadOnlyDeclarations() {
        let source = SwiftSourceText(path: "T.swift", text: """
        struct S {
            let item: Item?
            var rows: [Models.Row]
            func f(with option: Option, _ other: Other) {
                let made = Maker(x: 1)
                for row in rows { print(row) }
                ForEach(Kind.allCases, id: \\.self) { kind in }
                ForEach(Mode.allCases.filter({ $0.isOn }).sorted(by: { $0.order < $1.order }), id: \\.self) { mode in }
                g(value: Value.sample)
            }
        }
        """)
        let types = ReceiverTypes(source)
        let end = source.bytes.count
        XCTAssertEqual(types.type(of: "item", at: end), "Item")
        XCTAssertEqual(types.type(of: "option", at: end), "Option")
        XCTAssertEqual(types.type(of: "other", at: end), "Other")
        XCTAssertEqual(types.type(of: "made", at: end), "Maker")
        XCTAssertEqual(types.type(of: "row", at: end), "Row")
        XCTAssertEqual(types.type(of: "kind", at: end), "Kind")
        XCTAssertEqual(types.type(of: "mode", at: end), "Mode")
        XCTAssertNil(types.type(of: "rows", at: end), "an array is not a receiver of one type")
        XCTAssertNil(types.type(of: "value", at: end), "a value passed to a label is no declaration")
    }

    func testCallLabelsFitADeclarationWithDefaultsLeftOut() {
        XCTAssertTrue(ParameterRoles.fits(call: ["title"], declared: ["title", "animated"]))
        XCTAssertTrue(ParameterRoles.fits(call: ["_", "detail"], declared: ["_", "detail"]))
        XCTAssertFalse(ParameterRoles.fits(call: ["animated", "title"], declared: ["title", "animated"]))
        XCTAssertFalse(ParameterRoles.fits(call: ["heading"], declared: ["title"]))
    }
}
