/// One option a rule takes, declared in the rule's file (`"options": [{name, type, default, doc}]`).
///
/// The declaration is the single place an option is described: the configuration reader rejects options a rule
/// does not declare and values of the wrong type, checks read their options through `CheckContext`, which falls
/// back to `defaultValue`, and `copylint explain`, `copylint schema` and docs/rules.md show the same list.
public struct RuleOption: Sendable, Decodable, Hashable {
    /// What an option's value must be.
    public enum Kind: String, Sendable, Codable, Hashable {
        case boolean
        /// A whole number (within `minimum` and `maximum` when given).
        case integer
        /// Any number (within `minimum` and `maximum` when given).
        case number
        /// A string; one of `values` when they are given.
        case string
        case stringArray = "string-array"
        /// A list of objects, each with the declared `fields`.
        case objectArray = "object-array"
        /// A Dynamic Type size name, spelt as `width.dynamicTypeSize` accepts it.
        case dynamicTypeSize = "dynamic-type-size"
    }

    public var name: String
    public var type: Kind
    /// The value a check uses when the configuration does not set the option; nil (`null` in the file) when
    /// the check works it out itself, as `doc` says (from the platform, or the role).
    public var defaultValue: JSONValue?
    /// What the option does, for `copylint explain`, the schema and docs/rules.md.
    public var doc: String
    /// The strings a `string` option may take; nil for any string.
    public var values: [String]?
    public var minimum: Double?
    public var maximum: Double?
    /// The fields of each object of an `object-array` option.
    public var fields: [RuleOption]?
    /// For a field of an `object-array` item: whether every item must give it.
    public var required: Bool?

    private enum CodingKeys: String, CodingKey {
        case name, type, doc, values, minimum, maximum, fields, required
        case defaultValue = "default"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        type = try container.decode(Kind.self, forKey: .type)
        doc = try container.decode(String.self, forKey: .doc)
        let declaredDefault = try container.decodeIfPresent(JSONValue.self, forKey: .defaultValue)
        defaultValue = declaredDefault == .null ? nil : declaredDefault
        values = try container.decodeIfPresent([String].self, forKey: .values)
        minimum = try container.decodeIfPresent(Double.self, forKey: .minimum)
        maximum = try container.decodeIfPresent(Double.self, forKey: .maximum)
        fields = try container.decodeIfPresent([RuleOption].self, forKey: .fields)
        required = try container.decodeIfPresent(Bool.self, forKey: .required)
    }
}
