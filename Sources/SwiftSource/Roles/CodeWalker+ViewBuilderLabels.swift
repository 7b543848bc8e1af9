import CopylintBase

/// The app's own button views, as SwiftUI apps write them: `struct PillButton<Label: View>: View { init(action: …,
/// @ViewBuilder _ label: @escaping () -> Label) { button = Button(action: action) { Capsule().overlay(label()) } } }`,
/// used as `PillButton(action: save) { Text("Save") }`. The view builder the initializer takes last is shown as
/// a button's label; the text a caller's trailing closure reads first is then that button's title.
extension CodeWalker {
    /// The member name that stands for what an initializer's trailing closure passes, the last parameter.
    static let trailingClosureMember = "{trailing}"

    /// Inside a button's label, in an initializer: its last parameter called (`label()`) or passed on
    /// (`Bubble(content: label)`) is shown as the label. Noted as that initializer's trailing-closure member.
    func viewBuilderShownInLabel(named name: String, token: Int) {
        guard let scope = functionScopes.last, scope.name == nil, !scope.locals.contains(name), let label = scope.parameters[name],
            let last = scope.labels.indices.last, label == "_\(last)" || label == scope.labels[last],
            let type = typePath.last, let context = buttonLabelRole() else { return }
        let position = position(ofToken: token)
        memberReferences.append(MemberReference(type: type, member: Self.trailingClosureMember, role: context,
                                                element: type + ".init", line: position.line, column: position.column))
    }

    /// The role of the button whose label the walk is in, if it is in one.
    private func buttonLabelRole() -> Role? {
        for frame in frames.reversed() {
            switch frame {
            case .buttonLabel(let role): return role
            case .reset, .textRole, .dialogActions, .menu, .toolbar: return nil
            default: continue
            }
        }
        return nil
    }

    /// `PillButton(action: save) { Text("Save") }`: the first text the trailing closure records (a literal key,
    /// an accessor, or a member of the view the closure is written in: `Text(buttonText)` in a `CopyButton` that
    /// wraps a `PillButton`), passed to the initializer's last parameter, takes the role the view gives it. Its
    /// own role here (a label, as any text is) gives way to that one.
    func trailingClosureText(_ link: SwiftLink, usesBefore: Int, accessorsBefore: Int, membersBefore: Int) {
        guard let closure = link.trailingClosure(nil) else { return }
        let open = position(ofToken: closure.open)
        let isInClosure: (Int, Int) -> Bool = { line, column in (line, column) > (open.line, open.column) }
        var candidates: [(line: Int, column: Int, value: ForwardedValue)] = []
        if let use = uses.indices[usesBefore...].first(where: { uses[$0].role == .label && isInClosure(uses[$0].line, uses[$0].column) }) {
            candidates.append((uses[use].line, uses[use].column, .use(use)))
        }
        if let accessor = accessorReferences[accessorsBefore...].first(where: { $0.role == .label && isInClosure($0.line, $0.column) }) {
            candidates.append((accessor.line, accessor.column, .accessor(accessor)))
        }
        if let member = memberReferences[membersBefore...].first(where: { $0.role == .label && isInClosure($0.line, $0.column) }) {
            candidates.append((member.line, member.column, .member(member)))
        }
        guard let first = candidates.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) else { return }
        callArguments.append(CallArgument(callee: .initializer(type: link.name), label: Self.trailingClosureMember,
                                          labels: [Self.trailingClosureMember], value: first.value, contextRole: nil,
                                          replacesLabel: true))
    }
}
