import CopylintBase

/// Gives the keys that the app's members give back the role of where those members are shown.
///
/// Models name their copy in computed properties: `var title: String { switch self { case .general: return
/// L10n.general … } }` in an enum, then `ForEach(Section.allCases) { section in Text(section.title) }` in a view.
/// A member's keys take the roles of the places that show that type's member (`MemberReference.type`, known
/// from simple declarations: `ReceiverTypes`). Where the scan cannot tell the receiver's type (`Text(row.title)`
/// with `row` from who knows where), a name that many types declare says nothing: a computed member's keys take
/// the label role only when every such place across the app (in more than one file) shows the member's name as a
/// label. A stored property
/// (`status = L10n.ready`) takes roles only from places that show its type's member, a static member only from
/// its type's path (`Text(Mode.title(for: mode))`), a local only from its name in its own type.
/// A member that gives back another member (`var caption: String { item.title }`) passes its role on: three
/// rounds follow such chains.
enum MemberResolution {
    /// A shown member, in the file (by index) that shows it.
    struct Shown {
        var file: Int
        var reference: MemberReference
    }

    private struct Member: Hashable {
        var type: String
        var name: String
    }

    private struct Given {
        var file: Int
        var reach: MemberReach
        var value: ForwardedValue
    }

    /// `references` are every file's shown members, and those `ForwardResolution` found passed along. Gives back
    /// the members found shown on the way (`var caption: String { item.title }` shows `item.title` where `caption`
    /// is shown), for the initializers that fill them in.
    @discardableResult
    static func resolve(_ references: [Shown], lineage: TypeLineage, in files: inout [SwiftFileScan]) -> [Shown] {
        var returns: [Member: [Given]] = [:]
        for (fileIndex, file) in files.enumerated() {
            for given in file.memberReturns {
                returns[Member(type: given.type, name: given.member), default: []].append(Given(file: fileIndex, reach: given.reach, value: given.value))
            }
        }
        guard !returns.isEmpty else { return [] }
        let members = returns.keys.sorted { ($0.type, $0.name) < ($1.type, $1.name) }
        var shown = references + enumCaseMembers(files, returns: returns)
        var found: [Shown] = []
        var resolved: Set<Member> = []
        var pathsBefore = files.reduce(0) { $0 + $1.accessorReferences.count }
        for _ in 0..<3 {
            let byPath = shownByPath(files, returns: returns)
            var typed: [Member: [Shown]] = [:]
            var untyped: [String: [Shown]] = [:]
            for place in shown {
                if let type = place.reference.type {
                    typed[Member(type: type, name: place.reference.member), default: []].append(place)
                } else {
                    untyped[place.reference.member, default: []].append(place)
                }
            }
            var passedOn: [Shown] = []
            for member in members where !resolved.contains(member) {
                guard let values = returns[member] else { continue }
                let element = member.type.isEmpty ? member.name : member.type + "." + member.name
                let agreeing = agreeing(untyped[member.name] ?? [])
                var gaveAny = false
                for given in values {
                    var places: [Shown]
                    switch given.reach {
                    case .type: places = byPath[member].map(firstOfEachRole) ?? []
                    case .local, .stored: places = shownOwn(member, typed, lineage).map(firstOfEachRole) ?? []
                    case .instance:
                        places = shownOwn(member, typed, lineage).map(firstOfEachRole) ?? []
                        // Agreement on a name is evidence for the member's own keys, too weak to pass on.
                        if places.isEmpty, !given.value.isMember { places = agreeing }
                    }
                    for place in places {
                        gaveAny = true
                        give(given, role: place.reference.role, element: element, shownAt: place, to: &files, passingOn: &passedOn)
                    }
                }
                if gaveAny { resolved.insert(member) }
            }
            // A path given back (`let items = Driver.just(Sort.allItems())`) is shown by it in the next round.
            let pathsShown = files.reduce(0) { $0 + $1.accessorReferences.count }
            guard !passedOn.isEmpty || pathsShown != pathsBefore else { return found }
            pathsBefore = pathsShown
            shown += passedOn
            found += passedOn
        }
        return found
    }

