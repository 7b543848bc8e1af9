/// What every check may consult besides the string: the configuration and the rule's options.
public struct CheckContext: Sendable {
    public var configuration: Configuration
    /// The rule's options from the configuration (or from an example), by name.
    public var options: [String: JSONValue]

    public init(configuration: Configuration, options: [String: JSONValue] = [:]) {
        self.configuration = configuration
        self.options = options
    }

    public var platform: String { configuration.platform }

    public func option(_ name: String) -> JSONValue? { options[name] }

    public func boolOption(_ name: String, default value: Bool) -> Bool { options[name]?.boolValue ?? value }

    public func stringOption(_ name: String, default value: String) -> String { options[name]?.stringValue ?? value }

    public func numberOption(_ name: String, default value: Double) -> Double { options[name]?.numberValue ?? value }
}
