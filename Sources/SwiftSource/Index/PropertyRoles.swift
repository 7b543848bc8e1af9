import CopylintBase

/// The role each property of the app's types is shown in, from the references whose receiver type is known: a
/// property shown in two places keeps the first (files sorted by path, then in source order). A type's property
/// is also one its supertypes declare and show; an initializer's argument is the property it is kept in.
struct PropertyRoles {
    private struct Property: Hashable {
        var type: String
        var property: String
    }

    private var roles: [Property: Role] = [:]
    /// `init(with title: String) { self.title = title }`: the type and label `with` → the property `title`.
    private var stores: [Property: String] = [:]
    private let lineage: TypeLineage

    init(_ references: [MemberResolution.Shown], lineage: TypeLineage, stores: [InitializerStore]) {
        self.lineage = lineage
        for shown in references {
            guard let type = shown.reference.type else { continue }
            let property = Property(type: type, property: shown.reference.member)
            if roles[property] == nil { roles[property] = shown.reference.role }
        }
        for store in stores {
            let argument = Property(type: store.type, property: store.label)
            if self.stores[argument] == nil { self.stores[argument] = store.property }
        }
    }

    /// The role of `type`'s property, or of the nearest supertype's property of that name.
    func role(type: String, property: String) -> Role? {
        for owner in lineage.lineage(of: type) {
            if let role = roles[Property(type: owner, property: property)] { return role }
        }
        return nil
    }

    /// The role of what `type`'s initializer is passed with `label`: the property it keeps it in (of that name,
    /// in a memberwise initializer).
    func role(type: String, argument label: String) -> Role? {
        role(type: type, property: stores[Property(type: type, property: label)] ?? label)
    }
}
