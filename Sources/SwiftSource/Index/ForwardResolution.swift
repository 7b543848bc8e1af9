/// Gives the localized values passed to the app's own views the role their view gives them, across files.
///
/// SwiftUI apps wrap their rows and headers in small views of their own: `SettingsRow(title: L10n.general)` in
/// one file, `struct SettingsRow: View { let title: String; var body: some View { Text(title) } }` in another.
/// Each file's scan records both halves (`SwiftFileScan.initializerArguments`, `SwiftFileScan.propertyForwards`);
/// here every argument whose label names a property its type shows takes that property's role, one level deep.
enum ForwardResolution {
    private struct Property: Hashable {
        var type: String
        var property: String
    }

    static func resolving(_ files: [SwiftFileScan]) -> [SwiftFileScan] {
        var roles: [Property: PropertyForward] = [:]
        for file in files {
            for forward in file.propertyForwards {
                let property = Property(type: forward.type, property: forward.property)
                // A property shown in two places keeps the first (files sorted by path, then in source order).
                if roles[property] == nil { roles[property] = forward }
            }
        }
        guard !roles.isEmpty else { return files }
        var resolved = files
        for (fileIndex, file) in files.enumerated() {
            for argument in file.initializerArguments {
                guard let forward = roles[Property(type: argument.type, property: argument.label)] else { continue }
                let element = "\(argument.type)(\(argument.label):)"
                if let index = argument.use, resolved[fileIndex].uses[index].role == nil {
                    resolved[fileIndex].uses[index].role = forward.role
                    resolved[fileIndex].uses[index].element = element
                } else if var reference = argument.accessor {
                    reference.role = forward.role
                    reference.element = element
                    resolved[fileIndex].accessorReferences.append(reference)
                }
            }
        }
        return resolved
    }
}
