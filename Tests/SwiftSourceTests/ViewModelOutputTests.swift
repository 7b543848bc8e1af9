import XCTest
@testable import SwiftSource

/// Keys that reach the screen the way MVVM apps written with RxSwift put them there: a view model's
/// `transform(input:)` gives back an `Output` of drivers, a view controller drives them into its views or
/// subscribes to them, and RxDataSources shows the sections' titles as headers.
final class ViewModelOutputTests: ForwardingTestCase {
    private func viewModel(_ values: String) -> String {
        """
        final class FruitViewModel {
            struct Output {
                let screenTitle: Driver<String>
                let summary: Driver<String>
            }
            func transform(input: Input) -> Output {
                \(values)
                return Output(screenTitle: screenTitle, summary: summary)
            }
        }
        """
    }

    private let mappedValues = """
        let screenTitle = mode.map({ (mode) -> String in
                    switch mode {
                    case .fruit: return Copy.Fruit.apple
                    }
                }).asDriver(onErrorJustReturn: "")
                let summary = Driver.just(Copy.Fruit.pear)
        """

    private let baseController = """
    class ViewController: UIViewController {
        var navigationTitle = "" {
            didSet {
                navigationItem.title = navigationTitle
            }
        }
    }
    """

    private func controller(_ bindings: String) -> String {
        """
        final class FruitViewController: ViewController {
            let summaryLabel = UILabel()
            var viewModel: FruitViewModel!
            func bindViewModel() {
                let output = viewModel.transform(input: input)
                \(bindings)
            }
        }
        """
    }

    func testADriverOfTheOutputThatTheControllerDrivesIntoALabelGivesTheKeyTheLabelRole() {
        let code = index([("Copy.swift", strings), ("FruitViewModel.swift", viewModel(mappedValues)), ("Base.swift", baseController),
            ("FruitViewController.swift", controller("output.summary.drive(summaryLabel.rx.text).disposed(by: rx.disposeBag)"))])
        XCTAssertEqual(role(code, "fruit.pear"), "label", "Driver.just emits its value")
    }

    func testASubscriptionThatSetsTheControllersNavigationTitleGivesTheMappedKeysTheNavTitleRole() {
        let code = index([("Copy.swift", strings), ("FruitViewModel.swift", viewModel(mappedValues)), ("Base.swift", baseController),
            ("FruitViewController.swift", controller("""
            output.screenTitle.drive(onNext: { [weak self] (title) in
                        self?.navigationTitle = title
                    }).disposed(by: rx.disposeBag)
            """))])
        XCTAssertEqual(role(code, "fruit.apple"), "nav-title", "the map's closure gives back the key")
    }

    func testASubscriptionThatShowsAnotherValueThanItsParameterGivesNoRole() {
        let code = index([("Copy.swift", strings), ("FruitViewModel.swift", viewModel(mappedValues)), ("Base.swift", baseController),
            ("FruitViewController.swift", controller("""
            output.summary.drive(onNext: { [weak self] summary in
                        self?.summaryLabel.text = summary.uppercased()
                    }).disposed(by: rx.disposeBag)
            """))])
        XCTAssertNil(role(code, "fruit.pear"), "the label shows a changed text")
    }

    func testAnOutputWhoseFunctionGivesBackDifferentTypesInTwoFilesStaysUntyped() {
        let other = """
        final class PlanetViewModel {
            func transform(input: Input) -> Planets { Planets() }
        }
        final class Planets {
            func summary() {}
        }
        """
        let code = index([("Copy.swift", strings), ("FruitViewModel.swift", viewModel(mappedValues)), ("Other.swift", other),
            ("Base.swift", baseController),
            ("FruitViewController.swift", controller("output.summary.drive(summaryLabel.rx.text).disposed(by: rx.disposeBag)"))])
        XCTAssertNil(role(code, "fruit.pear"), "two types named `transform`'s result: the output's type is unknown")
    }

    func testSectionTitlesThatAnRxDataSourceShowsAsHeadersAreLabels() {
        let section = """
        enum FruitSection {
            case fruit(title: String, items: [FruitItem])
        }
        extension FruitSection: SectionModelType {
            var title: String {
                switch self {
                case .fruit(let title, _): return title
                }
            }
        }
        """
        let model = """
        final class FruitListViewModel {
            func sections() -> [FruitSection] {
                var sections: [FruitSection] = []
                sections.append(FruitSection.fruit(title: Copy.Fruit.apple, items: []))
                return sections
            }
        }
        """
        let list = """
        final class FruitListViewController: UIViewController {
            func bind() {
                let dataSource = RxTableViewSectionedReloadDataSource<FruitSection>(configureCell: { dataSource, tableView, indexPath, item in
                    return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                }, titleForHeaderInSection: { dataSource, index in
                    let section = dataSource[index]
                    return section.title
                })
            }
        }
        """
        let code = index([("Copy.swift", strings), ("FruitSection.swift", section), ("Model.swift", model), ("List.swift", list)])
        XCTAssertEqual(role(code, "fruit.apple"), "label")
        let noHeaders = list.replacingOccurrences(of: "titleForHeaderInSection", with: "canEditRowAtIndexPath")
        XCTAssertNil(role(index([("Copy.swift", strings), ("FruitSection.swift", section), ("Model.swift", model), ("List.swift", noHeaders)]),
                          "fruit.apple"), "a data source that shows no headers")
    }

    func testAListOfAnEnumsTitlesThatADropDownShowsGivesEachTitleTheMenuItemRole() {
        let sort = """
        enum FruitSort: Int {
            case apple, pear
            var title: String {
                switch self {
                case .apple: return Copy.Fruit.apple
                case .pear: return Copy.Fruit.pear
                }
            }
            static func allTitles() -> [String] {
                return (0...FruitSort.pear.rawValue)
                    .map { FruitSort(rawValue: $0)!.title }
            }
        }
        """
        let model = """
        final class FruitViewModel {
            struct Output {
                let sortTitles: Driver<[String]>
            }
            func transform(input: Input) -> Output {
                let sortTitles = input.trigger.map { _ -> [String] in
                    return FruitSort.allTitles()
                }.asDriver(onErrorJustReturn: [])
                return Output(sortTitles: sortTitles)
            }
        }
        """
        let code = index([("Copy.swift", strings), ("FruitSort.swift", sort), ("FruitViewModel.swift", model), ("Base.swift", baseController),
            ("FruitViewController.swift", controller("""
            output.sortTitles.drive(onNext: { [weak self] (titles) in
                        self?.sortDropDown.dataSource = titles
                    }).disposed(by: rx.disposeBag)
            """))])
        XCTAssertEqual(role(code, "fruit.apple"), "menu-item")
        XCTAssertEqual(role(code, "fruit.pear"), "menu-item")
    }
}
