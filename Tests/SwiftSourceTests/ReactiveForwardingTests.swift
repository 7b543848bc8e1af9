import XCTest
@testable import SwiftSource

/// Keys that reach a label through a view model's relay and a cell's Rx binding, through an initializer that keeps
/// a parameter under another label, and through a property a base class declares and shows.
final class ReactiveForwardingTests: ForwardingTestCase {
    private let cellModels = """
    class BaseCellViewModel {
        let title = BehaviorRelay<String?>(value: nil)
        let detail = BehaviorRelay<String?>(value: nil)
    }
    class FruitCellViewModel: BaseCellViewModel {
        init(with title: String, detail: String?) {
            super.init()
            self.title.accept(title)
            self.detail.accept(detail)
        }
    }
    """

    private func cell(binding: String) -> String {
        """
        class BaseCell: UITableViewCell {
            lazy var titleLabel: Label = { Label() }()
            func bind(to viewModel: TableViewCellViewModel) {
                guard let viewModel = viewModel as? BaseCellViewModel else { return }
                \(binding)
            }
        }
        """
    }

    private let rows = """
    final class FruitListViewModel {
        func rows() -> [BaseCellViewModel] {
            [FruitCellViewModel(with: Copy.Fruit.apple, detail: nil)]
        }
    }
    """

    func testARelayThatACellDrivesIntoItsLabelGivesTheInitializersArgumentTheLabelRole() {
        let code = index([("Copy.swift", strings), ("CellModels.swift", cellModels), ("BaseCell.swift",
            cell(binding: "viewModel.title.asDriver().drive(titleLabel.rx.text).disposed(by: rx.disposeBag)")), ("List.swift", rows)])
        XCTAssertEqual(role(code, "fruit.apple"), "label")
    }

    func testBindingToALabelWithBindToGivesTheLabelRole() {
        let code = index([("Copy.swift", strings), ("CellModels.swift", cellModels), ("BaseCell.swift",
            cell(binding: "viewModel.title.bind(to: titleLabel.rx.text).disposed(by: rx.disposeBag)")), ("List.swift", rows)])
        XCTAssertEqual(role(code, "fruit.apple"), "label")
    }

    func testABindingThatChangesTheTextOnTheWayGivesNoRole() {
        let code = index([("Copy.swift", strings), ("CellModels.swift", cellModels), ("BaseCell.swift",
            cell(binding: "viewModel.title.map { $0?.uppercased() }.drive(titleLabel.rx.text).disposed(by: rx.disposeBag)")),
            ("List.swift", rows)])
        XCTAssertNil(role(code, "fruit.apple"), "the label shows another text than the key's")
    }

    func testAModelThatDoesNotInheritTheShownPropertyGivesNoRole() {
        let unrelated = cellModels.replacingOccurrences(of: "class FruitCellViewModel: BaseCellViewModel", with: "class FruitCellViewModel: NSObject")
        let code = index([("Copy.swift", strings), ("CellModels.swift", unrelated), ("BaseCell.swift",
            cell(binding: "viewModel.title.asDriver().drive(titleLabel.rx.text).disposed(by: rx.disposeBag)")), ("List.swift", rows)])
        XCTAssertNil(role(code, "fruit.apple"), "no cell shows this type's title")
    }

    func testAButtonsAndANavigationItemsRxTitleGiveTheirRoles() {
        let controller = """
        final class FruitViewController: UIViewController {
            let saveButton = UIButton()
            func bind(output: Output) {
                output.saveTitle.drive(saveButton.rx.title(for: .normal)).disposed(by: rx.disposeBag)
                output.screenTitle.drive(navigationItem.rx.title).disposed(by: rx.disposeBag)
            }
        }
        final class Output {
            let saveTitle = BehaviorRelay<String>(value: "")
            let screenTitle = BehaviorRelay<String>(value: "")
            init() {
                saveTitle.accept(Copy.Fruit.apple)
                screenTitle.accept(Copy.Fruit.pear)
            }
        }
        """
        let code = index([("Copy.swift", strings), ("FruitViewController.swift", controller)])
        XCTAssertEqual(role(code, "fruit.apple"), "button")
        XCTAssertEqual(role(code, "fruit.pear"), "nav-title")
    }

    func testAnInitializerKeepingAParameterUnderAnotherLabelPassesItsRoleOn() {
        let file = """
        final class FruitItem {
            let title: String
            init(with name: String) { self.title = name }
        }
        final class FruitCell: UITableViewCell {
            let titleLabel = UILabel()
            func configure(item: FruitItem) { titleLabel.text = item.title }
        }
        func makeItem() -> FruitItem { FruitItem(with: Copy.Fruit.apple) }
        """
        let code = index([("Copy.swift", strings), ("Fruit.swift", file)])
        XCTAssertEqual(role(code, "fruit.apple"), "label")
    }

    func testASubclassGivingItsBaseClassesShownPropertyAValueTakesItsRole() {
        let base = """
        class BaseViewController: UIViewController {
            var navigationTitle = "" {
                didSet { navigationItem.title = navigationTitle }
            }
        }
        """
        let screen = """
        final class PearViewController: BaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationTitle = Copy.Fruit.pear
            }
        }
        """
        let code = index([("Base.swift", base), ("Copy.swift", strings), ("PearViewController.swift", screen)])
        XCTAssertEqual(role(code, "fruit.pear"), "nav-title")
        let unrelated = screen.replacingOccurrences(of: ": BaseViewController", with: ": UIViewController")
        XCTAssertNil(role(index([("Base.swift", base), ("Copy.swift", strings), ("PearViewController.swift", unrelated)]), "fruit.pear"))
    }
}
