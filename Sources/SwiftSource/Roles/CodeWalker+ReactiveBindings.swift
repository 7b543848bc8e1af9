import CopylintBase

/// RxSwift and Combine, as UIKit apps use them to put text on screen: a view model keeps a title in a relay
/// (`let title = BehaviorRelay<String?>(value: nil)`, filled in by `self.title.accept(title)`), and a cell binds the
/// relay to its label (`viewModel.title.asDriver().drive(titleLabel.rx.text)`). A binding is read as the
/// assignment it stands for (`titleLabel.text = viewModel.title`), and a relay's `accept` as a value given to the
/// property, so `ForwardResolution` joins them like any other property a view shows.
extension CodeWalker {
    /// `source.drive(label.rx.text)`, `source.bind(to: button.rx.title(for: .normal))`: the assignment of the
    /// source's value to the target's property, with the calls that keep the value as it is (`asDriver()`) left
    /// out. False when the link is no such binding.
    func reactiveBinding(_ link: SwiftLink, chain: SwiftChain) -> Bool {
        guard link.kind == .member, link.trailingClosures.isEmpty, let arguments = link.arguments, arguments.count == 1,
            link.name == "drive" && arguments[0].label == nil || link.name == "bind" && arguments[0].label == "to",
            let target = arguments[0].chain, target.links.count >= 3,
            let rx = target.links.lastIndex(where: { $0.kind == .member && $0.name == "rx" && !$0.isCall }), rx == target.links.count - 2,
            let position = chain.links.firstIndex(where: { $0.token == link.token })
        else { return false }
        var property = target.links[rx + 1]
        if property.isCall {
            // `button.rx.title(for: .normal)`: the title the button shows in that state.
            guard property.name == "title", property.argument("for") != nil, property.trailingClosures.isEmpty else { return false }
            property.arguments = nil
        }
        var source = Array(chain.links[..<position])
        while let last = source.last, last.kind == .member, last.trailingClosures.isEmpty, Self.valueKeepingOperators.contains(last.name) {
            source.removeLast()
        }
        guard !source.isEmpty else { return false }
        assignment(target: SwiftChain(links: Array(target.links[..<rx]) + [property]), value: [.chain(SwiftChain(links: source))])
        visitChildren(of: link)
        return true
    }

    /// Operators between a relay and its binding that pass its text on unchanged.
    private static let valueKeepingOperators: Set<String> = [
        "asDriver", "asObservable", "asSignal", "distinctUntilChanged", "observe", "observeOn", "share", "filterNil",
        "unwrap", "replaceNilWith", "receive", "eraseToAnyPublisher",
    ]

    /// `title.accept(value)`, `self.title.onNext(value)`, `title.send(value)`: the relay or subject `title` of the
    /// type (or a local of the function) is given `value`, as `title = value` would give it.
    func relayValue(_ link: SwiftLink, chain: SwiftChain) {
        guard link.kind == .member, Self.relayInputs.contains(link.name), link.trailingClosures.isEmpty,
            let argument = link.unlabeledArgument(at: 0), link.arguments?.count == 1,
            let position = chain.links.firstIndex(where: { $0.token == link.token }), position == chain.links.count - 1,
            let assigned = assignedName(SwiftChain(links: Array(chain.links[..<position])))
        else { return }
        memberReturn(argument.value, name: assigned.name, reach: assigned.reach)
        if assigned.reach == .stored { keepsParameter(argument.value, in: assigned.name) }
    }

    /// How RxSwift's relays and subjects (`accept`, `onNext`) and Combine's subjects (`send`) take a new value.
    private static let relayInputs: Set<String> = ["accept", "onNext", "send"]

    /// `self.title = title` or `self.title.accept(title)` in an initializer whose parameter `title` has another
    /// label (`init(with title: String)`): what a call passes with that label is the property's value.
    func keepsParameter(_ value: [SwiftNode], in property: String) {
        guard let scope = functionScopes.last, scope.name == nil, let type = typePath.last, let name = Self.plainName(value),
            !scope.locals.contains(name), let label = scope.parameters[name], label != property else { return }
        initializerStores.append(InitializerStore(type: type, label: label, property: property))
    }
}
