import Width

/// Whether a configured value is what the declaration says, and how to say what it must be: the configuration
/// reader's errors and `copylint explain` use the same words.
extension RuleOption {
    /// The largest whole number an `integer` option takes without a declared maximum.
    static let largestInteger: Double = 1e9

    /// Whether `value` is what the option must be.
    public func accepts(_ value: JSONValue) -> Bool {
        switch type {
        case .boolean:
            return value.boolValue != nil
        case .integer:
            guard let number = value.numberValue, number.rounded() == number, abs(number) < Self.largestInteger else {
                return false
            }
            return isInRange(number)
        case .number:
            return value.numberValue.map(isInRange) ?? false
        case .string:
            guard let string = value.stringValue else { return false }
            return values.map { $0.contains(string) } ?? true
        case .stringArray:
            return value.arrayValue?.allSatisfy { $0.stringValue != nil } ?? false
        case .objectArray:
            return value.arrayValue?.allSatisfy(acceptsItem) ?? false
        case .dynamicTypeSize:
            return value.stringValue.flatMap(DynamicTypeSize.init(name:)) != nil
        }
    }

    /// What the value must be, for error messages and `copylint explain`: "a whole number of at least 1".
    public var expectation: String {
        switch type {
        case .boolean: return "true or false"
        case .integer: return "a whole number" + rangeText
        case .number: return "a number" + rangeText
        case .string:
            guard let values else { return "a string" }
            return "one of " + values.map { "\"\($0)\"" }.joined(separator: ", ")
        case .stringArray: return "a list of strings"
        case .objectArray:
            let described = (fields ?? []).map { field in
                "\(field.name) (\(field.expectation)\(field.required == true ? ", required" : ""))"
            }
            return "a list of objects with " + described.joined(separator: ", ")
        case .dynamicTypeSize: return "a Dynamic Type size (" + DynamicTypeSize.allCases.map(\.name).joined(separator: ", ") + ")"
        }
    }

    private func isInRange(_ number: Double) -> Bool {
        number >= (minimum ?? -.infinity) && number <= (maximum ?? .infinity)
    }

    private var rangeText: String {
        switch (minimum, maximum) {
        case let (minimum?, maximum?): return " from \(Self.text(minimum)) to \(Self.text(maximum))"
        case let (minimum?, nil): return " of at least \(Self.text(minimum))"
        case let (nil, maximum?): return " of at most \(Self.text(maximum))"
        case (nil, nil): return ""
        }
    }

    private func acceptsItem(_ item: JSONValue) -> Bool {
        guard let object = item.objectValue else { return false }
        let declared = fields ?? []
        guard object.keys.allSatisfy({ key in declared.contains { $0.name == key } }) else { return false }
        return declared.allSatisfy { field in
            guard let value = object[field.name] else { return field.required != true }
            return field.accepts(value)
        }
    }

    /// A bound as written: 100, not 100.0.
    static func text(_ number: Double) -> String {
        number.rounded() == number && abs(number) < largestInteger ? String(Int(number)) : String(number)
    }
}
