import XCTest
@testable import SwiftSource

/// Keys that reach the UI through the app's own code: returned from instance computed properties and functions
/// (`var title: String { switch self { … } }` shown as `Text(item.title)`); keys passed to the app's functions are
/// `ParameterForwardingTests`'. A role is given only where the path is unambiguous; where uses disagree the key
/// stays unknown.
final class ForwardingTests: ForwardingTestCase {
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

    func testASwiftUIViewsStoredTitleIsNoNavigationTitleInAFileThatNamesAController() {
        let file = """
        struct SettingsScreen: View {
            @State private var share: UIActivityViewController?
            var body: some View { Button {} label: { ValueRow(title: Copy.Fruit.apple, value: "") } }
        }
        private struct ValueRow: View {
            let title: String
            let value: String
            init(title: String, value: String) {
                self.title = title
                self.value = value
            }
            var body: some View { HStack { Text(title); Spacer(); Text(value) } }
        }
        """
        let code = index([("Copy.swift", strings), ("SettingsScreen.swift", file)])
        XCTAssertEqual(role(code, "fruit.apple"), "button", "the row's text is the button's title, not a navigation title")
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
