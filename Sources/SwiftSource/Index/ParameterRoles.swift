import CopylintBase

/// The role each parameter of the app's functions is shown in, by the function's base name and the label.
///
/// Functions share names across types (`configure(with:)`, a private `showError(message:)` in every view model),
/// and the scan does not know which one a call calls. A call with no receiver but `self` in a type that declares
/// a function of that name calls that one; any other call takes a role only from the declarations whose labels
/// fit its own, and only when they agree.
struct ParameterRoles {
    private var forwards: [String: [ParameterForward]] = [:]
    private var known: Set<ParameterForward> = []
    /// Every declared function as `Type.name`.
    private let declared: Set<String>

    init(_ files: [SwiftFileScan]) {
        declared = files.reduce(into: []) { $0.formUnion($1.declaredFunctions) }
        for file in files {
            for forward in file.parameterForwards { add(forward) }
        }
    }

    private mutating func add(_ forward: ParameterForward) {
        guard known.insert(forward).inserted else { return }
        forwards[Self.key(forward.function, forward.label), default: []].append(forward)
    }

    private static func key(_ function: String, _ label: String) -> String {
        function + "\u{0}" + label
    }

    /// The one role the declarations of `function` that a call with `labels` may call (from `ownType`, when it
    /// has no receiver but `self`) show the `label` parameter in.
    func role(function: String, label: String, labels: [String], ownType: String?) -> Role? {
        guard var candidates = forwards[Self.key(function, label)] else { return nil }
        if let ownType, declared.contains(ownType + "." + function) {
            candidates = candidates.filter { $0.type == ownType }
        }
        // One declaration may show a parameter twice (a toolbar item's label and its tooltip): it shows it in its
        // main role. Declarations that may be the one called must agree on theirs.
        var byDeclaration: [String: [Role]] = [:]
        for forward in candidates where Self.fits(call: labels, declared: forward.labels) {
            byDeclaration[forward.type + "." + forward.labels.joined(separator: ":"), default: []].append(forward.role)
        }
        let roles = Set(byDeclaration.values.map(CodeIndex.mainRole))
        return roles.count == 1 ? roles.first : nil
    }

    /// The role of the argument `label` of a call to `callee`.
    func role(of argument: CallArgument, properties: PropertyRoles) -> Role? {
        switch argument.callee {
        case .function(let name, let ownType):
            return role(function: name, label: argument.label, labels: argument.labels, ownType: ownType)
        case .initializer(let type):
            return properties.role(type: type, argument: argument.label)
        }
    }

    /// True when a call's labels could call a declaration with these parameter labels: the call's labels are the
    /// declaration's in order, some (those with default values) left out.
    static func fits(call: [String], declared: [String]) -> Bool {
        var next = declared.startIndex
        for label in call {
            guard let match = declared[next...].firstIndex(of: label) else { return false }
            next = match + 1
        }
        return true
    }

    /// A parameter passed on to another callee that shows it (`func makeRow(title: String) { Row(title: title) }`),
    /// or kept in a property that a place shows by its type, is shown in that role too; two rounds follow it two
    /// levels deep.
    mutating func passOn(_ files: [SwiftFileScan], properties: PropertyRoles) {
        for _ in 0..<2 {
            var added: [ParameterForward] = []
            for file in files {
                for argument in file.callArguments {
                    guard case .parameter(let type, let function, let label, let labels) = argument.value,
                        let role = role(of: argument, properties: properties).map(argument.role(shownAs:)) else { continue }
                    let forward = ParameterForward(type: type, function: function, label: label, labels: labels, role: role,
                                                   element: "\(function)(\(label):)")
                    if !known.contains(forward) { added.append(forward) }
                }
                // `func showError(message: String) { errorMessage = message }`, where a view shows `model.errorMessage`.
                for given in file.memberReturns {
                    guard case .parameter(let type, let function, let label, let labels) = given.value,
                        let role = properties.role(type: given.type, property: given.member) else { continue }
                    let forward = ParameterForward(type: type, function: function, label: label, labels: labels, role: role,
                                                   element: "\(function)(\(label):)")
                    if !known.contains(forward) { added.append(forward) }
                }
            }
            guard !added.isEmpty else { return }
            for forward in added { add(forward) }
        }
    }
}
