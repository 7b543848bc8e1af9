/// What every check may consult besides the string: the configuration and the rule's options.
///
/// A class, so that handing it to a check (once per check per string) passes one reference instead of copying
/// the whole configuration; it never changes after it is made.
public final class CheckContext: Sendable {
    public let configuration: Configuration
    /// The rule's options from the configuration (or from an example), by name.
    public let options: [String: JSONValue]

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
