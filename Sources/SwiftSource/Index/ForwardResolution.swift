import CopylintBase

/// Gives the localized values passed to the app's own views and functions the role their callee gives them,
/// across files.
///
/// Apps wrap their rows, headers and alerts in code of their own: `SettingsRow(title: L10n.general)` in one file,
/// `struct SettingsRow: View { let title: String; var body: some View { Text(title) } }` in another; or
/// `showAlert(title: L10n.failed, message: L10n.retry)` and `func showAlert(title: String, message: String) {
/// UIAlertController(title: title, message: message, …) }`. Each file's scan records both halves
/// (`SwiftFileScan.callArguments`; `memberReferences` and `parameterForwards`); here every argument whose label
/// names a property its type shows, or a parameter its function shows, takes that role. A parameter passed on to
/// another such callee (`makeRow(title: title)`) takes the callee's role, two levels deep; a function's
/// parameter takes a role only when every declaration of that name and label that fits the call agrees on it.
/// A member passed along (`makeRow(title: item.title)`) becomes a shown member, and `MemberResolution` finally
/// gives the keys that members give back (`var title: String { … }`) the roles of where they are shown.
enum ForwardResolution {
    static func resolving(_ files: [SwiftFileScan]) -> [SwiftFileScan] {
        guard files.contains(where: { !$0.callArguments.isEmpty || !$0.memberReturns.isEmpty }) else { return files }
        var resolved = files
        var references: [MemberResolution.Shown] = []
        for (fileIndex, file) in files.enumerated() {
            references += file.memberReferences.map { MemberResolution.Shown(file: fileIndex, reference: $0) }
        }
        var parameters = ParameterRoles(files)
        let lineage = TypeLineage(files)
        let stores = files.flatMap(\.initializerStores)
        let properties = PropertyRoles(references, lineage: lineage, stores: stores)
        parameters.passOn(files, properties: properties)
        var initializerArguments: [(file: Int, argument: CallArgument)] = []
        for (fileIndex, file) in files.enumerated() {
            for argument in file.callArguments {
                switch argument.callee {
                case .function(let name, _):
                    guard let role = parameters.role(of: argument, properties: properties).map(argument.role(shownAs:)) else { continue }
                    apply(argument.value, role: role, element: "\(name)(\(argument.label):)", file: fileIndex, to: &resolved, references: &references)
                case .initializer:
                    initializerArguments.append((fileIndex, argument))
                }
            }
        }
        // First the trailing closures of the app's button views, whose texts may be a wrapper's own properties
        // (`Text(buttonText)`), so that what the wrapper is passed takes the button's role, not the label's.
        var closureTexts = initializerArguments.filter { $0.argument.replacesLabel }
        if !closureTexts.isEmpty {
            initializerArguments.removeAll { $0.argument.replacesLabel }
            resolveInitializers(&closureTexts, shown: references, lineage: lineage, stores: stores, in: &resolved, references: &references)
            initializerArguments += closureTexts
        }
        // Twice: a member passed to an initializer (`Row(title: item.title)`) may be one that another initializer
        // fills in (`Item(title: L10n.general)`).
        for _ in 0..<2 where !initializerArguments.isEmpty {
            resolveInitializers(&initializerArguments, shown: references, lineage: lineage, stores: stores, in: &resolved, references: &references)
        }
        let found = MemberResolution.resolve(references, lineage: lineage, in: &resolved)
        // A member shown through another (`navigationTitle = output.title` in a view controller whose superclass
        // shows its `navigationTitle`) may be one that an initializer fills in (`Output(title: title)`): once more
        // for those, with only what that adds.
        guard !found.isEmpty, !initializerArguments.isEmpty else { return resolved }
        var added: [MemberResolution.Shown] = []
        resolveInitializers(&initializerArguments, shown: references + found, lineage: lineage, stores: stores, in: &resolved, references: &added)
        if !added.isEmpty { MemberResolution.resolve(added, lineage: lineage, in: &resolved) }
        return resolved
    }

    /// Gives each pending initializer argument whose property a shown member names its role, and keeps the rest.
    private static func resolveInitializers(
        _ pendingArguments: inout [(file: Int, argument: CallArgument)], shown: [MemberResolution.Shown], lineage: TypeLineage,
        stores: [InitializerStore], in resolved: inout [SwiftFileScan], references: inout [MemberResolution.Shown]
    ) {
        let properties = PropertyRoles(shown, lineage: lineage, stores: stores)
        pendingArguments = pendingArguments.filter { pending in
            guard case .initializer(let type) = pending.argument.callee,
                let role = properties.role(type: type, argument: pending.argument.label).map(pending.argument.role(shownAs:))
            else { return true }
            apply(pending.argument.value, role: role, element: "\(type)(\(pending.argument.label):)", file: pending.file,
                  replacingLabel: pending.argument.replacesLabel, to: &resolved, references: &references)
            return false
        }
    }

    /// Gives a value passed in `file` the role its callee shows it in.
    private static func apply(
        _ value: ForwardedValue, role: Role, element: String, file: Int, replacingLabel: Bool = false,
        to resolved: inout [SwiftFileScan], references: inout [MemberResolution.Shown]
    ) {
        switch value {
        case .use(let index):
            let current = resolved[file].uses[index].role
            guard current == nil || (replacingLabel && current == .label) else { return }
            resolved[file].uses[index].role = role
            resolved[file].uses[index].element = element
        case .accessor(var reference):
            reference.role = role
            reference.element = element
            resolved[file].accessorReferences.append(reference)
        case .member(var reference):
            if replacingLabel {
                // The same place, which its own walk took for a plain label (`Text(buttonText)` in a wrapper's
                // trailing closure), is shown as what the callee makes of it.
                references.removeAll { $0.file == file && $0.reference == reference }
            }
            reference.role = role
            reference.element = element
            references.append(MemberResolution.Shown(file: file, reference: reference))
        case .parameter:
            // Passed on by a function: `ParameterRoles.passOn` gave that function's parameter the role.
            return
        }
    }
}
