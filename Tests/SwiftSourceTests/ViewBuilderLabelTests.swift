import XCTest
@testable import SwiftSource

/// The app's own button views that take their label as a view builder: a caller's trailing closure is the
/// button's label.
final class ViewBuilderLabelTests: ForwardingTestCase {
    private func pillButton(showing use: String) -> String {
        """
        struct PillButton<Content: View>: View {
            let button: Button<Capsule<Content>>
            init(tint: Color, action: @escaping () -> Void, @ViewBuilder _ content: @escaping () -> Content) {
                self.button = Button(action: action) {
                    \(use)
                }
            }
            var body: some View { button }
        }
        """
    }

    private let screen = """
    struct BrewView: View {
        var body: some View {
            PillButton(tint: .green, action: brew) {
                HStack {
                    Text(Copy.Fruit.apple)
                    Text(Copy.Fruit.pear)
                }
            }
        }
    }
    """

    func testATrailingClosurePassedOnIntoAButtonsLabelGivesItsFirstTextTheButtonRole() {
        let code = index([("Copy.swift", strings), ("PillButton.swift", pillButton(showing: "Capsule(fill: tint, content: content)")),
                          ("BrewView.swift", screen)])
        XCTAssertEqual(role(code, "fruit.apple"), "button")
        XCTAssertEqual(role(code, "fruit.pear"), "label", "the text beside the title is a caption")
    }

    func testATrailingClosureCalledInAButtonsLabelGivesItsFirstTextTheButtonRole() {
        let code = index([("Copy.swift", strings), ("PillButton.swift", pillButton(showing: "content()")), ("BrewView.swift", screen)])
        XCTAssertEqual(role(code, "fruit.apple"), "button")
    }

    func testAViewThatShowsItsClosureOutsideAButtonLeavesItsTextsLabels() {
        let card = """
        struct Card<Content: View>: View {
            let content: Content
            init(tint: Color, action: @escaping () -> Void, @ViewBuilder _ content: () -> Content) { self.content = content() }
            var body: some View { VStack { content } }
        }
        """
        let code = index([("Copy.swift", strings), ("Card.swift", card),
                          ("BrewView.swift", screen.replacingOccurrences(of: "PillButton", with: "Card"))])
        XCTAssertEqual(role(code, "fruit.apple"), "label")
    }

    func testAViewThatWrapsTheButtonViewAroundItsOwnPropertyGivesWhatItIsPassedTheButtonRole() {
        let copyButton = """
        struct CopyButton: View {
            let buttonText: String
            var body: some View {
                PillButton(tint: .green, action: copy) {
                    HStack {
                        Image(systemName: "doc.on.doc")
                        Text(buttonText)
                    }
                }
            }
        }
        """
        let screen = """
        struct ShareView: View {
            var body: some View { CopyButton(buttonText: Copy.Fruit.apple) }
        }
        """
        let code = index([("Copy.swift", strings), ("PillButton.swift", pillButton(showing: "content()")),
                          ("CopyButton.swift", copyButton), ("ShareView.swift", screen)])
        XCTAssertEqual(role(code, "fruit.apple"), "button")
    }
}