    /// Static members shown by their path (`Text(Mode.title(for: mode))`), each a member of that type; a path names
    /// no instance's member (`L10n.AppIcon.title` is no `AppIcon`'s `title`). Read again each round: a member's
    /// value may be such a path (`let items = Driver.just(Sort.allItems())`), shown where the member is.
    private static func shownByPath(_ files: [SwiftFileScan], returns: [Member: [Given]]) -> [Member: [Shown]] {
        var byPath: [Member: [Shown]] = [:]
        for (fileIndex, file) in files.enumerated() {
            for reference in file.accessorReferences where reference.path.count >= 2 {
                let member = Member(type: reference.path[reference.path.count - 2], name: reference.path[reference.path.count - 1])
                guard returns[member]?.contains(where: { $0.reach == .type }) == true else { continue }
                byPath[member, default: []].append(Shown(file: fileIndex, reference: MemberReference(
                    type: member.type, member: member.name, role: reference.role, element: reference.element,
                    line: reference.line, column: reference.column)))
            }
        }
        return byPath
    }

    /// `Mode.dark.title`, `Counter.shared.summary`: a path through an enum's case or a type's shared instance to a
    /// computed member, shown as that type's member.
    private static func enumCaseMembers(_ files: [SwiftFileScan], returns: [Member: [Given]]) -> [Shown] {
        var result: [Shown] = []
        for (fileIndex, file) in files.enumerated() {
            for reference in file.accessorReferences where reference.path.count >= 3 {
                let path = reference.path
                guard path[path.count - 2].first?.isLowercase == true else { continue }
                let member = Member(type: path[path.count - 3], name: path[path.count - 1])
                guard returns[member]?.contains(where: { $0.reach == .instance }) == true else { continue }
                result.append(Shown(file: fileIndex, reference: MemberReference(
                    type: member.type, member: member.name, role: reference.role, element: reference.element,
                    line: reference.line, column: reference.column)))
            }
        }
        return result
    }

    /// The places that show the member of its type, else of the nearest supertype that is shown with that name.
    private static func shownOwn(_ member: Member, _ typed: [Member: [Shown]], _ lineage: TypeLineage) -> [Shown]? {
        for owner in lineage.lineage(of: member.type) {
            if let places = typed[Member(type: owner, name: member.name)] { return places }
        }
        return nil
    }

    /// The first place of each role, in order.
    private static func firstOfEachRole(_ places: [Shown]) -> [Shown] {
        var seen: Set<Role> = []
        return places.filter { seen.insert($0.reference.role).inserted }
    }

    /// The first place when every place shows the member as a label, in more than one file; none when they
    /// disagree, when one file alone shows the name (one place says little about which of the types it is), or
    /// when they agree on a specific role: agreement by name is the weakest evidence the code gives, so it gives
    /// only the weakest role, which never overrides the catalog's own evidence (an error type's `message` that
    /// other types' alerts show is no alert message when the app never shows that error).
    private static func agreeing(_ places: [Shown]) -> [Shown] {
        guard let first = places.first, first.reference.role == .label, places.allSatisfy({ $0.reference.role == .label }),
            places.contains(where: { $0.file != first.file }) else { return [] }
        return [first]
    }

    /// A key the member's declaration localizes takes the role there; an accessor it gives back becomes a
    /// reference where the member is shown, so the key's role points at that place; a member it gives back is
    /// shown there too.
    private static func give(
        _ given: Given, role: Role, element: String, shownAt place: Shown, to files: inout [SwiftFileScan],
        passingOn passedOn: inout [Shown]
    ) {
        switch given.value {
        case .use(let index):
            guard files[given.file].uses[index].role == nil else { return }
            files[given.file].uses[index].role = role
            files[given.file].uses[index].element = element
        case .accessor(var reference):
            reference.role = role
            reference.element = element
            reference.line = place.reference.line
            reference.column = place.reference.column
            files[place.file].accessorReferences.append(reference)
        case .member(var reference):
            reference.role = role
            reference.element = element
            passedOn.append(Shown(file: given.file, reference: reference))
        case .parameter:
            return
        }
    }
}
