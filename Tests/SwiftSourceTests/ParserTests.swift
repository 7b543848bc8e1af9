@testable import SwiftSource
import XCTest

/// The light parser: chains, argument labels, trailing closures (labeled ones too), bodies that are not
/// closures, generics, and recovery from unbalanced brackets.
final class ParserTests: XCTestCase {
    private func parse(_ code: String) -> (SwiftSourceText, [SwiftNode]) {
        let source = SwiftSourceText(path: "t.swift", text: code)
        return (source, SwiftParser.parse(source))
    }

    private func chains(_ nodes: [SwiftNode]) -> [SwiftChain] {
        nodes.compactMap { if case .chain(let chain) = $0 { return chain } else { return nil } }
    }

    func testCallWithLabelsTrailingAndLabeledClosuresAndModifiers() {
        let (_, nodes) = parse("""
        Button(role: .destructive) { delete() } label: { Text("Delete") }
            .buttonStyle(.bordered)
            .alert("Gone", isPresented: $shown) { Button("OK") {} } message: { Text("Done.") }
        """)
        let chain = chains(nodes)[0]
        XCTAssertEqual(chain.links.map(\.name), ["Button", "buttonStyle", "alert"])
        XCTAssertEqual(chain.links[0].arguments?.map(\.label), ["role"])
        XCTAssertEqual(chain.links[0].trailingClosures.map(\.label), [nil, "label"])
        XCTAssertEqual(chain.links[2].arguments?.map(\.label), [nil, "isPresented"])
        XCTAssertEqual(chain.links[2].trailingClosures.map(\.label), [nil, "message"])
    }

    func testBracesAfterConditionsAndDeclarationsAreBodies() {
        let (_, nodes) = parse("""
        if showAlert { Text("A") }
        guard let value = optional else { return }
        var body: some View { Text("B") }
        let view = VStack { Text("C") }
        for item in items { print(item) }
        """)
        let names = chains(nodes).map { chain in "\(chain.links.map(\.name).joined(separator: ".")):\(chain.links.last!.trailingClosures.count)" }
        XCTAssertEqual(names, ["showAlert:0", "value:0", "optional:0", "body:0", "View:0", "view:0", "VStack:1", "item:0", "items:0"])
        XCTAssertEqual(nodes.filter { if case .block = $0 { return true } else { return false } }.count, 4)
    }

    func testGenericArgumentsBeforeACallAreSkipped() {
        let (_, nodes) = parse("ButtonDescription<EmptyView>(mapping: mapping)\nlet x: Array<Set<Int>> = []")
        XCTAssertEqual(chains(nodes)[0].links[0].name, "ButtonDescription")
        XCTAssertEqual(chains(nodes)[0].links[0].arguments?.first?.label, "mapping")
    }

    func testOptionalChainingAndSubscriptsStayInTheChain() {
        let (_, nodes) = parse("cell.textLabel?.text = items[index].title ? .red : .blue")
        let chain = chains(nodes)[0]
        XCTAssertEqual(chain.links.map(\.name), ["cell", "textLabel", "text"])
        let value = chains(nodes)[1]
        XCTAssertEqual(value.links.map(\.kind), [.name, .group, .member])
    }

    func testParenthesisOnTheNextLineIsNotACall() {
        let (_, nodes) = parse("let a = value\n(other)")
        XCTAssertNil(chains(nodes).first { $0.headName == "value" }?.links[0].arguments)
    }

    func testUnbalancedBracketsStayLocal() {
        let (source, nodes) = parse("""
        func broken() { let x = foo(1, 2 }
        }}}
        Button("After") {}
        """)
        let after = chains(nodes).last
        XCTAssertEqual(after?.headName, "Button")
        let scan = SwiftSourceScanner.scan(source)
        XCTAssertEqual(scan.uses.map(\.text), ["After"])
    }

    func testDeeplyNestedCodeDoesNotOverflowTheStack() {
        let depth = 5_000
        let code = String(repeating: "f(", count: depth) + "Text(\"Deep\")" + String(repeating: ")", count: depth) + "\nText(\"Shallow\")"
        let scan = SwiftSourceScanner.scan(path: "t.swift", text: code)
        XCTAssertEqual(scan.uses.map(\.text), ["Shallow"])
    }
}
