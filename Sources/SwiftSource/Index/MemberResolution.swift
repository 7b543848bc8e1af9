/// Gives the keys that the app's instance members give back the role of where those members are shown.
///
/// Models name their copy in computed properties: `var title: String { switch self { case .general: return
/// L10n.general … } }` in an enum, then `ForEach(Section.allCases) { section in Text(section.title) }` in a view.
/// A member's keys take the roles of the places that show that type's member (`MemberReference.type`, known
/// from simple declarations: `ReceiverTypes`). Where the scan cannot tell the receiver's type (`Text(row.title)`
/// with `row` from who knows where), a name that many types declare says nothing: the keys take a role only when
/// every such place across the app shows the member's name in the same role.
enum MemberResolution {
    /// A shown member, in the file (by index) that shows it.
    struct Shown {
        var file: Int
        var reference: MemberReference
    }

    private struct Member: Hashable {
        var type: String
        var name: String
        var isStatic = false
    }

    /// `references` are every file's shown members, and those `ForwardResolution` found passed along.
    static func resolve(_ references: [Shown], in files: inout [SwiftFileScan]) {
        var returns: [Member: [(file: Int, value: ForwardedValue)]] = [:]
        for (fileIndex, file) in files.enumerated() {
            for given in file.memberReturns {
                returns[Member(type: given.type, name: given.member, isStatic: given.isStatic), default: []].append((fileIndex, given.value))
            }
        }
        guard !returns.isEmpty else { return }
        var typed: [Member: [Shown]] = [:]
        var untyped: [String: [Shown]] = [:]
        for shown in references {
            if let type = shown.reference.type {
                typed[Member(type: type, name: shown.reference.member), default: []].append(shown)
            } else {
                untyped[shown.reference.member, default: []].append(shown)
            }
        }
        // A static member shown by its path (`Text(Mode.title(for: mode))`) is a member of that type; a path names no
        // instance's member (`L10n.AppIcon.title` is no `AppIcon`'s `title`).
        for (fileIndex, file) in files.enumerated() {
            for reference in file.accessorReferences where reference.path.count >= 2 {
                let member = Member(type: reference.path[reference.path.count - 2], name: reference.path[reference.path.count - 1],
                                    isStatic: true)
                guard returns[member] != nil else { continue }
                typed[member, default: []].append(Shown(file: fileIndex, reference: MemberReference(
                    type: member.type, member: member.name, role: reference.role, element: reference.element,
                    line: reference.line, column: reference.column)))
            }
        }
        for member in returns.keys.sorted(by: { ($0.type, $0.name) < ($1.type, $1.name) }) {
            let places = typed[member].map(firstOfEachRole) ?? (member.isStatic ? [] : agreeing(untyped[member.name] ?? []))
            guard !places.isEmpty, let values = returns[member] else { continue }
            let element = member.type.isEmpty ? member.name : member.type + "." + member.name
            for place in places {
                for given in values {
                    give(given.value, declaredIn: given.file, role: place.reference.role, element: element, shownAt: place, to: &files)
                }
            }
        }
    }

    /// The first place of each role, in order.
    private static func firstOfEachRole(_ places: [Shown]) -> [Shown] {
        var seen: Set<CodeRole> = []
        return places.filter { seen.insert($0.reference.role).inserted }
    }

    /// The first place when every place shows the member in one role; none when they disagree.
    private static func agreeing(_ places: [Shown]) -> [Shown] {
        guard let first = places.first, places.allSatisfy({ $0.reference.role == first.reference.role }) else { return [] }
        return [first]
    }

    /// A key the member's declaration localizes takes the role there; an accessor it gives back becomes a
    /// reference where the member is shown, so the key's role points at that place.
    private static func give(
        _ value: ForwardedValue, declaredIn file: Int, role: CodeRole, element: String, shownAt place: Shown,
        to files: inout [SwiftFileScan]
    ) {
        switch value {
        case .use(let index):
            guard files[file].uses[index].role == nil else { return }
            files[file].uses[index].role = role
            files[file].uses[index].element = element
        case .accessor(var reference):
            reference.role = role
            reference.element = element
            reference.line = place.reference.line
            reference.column = place.reference.column
            files[place.file].accessorReferences.append(reference)
        case .member, .parameter:
            return
        }
    }
}
