import CopylintBase

/// RxSwift and Combine, as UIKit apps use them to put text on screen: a view model keeps a title in a relay
/// (`let title = BehaviorRelay<String?>(value: nil)`, filled in by `self.title.accept(title)`), and a cell binds the
/// relay to its label (`viewModel.title.asDriver().drive(titleLabel.rx.text)`). A binding is read as the
/// assignment it stands for (`titleLabel.text = viewModel.title`), and a relay's `accept` as a value given to the
/// property, so `ForwardResolution` joins them like any other property a view shows. MVVM view models give back an
/// `Output` of drivers made with `Driver.just(x)` or `mode.map { … return x }`, which emit `x`, and a controller
/// subscribes to them (`output.title.drive(onNext: { title in self.navigationTitle = title })`), which is read as
/// giving the closure's parameter the driver's value.
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
        guard let source = Self.emitted(by: Array(chain.links[..<position])) else { return false }
        assignment(target: SwiftChain(links: Array(target.links[..<rx]) + [property]), value: [.chain(source)])
        visitChildren(of: link)
        return true
    }

    /// `output.title.drive(onNext: { [weak self] title in self?.navigationTitle = title })`, RxSwift's
    /// `subscribe(onNext:)` and `bind(onNext:)`, Combine's `sink { title in … }`: inside the closure, its
    /// parameter is the source's value, so `label.text = title` there is read as `label.text = output.title`.
    /// False when the link is no such subscription.
    func reactiveSubscription(_ link: SwiftLink, chain: SwiftChain) -> Bool {
        guard link.kind == .member, let block = subscriptionClosure(link), let parameter = closureParameter(block),
            let position = chain.links.firstIndex(where: { $0.token == link.token }),
            let source = Self.emitted(by: Array(chain.links[..<position]))
        else { return false }
        subscribedValues.append((parameter, source))
        visitChildren(of: link)
        subscribedValues.removeLast()
        return true
    }

    private func subscriptionClosure(_ link: SwiftLink) -> SwiftBlock? {
        switch link.name {
        case "drive", "subscribe", "bind": return closure(link, "onNext")
        case "sink": return closure(link, "receiveValue") ?? (link.arguments == nil ? link.trailingClosure(nil) : nil)
        default: return nil
        }
    }

    /// The one parameter a closure names before `in`: `title in`, `(title) in`, `[weak self] title in`.
    private func closureParameter(_ block: SwiftBlock) -> String? {
        guard let inWord = closureInWord(block), (1..<4).contains(inWord),
            case .chain(let chain) = block.nodes[inWord - 1] else { return nil }
        switch chain.links.count {
        case 1:
            let link = chain.links[0]
            if link.kind == .name, !link.isCall { return link.name }
            guard link.kind == .group, link.bracket == UInt8(ascii: "("), link.elements.count == 1, link.elements[0].label == nil else { return nil }
            return Self.plainName(link.elements[0].value)
        case 2:
            // `[weak self] (title)` reads as a capture list called with the parameter list.
            guard chain.links[0].kind == .group, chain.links[0].bracket == UInt8(ascii: "["), chain.links[1].kind == .call,
                let parameter = chain.links[1].unlabeledArgument(at: 0), chain.links[1].arguments?.count == 1 else { return nil }
            return Self.plainName(parameter.value)
        default:
            return nil
        }
    }

    /// Where `in` ends a closure's parameters (`[weak self] (mode) -> String in`), nil when it names none.
    func closureInWord(_ block: SwiftBlock) -> Int? {
        block.nodes.prefix(6).firstIndex { isWord($0, "in") }
    }

    /// A closure's statements, after its parameters.
    func closureBody(_ block: SwiftBlock) -> [SwiftNode] {
        closureInWord(block).map { Array(block.nodes[($0 + 1)...]) } ?? block.nodes
    }

    /// The value a name stands for inside a subscription's closure (`title` in `drive(onNext: { title in … })`),
    /// as an expression; nil for any other value.
    func subscribedValue(_ value: [SwiftNode]) -> [SwiftNode]? {
        guard let name = Self.plainName(value), let subscribed = subscribedValues.last(where: { $0.parameter == name }) else { return nil }
        return [.chain(subscribed.source)]
    }

    /// The source a binding or subscription reads, without the calls that keep its value as it is; nil when
    /// nothing is left.
    private static func emitted(by links: [SwiftLink]) -> SwiftChain? {
        var source = links
        while let last = source.last, last.kind == .member, last.trailingClosures.isEmpty, valueKeepingOperators.contains(last.name) {
            source.removeLast()
        }
        return source.isEmpty ? nil : SwiftChain(links: source)
    }

    /// What a reactive expression emits, when it is written in one of the shapes view models use: `Driver.just(x)`
    /// and `Observable.just(x)` emit `x`; `mode.map { mode -> String in switch mode { … return L10n.a … } }`,
    /// whatever the closure gives back (after the calls that keep a value, such as `asDriver(onErrorJustReturn:)`).
    /// nil for any other expression.
    func emittedValues(_ nodes: [SwiftNode]) -> [[SwiftNode]]? {
        guard nodes.count == 1, case .chain(let chain) = nodes[0], let source = Self.emitted(by: chain.links), source.links.count >= 2,
            let last = source.links.last, last.kind == .member else { return nil }
        switch last.name {
        case "just":
            guard last.trailingClosures.isEmpty, let argument = last.unlabeledArgument(at: 0), last.arguments?.count == 1 else { return nil }
            return [argument.value]
        case "map", "compactMap":
            guard let block = last.arguments?.count == 1 && last.trailingClosures.isEmpty
                ? last.unlabeledArgument(at: 0).flatMap({ argument -> SwiftBlock? in
                    guard argument.value.count == 1, case .block(let block) = argument.value[0] else { return nil }
                    return block
                })
                : last.arguments == nil && last.trailingClosures.count == 1 ? last.trailingClosures[0] : nil
            else { return nil }
            let returned = returnedExpressions(closureBody(block))
            return returned.isEmpty ? nil : returned
        default:
            return nil
        }
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
